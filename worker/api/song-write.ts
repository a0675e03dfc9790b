import { Hono } from "hono";
import { songPayloadFromFields, songSaveSchema } from "@core/schemas/song";
import { parseInput } from "@core/result";
import { saveSong } from "../services/songs-write";
import { answer } from "./answer";
import { readBody } from "./body";

export const songWriteApi = new Hono<{ Bindings: Env }>();

// POST /api/saveSong {g-recaptcha-response, artist, lyrics, title} (product §7.2): answers
// {result: "success", songURL} or {result: "error", error[, existingSongURL]} with a 4xx.
songWriteApi.post("/saveSong", async (c) => {
  // JSON clients send `artist` as an object or a name; form posts send `artist_id` beside it.
  const input = parseInput(songSaveSchema, songPayloadFromFields(await readBody(c)));
  return answer(c, input.ok ? await saveSong(c.req.raw, input.value) : input, "result", (song) => song);
});
