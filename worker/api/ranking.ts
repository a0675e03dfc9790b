import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { parsePageParam } from "@core/pages/pager";
import { getRankingTables } from "../services/ranking";
import { rankingPage } from "../services/ranking-list";

export const rankingApi = new Hono<{ Bindings: Env }>();

/**
 * sortedRanking: one page (40) of the full ranking, ?page=n; activeUsers and byNewest: the
 * home's Active and New tables (10 each).
 */
rankingApi.get("/getRanking", async (c) => {
  const page = parsePageParam(c.req.query("page"));
  if (page === null) throw new HTTPException(400, { message: "Parametr page musi być dodatnią liczbą całkowitą." });
  const [ranking, tables] = await Promise.all([rankingPage(page), getRankingTables()]);
  return c.json({ ...ranking, activeUsers: tables.activeUsers, byNewest: tables.byNewest });
});
