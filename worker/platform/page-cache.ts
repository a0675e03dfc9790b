// The seam between the page cache's rules (worker/page-cache/) and where cached pages are kept
// (decision 051). Two implementations of one small interface:
//
// - production, Workers Cache: the page is fetched from our own `CachedPages` entrypoint
//   through `ctx.exports`; Cloudflare's cache sits in front of that entrypoint (a hit never
//   runs it), keeps the answer by its Cache-Control and Cache-Tag headers and forgets it on
//   `ctx.cache.purge({ tags })`, which must run inside that entrypoint (purges are scoped to
//   the entrypoint that calls them), hence the `purgeTags` RPC method.
// - local, the Cache API (`caches.default`, emulated by workerd; Workers Cache is not): the
//   answer is stored under the key with its tags noted in an isolate index, so a purge can
//   delete every key holding a tag. Keys carry this isolate's epoch: an entry stored by an
//   earlier isolate, whose index is gone, can never be served.
//
// Both are driven by the same caller (worker/page-cache/gateway.ts) with the same render
// function, so the code that decides, keys, tags, renders and rewrites is the code tests run.
import { nowMs } from "./clock";
import { config } from "./config";

/** Response header naming the tags of a stored page, as Workers Cache reads it. */
export const CACHE_TAG_HEADER = "Cache-Tag";

/** What the gateway needs from a page cache. */
export type PageCache = {
  readonly kind: "workers-cache" | "cache-api";
  /** The stored answer for `key`, or `render(key)` — stored when its headers allow. */
  fetch(key: Request, render: (key: Request) => Promise<Response>): Promise<{ response: Response; hit: boolean }>;
  /** Forgets every stored answer carrying one of `tags`; throws when the purge failed. */
  purge(tags: string[]): Promise<void>;
};

/** The RPC surface of the `CachedPages` entrypoint (worker/index.ts) the gateway talks to. */
export type CachedPagesStub = {
  fetch(request: Request): Promise<Response>;
  purgeTags(tags: string[]): Promise<{ success: boolean; errors: unknown[] }>;
};

/**
 * When the CachedPages entrypoint rendered the page (ms). Workers Cache stores it with the
 * page, so an answer rendered before this request began came from the cache.
 */
export const RENDERED_HEADER = "X-Page-Rendered";

/** Workers Cache: Cloudflare keeps the pages in front of the CachedPages entrypoint. */
export function workersPageCache(stub: CachedPagesStub): PageCache {
  return {
    kind: "workers-cache",
    async fetch(key) {
      const asked = nowMs();
      const response = await stub.fetch(key);
      // Cloudflare's own mark where it gives one; else the render's time against ours.
      const status = response.headers.get("CF-Cache-Status");
      const hit = status ? /^(HIT|STALE|UPDATING|REVALIDATED)$/i.test(status) : Number(response.headers.get(RENDERED_HEADER) ?? 0) < asked;
      const headers = new Headers(response.headers);
      headers.delete(RENDERED_HEADER);
      return { response: new Response(response.body, { status: response.status, statusText: response.statusText, headers }), hit };
    },
    async purge(tags) {
      const result = await stub.purgeTags(tags);
      if (!result.success) throw new Error(`purge failed: ${JSON.stringify(result.errors)}`);
    },
  };
}

/** Made on first use: the global scope may not generate random values. */
let epoch: string | undefined;
/** tag → urls of keys stored with it (this isolate; see the head comment). */
const tagIndex = new Map<string, Set<string>>();

/**
 * Purges counted, and the count at each tag's latest purge: a page whose render started
 * before a purge of one of its tags (it may show what the purge was for) is not stored.
 * Without this, a page view racing a write could store the old page again after the purge.
 */
let purges = 0;
const purgedAt = new Map<string, number>();

/** The purge count now: what a render started at. */
export function purgeMark(): number {
  return purges;
}

/** Whether one of `tags` was purged in this isolate after `mark`. */
export function purgedSince(tags: string[], mark: number): boolean {
  return tags.some((tag) => (purgedAt.get(tag) ?? 0) > mark);
}

/** Notes a purge of `tags` in this isolate (pagesChanged calls it before purging). */
export function notePurge(tags: string[]): void {
  purges++;
  for (const tag of tags) purgedAt.set(tag, purges);
}

export const tagsOf = (response: { headers: Headers }): string[] => (response.headers.get(CACHE_TAG_HEADER) ?? "").split(",").filter(Boolean);

function storable(response: Response): boolean {
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  return response.status === 200 && /\bpublic\b/.test(cacheControl) && /max-age=\d+/.test(cacheControl) && !response.headers.has("Set-Cookie");
}

function epochKey(key: Request): Request {
  const url = new URL(key.url);
  epoch ??= crypto.randomUUID();
  url.searchParams.set("_epoka", epoch);
  return new Request(url, { method: "GET" });
}

/** The Cache API in this location (production fallback, local runs and tests). */
export function cacheApiPageCache(cache: Cache = (caches as unknown as { default: Cache }).default): PageCache {
  return {
    kind: "cache-api",
    async fetch(key, render) {
      const stored = epochKey(key);
      const found = await cache.match(stored);
      if (found) return { response: found, hit: true };
      const mark = purgeMark();
      const response = await render(key);
      if (!storable(response)) return { response, hit: false };
      const body = await response.arrayBuffer();
      const tags = tagsOf(response);
      if (!purgedSince(tags, mark)) {
        for (const tag of tags) {
          let keys = tagIndex.get(tag);
          if (!keys) tagIndex.set(tag, (keys = new Set()));
          keys.add(stored.url);
        }
        await cache.put(stored, new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers }));
        // A purge while it was being written may have missed it.
        if (purgedSince(tags, mark)) await cache.delete(stored);
      }
      return { response: new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers }), hit: false };
    },
    async purge(tags) {
      const urls = new Set<string>();
      for (const tag of tags) {
        for (const url of tagIndex.get(tag) ?? []) urls.add(url);
        tagIndex.delete(tag);
      }
      await Promise.all([...urls].map((url) => cache.delete(url)));
    },
  };
}

/**
 * The page cache of this request: Workers Cache when PAGE_CACHE says so (production), or,
 * unset, when the platform offers it (ctx.cache); else the Cache API.
 */
export function pageCacheFor(ctx: ExecutionContext): PageCache {
  const stub = (ctx.exports as Record<string, unknown> | undefined)?.CachedPages as CachedPagesStub | undefined;
  let chosen: string | undefined;
  try {
    chosen = config().PAGE_CACHE;
  } catch {
    // A broken configuration fails where it is used; the page cache falls back to the local one.
  }
  if (stub && (chosen ?? (ctx.cache ? "workers-cache" : "cache-api")) === "workers-cache") return workersPageCache(stub);
  return localPageCache();
}

let local: PageCache | undefined;
export function localPageCache(): PageCache {
  local ??= cacheApiPageCache();
  return local;
}
