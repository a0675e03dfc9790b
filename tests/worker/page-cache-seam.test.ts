// Both sides of the page cache's seam (worker/platform/page-cache.ts, decision 051). Workers
// Cache is not emulated locally, so its side is driven through a stand-in for the cache in
// front of the real CachedPages entrypoint: the gateway, the entrypoint's render, its
// headers and the purge RPC are the production code; only the store is a Map here.
import { exports } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { servePage } from "@worker/page-cache/gateway";
import { forgetRecentPages } from "@worker/page-cache/recent";
import { setClockForTests } from "@worker/platform/clock";
import { cacheDecision } from "@worker/page-cache/policy";
import {
  type CachedPagesStub,
  cacheApiPageCache,
  notePurge,
  type PageCache,
  pageCacheFor,
  RENDERED_HEADER,
  workersPageCache,
} from "@worker/platform/page-cache";
import { pagesChanged } from "@worker/services/page-tags";
import { emptyUsage, type RequestScope, runInScope } from "@worker/services/request-scope";
import { makeSong } from "./helpers";

afterEach(() => vi.restoreAllMocks());

const cachedPages = () => (exports as unknown as { CachedPages: CachedPagesStub }).CachedPages;

/** What Workers Cache does in front of an entrypoint, as far as we rely on it. */
function fakeWorkersCache(entrypoint: CachedPagesStub) {
  const stored = new Map<string, { body: ArrayBuffer; headers: Headers; tags: string[] }>();
  const stub: CachedPagesStub = {
    async fetch(request) {
      const found = stored.get(request.url);
      // Stored as the entrypoint answered, its render's time included.
      if (found) return new Response(found.body, { headers: found.headers });
      const response = await entrypoint.fetch(request);
      const body = await response.arrayBuffer();
      const control = response.headers.get("Cache-Control") ?? "";
      if (response.status === 200 && /public/.test(control) && !response.headers.has("Set-Cookie")) {
        stored.set(request.url, { body, headers: new Headers(response.headers), tags: (response.headers.get("Cache-Tag") ?? "").split(",") });
      }
      return new Response(body, { status: response.status, headers: response.headers });
    },
    async purgeTags(tags) {
      for (const [url, entry] of stored) if (entry.tags.some((tag) => tags.includes(tag))) stored.delete(url);
      return { success: true, errors: [] };
    },
  };
  return { stub, stored };
}

function scopeWith(pageCache: PageCache): RequestScope {
  return { id: "test", kind: "fetch", session: null as never, d1: emptyUsage(), cache: { hits: 0, misses: 0 }, route: null, error: null, pageCache };
}

const noRender = async () => {
  throw new Error("Workers Cache renders in the CachedPages entrypoint, never in the gateway");
};

describe("production's side: Workers Cache in front of the CachedPages entrypoint", () => {
  it("the entrypoint renders a cacheable page storable, tagged, without cookies", async () => {
    const { song } = await makeSong({ lyrics: ["Linia jeden"] });
    const decision = cacheDecision(new Request(`http://localhost/${song.urlname}`), "b1");
    if (!decision.cacheable) throw new Error("a song page is cacheable");
    const response = await cachedPages().fetch(new Request(decision.key));
    expect(response.status).toBe(200);
    expect(Number(response.headers.get(RENDERED_HEADER))).toBeGreaterThan(0);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=60");
    expect(response.headers.get("Cache-Tag")?.split(",")).toEqual(expect.arrayContaining(["page", `song:${song.id}`]));
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await response.text()).toContain("Linia jeden");
  });

  it("the entrypoint refuses what is not a cacheable page, unstored", async () => {
    const response = await cachedPages().fetch(new Request("http://localhost/panel?_build=b1"));
    expect(response.status).toBe(404);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("the gateway serves a hit with a fresh nonce, and a purge by tag empties it", async () => {
    const { song } = await makeSong({ lyrics: ["Linia dwa"] });
    const { stub, stored } = fakeWorkersCache(cachedPages());
    const cache = workersPageCache(stub);
    const request = () => new Request(`http://localhost/${song.urlname}`);
    const first = await servePage(request(), cache, "b1", "bm9uY2UtcGllcndzemE=", noRender);
    expect(first.headers.get("X-Page-Cache")).toBe("miss");
    expect(await first.text()).toContain('nonce="bm9uY2UtcGllcndzemE="');
    expect(stored.size).toBe(1);
    // Later, from another isolate (nothing in this one's memory): Workers Cache answers.
    forgetRecentPages();
    setClockForTests({ offsetMs: 50 });
    const second = await servePage(request(), cache, "b1", "bm9uY2UtZHJ1Z2E=", noRender).finally(() => setClockForTests({ offsetMs: 0 }));
    expect(second.headers.get("X-Page-Cache")).toBe("hit");
    const html = await second.text();
    expect(html).toContain('nonce="bm9uY2UtZHJ1Z2E="');
    expect(html).not.toContain("bm9uY2UtcGllcndzemE=");
    // A write in a request whose page cache is Workers Cache purges through the RPC method.
    await runInScope(scopeWith(cache), () => pagesChanged([`song:${song.id}`]));
    expect(stored.size).toBe(0);
    const third = await servePage(request(), cache, "b1", "bm9uY2UtdHJ6ZWNpYQ==", noRender);
    expect(third.headers.get("X-Page-Cache")).toBe("miss");
  });

  it("the purge RPC reports failure where Workers Cache is off (here), and the seam throws on it", async () => {
    expect((await cachedPages().purgeTags(["page"])).success).toBe(false);
    await expect(workersPageCache(cachedPages()).purge(["page"])).rejects.toThrow(/purge failed/);
  });

  it("a new build's pages are other keys: a deploy never serves the previous build's page", async () => {
    const { song } = await makeSong();
    const { stub, stored } = fakeWorkersCache(cachedPages());
    const cache = workersPageCache(stub);
    await (await servePage(new Request(`http://localhost/${song.urlname}`), cache, "stary", "bm9uY2U=", noRender)).text();
    const next = await servePage(new Request(`http://localhost/${song.urlname}`), cache, "nowy", "bm9uY2U=", noRender);
    expect(next.headers.get("X-Page-Cache")).toBe("miss");
    expect(stored.size).toBe(2);
  });
});

describe("nonces of a stored page", () => {
  it("only what the render gave its own nonce gets the answer's; nothing else changes", async () => {
    const cache = cacheApiPageCache(await caches.open(`nonce-${crypto.randomUUID()}`));
    const render = async (_request: Request, nonce: string) =>
      new Response(`<html><head><script nonce="${nonce}">ok()</script></head><body><script nonce="zgadniety">zle()</script></body></html>`, {
        headers: { "Content-Type": "text/html" },
      });
    for (const nonce of ["cGllcndzeQ==", "ZHJ1Z2k="]) {
      const html = await (await servePage(new Request("http://localhost/onas"), cache, "b1", nonce, render)).text();
      expect(html).toContain(`<script nonce="${nonce}">ok()</script>`);
      expect(html).toContain('<script nonce="zgadniety">zle()</script>');
    }
  });
});

describe("choosing the side", () => {
  it("Workers Cache where the platform offers it to the request, else the Cache API", () => {
    const exportsWith = { CachedPages: cachedPages() };
    const ctx = (cache: unknown) => ({ exports: exportsWith, cache, waitUntil() {}, passThroughOnException() {} }) as unknown as ExecutionContext;
    expect(pageCacheFor(ctx({ purge: async () => ({ success: true, errors: [] }) })).kind).toBe("workers-cache");
    expect(pageCacheFor(ctx(undefined)).kind).toBe("cache-api");
  });
});

describe("the local side: the Cache API", () => {
  it("stores only public answers without cookies, and a purge deletes by tag", async () => {
    const cache = cacheApiPageCache(await caches.open(`seam-${crypto.randomUUID()}`));
    const page =
      (tags: string, extra: Record<string, string> = {}) =>
      async () =>
        new Response("<p>strona</p>", {
          headers: { "Content-Type": "text/html", "Cache-Control": "public, max-age=60", "Cache-Tag": tags, ...extra },
        });
    const key = (path: string) => new Request(`http://localhost${path}`);
    expect((await cache.fetch(key("/a"), page("page,song:1"))).hit).toBe(false);
    expect((await cache.fetch(key("/a"), page("page,song:1"))).hit).toBe(true);
    expect((await cache.fetch(key("/b"), page("page,song:2"))).hit).toBe(false);
    await cache.fetch(key("/c"), page("page", { "Set-Cookie": "x=1" }));
    expect((await cache.fetch(key("/c"), page("page"))).hit).toBe(false);
    await cache.purge(["song:1"]);
    expect((await cache.fetch(key("/a"), page("page,song:1"))).hit).toBe(false);
    expect((await cache.fetch(key("/b"), page("page,song:2"))).hit).toBe(true);
  });
});

describe("a page view racing a write", () => {
  it("a render that started before a purge of its tags is not stored", async () => {
    const cache = cacheApiPageCache(await caches.open(`race-${crypto.randomUUID()}`));
    const key = new Request("http://localhost/wyscig");
    const stale = async () => {
      // The write commits and purges while this render is still reading.
      notePurge(["song:77"]);
      return new Response("<p>stara</p>", {
        headers: { "Content-Type": "text/html", "Cache-Control": "public, max-age=60", "Cache-Tag": "page,song:77" },
      });
    };
    expect((await cache.fetch(key, stale)).hit).toBe(false);
    const fresh = async () =>
      new Response("<p>nowa</p>", { headers: { "Content-Type": "text/html", "Cache-Control": "public, max-age=60", "Cache-Tag": "page,song:77" } });
    const next = await cache.fetch(key, fresh);
    expect(next.hit).toBe(false);
    expect(await next.response.text()).toBe("<p>nowa</p>");
    expect((await cache.fetch(key, fresh)).hit).toBe(true);
  });

  it("Workers Cache is purged once more after the write, for renders from a lagging replica", async () => {
    const purged: string[][] = [];
    const deferred: Promise<unknown>[] = [];
    const cache: PageCache = { kind: "workers-cache", fetch: noRender, purge: async (tags) => void purged.push(tags) };
    vi.useFakeTimers();
    try {
      await runInScope({ ...scopeWith(cache), defer: (work) => deferred.push(work) }, () => pagesChanged(["song:8"]));
      expect(purged).toEqual([["song:8"]]);
      await vi.advanceTimersByTimeAsync(2_000);
      await Promise.all(deferred);
      expect(purged).toEqual([["song:8"], ["song:8"]]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("a purge that fails", () => {
  it("is retried, and a purge that keeps failing is logged while the write stands", async () => {
    let calls = 0;
    const flaky: PageCache = {
      kind: "workers-cache",
      fetch: noRender,
      async purge() {
        calls++;
        if (calls < 3) throw new Error("chwilowy błąd");
      },
    };
    expect(await runInScope(scopeWith(flaky), () => pagesChanged(["home"]))).toBe(true);
    expect(calls).toBe(3);

    const errors: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: unknown) => void errors.push(String(line)));
    const broken: PageCache = { ...flaky, purge: async () => Promise.reject(new Error("cache niedostępny")) };
    expect(await runInScope(scopeWith(broken), () => pagesChanged(["home", "song:5"]))).toBe(false);
    const logged = errors.map((line) => JSON.parse(line)).find((line) => line.type === "page-purge");
    expect(logged).toMatchObject({ ok: false, tags: ["home", "song:5"], attempts: 3, error: "cache niedostępny" });
  });
});

describe("the key", () => {
  const decide = (path: string, init?: RequestInit) => cacheDecision(new Request(`http://localhost${path}`, init), "b1");
  const keyOf = (path: string) => {
    const decision = decide(path);
    return decision.cacheable ? decision.key.toString() : null;
  };

  it("keeps only the song view's parameters, sorted, first value, plus the build", () => {
    expect(keyOf("/piosenka?od=1:00&linia=2&fbclid=x&linia=3")).toBe("http://localhost/piosenka?linia=2&od=1%3A00&_build=b1");
    expect(keyOf("/?utm_source=x")).toBe("http://localhost/?_build=b1");
    expect(keyOf("/archiwum/2?strona=5")).toBe("http://localhost/archiwum/2?_build=b1");
    // Search result pages (decision 051, Update): the term and page are the path; no parameter is kept.
    expect(keyOf("/szukaj/serce%20wis%C5%82a?utm_source=x")).toBe("http://localhost/szukaj/serce%20wis%C5%82a?_build=b1");
    expect(keyOf("/szukaj/serce/3")).toBe("http://localhost/szukaj/serce/3?_build=b1");
    expect(decide("/szukaj/serce")).toMatchObject({ tags: ["search"] });
  });

  it("bypasses sessions, bookmarks, forms' results, own edits, non-GET, .data and every other page", () => {
    for (const [path, init] of [
      ["/piosenka", { headers: { Cookie: "sesja=abc" } }],
      ["/piosenka", { headers: { Cookie: "a=1; zakladka=x" } }],
      ["/piosenka?wyslano=1", undefined],
      ["/piosenka?edytuj=5", undefined],
      ["/piosenka", { method: "POST" }],
      ["/piosenka.data", undefined],
      ["/piosenka/komentarze.data", undefined],
      ["/piosenka/historia", undefined],
      ["/artysta/polacz", undefined],
      ["/szukaj", undefined],
      ["/szukaj?q=kot", undefined],
      ["/szukaj/kot/abc", undefined],
      ["/szukaj/kot/2/3", undefined],
      ["/szukaj/kot", { headers: { Cookie: "sesja=abc" } }],
      ["/profil/ktos", undefined],
      ["/panel/kosz", undefined],
      ["/api/randomSongs", undefined],
      ["/rss/najnowsze.xml", undefined],
      ["/a/b/c", undefined],
      ["/__manifest?p=%2Fpiosenka&version=abc", undefined],
      ["/_dev/poczta", undefined],
      ["/archiwum/abc", undefined],
    ] as [string, RequestInit | undefined][]) {
      expect(decide(path, init).cacheable, path).toBe(false);
    }
  });
});
