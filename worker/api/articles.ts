import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { parsePageParam } from "@core/pages/pager";
import { articlesPage, getArticle, recentArticles } from "../services/articles";
import { answer } from "./answer";

export const articlesApi = new Hono<{ Bindings: Env }>();

articlesApi.get("/getArticle/:idOrUrl", async (c) => {
  return answer(c, await getArticle(c.req.param("idOrUrl")), "plain", (article) => article);
});

/** A blog page (12 newest first); ?page=n for the others. */
articlesApi.get("/getArticles", async (c) => {
  const page = parsePageParam(c.req.query("page"));
  if (page === null) throw new HTTPException(400, { message: "Parametr page musi być dodatnią liczbą całkowitą." });
  return c.json(await articlesPage(page));
});

articlesApi.get("/getRecentArticles", async (c) => c.json({ lastArticles: await recentArticles() }));
