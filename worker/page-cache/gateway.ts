// The page cache's one code path (decision 051): worker/index.ts hands every request here;
// cacheable ones (policy.ts) are answered from the page cache (worker/platform/page-cache.ts:
// Workers Cache in production, the Cache API locally), everything else renders as before.
//
// - The render of a cacheable page sees only its key: no cookie, no header, no parameter
//   the key dropped, so nothing personal or forged can end up in what others are served.
// - A burst of requests for one cold page waits for one render in this isolate (onceAtATime).
// - Every answer gets its own CSP nonce: the stored body's nonce attributes are rewritten
//   (spliced where the render wrote its own) and worker/security-headers.ts writes the header.
import { currentScope, noteRoute } from "../services/request-scope";
import { CACHE_TAG_HEADER, type PageCache, purgedSince, purgeMark } from "../platform/page-cache";
import { onceAtATime } from "../services/shared-work";
import { keepRecent, recentPage, type StoredPage } from "./recent";
import { cacheDecision, PAGE_MAX_AGE_SECONDS } from "./policy";

/** Answer header saying how the page cache answered: hit, miss or bypass. */
export const PAGE_CACHE_HEADER = "X-Page-Cache";

/** Renders a request with a nonce (worker/index.ts: React Router with its load context). */
export type RenderPage = (request: Request, nonce: string) => Promise<Response>;

type Stored = StoredPage;

/** The route pattern that rendered a stored page, for the logs and metrics of its hits. */
const ROUTE_HEADER = "X-Page-Route";

/** The throwaway nonce the stored copy was rendered with: only its holders get the answer's. */
const RENDER_NONCE_HEADER = "X-Page-Render-Nonce";

/** Headers of the stored copy that never reach a browser. */
const STORAGE_HEADERS = [CACHE_TAG_HEADER, ROUTE_HEADER, RENDER_NONCE_HEADER, "Cache-Control", "Content-Security-Policy", "Age", "Expires"];

export async function servePage(request: Request, cache: PageCache, buildId: string, nonce: string, render: RenderPage): Promise<Response> {
  const decision = cacheDecision(request, buildId);
  if (!decision.cacheable) {
    const response = await render(request, nonce);
    return marked(response, "bypass");
  }
  const key = decision.key.toString();
  // A burst for a cold page renders it once in this isolate: whoever comes while the render
  // is under way waits for it to land in the last seconds' memory (shared-work.ts says why
  // not by sharing its promise), and takes it from there.
  let rendered = false;
  const kept = (): Stored | undefined => {
    const page = recentPage(key);
    return page ? { ...page, hit: true } : undefined;
  };
  const stored =
    kept() ??
    (await onceAtATime(key, kept, async () => {
      rendered = true;
      const mark = purgeMark();
      const fetched = await fetchStored(cache, new Request(key), decision.tags, render);
      const tags = (new Headers(fetched.headers).get(CACHE_TAG_HEADER) ?? "").split(",").filter(Boolean);
      if (fetched.status === 200 && tags.length > 0 && !purgedSince(tags, mark)) keepRecent(key, fetched);
      return fetched;
    }));
  // A redirect (an address in capitals, an old address, a page that is not there) is never
  // stored. When the key dropped a parameter of the address, it is rendered again from the
  // request itself, so that it keeps them; otherwise the render just made is the answer.
  if (stored.status >= 300 && stored.status < 400) {
    if (!keptEveryParameter(request, decision.key)) return marked(await render(request, nonce), "bypass");
    const headers = new Headers(stored.headers);
    for (const name of STORAGE_HEADERS) headers.delete(name);
    headers.set(PAGE_CACHE_HEADER, "bypass");
    return new Response(stored.body, { status: stored.status, statusText: stored.statusText, headers });
  }
  const headers = new Headers(stored.headers);
  const route = headers.get(ROUTE_HEADER);
  if (route) noteRoute(route);
  const renderNonce = headers.get(RENDER_NONCE_HEADER) ?? "";
  for (const name of STORAGE_HEADERS) headers.delete(name);
  headers.set(PAGE_CACHE_HEADER, stored.hit || !rendered ? "hit" : "miss");
  return new Response(withNonce(stored.body, renderNonce, nonce), { status: stored.status, statusText: stored.statusText, headers });
}

/**
 * Whether the render's address is the request's, character for character: the key dropped no
 * parameter and reordered or re-encoded none (a redirect carries the query as it was asked).
 */
function keptEveryParameter(request: Request, key: URL): boolean {
  const rendered = new URL(key);
  rendered.searchParams.delete("_build");
  return rendered.search === new URL(request.url).search;
}

async function fetchStored(cache: PageCache, key: Request, tags: string[], render: RenderPage): Promise<Stored> {
  const { response, hit } = await cache.fetch(key, (keyRequest) => renderForCache(keyRequest, tags, render));
  return {
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers],
    body: await response.arrayBuffer(),
    hit,
  };
}

/** The request the render sees: the key's address without the build id, and no headers. */
export function renderRequestOf(key: Request): Request {
  const url = new URL(key.url);
  url.searchParams.delete("_build");
  return new Request(url, { method: "GET" });
}

/**
 * Renders a cacheable page (here locally; in the CachedPages entrypoint in production) and
 * marks it storable with its tags — unless it is no plain page for everyone: any status but
 * 200, anything that sets a cookie, anything not HTML.
 */
export async function renderForCache(key: Request, tags: string[], render: RenderPage): Promise<Response> {
  const scope = currentScope();
  const collected = new Set(["page", ...tags]);
  if (scope) scope.pageTags = collected;
  // The nonce of the stored copy is rewritten in every answer, this one's included.
  const renderNonce = crypto.randomUUID();
  const response = await render(renderRequestOf(key), renderNonce);
  if (scope) scope.pageTags = null;
  const headers = new Headers(response.headers);
  if (scope?.route) headers.set(ROUTE_HEADER, scope.route);
  headers.set(RENDER_NONCE_HEADER, renderNonce);
  const html = /^text\/html\b/i.test(headers.get("Content-Type") ?? "");
  if (response.status === 200 && html && !headers.has("Set-Cookie") && !headers.has("Cache-Control")) {
    headers.set("Cache-Control", `public, max-age=${PAGE_MAX_AGE_SECONDS}`);
    headers.set(CACHE_TAG_HEADER, [...collected].join(","));
  } else if (!headers.has("Cache-Control")) {
    headers.set("Cache-Control", "private, no-store");
  }
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

function marked(response: Response, how: "bypass"): Response {
  const headers = new Headers(response.headers);
  headers.set(PAGE_CACHE_HEADER, how);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** A stored body cut at each occurrence of its render's nonce, once per stored copy. */
const cuts = new WeakMap<ArrayBuffer, Uint8Array[]>();
const encoder = new TextEncoder();

function piecesOf(body: ArrayBuffer, token: string): Uint8Array[] {
  const known = cuts.get(body);
  if (known) return known;
  const bytes = new Uint8Array(body);
  const needle = encoder.encode(token);
  const pieces: Uint8Array[] = [];
  let start = 0;
  if (needle.length > 0) {
    for (let at = bytes.indexOf(needle[0], start); at >= 0 && at + needle.length <= bytes.length; at = bytes.indexOf(needle[0], at + 1)) {
      let same = true;
      for (let i = 1; i < needle.length && same; i++) same = bytes[at + i] === needle[i];
      if (!same) continue;
      pieces.push(bytes.subarray(start, at));
      start = at + needle.length;
      at = start - 1;
    }
  }
  pieces.push(bytes.subarray(start));
  cuts.set(body, pieces);
  return pieces;
}

/**
 * The stored body with this answer's nonce wherever the render wrote its own — a random
 * 122-bit value nothing else in the page can contain, so exactly the nonce attributes (and
 * any script text React Router wrote it into). Splicing bytes costs one copy, less than
 * parsing the HTML again (HTMLRewriter) would.
 */
function withNonce(body: ArrayBuffer, rendered: string, nonce: string): Uint8Array<ArrayBuffer> {
  const pieces = piecesOf(body, rendered);
  const value = encoder.encode(nonce);
  const out = new Uint8Array(new ArrayBuffer(pieces.reduce((sum, piece) => sum + piece.length, 0) + value.length * (pieces.length - 1)));
  let at = 0;
  for (const [index, piece] of pieces.entries()) {
    if (index > 0) {
      out.set(value, at);
      at += value.length;
    }
    out.set(piece, at);
    at += piece.length;
  }
  return out;
}
