import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "@db/schema";
import { forgetSearches, searchIndex, searchSongs, toFtsQuery } from "@worker/services/search";
import { makeSong, testDb } from "./helpers";

const names = async (q: string) => (await searchSongs(q, 50)).results.map((r) => r.song_name);
// This file writes songs straight to D1, past the services that make search forget what it
// remembered (search.ts): it forgets by hand after each such write.
const write = async (change: Promise<unknown>) => {
  await change;
  forgetSearches();
};

describe("full-text index", () => {
  it("finds new songs, folding every Polish letter including ł", async () => {
    await makeSong({ artist: "Chór z Łodzi", title: "Żółć i miód", lyrics: ["gęślą jaźń", "pójdź kińże tę chmurność"] });
    expect(await names("zolc")).toContain("Żółć i miód");
    expect(await names("ŻÓŁĆ")).toContain("Żółć i miód");
    expect(await names("lodzi")).toContain("Żółć i miód");
    expect(await names("gesla jazn")).toContain("Żółć i miód");
    expect(await names("chmurnosc")).toContain("Żółć i miód");
  });

  it("finds an artist called Łódź by typing lodz", async () => {
    await makeSong({ artist: "Łódź", title: "Piosenka fabryczna" });
    expect(await names("lodz")).toContain("Piosenka fabryczna");
  });

  it("follows edits of the song and of its artist, and forgets deleted songs", async () => {
    const { artist, song } = await makeSong({ artist: "Stary Zespół", title: "Przed zmianą", lyrics: ["pierwotny wers"] });
    expect(await names("pierwotny")).toContain("Przed zmianą");
    await write(
      testDb()
        .update(schema.songs)
        .set({ name: "Po zmianie", lyrics: ["nowiuteńki wers"] })
        .where(eq(schema.songs.id, song.id)),
    );
    expect(await names("pierwotny")).not.toContain("Po zmianie");
    expect(await names("nowiutenki")).toContain("Po zmianie");
    expect(await names("przed zmiana")).toEqual([]);

    await write(testDb().update(schema.artists).set({ name: "Nowa Nazwa Kapeli" }).where(eq(schema.artists.id, artist.id)));
    expect(await names("kapeli")).toContain("Po zmianie");
    expect(await names("stary zespol")).not.toContain("Po zmianie");

    await write(testDb().delete(schema.songs).where(eq(schema.songs.id, song.id)));
    expect(await names("nowiutenki")).toEqual([]);
    expect(await names("kapeli")).toEqual([]);
  });

  it("drops songs from the index when their artist is deleted (cascade)", async () => {
    const { artist } = await makeSong({ artist: "Kasowany", title: "Zniknie wkrótce", lyrics: ["ulotność"] });
    expect(await names("ulotnosc")).toContain("Zniknie wkrótce");
    await write(testDb().delete(schema.artists).where(eq(schema.artists.id, artist.id)));
    expect(await names("ulotnosc")).toEqual([]);
  });

  it("ranks a title match above a lyrics mention", async () => {
    await makeSong({ title: "Sokoły nad Wisłą", lyrics: ["nic tu nie ma"] });
    await makeSong({ title: "Inna piosenka", lyrics: ["tu lecą sokoły przez chwilę"] });
    const found = await names("sokoly");
    expect(found.indexOf("Sokoły nad Wisłą")).toBeLessThan(found.indexOf("Inna piosenka"));
  });

  it("never errors on operators, quotes or emoji", async () => {
    for (const q of ['"', "AND OR NOT", "a*", "(", "NEAR(a b)", "🎵🎵", "col:val", "^", "'; DROP TABLE songs; --"]) {
      await expect(searchSongs(q, 10)).resolves.toBeDefined();
    }
    expect(toFtsQuery("🎵 !!")).toBeNull();
  });

  it("lets the last word of three letters or more match as a prefix, and shorter ones exactly", async () => {
    expect(toFtsQuery("Serce Łab")).toBe('"serce" "lab"*');
    expect(toFtsQuery("serce b")).toBe('"serce" "b"');
    expect(toFtsQuery("do")).toBe('"do"');
    await makeSong({ title: "Kolęda ognista", lyrics: ["ko ko ko"] });
    expect(await names("kol")).toContain("Kolęda ognista");
    expect(await names("ko")).toEqual(["Kolęda ognista"]);
    expect(await names("k")).toEqual([]);
  });

  // Decision 053 (Update): matches named in their artist or title come first; past a bound of
  // candidates, bm25 ranks the newest lyrics-only matches; older ones follow, newest first.
  it("ranks a bounded set of a common word's matches and pages through all of them", async () => {
    const { song: named } = await makeSong({ title: "Wichura i grad", lyrics: ["nic"] });
    const older: number[] = [];
    for (let i = 0; i < 4; i++) older.push((await makeSong({ lyrics: [`raz wichura ${"la ".repeat(i * 3)}`] })).song.id);
    const newest: number[] = [];
    // The newest three: the shortest lyrics rank first (bm25 weighs one mention in fewer words).
    for (const filler of [8, 0, 4]) newest.push((await makeSong({ lyrics: [`wichura ${"la ".repeat(filler)}`] })).song.id);
    const ids = async (limit: number, offset: number) => (await searchIndex('"wichura"*', limit, offset, 3)).results.map((r) => r.song_id);

    const all = await ids(50, 0);
    expect(all).toEqual([named.id, newest[1], newest[2], newest[0], ...older.toReversed()]);
    expect((await searchIndex('"wichura"*', 50, 0, 3)).total).toBe(8);
    // Pages cut the same order: page after page gives every match once.
    expect([...(await ids(3, 0)), ...(await ids(3, 3)), ...(await ids(3, 6))]).toEqual(all);
    // Within the bound every match is ranked by bm25, as before: the shortest lyrics first.
    const full = (await searchIndex('"wichura"*', 50, 0, 100)).results.map((r) => r.song_id);
    expect(full).toEqual([named.id, newest[1], older[0], older[1], newest[2], older[2], newest[0], older[3]]);
  });

  it("puts every title match first, ranked by its title, and pages on into the lyrics matches", async () => {
    const lyricsOnly: number[] = [];
    lyricsOnly.push((await makeSong({ title: "Bez słowa", lyrics: ["zawierucha zawierucha zawierucha"] })).song.id);
    const { song: long } = await makeSong({ title: "Zawierucha nad starym młynem w dolinie", lyrics: ["nic"] });
    const { song: short } = await makeSong({ title: "Zawierucha", lyrics: ["nic"] });
    const { song: twice } = await makeSong({ title: "Zawierucha, zawierucha", lyrics: ["nic"] });
    lyricsOnly.push((await makeSong({ title: "Też bez słowa", lyrics: ["raz zawierucha i cisza"] })).song.id);
    const ids = async (limit: number, offset: number) => (await searchIndex('"zawierucha"*', limit, offset)).results.map((r) => r.song_id);
    // The three titles first (the title said twice, then the short, then the long one), then
    // the lyrics, bm25 there: three mentions in three words before one in four.
    const all = await ids(50, 0);
    expect(all).toEqual([twice.id, short.id, long.id, ...lyricsOnly]);
    // A page the titles fill alone, and the pages after it, cut the same order.
    expect([...(await ids(2, 0)), ...(await ids(2, 2)), ...(await ids(2, 4))]).toEqual(all);
    expect(await ids(3, 0)).toEqual([twice.id, short.id, long.id]);
  });

  it("remembers a repeated search briefly and forgets it when a song is added", async () => {
    await makeSong({ title: "Pierwsza zamieć", lyrics: ["śnieg"] });
    expect(await names("zamiec")).toEqual(["Pierwsza zamieć"]);
    await makeSong({ title: "Druga zamieć", lyrics: ["śnieg"] });
    // Written past the services: the remembered answer stands…
    expect(await names("zamiec")).toEqual(["Pierwsza zamieć"]);
    // …until a write that goes through them (adding, editing, renaming, trashing) forgets it.
    forgetSearches();
    expect((await names("zamiec")).toSorted()).toEqual(["Druga zamieć", "Pierwsza zamieć"]);
  });
});
