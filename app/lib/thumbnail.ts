import type { YoutubeInfo } from "./api-types";

export const PLACEHOLDER_THUMB = "/images/placeholder.svg";

/** Intrinsic sizes of the video site's thumbnails: width/height are set so nothing shifts. */
export const THUMB_SIZES = {
  default: { width: 120, height: 90 },
  medium: { width: 320, height: 180 },
} as const;

export type ThumbSize = keyof typeof THUMB_SIZES;

/**
 * Thumbnails load through our own /api/ytproxy/ (spec §2): the video host's https://
 * prefix is replaced, e.g. https://i.ytimg.com/vi/ID/mqdefault.jpg →
 * /api/ytproxy/i.ytimg.com/vi/ID/mqdefault.jpg. Anything else (our uploads, relative
 * paths) is used as is; a non-https absolute address gets the placeholder.
 */
export function proxiedThumbUrl(url: string | null | undefined): string {
  if (!url) return PLACEHOLDER_THUMB;
  if (url.startsWith("https://")) return `/api/ytproxy/${url.slice("https://".length)}`;
  if (url.startsWith("/") && !url.startsWith("//")) return url;
  return PLACEHOLDER_THUMB;
}

export function songThumbUrl(youtube: YoutubeInfo | null, size: ThumbSize = "medium"): string {
  return proxiedThumbUrl(youtube?.thumbnails[size].url);
}
