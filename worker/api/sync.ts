// Synced lyrics (decision 037): POST /api/saveSync {song_id, video_id, timings | lrc,
// g-recaptcha-response} → {result: "success", timings}; GET /api/getSync?song_id= → the
// times of the song's current video ({timings: null} when there are none). Clearing them is
// a moderator's /api/deleteSync (worker/api/moderation.ts). POST /api/proposeVideo
// {song_id, url, g-recaptcha-response} → {result: "success", video_id, title}.
import { Hono } from "hono";
import { parseInput } from "@core/result";
import { idSchema } from "@core/schemas/ids";
import { SYNC_MESSAGES, syncSchema } from "@core/schemas/sync";
import { videoProposalSchema } from "@core/schemas/video";
import { proposeVideo } from "../services/song-video";
import { getSongSync, saveSync } from "../services/song-sync";
import { answer } from "./answer";
import { readBody } from "./body";

export const syncApi = new Hono<{ Bindings: Env }>();

syncApi.post("/saveSync", async (c) => {
  const input = parseInput(syncSchema, await readBody(c));
  const saved = input.ok ? await saveSync(c.req.raw, input.value) : input;
  return answer(c, saved, "result", ({ videoId, timings, pending }) => ({ video_id: videoId, timings, pending }));
});

syncApi.get("/getSync", async (c) => {
  const id = parseInput(idSchema(SYNC_MESSAGES.badSong), c.req.query("song_id"));
  const sync = id.ok ? await getSongSync(id.value) : id;
  return answer(c, sync, "plain", (found) => ({ video_id: found?.videoId ?? null, timings: found?.timings ?? null }));
});

syncApi.post("/proposeVideo", async (c) => {
  const input = parseInput(videoProposalSchema, await readBody(c));
  const proposed = input.ok ? await proposeVideo(c.req.raw, input.value) : input;
  return answer(c, proposed, "result", ({ videoId, title, pending }) => ({ video_id: videoId, title, pending }));
});
