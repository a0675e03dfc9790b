// Addresses of the video site's player (product §7.3), in one place for the page, the lazily
// loaded player and the security policy.
import type { LoopRange } from "./media-time";
import { VIDEO_ID } from "./video-id";

/** The IFrame Player API script, loaded only when a visitor plays (decision 033). */
export const IFRAME_API_URL = "https://www.youtube.com/iframe_api";
/** Embeds come from the privacy-enhanced host: no cookies until the visitor plays. */
export const EMBED_HOST = "https://www.youtube-nocookie.com";

/**
 * The embed address; with a range it plays that section, e.g. ?start=15&end=20 (product §9's
 * "plays 15 to 20 s in one embed string"). The embed can only start and stop there, not loop.
 */
export function embedUrl(videoId: string, range?: LoopRange | null): string {
  const base = `${EMBED_HOST}/embed/${encodeURIComponent(videoId)}`;
  if (!range) return base;
  return `${base}?start=${Math.floor(range.start)}&end=${Math.ceil(range.end)}`;
}

/** The poster: the video site's 480×360 frame (cropped to 16:9 by CSS), through our proxy. */
export function posterSource(videoId: string, fallback: string): string {
  return VIDEO_ID.test(videoId) ? `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg` : fallback;
}
