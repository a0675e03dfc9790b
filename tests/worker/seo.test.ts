import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { xml2js } from "xml-js";
import * as schema from "@db/schema";
import { get, makeSong, makeUser, testDb } from "./helpers";
import { readHead } from "./head";

type XmlElement = { name?: string; elements?: XmlElement[]; text?: string; cdata?: string; attributes?: Record<string, string> };

/** Strict XML parse (xml-js over sax in strict mode throws on malformed documents). */
function parseXml(xml: string): XmlElement {
  return xml2js(xml, { compact: false }) as XmlElement;
}
const children = (node: XmlElement | undefined, name: string) => (node?.elements ?? []).filter((e) => e.name === name);
const child = (node: XmlElement | undefined, name: string) => children(node, name)[0];
const textOf = (node: XmlElement | undefined) => (node?.elements ?? []).map((e) => e.text ?? e.cdata ?? "").join("");

async function fetchText(path: string, status = 200) {
  const response = await get(path);
  expect(response.status, path).toBe(status);
  return { response, body: await response.text() };
}

const LYRICS = ["Płynie Wisła, płynie", "po polskiej krainie", "zobaczyła Kraków"];

async function annotatedSong(artist: string, title: string, text: string) {
  const made = await makeSong({ artist, title, lyrics: LYRICS });
  const [annotation] = await testDb()
    .insert(schema.annotations)
    .values({ songId: made.song.id, userId: null, text, points: 3, lines: [0] })
    .returning();
  return { ...made, annotation };
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return { signature: Array.from(bytes.slice(1, 4), (b) => String.fromCharCode(b)).join(""), width: view.getUint32(16), height: view.getUint32(20) };
}

describe("crawler", () => {
  it("follows robots.txt to the sitemap index, a song sitemap and five songs with canonical, description, share tags and JSON-LD", async () => {
    for (let i = 0; i < 6; i++) await annotatedSong(`Zespół Mapowy ${i}`, `Przebój ${i}`, `Interpretacja numer ${i}: to o tramwaju.`);

    const robots = (await fetchText("/robots.txt")).body;
    expect(robots).toContain("User-agent: *");
    expect(robots).toContain("Disallow: /api/");
    const sitemapUrl = /^Sitemap: (\S+)$/m.exec(robots)?.[1];
    expect(sitemapUrl).toBe("http://localhost/sitemap.xml");

    const index = child(parseXml((await fetchText(new URL(sitemapUrl!).pathname)).body), "sitemapindex");
    expect(index?.attributes?.xmlns).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    const childSitemaps = children(index, "sitemap").map((s) => textOf(child(s, "loc")));
    expect(childSitemaps).toContain("http://localhost/sitemaps/pages.xml");
    const songSitemap = childSitemaps.find((loc) => /\/sitemaps\/songs-1\.xml$/.test(loc));
    expect(songSitemap).toBeDefined();

    const urlset = child(parseXml((await fetchText(new URL(songSitemap!).pathname)).body), "urlset");
    const locs = children(urlset, "url").map((u) => textOf(child(u, "loc")));
    expect(locs.length).toBeGreaterThanOrEqual(6);
    expect(locs.length).toBeLessThanOrEqual(50_000);

    for (const loc of locs.slice(-5)) {
      const path = new URL(loc).pathname;
      const head = readHead((await fetchText(path)).body);
      expect(
        head.links("canonical").map((l) => l.href),
        path,
      ).toEqual([loc]);
      const description = head.meta("description") ?? "";
      expect(description.length, path).toBeGreaterThan(20);
      expect(description.length, path).toBeLessThanOrEqual(160);
      expect(head.meta("og:title"), path).toMatch(/^Zespół Mapowy \d – Przebój \d$/);
      expect(head.meta("og:description")).toBe(description);
      expect(head.meta("og:url")).toBe(loc);
      expect(head.meta("og:type")).toBe("music.song");
      expect(head.meta("og:image")).toMatch(/^http:\/\/localhost\/api\/songArt\/\d+\/\d+\/share\.png$/);
      expect(head.meta("twitter:card")).toBe("summary_large_image");
      const recording = head.jsonLd.find((block) => block["@type"] === "MusicRecording");
      expect(recording, path).toMatchObject({
        "@context": "https://schema.org",
        url: loc,
        byArtist: { "@type": "MusicGroup", name: expect.stringMatching(/^Zespół Mapowy \d$/) },
      });
      const crumbs = head.jsonLd.find((block) => block["@type"] === "BreadcrumbList") as { itemListElement: { item: string }[] };
      expect(crumbs.itemListElement.map((c) => c.item).at(-1)).toBe(loc);
      // The lyrics stay out of the structured data.
      expect(JSON.stringify(head.jsonLd)).not.toContain("Płynie Wisła");
    }
    // Many pages rendered one after another: more than the default five seconds on a busy machine.
  }, 60_000);

  it("cuts songs into keyset ranges of 50,000 ids, each sitemap holding only its own range", async () => {
    // Sitemaps live in KV; start from none, as after their time ran out.
    for (const { name } of (await env.CACHE.list()).keys) await env.CACHE.delete(name);
    const early = await makeSong({ title: "Wczesna" });
    const { song: far } = await makeSong({ title: "Daleka" });
    // Move the second song far up the id space, as after a hundred thousand others.
    await testDb().update(schema.songs).set({ id: 120_001 }).where(eq(schema.songs.id, far.id));

    const index = (await fetchText("/sitemap.xml")).body;
    expect(index).toContain("/sitemaps/songs-3.xml");
    expect(index).not.toContain("/sitemaps/songs-4.xml");
    const third = (await fetchText("/sitemaps/songs-3.xml")).body;
    expect(third).toContain(`http://localhost/${far.urlname}<`);
    expect(third).not.toContain(`/${early.song.urlname}<`);
    expect((await fetchText("/sitemaps/songs-1.xml")).body).toContain(`/${early.song.urlname}<`);
    await fetchText("/sitemaps/songs-4.xml", 404);
    await fetchText("/sitemaps/nic-1.xml", 404);
  });

  it("on a local run names the address it was asked on, whatever the port", async () => {
    const response = await exports.default.fetch(new Request("http://127.0.0.1:5183/robots.txt"));
    expect(await response.text()).toContain("Sitemap: http://127.0.0.1:5183/sitemap.xml");
    const home = readHead(await (await exports.default.fetch(new Request("http://127.0.0.1:5183/"))).text());
    expect(home.links("canonical")[0].href).toBe("http://127.0.0.1:5183/");
  });

  it("lists the paged lists and static pages in pages.xml", async () => {
    const urlset = child(parseXml((await fetchText("/sitemaps/pages.xml")).body), "urlset");
    const locs = children(urlset, "url").map((u) => textOf(child(u, "loc")));
    expect(locs).toEqual(
      expect.arrayContaining([
        "http://localhost/",
        "http://localhost/archiwum",
        "http://localhost/ranking",
        "http://localhost/blog",
        "http://localhost/faq",
      ]),
    );
    expect(locs.some((loc) => /\/(archiwum|ranking|blog)\/1$/.test(loc))).toBe(false);
  });
});

describe("head of every page", () => {
  it("gives every kind of page a title, a description, a canonical address and share tags", async () => {
    const { song, artist, annotation } = await annotatedSong("Kapela Opisowa", "Piosenka z opisem", "Tu chodzi o kredyt hipoteczny.");
    const user = await makeUser("OpisowyUzytkownik");
    await testDb()
      .insert(schema.annotations)
      .values({ songId: song.id, userId: user.id, text: "Druga myśl", points: 1, lines: [1] });
    await testDb()
      .insert(schema.articles)
      .values({ title: "Artykuł o opisach", url: "artykul-o-opisach", text: "<p>Treść artykułu o opisach stron.</p>" });
    const pages: [string, string][] = [
      ["/", "http://localhost/"],
      ["/archiwum", "http://localhost/archiwum"],
      ["/ranking", "http://localhost/ranking"],
      ["/blog", "http://localhost/blog"],
      ["/onas", "http://localhost/onas"],
      ["/faq", "http://localhost/faq"],
      ["/dmca", "http://localhost/dmca"],
      ["/prywatnosc", "http://localhost/prywatnosc"],
      ["/kontakt", "http://localhost/kontakt"],
      ["/login", "http://localhost/login"],
      ["/rejestracja", "http://localhost/rejestracja"],
      ["/dodaj", "http://localhost/dodaj"],
      [`/${artist.urlname}`, `http://localhost/${artist.urlname}`],
      [`/${song.urlname}`, `http://localhost/${song.urlname}`],
      [`/${song.urlname}/komentarze`, `http://localhost/${song.urlname}/komentarze`],
      [`/${song.urlname}/interpretacja-${annotation.id}`, `http://localhost/${song.urlname}`],
      ["/artykul/artykul-o-opisach", "http://localhost/artykul/artykul-o-opisach"],
      ["/profil/OpisowyUzytkownik", "http://localhost/profil/OpisowyUzytkownik"],
    ];
    for (const [path, canonical] of pages) {
      const head = readHead((await fetchText(path)).body);
      expect(head.title, path).toMatch(/\| Nadinterpretacje$/);
      expect(head.meta("description")?.length, path).toBeGreaterThan(20);
      expect(
        head.links("canonical").map((l) => l.href),
        path,
      ).toEqual([canonical]);
      for (const key of ["og:title", "og:description", "og:image", "og:url", "twitter:card", "twitter:image"]) {
        expect(head.meta(key), `${path} ${key}`).toBeTruthy();
      }
      expect(head.meta("robots"), path).toBeUndefined();
      expect(
        head
          .links("alternate")
          .filter((l) => l.type === "application/rss+xml")
          .map((l) => l.href),
        path,
      ).toEqual(["/rss/blog.xml", "/rss/interpretacje.xml"]);
    }
    const home = readHead((await fetchText("/")).body);
    expect(home.jsonLd).toContainEqual(
      expect.objectContaining({
        "@type": "WebSite",
        potentialAction: expect.objectContaining({
          target: expect.objectContaining({ urlTemplate: "http://localhost/szukaj/{search_term_string}" }),
        }),
      }),
    );
    const article = readHead((await fetchText("/artykul/artykul-o-opisach")).body);
    expect(article.jsonLd).toContainEqual(expect.objectContaining({ "@type": "BlogPosting", headline: "Artykuł o opisach" }));
    expect(readHead((await fetchText(`/${artist.urlname}`)).body).meta("description")).toContain("1 tekst piosenki");
    // Many pages rendered one after another: more than the default five seconds on a busy machine.
  }, 60_000);

  it("shares an interpretation's link as 'Artist – Title' with its opening, pointing at the song as canonical", async () => {
    const { song, annotation } = await annotatedSong(
      "Duet Udostępniony",
      "Link do refrenu",
      "Refren jest o tym, że kot zjadł klucze do mieszkania i teraz mieszkają w nim oba.",
    );
    const path = `/${song.urlname}/interpretacja-${annotation.id}`;
    const head = readHead((await fetchText(path)).body);
    expect(head.meta("og:title")).toBe("Duet Udostępniony – Link do refrenu");
    expect(head.meta("og:description")).toBe(annotation.text);
    expect(head.meta("og:url")).toBe(`http://localhost${path}`);
    expect(head.links("canonical")[0].href).toBe(`http://localhost/${song.urlname}`);
    expect(head.meta("og:image")).toBe(`http://localhost/api/songArt/1/${song.id}/share.png`);
  });

  it("shares the video's thumbnail for a song with a video", async () => {
    const { song } = await makeSong({ artist: "Zespół Wideo", title: "Klip" });
    await testDb().update(schema.songs).set({ youtubeId: "dQw4w9WgXcQ" }).where(eq(schema.songs.id, song.id));
    const head = readHead((await fetchText(`/${song.urlname}`)).body);
    expect(head.meta("og:image")).toBe("http://localhost/api/ytproxy/i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg");
  });

  it("names the translations as language alternates of the lyrics, and a translation page as its own canonical", async () => {
    const { song } = await makeSong({ artist: "Chór Językowy", title: "Wielojęzyczna" });
    await testDb()
      .insert(schema.translations)
      .values([
        { songId: song.id, code: "en", text: "Many tongues" },
        { songId: song.id, code: "de", text: "Viele Sprachen" },
      ]);
    const expected = [
      { hreflang: "pl", href: `http://localhost/${song.urlname}` },
      { hreflang: "de", href: `http://localhost/${song.urlname}/tlumaczenie?jezyk=de` },
      { hreflang: "en", href: `http://localhost/${song.urlname}/tlumaczenie?jezyk=en` },
      { hreflang: "x-default", href: `http://localhost/${song.urlname}` },
    ];
    for (const path of [`/${song.urlname}`, `/${song.urlname}/tlumaczenie?jezyk=en`]) {
      const alternates = readHead((await fetchText(path)).body)
        .links("alternate")
        .filter((l) => l.hreflang)
        .map(({ hreflang, href }) => ({ hreflang, href }));
      expect(alternates, path).toEqual(expected);
    }
    const english = readHead((await fetchText(`/${song.urlname}/tlumaczenie?jezyk=en`)).body);
    expect(english.links("canonical")[0].href).toBe(`http://localhost/${song.urlname}/tlumaczenie?jezyk=en`);
    // Many pages rendered one after another: more than the default five seconds on a busy machine.
  }, 60_000);

  it("keeps search results out of the index but lets their links count", async () => {
    await makeSong({ artist: "Szukany Zespół", title: "Znaleziona" });
    const head = readHead((await fetchText("/szukaj/znaleziona")).body);
    expect(head.meta("robots")).toBe("noindex, follow");
    expect(head.meta("description")).toContain("znaleziona");
    expect(head.links("canonical")[0].href).toBe("http://localhost/szukaj/znaleziona");
  });
});

describe("canonical addresses of paged lists", () => {
  it("lands pager addresses below 1 on page 1, like any page out of range", async () => {
    await makeUser("Stronicowy");
    const cases: [string, string][] = [
      ["/archiwum/0", "/archiwum"],
      ["/ranking/0", "/ranking"],
      ["/blog/0", "/blog"],
      ["/blog/-2", "/blog"],
      ["/szukaj/wisla/0", "/szukaj/wisla"],
      ["/profil/Stronicowy/0", "/profil/Stronicowy"],
    ];
    for (const [path, target] of cases) {
      const response = await get(path, { redirect: "manual" });
      expect(response.status, path).toBe(302);
      expect(response.headers.get("Location"), path).toBe(target);
    }
    expect((await get("/blog/abc")).status).toBe(404);
  });

  it("points page 2 at itself and sends a page past the end to the last page", async () => {
    const rows = Array.from({ length: 13 }, (_, i) => ({ title: `Wpis ${i}`, url: `wpis-stronicowy-${i}`, text: "<p>Tekst.</p>" }));
    await testDb().insert(schema.articles).values(rows);
    const second = readHead((await fetchText("/blog/2")).body);
    expect(second.links("canonical")[0].href).toBe("http://localhost/blog/2");
    expect(second.title).toBe("Blog — strona 2 | Nadinterpretacje");
    expect(second.meta("description")).toMatch(/Strona 2 z \d+\.$/);
    const past = await get("/blog/999", { redirect: "manual" });
    expect(past.headers.get("Location")).toMatch(/^\/blog\/\d+$/);
  });
});

describe("song art", () => {
  it("draws each song its own deterministic cover at the thumbnail sizes, cached for a year", async () => {
    const { song: first } = await makeSong({ artist: "Malarze", title: "Pierwszy obraz" });
    const { song: second } = await makeSong({ artist: "Malarze", title: "Drugi obraz" });
    const art = async (id: number, file: string) => {
      const response = await get(`/api/songArt/1/${id}/${file}`);
      expect(response.status).toBe(200);
      return { response, svg: await response.text() };
    };
    const a = await art(first.id, "medium.svg");
    expect(a.response.headers.get("Content-Type")).toBe("image/svg+xml; charset=utf-8");
    expect(a.response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(a.svg).toMatch(/^<svg [^>]*width="320" height="180"/);
    expect(a.svg).toContain("Pierwszy obraz");
    expect(a.svg).toContain('aria-label="Malarze – Pierwszy obraz"');
    expect((await art(first.id, "medium.svg")).svg).toBe(a.svg);
    expect((await art(second.id, "medium.svg")).svg).not.toBe(a.svg);
    expect((await art(first.id, "default.svg")).svg).toMatch(/^<svg [^>]*width="120" height="90"/);
  });

  it("renders the share card as a 1200×630 PNG", async () => {
    const { song } = await makeSong({ artist: "Malarze", title: "Karta" });
    const response = await get(`/api/songArt/1/${song.id}/share.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/png");
    expect(pngSize(new Uint8Array(await response.arrayBuffer()))).toEqual({ signature: "PNG", width: 1200, height: 630 });
    const site = await get("/api/songArt/1/site/share.png");
    expect(pngSize(new Uint8Array(await site.arrayBuffer()))).toEqual({ signature: "PNG", width: 1200, height: 630 });
    // The first share card loads the WebAssembly renderer, which the test runner transforms first.
  }, 60_000);

  it("answers unknown songs 404, malformed addresses 400 and older drawings with the current address", async () => {
    expect((await get("/api/songArt/1/999999999/medium.svg")).status).toBe(404);
    const bad = await get("/api/songArt/1/abc/medium.svg");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: "Nieprawidłowy adres okładki." });
    expect((await get("/api/songArt/1/5/large.svg")).status).toBe(400);
    const old = await get("/api/songArt/0/5/medium.svg", { redirect: "manual" });
    expect(old.status).toBe(301);
    expect(old.headers.get("Location")).toBe("/api/songArt/1/5/medium.svg");
  });

  it("gives tiles of songs without a video their own cover instead of the shared placeholder", async () => {
    const made = [];
    for (let i = 0; i < 3; i++) made.push((await makeSong({ artist: "Kafelki", title: `Kafel ${i}` })).song);
    const html = (await fetchText("/")).body;
    for (const song of made) expect(html).toContain(`src="/api/songArt/1/${song.id}/medium.svg"`);
    const songThumbs = [...html.matchAll(/<img class="song-thumb" src="([^"]+)"/g)].map((m) => m[1]);
    expect(songThumbs.length).toBeGreaterThanOrEqual(3);
    expect(songThumbs).not.toContain("/images/placeholder.svg");
  });
});

describe("feeds", () => {
  it("publishes the blog as valid RSS 2.0, newest first, with absolute links", async () => {
    await testDb()
      .insert(schema.articles)
      .values([
        {
          title: "Starszy wpis",
          url: "starszy-wpis",
          text: '<p>Stary tekst z <img src="/images/blog/a.svg" alt="">obrazkiem.</p>',
          createdAt: 1_700_000_000,
        },
        { title: "Nowszy wpis", url: "nowszy-wpis", text: "<p>Nowy tekst.</p>", createdAt: 1_800_000_000 },
      ]);
    const { response, body } = await fetchText("/rss/blog.xml");
    expect(response.headers.get("Content-Type")).toBe("application/rss+xml; charset=utf-8");
    const rss = child(parseXml(body), "rss");
    expect(rss?.attributes?.version).toBe("2.0");
    const channel = child(rss, "channel");
    expect(textOf(child(channel, "title"))).toBe("Nadinterpretacje — blog");
    const items = children(channel, "item");
    const titles = items.map((item) => textOf(child(item, "title")));
    expect(titles.indexOf("Nowszy wpis")).toBeLessThan(titles.indexOf("Starszy wpis"));
    const older = items[titles.indexOf("Starszy wpis")];
    expect(textOf(child(older, "link"))).toBe("http://localhost/artykul/starszy-wpis");
    expect(textOf(child(older, "pubDate"))).toBe(new Date(1_700_000_000_000).toUTCString());
    expect(textOf(child(older, "content:encoded"))).toContain('src="http://localhost/images/blog/a.svg"');
    expect(items.length).toBeLessThanOrEqual(20);
  });

  it("publishes the newest interpretations, each linking to its own address", async () => {
    const { song, annotation } = await annotatedSong("Kanał Testowy", "Nowość", "Świeża interpretacja: chodzi o parkowanie.");
    const channel = child(child(parseXml((await fetchText("/rss/interpretacje.xml")).body), "rss"), "channel");
    const first = children(channel, "item")[0];
    expect(textOf(child(first, "link"))).toBe(`http://localhost/${song.urlname}/interpretacja-${annotation.id}`);
    expect(textOf(child(first, "title"))).toContain("Kanał Testowy - Nowość");
    expect(textOf(child(first, "description"))).toBe(annotation.text);
    await fetchText("/rss/nieznany.xml", 404);
  });
});
