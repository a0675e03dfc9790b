import { Hono } from "hono";
import { parseInput } from "@core/result";
import { z } from "@core/zod";
import { ARCHIVE_PAGE_SIZE } from "@core/constants";
import { artistsSlice } from "../services/archive";
import { recentAnnotations, recentSongs, recentUserAddedSongs } from "../services/recent";
import { answer } from "./answer";

export const listsApi = new Hono<{ Bindings: Env }>();

const OFFSET_MESSAGE = "Parametr offset musi być liczbą całkowitą nie mniejszą niż 0.";
const LIMIT_MESSAGE = `Parametr limit musi być liczbą całkowitą od 1 do ${ARCHIVE_PAGE_SIZE}.`;
const offsetParam = z
  .string()
  .regex(/^\d{1,9}$/, OFFSET_MESSAGE)
  .transform(Number);
const limitParam = z
  .string()
  .regex(/^\d{1,3}$/, LIMIT_MESSAGE)
  .transform(Number)
  .pipe(z.number().min(1, LIMIT_MESSAGE).max(ARCHIVE_PAGE_SIZE, LIMIT_MESSAGE));

listsApi.get("/get/artists/:offset/:limit", async (c) => {
  const offset = parseInput(offsetParam, c.req.param("offset"));
  if (!offset.ok) return answer(c, offset, "plain");
  const limit = parseInput(limitParam, c.req.param("limit"));
  if (!limit.ok) return answer(c, limit, "plain");
  return c.json(await artistsSlice(offset.value, limit.value));
});

listsApi.get("/recentAnnotations", async (c) => c.json(await recentAnnotations()));

listsApi.get("/recentSongs", async (c) => c.json({ songs: await recentSongs() }));

listsApi.get("/recentUserAddedSongs", async (c) => c.json({ songs: await recentUserAddedSongs() }));
