// Synced lyrics (decision 037): POST /api/saveSync and the song page's `sync` intent check
// the times on the server, store them per song and video id, clear them by role, throttle
// and ask visitors for a captcha, and read LRC in and out.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as schema from "@db/schema";
import { exportLrc, importLrc } from "@core/media/lrc";
import { makeAccount, postForm, postJson, sessionCookieFor, solvedCaptcha } from "./account-helpers";
import { get, makeSong, testDb } from "./helpers";

const LYRICS = ["[Zwrotka 1]", "Płynie Wisła, płynie", "Po polskiej krainie", "", "Refren:", "Zobaczyła Kraków", "Pewnie go kochała"];
const VIDEO = "fakeVideo01";
const GOOD = [null, 10, 14.5, null, null, 20, 25.25];

let userCookie = "";
let moderatorCookie = "";
let adminCookie = "";
beforeAll(async () => {
  userCookie = await sessionCookieFor((await makeAccount()).user.id);
  moderatorCookie = await sessionCookieFor((await makeAccount({ role: "moderator" })).user.id);
  adminCookie = await sessionCookieFor((await makeAccount({ role: "admin" })).user.id);
});

async function syncedSong(videoId: string | null = VIDEO) {
  const { song } = await makeSong({ lyrics: LYRICS });
  await testDb().update(schema.songs).set({ youtubeId: videoId }).where(eq(schema.songs.id, song.id));
  return song;
}

type Answer = { result: string; error?: string; errors?: string[]; timings?: (number | null)[]; video_id?: string | null; status?: string };
const save = async (body: Record<string, unknown>, headers: Record<string, string> = { Cookie: userCookie }) => {
  const response = await postJson("/api/saveSync", body, headers);
  return { status: response.status, body: await response.json<Answer>() };
};
const stored = (songId: number) => testDb().select().from(schema.songSyncs).where(eq(schema.songSyncs.songId, songId));
const read = async (songId: number) => (await get(`/api/getSync?song_id=${songId}`)).json<Answer>();

describe("POST /api/saveSync", () => {
  it("stores the times, reads them back; a later set waits for a moderator, whose own replaces them", async () => {
    const song = await syncedSong();
    const first = await save({ song_id: song.id, video_id: VIDEO, timings: GOOD });
    expect(first).toMatchObject({ status: 200, body: { result: "success", timings: GOOD, pending: false } });
    expect(await read(song.id)).toEqual({ video_id: VIDEO, timings: GOOD });
    // Typed times are read like the loop's inputs.
    const typed = [null, "0:11", "15,5", null, null, "1:00", "1:05.25"];
    const later = await save({ song_id: song.id, video_id: VIDEO, timings: typed });
    expect(later).toMatchObject({ status: 200, body: { result: "success", pending: true } });
    expect(await read(song.id)).toEqual({ video_id: VIDEO, timings: GOOD });
    const { user: moderator } = await makeAccount({ role: "moderator" });
    const replaced = await save({ song_id: song.id, video_id: VIDEO, timings: typed }, { Cookie: await sessionCookieFor(moderator.id) });
    expect(replaced).toMatchObject({ status: 200, body: { pending: false } });
    expect((await stored(song.id)).map((r) => r.timings)).toEqual([[null, 11, 15.5, null, null, 60, 65.25]]);
  });

  it("refuses bad input with a Polish message, a 4xx, and changes nothing", async () => {
    const song = await syncedSong();
    await save({ song_id: song.id, video_id: VIDEO, timings: GOOD });
    const at = (index: number, value: unknown) => GOOD.map((t, i) => (i === index ? value : t));
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ timings: at(2, "1:75") }, 400, /Linia 3: Sekundy muszą być od 00 do 59/],
      [{ timings: at(2, "-3") }, 400, /Linia 3: Czas nie może być ujemny/],
      [{ timings: at(2, -3) }, 400, /Linia 3: czas musi być liczbą sekund/],
      [{ timings: at(2, "1e3") }, 400, /Linia 3: „1e3” to nie jest czas/],
      [{ timings: at(2, "") }, 400, /Linia 3: Podaj czas/],
      [{ timings: at(2, "99999999") }, 400, /Linia 3: Czas może wynosić najwyżej/],
      [{ timings: at(2, 99999999) }, 400, /Linia 3: czas .* wypada po końcu teledysku/],
      [{ timings: at(2, 9) }, 400, /Linia 3: czas .* nie jest późniejszy niż .* czasy muszą rosnąć/],
      [{ timings: at(0, 1) }, 400, /Linia 1: ta linia nie może mieć czasu/],
      [{ timings: [...GOOD, 30] }, 400, /Czasów jest 8, a linii tekstu 7/],
      [{ timings: LYRICS.map(() => null) }, 400, /Podaj czasy linii albo wklej tekst LRC/],
      [{ timings: "nie lista" }, 400, /Czasy muszą być listą/],
      [{ timings: [{ a: 1 }] }, 400, /Czasy muszą być listą/],
      [{ timings: undefined }, 400, /Podaj czasy linii albo wklej tekst LRC/],
      [{ timings: undefined, lrc: "to nie jest LRC\nani to" }, 400, /nie zaczyna się od czasu \[mm:ss.xx\]/],
      [{ timings: undefined, lrc: "[00:10.00]Linii takiej nie ma" }, 400, /nie ma takiej linii w tekście tej piosenki/],
      [{ video_id: "krótkie" }, 400, /Nieprawidłowy identyfikator teledysku/],
      [{ video_id: "abc/def?ghi" }, 400, /Nieprawidłowy identyfikator teledysku/],
      [{ video_id: "otherVideo1" }, 409, /Piosenka ma już inny teledysk/],
      [{ song_id: "x" }, 400, /Nieprawidłowa piosenka/],
      [{ song_id: 999999999 }, 404, /Nieprawidłowa piosenka/],
    ];
    for (const [change, status, message] of cases) {
      const answer = await save({ song_id: song.id, video_id: VIDEO, timings: GOOD, ...change });
      expect(answer.status, JSON.stringify(change)).toBe(status);
      expect(answer.body.result).toBe("error");
      expect(answer.body.error).toMatch(message);
    }
    expect((await stored(song.id)).map((r) => r.timings)).toEqual([GOOD]);
  });

  it("refuses a song without a video", async () => {
    const song = await syncedSong(null);
    const answer = await save({ song_id: song.id, video_id: VIDEO, timings: GOOD });
    expect(answer).toMatchObject({ status: 400, body: { error: "Ta piosenka nie ma teledysku, więc nie ma do czego synchronizować tekstu." } });
    expect(await stored(song.id)).toEqual([]);
  });

  it("keeps times per video id: a new video makes the old times not apply, and they come back with it", async () => {
    const song = await syncedSong();
    await save({ song_id: song.id, video_id: VIDEO, timings: GOOD });
    await testDb().update(schema.songs).set({ youtubeId: "newVideo_02" }).where(eq(schema.songs.id, song.id));
    expect(await read(song.id)).toEqual({ video_id: null, timings: null });
    const other = [null, 1, 2, null, null, 3, 4];
    expect((await save({ song_id: song.id, video_id: "newVideo_02", timings: other })).status).toBe(200);
    expect(await read(song.id)).toEqual({ video_id: "newVideo_02", timings: other });
    expect((await stored(song.id)).length).toBe(2);
    await testDb().update(schema.songs).set({ youtubeId: VIDEO }).where(eq(schema.songs.id, song.id));
    expect(await read(song.id)).toEqual({ video_id: VIDEO, timings: GOOD });
  });

  it("drops times whose line count no longer matches edited lyrics", async () => {
    const song = await syncedSong();
    await save({ song_id: song.id, video_id: VIDEO, timings: GOOD });
    await testDb()
      .update(schema.songs)
      .set({ lyrics: [...LYRICS, "Nowa linia"] })
      .where(eq(schema.songs.id, song.id));
    expect(await read(song.id)).toEqual({ video_id: null, timings: null });
  });

  it("asks a visitor for a captcha and takes a solved one", async () => {
    const song = await syncedSong();
    const refused = await save({ song_id: song.id, video_id: VIDEO, timings: GOOD }, {});
    expect(refused).toMatchObject({ status: 400, body: { error: "Rozwiąż captchę." } });
    expect(await stored(song.id)).toEqual([]);
    const saved = await save({ song_id: song.id, video_id: VIDEO, timings: GOOD, "g-recaptcha-response": await solvedCaptcha() }, {});
    expect(saved.status).toBe(200);
    expect((await stored(song.id))[0].userId).toBeNull();
  });

  it("throttles a burst from one account: concurrent saves past the limit get 429", async () => {
    const song = await syncedSong();
    const cookie = await sessionCookieFor((await makeAccount()).user.id);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        save({ song_id: song.id, video_id: VIDEO, timings: [null, 1 + i, 100, null, null, 200, 300] }, { Cookie: cookie }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200).length).toBe(30);
    expect(statuses.filter((s) => s === 429).length).toBe(10);
    expect(answers.find((a) => a.status === 429)?.body.error).toMatch(/^Zbyt wiele wpisów z tego konta w krótkim czasie\./);
  });
});

describe("LRC through the API", () => {
  it("an exported LRC imports back to the same times, and the stored times export to the same text", async () => {
    const song = await syncedSong();
    const lrc = exportLrc(LYRICS, GOOD, { artist: "Ludowa", title: "Płynie Wisła" });
    const answer = await save({ song_id: song.id, video_id: VIDEO, lrc });
    expect(answer).toMatchObject({ status: 200, body: { timings: GOOD } });
    const back = await read(song.id);
    expect(exportLrc(LYRICS, back.timings ?? [], { artist: "Ludowa", title: "Płynie Wisła" })).toBe(lrc);
    expect(importLrc(lrc, LYRICS)).toEqual({ ok: true, timings: GOOD });
  });
});

describe("clearing synced lyrics", () => {
  it("users and visitors may not; moderators and the admin may", async () => {
    const song = await syncedSong();
    await save({ song_id: song.id, video_id: VIDEO, timings: GOOD });
    const del = (headers: Record<string, string>) => postJson("/api/deleteSync", { song_id: song.id }, headers);
    expect((await del({})).status).toBe(401);
    expect((await del({ Cookie: userCookie })).status).toBe(403);
    expect(await stored(song.id)).toHaveLength(1);
    expect((await del({ Cookie: moderatorCookie })).status).toBe(200);
    expect(await stored(song.id)).toEqual([]);
    expect((await del({ Cookie: adminCookie })).status).toBe(404);
  });

  it("through the song page's delete-sync intent", async () => {
    const song = await syncedSong();
    await save({ song_id: song.id, video_id: VIDEO, timings: GOOD });
    const page = `/${song.urlname}`;
    const asUser = await postForm(page, { intent: "delete-sync", song_id: String(song.id) }, { Cookie: userCookie });
    expect(asUser.status).toBe(403);
    expect(await stored(song.id)).toHaveLength(1);
    const asAdmin = await postForm(page, { intent: "delete-sync", song_id: String(song.id) }, { Cookie: adminCookie });
    expect(asAdmin.status).toBe(302);
    expect(await stored(song.id)).toEqual([]);
  });
});

describe("the song page's sync intent", () => {
  it("saves with and without JavaScript and answers a bad time with the message", async () => {
    const song = await syncedSong();
    const page = `/${song.urlname}`;
    const plain = await postForm(page, { intent: "sync", video_id: VIDEO, timings: JSON.stringify(GOOD) }, { Cookie: userCookie });
    expect(plain.status).toBe(302);
    expect((await stored(song.id)).map((r) => r.timings)).toEqual([GOOD]);
    const bad = await postForm(
      page,
      { intent: "sync", _js: "1", video_id: VIDEO, timings: JSON.stringify([null, "1:75", null, null, null, null, null]) },
      { Cookie: userCookie },
    );
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Linia 2: Sekundy muszą być od 00 do 59");
    expect((await stored(song.id)).map((r) => r.timings)).toEqual([GOOD]);
  });
});
