// The video site's addresses a user may paste (product §4.10, adding an element; later also a
// song's own video): watch, short, embed and youtu.be forms, with or without the scheme or
// www., with any extra parameters. Isomorphic: the form checks before asking the server,
// the Worker (worker/services/video-check.ts) has the final word.

import { VIDEO_ID } from "./video-id";

export { VIDEO_ID };

/** What /api/checkURL answers about a video (product §7.2). */
export type VideoInfo = { id: string; title: string; thumbnail: string };

export const VIDEO_MESSAGES = {
  /** product §5.10, Element: an empty URL field */
  empty: "Wklej najpierw adres filmu z YouTube.",
  notVideo: "To nie jest adres filmu z YouTube. Wklej adres w postaci https://www.youtube.com/watch?v=… albo https://youtu.be/…",
  badId: "Ten adres nie zawiera prawidłowego identyfikatora filmu z YouTube.",
  notFound: "Nie znaleziono takiego filmu.",
  unavailable: "Nie udało się sprawdzić filmu. Spróbuj ponownie za chwilę.",
  /** the form sent before its address was checked (step 1 of a two-step form) */
  checkFirst: "Najpierw sprawdź adres przyciskiem „Sprawdź”.",
} as const;

/** Longer than any real address: refused before parsing. */
const MAX_URL_LENGTH = 2_000;

// The video site's own hosts (watch, shorts, embed, live) and its two others: the short-link
// host (the id is the path) and the privacy-enhanced embed host (embeds only).
const SITE_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com", "music.youtube.com"]);
const SHORT_HOSTS = new Set(["youtu.be", "www.youtu.be"]);
const NOCOOKIE_HOSTS = new Set(["youtube-nocookie.com", "www.youtube-nocookie.com"]);
const KNOWN_HOSTS = [...SITE_HOSTS, ...SHORT_HOSTS, ...NOCOOKIE_HOSTS];

/** /shorts/ID, /embed/ID, /live/ID, with an optional trailing slash. */
const PATH_ID = /^\/(shorts|embed|live)\/([^/]+)\/?$/;

export type ParsedVideoUrl = { ok: true; id: string } | { ok: false; message: string };

/** The 11-character id in a pasted video address, or why there is none. */
export function parseVideoUrl(input: unknown): ParsedVideoUrl {
  const text = typeof input === "string" ? input.trim() : "";
  if (text === "") return { ok: false, message: VIDEO_MESSAGES.empty };
  if (text.length > MAX_URL_LENGTH || /\s/.test(text)) return { ok: false, message: VIDEO_MESSAGES.notVideo };
  // "youtu.be/ID" and "www.youtube.com/watch?v=ID" without a scheme, as people copy them.
  const lower = text.toLowerCase();
  const withScheme = KNOWN_HOSTS.some((host) => lower.startsWith(`${host}/`)) ? `https://${text}` : text;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return { ok: false, message: VIDEO_MESSAGES.notVideo };
  }
  if ((url.protocol !== "https:" && url.protocol !== "http:") || url.username || url.password || url.port) {
    return { ok: false, message: VIDEO_MESSAGES.notVideo };
  }
  const id = idOf(url);
  if (id === null) return { ok: false, message: VIDEO_MESSAGES.notVideo };
  return VIDEO_ID.test(id) ? { ok: true, id } : { ok: false, message: VIDEO_MESSAGES.badId };
}

/** The id candidate of a video-site address (not yet checked), or null for other addresses. */
function idOf(url: URL): string | null {
  const host = url.hostname;
  if (SHORT_HOSTS.has(host)) {
    const match = /^\/([^/]+)\/?$/.exec(url.pathname);
    return match ? match[1] : null;
  }
  const pathMatch = PATH_ID.exec(url.pathname);
  if (NOCOOKIE_HOSTS.has(host)) return pathMatch?.[1] === "embed" ? pathMatch[2] : null;
  if (!SITE_HOSTS.has(host)) return null;
  if (url.pathname === "/watch" || url.pathname === "/watch/") return url.searchParams.get("v") ?? "";
  return pathMatch ? pathMatch[2] : null;
}

/** The watch address of an id: what the oEmbed lookup asks about and the list links to. */
export function videoWatchUrl(id: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`;
}

/** The medium thumbnail of an id (shown through /api/ytproxy/), built from the id alone. */
export function videoThumbnailUrl(id: string): string {
  return `https://i.ytimg.com/vi/${id}/mqdefault.jpg`;
}
