import { Hono } from "hono";
import { randomSongs } from "../services/songs";

export const songsApi = new Hono<{ Bindings: Env }>();

songsApi.get("/randomSongs", async (c) => c.json({ songs: await randomSongs(8) }));
