// Proposing a song's video (decision 037). Anyone may give a song without a video its video
// (behind the contribution gate); replacing one is for moderators and the admin. The id is
// looked up again on the video site (video-check.ts, as /api/checkURL and adding an element
// do, under the same throttle): only what the site says is stored, never a posted title or
// thumbnail, and an id that does not exist or cannot be embedded is refused.
import { and, eq, isNull } from "drizzle-orm";
import { CAPTCHA_FIELD } from "@core/schemas/captcha";
import { can } from "@core/auth/permissions";
import { PROPOSAL_MESSAGES } from "@core/rules/video-proposal";
import type { VideoProposalInput } from "@core/schemas/video";
import { withContributionGate } from "./contribution-gate";
import { db, schema } from "./db";
import { fail, ok, type Result } from "@core/result";
import { lookupVideoFor } from "./video-check";

/** POST /api/proposeVideo and the song page's `video` intent: the song's new video id. */
export function proposeVideo(request: Request, input: VideoProposalInput): Promise<Result<{ videoId: string; title: string }>> {
  return withContributionGate(request, input[CAPTCHA_FIELD], PROPOSAL_MESSAGES.captcha, async (user) => {
    const [song] = await db().select({ videoId: schema.songs.youtubeId }).from(schema.songs).where(eq(schema.songs.id, input.song_id));
    if (!song) return fail("not_found", "Nieprawidłowa piosenka.");
    const privileged = can(user, "video.replace");
    // Refusals that need no outbound call come first.
    if (song.videoId === input.url) return fail("conflict", PROPOSAL_MESSAGES.same, { field: "url" });
    if (song.videoId && !privileged) return fail("forbidden", PROPOSAL_MESSAGES.hasVideo, { field: "url" });
    const video = await lookupVideoFor(request, input.url);
    if (!video.ok) return video.field ? { ...video, field: "url" } : video;
    const { id, title } = video.value;
    const values = {
      youtubeId: id,
      youtubeTitle: title,
      youtubeThumbDefault: `https://i.ytimg.com/vi/${id}/default.jpg`,
      youtubeThumbMedium: video.value.thumbnail,
    };
    // A proposal only fills an empty place: of two at once, the second finds it taken.
    const where = privileged ? eq(schema.songs.id, input.song_id) : and(eq(schema.songs.id, input.song_id), isNull(schema.songs.youtubeId));
    const changed = await db().update(schema.songs).set(values).where(where).returning({ id: schema.songs.id });
    if (changed.length === 0) return fail("forbidden", PROPOSAL_MESSAGES.hasVideo, { field: "url" });
    return ok({ videoId: id, title });
  });
}
