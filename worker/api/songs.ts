import { Hono } from "hono";
import { identify } from "../services/identify";
import { songComments, songElements, songTranslations } from "../services/song-page";
import { randomSongs } from "../services/songs";
import { idParam, parseParam } from "./params";

export const songsApi = new Hono<{ Bindings: Env }>();

songsApi.get("/randomSongs", async (c) => c.json({ songs: await randomSongs(8) }));

// The catch-all page asks the server what /{value} is (spec §2, Catch-all).
songsApi.get("/identify/:value", async (c) => {
  const identity = await identify(c.req.param("value"));
  return c.json({ type: identity.type });
});

const songId = idParam("Nieprawidłowy identyfikator piosenki.");
const NO_SONG = "Nie znaleziono piosenki.";

songsApi.get("/getSongComments/:id", async (c) => {
  const comments = await songComments(parseParam(songId, c.req.param("id")));
  return comments ? c.json({ comments }) : c.json({ error: NO_SONG }, 404);
});

songsApi.get("/getSongTranslations/:id", async (c) => {
  const translations = await songTranslations(parseParam(songId, c.req.param("id")));
  return translations ? c.json({ translations }) : c.json({ error: NO_SONG }, 404);
});

songsApi.get("/getSongElement/:id", async (c) => {
  const elements = await songElements(parseParam(songId, c.req.param("id")));
  return elements ? c.json({ elements }) : c.json({ error: NO_SONG }, 404);
});
