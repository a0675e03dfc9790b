// Anonymous pages from the page cache (decision 051), through the whole Worker: a visitor's
// second view is a hit with its own nonce, a user is never served a cached page, writes purge
// the pages they change, nothing personal or forged is stored, and a burst renders once.
import { afterEach, describe, expect, it, vi } from "vitest";
import { postJson, sessionCookieFor, solvedCaptcha } from "./account-helpers";
import { setClockForTests } from "@worker/platform/clock";
import { get, makeSong, makeUser } from "./helpers";
import { roundTripsDuring } from "./query-plans";

const LYRICS = ["Pierwsza linia piosenki", "Druga linia piosenki"];

afterEach(() => vi.restoreAllMocks());

/** The nonce of the answer's CSP header, and every nonce attribute in its body. */
async function noncesOf(response: Response): Promise<{ header: string; body: string[]; html: string }> {
  const csp = response.headers.get("Content-Security-Policy") ?? "";
  const header = /'nonce-([^']+)'/.exec(csp)?.[1] ?? "";
  const html = await response.text();
  // React writes nonce="" on the <link>s it hoists (no nonce there, as in every render).
  const body = [...html.matchAll(/\snonce="([^"]+)"/g)].map((match) => match[1]);
  return { header, body, html };
}

const cacheOf = (response: Response) => response.headers.get("X-Page-Cache");

describe("a visitor's page views", () => {
  it("the second view of a song is a hit, with a nonce of its own in the header and every script", async () => {
    const { song } = await makeSong({ lyrics: LYRICS });
    const first = await get(`/${song.urlname}`);
    expect(first.status).toBe(200);
    expect(cacheOf(first)).toBe("miss");
    const one = await noncesOf(first);
    const second = await get(`/${song.urlname}`);
    expect(cacheOf(second)).toBe("hit");
    const two = await noncesOf(second);

    expect(one.body.length).toBeGreaterThan(0);
    for (const { header, body } of [one, two]) {
      expect(header).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(new Set(body)).toEqual(new Set([header]));
    }
    expect(two.header).not.toBe(one.header);
    // No trace of another answer's nonce, nor of the nonce the stored copy was rendered with.
    expect(two.html).not.toContain(one.header);
    expect(two.html.replaceAll(two.header, "")).toBe(one.html.replaceAll(one.header, ""));
    expect(second.headers.get("Cache-Tag")).toBeNull();
    expect(second.headers.get("Content-Security-Policy")).not.toContain("unsafe-inline'; script");
  });

  it("every kind of cacheable page is cached: tabs, artist, home, archive, ranking, blog, about, FAQ, terms", async () => {
    const { song, artist } = await makeSong({ lyrics: LYRICS });
    for (const path of [`/${song.urlname}/komentarze`, `/${artist.urlname}`, "/", "/archiwum", "/ranking", "/blog", "/onas", "/faq", "/dmca"]) {
      const first = await get(path);
      expect(first.status, path).toBe(200);
      expect(cacheOf(first), path).toBe("miss");
      await first.arrayBuffer();
      const again = await get(path);
      expect(cacheOf(again), path).toBe("hit");
      expect(again.headers.getSetCookie(), path).toEqual([]);
      await again.arrayBuffer();
    }
  });

  it("the panel, the search form, forms' results and non-GET requests bypass the cache and are never stored", async () => {
    const { song } = await makeSong({ lyrics: LYRICS });
    for (const path of [
      "/szukaj?q=piosenka",
      "/panel",
      `/${song.urlname}/zglos`,
      `/${song.urlname}?wyslano=1`,
      `/${song.urlname}?czeka=1`,
      "/login",
    ]) {
      for (let i = 0; i < 2; i++) {
        const response = await get(path, { redirect: "manual" });
        expect(cacheOf(response), path).toBe("bypass");
        await response.arrayBuffer();
      }
    }
    const head = await get(`/${song.urlname}`, { method: "HEAD" });
    expect(cacheOf(head)).toBe("bypass");
  });
});

describe("redirects", () => {
  it("an address the key keeps whole is redirected from one render; one with a dropped parameter keeps it", async () => {
    const { song } = await makeSong({ lyrics: LYRICS });
    const capitals = `/${song.urlname.toUpperCase()}`;
    // The shell's lists (footer, sidebar) are read once first, so both counts below are the redirect's alone.
    await (await get(capitals, { redirect: "manual" })).arrayBuffer();
    let status = 0;
    const once = await roundTripsDuring(async () => {
      const response = await get(capitals, { redirect: "manual" });
      status = response.status;
      expect(response.headers.get("location")).toBe(`/${song.urlname}`);
      expect(cacheOf(response)).toBe("bypass");
      expect(response.headers.get("X-Page-Render-Nonce")).toBeNull();
      expect(response.headers.get("Cache-Tag")).toBeNull();
    });
    expect(status).toBe(301);
    // The render from the key asked who the name is; nothing was rendered a second time.
    const dropped = await roundTripsDuring(async () => {
      const response = await get(`${capitals}?utm_source=x`, { redirect: "manual" });
      expect(response.status).toBe(301);
      expect(response.headers.get("location")).toBe(`/${song.urlname}?utm_source=x`);
    });
    const trips = (counted: { batches: number[]; single: number }) => counted.batches.length + counted.single;
    expect(trips(once)).toBeGreaterThan(0);
    expect(trips(dropped)).toBe(2 * trips(once));
  });
});

describe("users and writers", () => {
  it("a logged-in user is never served a cached page, and their page is never stored", async () => {
    const { song } = await makeSong({ lyrics: LYRICS });
    const user = await makeUser();
    const cookie = await sessionCookieFor(user.id);
    await (await get(`/${song.urlname}`)).arrayBuffer();
    expect(cacheOf(await get(`/${song.urlname}`))).toBe("hit");

    const theirs = await get(`/${song.urlname}`, { headers: { Cookie: cookie } });
    expect(cacheOf(theirs)).toBe("bypass");
    expect(theirs.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await theirs.text()).toContain(user.username);
    // A visitor after them still gets the visitor's page, without the user's name.
    const visitor = await get(`/${song.urlname}`);
    expect(cacheOf(visitor)).toBe("hit");
    expect(await visitor.text()).not.toContain(user.username);
    // Even a session cookie that does not verify bypasses.
    expect(cacheOf(await get(`/${song.urlname}`, { headers: { Cookie: "sesja=podrobiona" } }))).toBe("bypass");
  });

  it("a visitor who just wrote (bookmark cookie) reads the page fresh", async () => {
    const { song } = await makeSong({ lyrics: LYRICS });
    const response = await get(`/${song.urlname}`, { headers: { Cookie: "zakladka=cokolwiek" } });
    expect(cacheOf(response)).toBe("bypass");
  });
});

describe("writes purge what they change", () => {
  it("adding an interpretation purges its song page and the home lists", async () => {
    const { song } = await makeSong({ lyrics: LYRICS });
    const other = await makeSong({ lyrics: LYRICS });
    for (const path of [`/${song.urlname}`, "/", `/${other.song.urlname}`]) {
      await (await get(path)).arrayBuffer();
      expect(cacheOf(await get(path)), path).toBe("hit");
    }
    const text = `Nowa nadinterpretacja ${crypto.randomUUID().slice(0, 8)}`;
    const answer = await postJson("/api/addAnnotation", {
      songId: song.id,
      annotationText: text,
      linesSelected: [0],
      "g-recaptcha-response": await solvedCaptcha(),
    });
    expect(answer.status).toBe(200);

    const page = await get(`/${song.urlname}`);
    expect(cacheOf(page)).toBe("miss");
    expect(await page.text()).toContain(text);
    const home = await get("/");
    expect(cacheOf(home)).toBe("miss");
    expect(await home.text()).toContain(text);
    // Another song's page stays cached.
    expect(cacheOf(await get(`/${other.song.urlname}`))).toBe("hit");
  });

  it("a search result page is a hit on its second view; a new song, or a song sent to the trash, purges it at once", async () => {
    const word = `Zorza${crypto.randomUUID().slice(0, 6)}`;
    const { song } = await makeSong({ title: `Pierwsza ${word}`, lyrics: LYRICS });
    const path = `/szukaj/${word}`;
    expect(cacheOf(await get(path))).toBe("miss");
    const again = await get(path);
    expect(cacheOf(again)).toBe("hit");
    expect(await again.text()).toContain(`Pierwsza ${word}`);
    // A logged-in user's search is never served from the cache.
    const user = await makeUser();
    expect(cacheOf(await get(path, { headers: { Cookie: await sessionCookieFor(user.id) } }))).toBe("bypass");

    const added = await postJson(
      "/api/saveSong",
      { artist: `Zespół ${word}`, title: `Druga ${word}`, lyrics: "Raz\nDwa" },
      { Cookie: await sessionCookieFor(user.id) },
    );
    expect(added.status).toBe(200);
    const afterAdd = await get(path);
    expect(cacheOf(afterAdd)).toBe("miss");
    expect(await afterAdd.text()).toContain(`Druga ${word}`);
    expect(cacheOf(await get(path))).toBe("hit");

    const admin = await makeUser(undefined, "admin");
    const deleted = await postJson("/api/deleteSong", { song_id: song.id }, { Cookie: await sessionCookieFor(admin.id) });
    expect(deleted.status).toBe(200);
    const afterDelete = await get(path);
    expect(cacheOf(afterDelete)).toBe("miss");
    const html = await afterDelete.text();
    expect(html).not.toContain(`Pierwsza ${word}`);
    expect(html).toContain(`Druga ${word}`);
  });

  it("concurrent comments on one song all end in purges: the page after them shows every one", async () => {
    const { song } = await makeSong({ lyrics: LYRICS });
    const texts = Array.from({ length: 8 }, (_, i) => `Komentarz równoległy ${i} ${crypto.randomUUID().slice(0, 6)}`);
    const captchas = await Promise.all(texts.map(() => solvedCaptcha()));
    // Page views race the writes and store whatever they saw in between.
    const answers = await Promise.all([
      ...texts.map((text, i) => postJson("/api/addComment", { song_id: song.id, text, "g-recaptcha-response": captchas[i] })),
      ...Array.from({ length: 8 }, () => get(`/${song.urlname}/komentarze`)),
    ]);
    for (const answer of answers.slice(0, texts.length)) expect(answer.status).toBe(200);
    await Promise.all(answers.map((answer) => answer.arrayBuffer()));
    const html = await (await get(`/${song.urlname}/komentarze`)).text();
    for (const text of texts) expect(html).toContain(text);
  });
});

describe("nothing personal, nothing forged", () => {
  it("no cached answer carries Set-Cookie, whatever cookies the visitor sends", async () => {
    const { song } = await makeSong({ lyrics: LYRICS });
    const cookies = "glos=abc.def; ciastka=tak; _ga=GA1.1";
    for (const path of [`/${song.urlname}`, "/", "/archiwum"]) {
      for (let i = 0; i < 2; i++) {
        const response = await get(path, { headers: { Cookie: cookies } });
        expect(["hit", "miss"], path).toContain(cacheOf(response));
        expect(response.headers.getSetCookie(), path).toEqual([]);
        expect(response.headers.get("Cache-Control") ?? "", path).not.toMatch(/public/);
        await response.arrayBuffer();
      }
    }
  });

  it("a query string, headers or cookies of one request never reach the page others get", async () => {
    const { song } = await makeSong({ lyrics: LYRICS });
    const poison = "zatrute<script>alert(1)</script>";
    const first = await get(`/${song.urlname}?utm_source=${encodeURIComponent(poison)}&linia=0&x=${encodeURIComponent(poison)}`, {
      headers: {
        "User-Agent": poison,
        "X-Forwarded-Host": "zly.example",
        "Accept-Language": poison,
        Referer: `https://zly.example/${poison}`,
        Cookie: `glos=${encodeURIComponent(poison)}`,
      },
    });
    expect(cacheOf(first)).toBe("miss");
    expect(await first.text()).not.toContain("zatrute");
    // The same page (only ?linia=0 kept) for a plain visitor: a hit, nothing of the above.
    const plain = await get(`/${song.urlname}?linia=0`);
    expect(cacheOf(plain)).toBe("hit");
    const html = await plain.text();
    expect(html).not.toContain("zatrute");
    expect(html).not.toContain("zly.example");
    // Parameters in another order or repeated are the same key.
    expect(cacheOf(await get(`/${song.urlname}?linia=0&linia=7`))).toBe("hit");
  });
});

describe("the last seconds' pages in the isolate's memory", () => {
  it("serve a page viewed in the last 2 s without the cache's lookup; later ones ask the cache again", async () => {
    const { song } = await makeSong({ lyrics: LYRICS });
    const cache = (caches as unknown as { default: Cache }).default;
    const lookups = vi.spyOn(cache, "match");
    await (await get(`/${song.urlname}`)).arrayBuffer();
    expect(lookups).toHaveBeenCalledTimes(1);
    const again = await get(`/${song.urlname}`);
    expect(cacheOf(again)).toBe("hit");
    await again.arrayBuffer();
    expect(lookups).toHaveBeenCalledTimes(1);
    setClockForTests({ offsetMs: 2_001 });
    try {
      const later = await get(`/${song.urlname}`);
      expect(cacheOf(later)).toBe("hit");
      await later.arrayBuffer();
      expect(lookups).toHaveBeenCalledTimes(2);
    } finally {
      setClockForTests({ offsetMs: 0 });
    }
  });
});

describe("a burst for a cold page", () => {
  it("1,000 concurrent requests render it once", async () => {
    const { song } = await makeSong({ lyrics: LYRICS });
    const lines: { d1: { queries: number | null } }[] = [];
    const log = console.log.bind(console);
    vi.spyOn(console, "log").mockImplementation((line: unknown, ...rest: unknown[]) => {
      if (typeof line === "string" && line.startsWith('{"type":"request"')) lines.push(JSON.parse(line));
      else log(line, ...rest);
    });
    const answers = await Promise.all(Array.from({ length: 1000 }, () => get(`/${song.urlname}`)));
    const marks = answers.map(cacheOf);
    const bodies = await Promise.all(answers.map((answer) => answer.text()));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(marks.filter((mark) => mark === "miss")).toHaveLength(1);
    expect(marks.filter((mark) => mark === "hit")).toHaveLength(999);
    expect(bodies.every((body) => body.includes(LYRICS[0]))).toBe(true);
    // Only one request read the database: the one that rendered.
    expect(lines).toHaveLength(1000);
    expect(lines.filter((line) => (line.d1.queries ?? 0) > 0)).toHaveLength(1);
  });
});
