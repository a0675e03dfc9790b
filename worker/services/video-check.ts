// Checking a video on the video site (product §4.10 step 1, §7 /api/checkURL): the pasted address
// gives an id (app/lib/video-url.ts), the site's oEmbed endpoint says whether the video
// exists and what it is called. Reused by every feature that links a video (elements,
// elements-write.ts; a song's own video, song-video.ts). Each look-up is an outbound call, so a client's look-ups are
// throttled; the thumbnail is built from the id, never taken from an answer.
import { z } from "zod";
import { parseVideoUrl, VIDEO_MESSAGES, type VideoInfo, videoThumbnailUrl, videoWatchUrl } from "@core/media/video-url";
import { outboundFetch } from "../platform/outbound";
import { LIMITS, THROTTLE_MESSAGES, hit, throttled } from "./rate-limit";
import { clientOf } from "./client-address";
import { fail, ok, type Result } from "@core/result";
import { getSessionUser } from "./session";

export const OEMBED_ENDPOINT = "https://www.youtube.com/oembed";
const OEMBED_TIMEOUT_MS = 6_000;
/** A real oEmbed answer is under 2 kB; anything far larger is not one. */
const LARGEST_OEMBED_BYTES = 64 * 1024;
/** Real titles have at most 100 characters; stored cut, whatever the site answers. */
const TITLE_MAX = 200;

const oembedSchema = z.object({ title: z.string().trim().min(1) });

/** The oEmbed address that describes one video. */
export function oembedUrl(id: string): string {
  return `${OEMBED_ENDPOINT}?url=${encodeURIComponent(videoWatchUrl(id))}&format=json`;
}

/**
 * What the video site says about an id, unthrottled (callers throttle). A 4xx means there
 * is no such public, embeddable video; a timeout, a network failure, a 429 or 5xx or an
 * answer that is not oEmbed means the site could not be asked: 503, try again.
 */
export async function lookupVideo(id: string): Promise<Result<VideoInfo>> {
  let response: Response;
  try {
    response = await outboundFetch(oembedUrl(id), {
      headers: { Accept: "application/json" },
      signal: AbortSignal.timeout(OEMBED_TIMEOUT_MS),
    });
  } catch (error) {
    console.warn("video-check: oEmbed unreachable", id, error);
    return fail("unavailable", VIDEO_MESSAGES.unavailable);
  }
  if (!response.ok) {
    await response.body?.cancel();
    if (response.status === 429 || response.status >= 500) return fail("unavailable", VIDEO_MESSAGES.unavailable);
    return fail("not_found", VIDEO_MESSAGES.notFound, { field: "url" });
  }
  try {
    const body = await response.text();
    if (body.length > LARGEST_OEMBED_BYTES) throw new Error(`oEmbed answer of ${body.length} characters`);
    const { title } = oembedSchema.parse(JSON.parse(body));
    return ok({ id, title: [...title].slice(0, TITLE_MAX).join(""), thumbnail: videoThumbnailUrl(id) });
  } catch (error) {
    console.warn("video-check: not an oEmbed answer", id, error);
    return fail("unavailable", VIDEO_MESSAGES.unavailable);
  }
}

/** lookupVideo under the client's look-up throttle (an account's, or else its address's). */
export async function lookupVideoFor(request: Request, id: string): Promise<Result<VideoInfo>> {
  const user = await getSessionUser(request);
  const state = await hit(LIMITS.videoCheckPerClient, user ? `u${user.id}` : clientOf(request));
  if (!state.allowed) return throttled(state, THROTTLE_MESSAGES.videoCheck);
  return lookupVideo(id);
}

/** POST /api/checkURL: a pasted address → the video's id, title and thumbnail. */
export async function checkVideoUrl(request: Request, url: unknown): Promise<Result<VideoInfo>> {
  const parsed = parseVideoUrl(url);
  // Refused addresses cost no outbound call, so they are not counted.
  if (!parsed.ok) return fail("invalid", parsed.message, { field: "url" });
  return lookupVideoFor(request, parsed.id);
}
