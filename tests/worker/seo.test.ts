// How pages present themselves to search engines and link previews: every page's head (title,
// description, canonical address, share tags, JSON-LD), the canonical addresses of paged lists,
// and the song art the share tags point at. Sitemaps and feeds: seo-sitemaps-feeds.test.ts.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "@db/schema";
import { get, makeSong, makeUser, testDb } from "./helpers";
import { readHead } from "./head";
import { annotatedSong, fetchText } from "./seo-helpers";

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return { signature: Array.from(bytes.slice(1, 4), (b) => String.fromCharCode(b)).join(""), width: view.getUint32(16), height: view.getUint32(20) };
}

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
