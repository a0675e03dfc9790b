// Proposing a song's video (decision 037). Anyone may give a song without a video its video
// (behind the contribution gate); replacing one is for moderators and the admin. The video is
// checked against the video site's oEmbed through the outbound seam, so an id that does not
// exist or cannot be embedded is refused. When /api/checkURL's service (worker/services/
// video-check.ts, landing from the elements branch) is on main, `lookUpVideo` should be it.
import { and, eq, isNull } from "drizzle-orm";
import { CAPTCHA_FIELD } from "../../app/lib/captcha-widget";
import { hasRole } from "../../app/lib/userdata";
import { VIDEO_MESSAGES, type VideoProposalInput } from "../../app/lib/video-proposal";
import { outboundFetch } from "../platform/outbound";
import { withContributionGate } from "./contribution-gate";
import { db, schema } from "./db";
import { fail, ok, type Result } from "./result";

const OEMBED_URL = "https://www.youtube.com/oembed";

/** The video's title from oEmbed: not_found for a missing or private video, unavailable when the site does not answer. */
export async function lookUpVideo(videoId: string): Promise<Result<{ title: string }>> {
  const url = new URL(OEMBED_URL);
  url.search = new URLSearchParams({ url: `https://www.youtube.com/watch?v=${videoId}`, format: "json" }).toString();
  let response: Response;
  try {
    response = await outboundFetch(url, { signal: AbortSignal.timeout(5_000) });
  } catch {
    return fail("unavailable", VIDEO_MESSAGES.unavailable);
  }
  // 400/401/403/404: no such video, or embedding is off.
  if (response.status >= 400 && response.status < 500) return fail("invalid", VIDEO_MESSAGES.notFound, { field: "url" });
  if (!response.ok) return fail("unavailable", VIDEO_MESSAGES.unavailable);
  const body = (await response.json().catch(() => null)) as { title?: unknown } | null;
  const title = typeof body?.title === "string" ? body.title.trim().slice(0, 300) : "";
  return title ? ok({ title }) : fail("unavailable", VIDEO_MESSAGES.unavailable);
}

/** POST /api/proposeVideo and the song page's `video` intent: the song's new video id. */
export function proposeVideo(request: Request, input: VideoProposalInput): Promise<Result<{ videoId: string; title: string }>> {
  return withContributionGate(request, input[CAPTCHA_FIELD], VIDEO_MESSAGES.captcha, async (user) => {
    const [song] = await db().select({ videoId: schema.songs.youtubeId }).from(schema.songs).where(eq(schema.songs.id, input.song_id));
    if (!song) return fail("not_found", "Nieprawidłowa piosenka.");
    const privileged = user !== null && hasRole(user.role, "moderator");
    if (song.videoId === input.url) return fail("conflict", VIDEO_MESSAGES.same, { field: "url" });
    if (song.videoId && !privileged) return fail("forbidden", VIDEO_MESSAGES.hasVideo, { field: "url" });
    const video = await lookUpVideo(input.url);
    if (!video.ok) return video;
    const values = {
      youtubeId: input.url,
      youtubeTitle: video.value.title,
      youtubeThumbDefault: `https://i.ytimg.com/vi/${input.url}/default.jpg`,
      youtubeThumbMedium: `https://i.ytimg.com/vi/${input.url}/mqdefault.jpg`,
    };
    // A proposal only fills an empty place: of two at once, the second finds it taken.
    const where = privileged ? eq(schema.songs.id, input.song_id) : and(eq(schema.songs.id, input.song_id), isNull(schema.songs.youtubeId));
    const changed = await db().update(schema.songs).set(values).where(where).returning({ id: schema.songs.id });
    if (changed.length === 0) return fail("forbidden", VIDEO_MESSAGES.hasVideo, { field: "url" });
    return ok({ videoId: input.url, title: video.value.title });
  });
}
