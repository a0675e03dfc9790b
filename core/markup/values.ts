// What a tag's value (and a link-like content) may be, rule by rule of product §5.13. Every check
// is an allow-list: anything not recognised falls back to the tag's default or to literal
// text, never to something the browser would interpret.
import { LINK_MAX } from "./tags";
import { VIDEO_ID } from "../media/video-id";

/** Characters a tag value may not contain: controls, quotes, parentheses, <>, []. */
export function isValueChar(code: number): boolean {
  if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return false;
  // " ' ( ) < > [ ]
  return code !== 0x22 && code !== 0x27 && code !== 0x28 && code !== 0x29 && code !== 0x3c && code !== 0x3e && code !== 0x5b && code !== 0x5d;
}

/**
 * The restricted URL-safe set for link and cite values: ASCII letters, digits and the URL
 * punctuation that needs no escaping in an attribute or a stylesheet. No quotes,
 * parentheses, brackets, backslashes, spaces or non-ASCII letters (those are %-encoded).
 */
const URL_SAFE = /^[A-Za-z0-9\-._~:/?#@!$&*+,;=%]+$/;
const HTTP_START = /^https?:\/\/[A-Za-z0-9]/i;

/** A link or cite address: 1–512 URL-safe characters, http or https, a host, no user:password. */
export function linkValue(value: string | null): string | null {
  if (value === null || value.length < 1 || value.length > LINK_MAX) return null;
  if (!URL_SAFE.test(value) || !HTTP_START.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || !url.hostname) return null;
  // "http://bank.pl@evil.example" reads as one site and goes to another.
  if (url.username || url.password) return null;
  return value;
}

/** The 16 named colours of product §5.13 (the HTML 4 palette). */
export const COLOR_NAMES: ReadonlySet<string> = new Set([
  "black",
  "silver",
  "gray",
  "white",
  "maroon",
  "red",
  "purple",
  "fuchsia",
  "green",
  "lime",
  "olive",
  "yellow",
  "navy",
  "blue",
  "teal",
  "aqua",
]);
const HEX_COLOR = /^#?(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A named colour or a 3/6-digit hex value (with or without "#"), else "inherit". */
export function colorValue(value: string | null): string {
  if (value === null) return "inherit";
  const lower = value.toLowerCase();
  if (COLOR_NAMES.has(lower)) return lower;
  if (HEX_COLOR.test(lower)) return lower.startsWith("#") ? lower : `#${lower}`;
  return "inherit";
}

const SIZE = /^[0-9.]{1,8}$/;
export const SIZE_MIN_EM = 0.7;
export const SIZE_MAX_EM = 3;

/**
 * The size value is read as a number of em: 1 is the surrounding text's size, 2 twice it,
 * 0.8 a little smaller. Anything but 1–8 digits or dots (or a run of dots that is no
 * number) counts as 1. The result is clamped to 0.7–3 em and rounded to hundredths.
 */
export function sizeEm(value: string | null): number {
  let size = 1;
  if (value !== null && SIZE.test(value)) {
    const parsed = Number.parseFloat(value);
    if (Number.isFinite(parsed)) size = parsed;
  }
  const clamped = Math.min(SIZE_MAX_EM, Math.max(SIZE_MIN_EM, size));
  return Math.round(clamped * 100) / 100;
}

export type ImageAlign = "left" | "right" | "stretch";

/** img alignments: left, right, stretch; anything else is the default (max width 100%). */
export function imageAlign(value: string | null): ImageAlign | null {
  const lower = value?.toLowerCase();
  return lower === "left" || lower === "right" || lower === "stretch" ? lower : null;
}

const EMBED_URL = /^https?:\/\/(?:www\.)?youtube(?:-nocookie)?\.com\/embed\/([A-Za-z0-9_-]{11})(?:[?#][A-Za-z0-9\-._~:/?#@!$&*+,;=%]*)?$/i;

/** The video id of a bare 11-character id or of the video site's embed address, else null. */
export function videoId(content: string): string | null {
  const trimmed = content.trim();
  if (trimmed.length > LINK_MAX) return null;
  if (VIDEO_ID.test(trimmed)) return trimmed;
  return EMBED_URL.exec(trimmed)?.[1] ?? null;
}

/** Where the privacy-enhanced player of a video lives. */
export const embedSrc = (id: string) => `https://www.youtube-nocookie.com/embed/${id}`;
