import { describe, expect, it } from "vitest";
import { get, makeSong } from "./helpers";

describe("pages", () => {
  it("renders the home page in Polish with the newest songs", async () => {
    await makeSong({ artist: "Chór Testowy", title: "Pieśń o teście" });
    const response = await get("/");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/text\/html/);
    const html = await response.text();
    expect(html).toContain('<html lang="pl"');
    expect(html).toContain("Chór Testowy - Pieśń o teście");
    expect(html).toMatch(/<title>[^<]*\| Nadinterpretacje<\/title>/);
  });
});

describe("api", () => {
  it("answers 8 random songs", async () => {
    for (let i = 0; i < 12; i++) await makeSong({ artist: `Kapela ${i}`, title: `Utwór ${i}` });
    const response = await get("/api/randomSongs");
    expect(response.status).toBe(200);
    const body = await response.json<{ songs: { song_id: number; song_name: string; song_search: string }[] }>();
    expect(body.songs).toHaveLength(8);
    expect(new Set(body.songs.map((s) => s.song_id)).size).toBe(8);
    // Each entry pairs its own artist and title (guards against column mix-ups in batches).
    for (const song of body.songs) {
      const number = song.song_name.match(/^Utwór (\d+)$/)?.[1];
      if (number) expect(song.song_search).toBe(`Kapela ${number} - Utwór ${number}`);
      else expect(song.song_search).toBe("Chór Testowy - Pieśń o teście");
    }
  });

  it("answers unknown API paths with 404 JSON in Polish", async () => {
    const response = await get("/api/nieMaTakiego");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Nie znaleziono." });
  });
});
