import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "@db/schema";
import { searchSongs, toFtsQuery } from "@worker/services/search";
import { makeSong, testDb } from "./helpers";

const names = async (q: string) => (await searchSongs(q, 50)).results.map((r) => r.song_name);

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
    await testDb()
      .update(schema.songs)
      .set({ name: "Po zmianie", lyrics: ["nowiuteńki wers"] })
      .where(eq(schema.songs.id, song.id));
    expect(await names("pierwotny")).not.toContain("Po zmianie");
    expect(await names("nowiutenki")).toContain("Po zmianie");
    expect(await names("przed zmiana")).toEqual([]);

    await testDb().update(schema.artists).set({ name: "Nowa Nazwa Kapeli" }).where(eq(schema.artists.id, artist.id));
    expect(await names("kapeli")).toContain("Po zmianie");
    expect(await names("stary zespol")).not.toContain("Po zmianie");

    await testDb().delete(schema.songs).where(eq(schema.songs.id, song.id));
    expect(await names("nowiutenki")).toEqual([]);
    expect(await names("kapeli")).toEqual([]);
  });

  it("drops songs from the index when their artist is deleted (cascade)", async () => {
    const { artist } = await makeSong({ artist: "Kasowany", title: "Zniknie wkrótce", lyrics: ["ulotność"] });
    await testDb().delete(schema.artists).where(eq(schema.artists.id, artist.id));
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
});
