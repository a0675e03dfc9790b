import { afterEach, describe, expect, it } from "vitest";
import * as schema from "@db/schema";
import { setClockForTests } from "@worker/platform/clock";
import { computeBestOfLists } from "@worker/services/best-of";
import { newestAnnotations, recentAnnotatedSongs } from "@worker/services/recent";
import { makeSong, testDb } from "./helpers";

// 15 June 2026, 10:00 in Warsaw (CEST, UTC+2): local midnight was 2026-06-14T22:00:00Z.
const NOW = Date.parse("2026-06-15T08:00:00Z");
const MIDNIGHT = Date.parse("2026-06-14T22:00:00Z") / 1000;
const DAY = 86400;

afterEach(() => setClockForTests({ fixedMs: null, offsetMs: 0 }));

async function annotated(title: string, points: number, createdAt: number) {
  const { song } = await makeSong({ title });
  await testDb()
    .insert(schema.annotations)
    .values({ songId: song.id, text: title, lines: [0], points, createdAt });
  return song.id;
}

describe("best-of lists (product §9.1)", () => {
  it("today starts at Warsaw midnight, week at 7 days, both topped up from all time to 20 without repeating a song", async () => {
    setClockForTests({ fixedMs: NOW });
    const today = await annotated("Dzisiejsza", 3, MIDNIGHT);
    const lateYesterday = await annotated("Wczorajsza późna", 50, MIDNIGHT - 1);
    const old = [];
    for (let i = 0; i < 25; i++) old.push(await annotated(`Stara ${i}`, 100 + i, MIDNIGHT - 30 * DAY));
    // A second, weaker annotation of today's song must not list the song twice.
    await testDb()
      .insert(schema.annotations)
      .values({ songId: today, text: "druga", lines: [0], points: 1, createdAt: MIDNIGHT + 60 });

    const lists = await computeBestOfLists();
    const ids = (list: { annotation_song_id: number }[]) => list.map((a) => a.annotation_song_id);

    expect(ids(lists.today)[0]).toBe(today);
    // One second before midnight is yesterday, and 50 points are too few for the top-up.
    expect(ids(lists.today)).not.toContain(lateYesterday);
    expect(lists.today).toHaveLength(20);
    expect(new Set(ids(lists.today)).size).toBe(20);
    expect(ids(lists.today).slice(1)).toEqual(
      ids(lists.ever)
        .filter((id) => id !== today)
        .slice(0, 19),
    );

    expect(ids(lists.lastWeek).slice(0, 2)).toEqual([lateYesterday, today]);
    expect(lists.lastWeek).toHaveLength(20);
    expect(new Set(ids(lists.lastWeek)).size).toBe(20);

    expect(ids(lists.ever)[0]).toBe(old[24]);
    expect(lists.ever).toHaveLength(20);
    expect(ids(lists.last)).toEqual([lateYesterday, today]);
  });

  it("the 24-hour list is filled from all time when the last day is empty", async () => {
    setClockForTests({ fixedMs: NOW + 60 * DAY * 1000 });
    const lists = await computeBestOfLists();
    expect(lists.last.length).toBeGreaterThan(0);
    expect(lists.last).toEqual(lists.ever);
    expect(lists.today.length).toBe(Math.min(20, lists.ever.length));
  });
});

describe("recent lists", () => {
  it("newest interpretations: newest first, one per song, at most 20", async () => {
    const songs = [];
    for (let i = 0; i < 24; i++) songs.push(await annotated(`Nowa ${i}`, 0, MIDNIGHT + 1000 + i));
    for (const id of songs) {
      await testDb()
        .insert(schema.annotations)
        .values({ songId: id, text: "później", lines: [0], createdAt: MIDNIGHT + 5000 });
    }
    const newest = await newestAnnotations(50);
    expect(newest).toHaveLength(20);
    expect(new Set(newest.map((a) => a.annotation_song_id)).size).toBe(20);
    expect(newest.every((a) => a.annotation_text === "później")).toBe(true);
  });

  it("a hot song with many new interpretations does not hide the songs after it", async () => {
    const older = [];
    for (let i = 0; i < 3; i++) older.push(await annotated(`Spokojna ${i}`, 0, MIDNIGHT + 9000 + i));
    const hot = await annotated("Gorąca", 0, MIDNIGHT + 9500);
    // In slices: D1 caps the bound parameters of one statement.
    for (let i = 0; i < 150; i += 10) {
      await testDb()
        .insert(schema.annotations)
        .values(Array.from({ length: 10 }, (_, j) => ({ songId: hot, text: `gorąco ${i + j}`, lines: [0], createdAt: MIDNIGHT + 9600 + i + j })));
    }
    const newest = await newestAnnotations(4);
    expect(newest.map((a) => a.annotation_song_id)).toEqual([hot, older[2], older[1], older[0]]);
    expect(newest[0].annotation_text).toBe("gorąco 149");
  });

  it("the sidebar keeps the 8 most recently annotated songs", async () => {
    const fresh = [];
    for (let i = 0; i < 9; i++) fresh.push(await annotated(`Świeża ${i}`, 0, MIDNIGHT + 20_000 + i));
    // A newer second interpretation of an older one moves its song to the front, once.
    await testDb()
      .insert(schema.annotations)
      .values({ songId: fresh[0], text: "znowu", lines: [0], createdAt: MIDNIGHT + 30_000 });
    const songs = await recentAnnotatedSongs();
    expect(songs.map((s) => s.song_id)).toEqual([fresh[0], fresh[8], fresh[7], fresh[6], fresh[5], fresh[4], fresh[3], fresh[2]]);
    expect(songs[0]).toMatchObject({ song_name: "Świeża 0", song_urlname: expect.any(String), song_search: expect.stringContaining("Świeża 0") });
  });
});
