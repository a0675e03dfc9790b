import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import * as schema from "@db/schema";
import { SONG_ART_VERSION } from "@core/pages/thumbnail";
import { get, makeSong, testDb } from "./helpers";
import { textOf, visibleText } from "./html";

type SearchAnswer = {
  result: { song_id: number; song_urlname: string; song_search: string; song_lyrics: string; youtube: unknown }[];
  total: number;
  page: number;
  pages: number;
  perPage: number;
};

describe("GET /api/search/{query}", () => {
  it("answers results with the spec's fields, a 25-word preview, and the total", async () => {
    const lyrics = ["[Zwrotka 1]", Array.from({ length: 30 }, (_, i) => `słowo${i + 1}`).join(" "), "żółwik pływa"];
    const { song } = await makeSong({ artist: "Kwartet Szukający", title: "Żółw w rzece", lyrics });
    const response = await get("/api/search/zolw%20w%20rzece");
    expect(response.status).toBe(200);
    const body = await response.json<SearchAnswer>();
    expect(body.total).toBe(1);
    expect(body).toMatchObject({ page: 1, pages: 1, perPage: 50 });
    expect(body.result[0]).toEqual({
      song_id: song.id,
      song_name: "Żółw w rzece",
      song_urlname: song.urlname,
      song_search: "Kwartet Szukający - Żółw w rzece",
      song_lyrics: `${Array.from({ length: 25 }, (_, i) => `słowo${i + 1}`).join(" ")}…`,
      youtube: null,
    });
  });

  it("pages by 50 and says how many pages there are", async () => {
    for (let i = 0; i < 53; i++) await makeSong({ title: `Stronicowanie ${i}`, lyrics: ["kalafiorowa zupa"] });
    const first = await (await get("/api/search/kalafiorowa")).json<SearchAnswer>();
    const second = await (await get("/api/search/kalafiorowa?page=2")).json<SearchAnswer>();
    expect(first).toMatchObject({ total: 53, pages: 2, page: 1 });
    expect(first.result).toHaveLength(50);
    expect(second.result).toHaveLength(3);
    expect(second.page).toBe(2);
  });

  it("answers 400 with a Polish message for empty, profane or badly paged queries", async () => {
    const cases: [string, RegExp][] = [
      ["/api/search/%20%20", /Wpisz/],
      ["/api/search/kurwa", /Nie można wyszukiwać wyrazów zawierających wulgaryzmy!/],
      ["/api/search/kot?page=0", /strony/],
      ["/api/search/kot?page=abc", /strony/],
      [`/api/search/${"a".repeat(201)}`, /najwyżej 200/],
    ];
    for (const [path, message] of cases) {
      const response = await get(path);
      expect(response.status, path).toBe(400);
      expect((await response.json<{ error: string }>()).error, path).toMatch(message);
    }
  });

  it("is safe for any text: operators, quotes, emoji, SQL", async () => {
    for (const q of ['"', "AND OR", "NEAR(a b)", "🎵", "'; DROP TABLE songs; --", "a/b", "100%25"]) {
      const response = await get(`/api/search/${encodeURIComponent(q)}`);
      expect(response.status, q).toBe(200);
      expect(await response.json<SearchAnswer>(), q).toMatchObject({ result: expect.any(Array), total: expect.any(Number) });
    }
  });
});

describe("GET /api/searchArtist/{query}", () => {
  it("finds artists by name prefix, ignoring case and Polish letters", async () => {
    const { artist } = await makeSong({ artist: "Łódzka Orkiestra" });
    await env.DB.prepare("UPDATE artists SET urlname = 'lodzka-orkiestra' WHERE id = ?").bind(artist.id).run();
    for (const query of ["łódz", "LODZ", "Lódzka Or", "lodzka-orkiestra"]) {
      const response = await get(`/api/searchArtist/${encodeURIComponent(query)}`);
      expect(response.status, query).toBe(200);
      expect(await response.json(), query).toEqual({
        result: [{ artist_id: artist.id, artist_name: "Łódzka Orkiestra", artist_urlname: "lodzka-orkiestra" }],
      });
    }
    expect(await (await get("/api/searchArtist/orkiestra")).json()).toEqual({ result: [] });
  });

  it("answers an empty list for text no name can start with, and 400 for an empty query", async () => {
    expect(await (await get(`/api/searchArtist/${encodeURIComponent("🎵")}`)).json()).toEqual({ result: [] });
    const empty = await get("/api/searchArtist/%20");
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ error: "Wpisz nazwę wykonawcy." });
  });
});

describe("search page /szukaj/{term}", () => {
  it("shows the phrase, the count and each result's title and preview; finds words typed without diacritics", async () => {
    const { song } = await makeSong({ artist: "Żeglarze", title: "Łódź podwodna", lyrics: ["Płynie łódź po morzu", "[Refren]", "żółta łódź"] });
    const response = await get("/szukaj/lodz%20podwodna");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(textOf(html, "h1")).toBe("Wyniki wyszukiwania: lodz podwodna");
    expect(visibleText(html)).toContain("Znaleziono 1 piosenkę.");
    expect(visibleText(html)).toContain("Żeglarze - Łódź podwodna Płynie łódź po morzu żółta łódź");
    expect(html).toContain(`href="/${song.urlname}"`);
    expect(html).toMatch(/<title>Szukaj: lodz podwodna \| Nadinterpretacje<\/title>/);
  });

  it("shows each result's small video thumbnail through the proxy, or the song's own cover, and sends no other size", async () => {
    const withVideo = await makeSong({ artist: "Miniaturki", title: "Z teledyskiem", lyrics: ["miniaturowy ptaszek"] });
    const without = await makeSong({ artist: "Miniaturki", title: "Bez teledysku", lyrics: ["miniaturowy ptaszek"] });
    await testDb()
      .update(schema.songs)
      .set({
        youtubeId: "abcdefghijk",
        youtubeTitle: "Klip",
        youtubeThumbDefault: "https://i.ytimg.com/vi/abcdefghijk/default.jpg",
        youtubeThumbMedium: "https://i.ytimg.com/vi/abcdefghijk/mqdefault.jpg",
      })
      .where(eq(schema.songs.id, withVideo.song.id));
    const html = await (await get("/szukaj/miniaturowy")).text();
    const thumbs = [...html.matchAll(/<img class="song-thumb" src="([^"]+)" width="(\d+)" height="(\d+)"/g)].map((m) => m.slice(1).join(" "));
    expect(thumbs.sort()).toEqual(
      [`/api/songArt/${SONG_ART_VERSION}/${without.song.id}/default.svg 120 90`, "/api/ytproxy/i.ytimg.com/vi/abcdefghijk/default.jpg 120 90"].sort(),
    );
    // The rows need the small picture only: the larger one stays in /api/search's answer.
    expect(html).not.toContain("mqdefault.jpg");
    const api = await (await get("/api/search/miniaturowy")).json<SearchAnswer>();
    expect(JSON.stringify(api)).toContain("mqdefault.jpg");
  });

  it("pages by 50 with the shared pager and keeps page 1 at the bare address", async () => {
    for (let i = 0; i < 51; i++) await makeSong({ title: `Rzodkiewka ${i}`, lyrics: ["rzodkiewkowy wers"] });
    const first = await (await get("/szukaj/rzodkiewkowy")).text();
    expect(visibleText(first)).toContain("Znaleziono 51 piosenek.");
    expect(first).toContain('href="/szukaj/rzodkiewkowy/2"');
    const second = await (await get("/szukaj/rzodkiewkowy/2")).text();
    expect((second.match(/<li><a [^>]*tabindex="-1"/gi) ?? []).length).toBe(1);
    const bare = await get("/szukaj/rzodkiewkowy/1", { redirect: "manual" });
    expect(bare.headers.get("location")).toBe("/szukaj/rzodkiewkowy");
    const past = await get("/szukaj/rzodkiewkowy/9", { redirect: "manual" });
    expect(past.headers.get("location")).toBe("/szukaj/rzodkiewkowy/2");
  });

  it("says so when nothing matches, and refuses profanity with the spec's message", async () => {
    expect(visibleText(await (await get("/szukaj/xyzzyplugh")).text())).toContain("Znaleziono 0 piosenek.");
    const refused = await get("/szukaj/kurwa");
    expect(refused.status).toBe(400);
    expect(visibleText(await refused.text())).toContain("Nie można wyszukiwać wyrazów zawierających wulgaryzmy!");
  });
});
