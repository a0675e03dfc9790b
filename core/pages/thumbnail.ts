import type { YoutubeInfo } from "./api-types";

export const PLACEHOLDER_THUMB = "/images/placeholder.svg";

/** Intrinsic sizes of the video site's thumbnails: width/height are set so nothing shifts. */
export const THUMB_SIZES = {
  default: { width: 120, height: 90 },
  medium: { width: 320, height: 180 },
} as const;

export type ThumbSize = keyof typeof THUMB_SIZES;

/** The OpenGraph share card's size (a song without a video shares its art at this size). */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

/**
 * Raised when the art's drawing changes: the version is part of every art address, so the
 * year-long immutable caches never keep an old picture (decision 029).
 */
export const SONG_ART_VERSION = 1;

/**
 * Thumbnails load through our own /api/ytproxy/ (product §2.2): the video host's https://
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

/**
 * What a thumbnail needs of a video: a list sends only the size it shows (search results carry
 * the small one alone), so a size that was not sent gets the placeholder.
 */
export type VideoThumbs = { thumbnails: { [K in ThumbSize]?: { url: string } } };

/** The video's thumbnail (or the shared placeholder when there is no video). */
export function songThumbUrl(youtube: VideoThumbs | null, size: ThumbSize = "medium"): string {
  return proxiedThumbUrl(youtube?.thumbnails[size]?.url);
}

/** A song's own generated cover (SVG at a thumbnail size, PNG as the share card). */
export function songArtUrl(songId: number, format: ThumbSize | "share"): string {
  return `/api/songArt/${SONG_ART_VERSION}/${songId}/${format}.${format === "share" ? "png" : "svg"}`;
}

/** What a song shows wherever it is listed: its video's thumbnail, else its own cover. */
export function songImageUrl(song: { song_id: number; song_youtube: VideoThumbs | null }, size: ThumbSize = "medium"): string {
  return song.song_youtube ? songThumbUrl(song.song_youtube, size) : songArtUrl(song.song_id, size);
}

/** The image a song's link shares: the video's large thumbnail, else the art as a PNG card. */
export function songShareImage(song: { song_id: number; song_youtube: YoutubeInfo | null }): { url: string; width: number; height: number } {
  if (song.song_youtube) {
    // hqdefault exists for every video (maxresdefault does not), at 480×360.
    return { url: `/api/ytproxy/i.ytimg.com/vi/${encodeURIComponent(song.song_youtube.id)}/hqdefault.jpg`, width: 480, height: 360 };
  }
  return { url: songArtUrl(song.song_id, "share"), ...SHARE_CARD_SIZE };
}

/** The share card of the pages that are no song (home, lists, static pages). */
export const SITE_SHARE_IMAGE = { url: `/api/songArt/${SONG_ART_VERSION}/site/share.png`, ...SHARE_CARD_SIZE } as const;
