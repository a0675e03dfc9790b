// GET /api/ytproxy/{rest}: video thumbnails served from our own origin (product §2.2), so pages
// never load the video site directly. Only the video site's thumbnail addresses are
// fetched — anything else would make us an open proxy — and answers are kept in the edge
// cache, so each thumbnail leaves the video site about once a month per location.
import placeholderSvg from "../../public/images/placeholder.svg?raw";
import { nowMs } from "../platform/clock";
import { outboundFetch } from "../platform/outbound";

const HOSTS = new Set(["i.ytimg.com", "img.youtube.com"]);
// The names the video site publishes for every video (plus the frame grabs 0-3).
const NAMES = new Set([
  "default",
  "mqdefault",
  "hqdefault",
  "sddefault",
  "maxresdefault",
  "0",
  "1",
  "2",
  "3",
  "mq1",
  "mq2",
  "mq3",
  "hq1",
  "hq2",
  "hq3",
  "sd1",
  "sd2",
  "sd3",
]);
const THUMB_PATH = /^([a-z.]+)\/vi\/([A-Za-z0-9_-]{11})\/([a-z0-9]+)\.jpg$/;

const THUMB_CACHE_CONTROL = "public, max-age=2592000";
// A missing thumbnail may appear later (a fresh upload), so the placeholder is kept briefly;
// still long enough that invented ids do not send a request upstream on every page view.
const PLACEHOLDER_CACHE_CONTROL = "public, max-age=3600";
const UPSTREAM_TIMEOUT_MS = 8000;
// After the video site could not be reached at all (no network, DNS), thumbnails get the
// placeholder without trying again for a while: offline, a page of forty thumbnails would
// otherwise wait and log forty failures. One warning line says so.
const UNREACHABLE_PAUSE_MS = 5 * 60 * 1000;
let unreachableUntil = 0;
const LARGEST_THUMBNAIL_BYTES = 1024 * 1024;

export type ThumbnailAddress = { host: string; id: string; name: string };

/** The upstream address for `rest` (the part after /api/ytproxy/), or null when not allowed. */
export function parseThumbnailPath(rest: string): ThumbnailAddress | null {
  const match = THUMB_PATH.exec(rest);
  if (!match || !HOSTS.has(match[1]) || !NAMES.has(match[3])) return null;
  return { host: match[1], id: match[2], name: match[3] };
}

function placeholder(): Response {
  return new Response(placeholderSvg, {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": PLACEHOLDER_CACHE_CONTROL,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}

async function fetchUpstream(address: ThumbnailAddress): Promise<Response | null> {
  if (nowMs() < unreachableUntil) return null;
  try {
    const upstream = await outboundFetch(`https://${address.host}/vi/${address.id}/${address.name}.jpg`, {
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    });
    const type = upstream.headers.get("Content-Type") ?? "";
    // The video site answers 404 with a grey image for unknown ids: that is a miss too.
    if (!upstream.ok || !type.startsWith("image/")) return null;
    const body = await upstream.arrayBuffer();
    if (body.byteLength === 0 || body.byteLength > LARGEST_THUMBNAIL_BYTES) return null;
    return new Response(body, {
      headers: { "Content-Type": "image/jpeg", "Cache-Control": THUMB_CACHE_CONTROL, "X-Content-Type-Options": "nosniff" },
    });
  } catch (error) {
    // Requests already on their way fail too; only the first of them speaks.
    const known = nowMs() < unreachableUntil;
    unreachableUntil = nowMs() + UNREACHABLE_PAUSE_MS;
    if (known) return null;
    const reason = error instanceof Error ? error.message : String(error);
    console.warn(
      `ytproxy: the video site is unreachable (${reason}); thumbnails show the placeholder for the next ${UNREACHABLE_PAUSE_MS / 60_000} minutes`,
    );
    return null;
  }
}

/** The thumbnail, from the edge cache or the video site; the placeholder when it fails. */
export async function proxyThumbnail(requestUrl: string, address: ThumbnailAddress): Promise<Response> {
  // Keyed by the path alone: a query string must not create a second copy.
  const key = new Request(new URL(`/api/ytproxy/${address.host}/vi/${address.id}/${address.name}.jpg`, requestUrl));
  // The DOM lib's CacheStorage (tsconfig) hides the Workers-only default cache.
  const cache = (caches as unknown as { default: Cache }).default;
  const hit = await cache.match(key);
  if (hit) return hit;
  const answer = (await fetchUpstream(address)) ?? placeholder();
  // Awaited rather than waitUntil'd: the body is already in memory and the put is local.
  await cache.put(key, answer.clone());
  return answer;
}

/** Tests start with the video site reachable again. */
export function resetThumbnailBackoffForTests(): void {
  unreachableUntil = 0;
}
