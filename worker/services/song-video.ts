// Proposing a song's video (decisions 037, 042). Anyone may give a song without a video its
// video (behind the contribution gate): it goes live at once, as a revision a moderator can
// revert. A visitor's or user's proposal for a song that already has a video waits for a
// moderator instead of replacing it; staff replace at once. The id is looked up again on the
// video site (video-check.ts, as /api/checkURL and adding an element do, under the same
// throttle): only what the site says is stored, never a posted title or thumbnail, and an id
// that does not exist or cannot be embedded is refused.
import { eq, sql } from "drizzle-orm";
import { can } from "@core/auth/permissions";
import { fail, ok, type Result } from "@core/result";
import { REVISION_MESSAGES, type VideoState } from "@core/rules/revisions";
import { PROPOSAL_MESSAGES } from "@core/rules/video-proposal";
import { CAPTCHA_FIELD } from "@core/schemas/captcha";
import type { VideoProposalInput } from "@core/schemas/video";
import { withContributionGate } from "./contribution-gate";
import { db, schema } from "./db";
import { authorOf, propose, setLive } from "./song-revisions";
import { lookupVideoFor } from "./video-check";

export type ProposedVideo = { videoId: string; title: string; pending: boolean };

/** POST /api/proposeVideo and the song page's `video` intent. */
export function proposeVideo(request: Request, input: VideoProposalInput): Promise<Result<ProposedVideo>> {
  return withContributionGate<ProposedVideo>(request, input[CAPTCHA_FIELD], PROPOSAL_MESSAGES.captcha, async (user) => {
    const [song] = await db().select({ videoId: schema.songs.youtubeId }).from(schema.songs).where(eq(schema.songs.id, input.song_id));
    if (!song) return fail("not_found", "Nieprawidłowa piosenka.");
    // Refusals that need no outbound call come first.
    if (song.videoId === input.url) return fail("conflict", PROPOSAL_MESSAGES.same, { field: "url" });
    const video = await lookupVideoFor(request, input.url);
    if (!video.ok) return video.field ? { ...video, field: "url" } : video;
    const { id, title } = video.value;
    const state: VideoState = { id, title, thumbDefault: `https://i.ytimg.com/vi/${id}/default.jpg`, thumbMedium: video.value.thumbnail };
    const scope = { songId: input.song_id, kind: "video" } as const;
    const author = await authorOf(request, user);
    if (can(user, "video.replace")) {
      await setLive(scope, state, author);
      return ok({ videoId: id, title, pending: false });
    }
    // A proposal fills an empty place at once; of two at once, the second finds it taken and
    // waits for a moderator like any proposal for a song that has a video.
    const filled = await setLive(scope, state, author, sql`(SELECT youtube_id FROM songs WHERE id = ${input.song_id}) IS NULL`);
    if (filled !== null) return ok({ videoId: id, title, pending: false });
    const pending = await propose(scope, state, author);
    if (pending === null) return fail("conflict", REVISION_MESSAGES.alreadyPending, { field: "url" });
    return ok({ videoId: id, title, pending: true });
  });
}
