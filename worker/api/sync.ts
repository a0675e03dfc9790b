// Synced lyrics (decision 037): POST /api/saveSync {song_id, video_id, timings | lrc,
// g-recaptcha-response} → {result: "success", timings}; GET /api/getSync?song_id= → the
// times of the song's current video ({timings: null} when there are none). Clearing them is
// a moderator's /api/deleteSync (worker/api/moderation.ts). POST /api/proposeVideo
// {song_id, url, g-recaptcha-response} → {result: "success", video_id, title}.
import { Hono } from "hono";
import { firstIssue } from "../../app/lib/contribution-schemas";
import { positiveIdSchema } from "../../app/lib/article-schema";
import { SYNC_MESSAGES, syncSchema } from "../../app/lib/sync-schema";
import { videoProposalSchema } from "../../app/lib/video-schemas";
import { proposeVideo } from "../services/song-video";
import { fail } from "../services/result";
import { getSongSync, saveSync } from "../services/song-sync";
import { answer } from "./answer";
import { readBody } from "./body";

export const syncApi = new Hono<{ Bindings: Env }>();

syncApi.post("/saveSync", async (c) => {
  const parsed = syncSchema.safeParse(await readBody(c));
  if (!parsed.success) {
    const { message, field } = firstIssue(parsed.error);
    return answer(c, fail("invalid", message, { field }), "result");
  }
  return answer(c, await saveSync(c.req.raw, parsed.data), "result", ({ videoId, timings }) => ({ video_id: videoId, timings }));
});

syncApi.get("/getSync", async (c) => {
  const id = positiveIdSchema.safeParse(c.req.query("song_id"));
  if (!id.success) return answer(c, fail("invalid", SYNC_MESSAGES.badSong), "plain");
  return answer(c, await getSongSync(id.data), "plain", (sync) => ({ video_id: sync?.videoId ?? null, timings: sync?.timings ?? null }));
});

syncApi.post("/proposeVideo", async (c) => {
  const parsed = videoProposalSchema.safeParse(await readBody(c));
  if (!parsed.success) {
    const { message, field } = firstIssue(parsed.error);
    return answer(c, fail("invalid", message, { field }), "result");
  }
  return answer(c, await proposeVideo(c.req.raw, parsed.data), "result", ({ videoId, title }) => ({ video_id: videoId, title }));
});
