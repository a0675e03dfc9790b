import { Hono } from "hono";
import { songPayloadFromFields, songSaveSchema } from "../../app/lib/song-schemas";
import { saveSong } from "../services/songs-write";
import { readBody } from "./body";

export const songWriteApi = new Hono<{ Bindings: Env }>();

// POST /api/saveSong {g-recaptcha-response, artist, lyrics, title} (spec §7): answers
// {result: "success", songURL} or {result: "error", error} with a 4xx status.
songWriteApi.post("/saveSong", async (c) => {
  // JSON clients send `artist` as an object or a name; form posts send `artist_id` beside it.
  const parsed = songSaveSchema.safeParse(songPayloadFromFields(await readBody(c)));
  if (!parsed.success) return c.json({ result: "error", error: parsed.error.issues[0].message }, 400);
  const outcome = await saveSong(c.req.raw, parsed.data);
  if (outcome.result === "success") return c.json(outcome);
  if (outcome.retryAfterSeconds) c.header("Retry-After", String(outcome.retryAfterSeconds));
  const { error, existingSongURL } = outcome;
  return c.json({ result: "error", error, ...(existingSongURL ? { existingSongURL } : {}) }, outcome.status);
});
