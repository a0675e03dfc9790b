import { Hono } from "hono";
import { z } from "zod";
import { ARCHIVE_PAGE_SIZE } from "@core/constants";
import { artistsSlice } from "../services/archive";
import { recentAnnotations, recentSongs, recentUserAddedSongs } from "../services/recent";
import { parseParam } from "./params";

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
  const offset = parseParam(offsetParam, c.req.param("offset"));
  const limit = parseParam(limitParam, c.req.param("limit"));
  return c.json(await artistsSlice(offset, limit));
});

listsApi.get("/recentAnnotations", async (c) => c.json(await recentAnnotations()));

listsApi.get("/recentSongs", async (c) => c.json({ songs: await recentSongs() }));

listsApi.get("/recentUserAddedSongs", async (c) => c.json({ songs: await recentUserAddedSongs() }));
