import { Hono } from "hono";
import { parseInput } from "@core/result";
import { idSchema } from "@core/schemas/ids";
import { identify } from "../services/identify";
import { songComments, songElements, songTranslations } from "../services/song-page";
import { randomSongs } from "../services/songs";
import { answer } from "./answer";

export const songsApi = new Hono<{ Bindings: Env }>();

songsApi.get("/randomSongs", async (c) => c.json({ songs: await randomSongs(8) }));

// The catch-all page asks the server what /{value} is (product §2.12, Catch-all).
songsApi.get("/identify/:value", async (c) => {
  const identity = await identify(c.req.param("value"));
  return c.json({ type: identity.type });
});

const songId = idSchema("Nieprawidłowy identyfikator piosenki.");

songsApi.get("/getSongComments/:id", async (c) => {
  const id = parseInput(songId, c.req.param("id"));
  return answer(c, id.ok ? await songComments(id.value) : id, "plain", (comments) => ({ comments }));
});

songsApi.get("/getSongTranslations/:id", async (c) => {
  const id = parseInput(songId, c.req.param("id"));
  return answer(c, id.ok ? await songTranslations(id.value) : id, "plain", (translations) => ({ translations }));
});

songsApi.get("/getSongElement/:id", async (c) => {
  const id = parseInput(songId, c.req.param("id"));
  return answer(c, id.ok ? await songElements(id.value) : id, "plain", (elements) => ({ elements }));
});
