import { Hono } from "hono";
import { songPayloadFromFields, songSaveSchema } from "../../app/lib/song-schemas";
import { fail } from "../services/result";
import { saveSong } from "../services/songs-write";
import { answer } from "./answer";
import { readBody } from "./body";

export const songWriteApi = new Hono<{ Bindings: Env }>();

// POST /api/saveSong {g-recaptcha-response, artist, lyrics, title} (spec §7): answers
// {result: "success", songURL} or {result: "error", error[, existingSongURL]} with a 4xx.
songWriteApi.post("/saveSong", async (c) => {
  // JSON clients send `artist` as an object or a name; form posts send `artist_id` beside it.
  const parsed = songSaveSchema.safeParse(songPayloadFromFields(await readBody(c)));
  if (!parsed.success) return answer(c, fail("invalid", parsed.error.issues[0].message), "result");
  return answer(c, await saveSong(c.req.raw, parsed.data), "result", (song) => song);
});
