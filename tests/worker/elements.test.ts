// Covers, remixes and instrumentals (product §4, §5 Element, §7 /api/addNewElement): adding one
// through the API and through the song page's form, with the video site's oEmbed endpoint faked
// through the outbound seam. Looking up an address alone (/api/checkURL): elements-video-lookup.test.ts.
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import * as schema from "@db/schema";
import { LIMITS } from "@worker/services/rate-limit";
import { makeAccount, postForm, postJson, sessionCookieFor, solvedCaptcha } from "./account-helpers";
import { calls, check, ID, OTHER, thumb, TITLES, type VideoSiteMode, withFakeVideoSite } from "./elements-helpers";
import { expectConstraintViolation, get, makeSong, testDb } from "./helpers";
import { visibleText } from "./html";

// The fake video site (elements-helpers.ts) answers as this says; a test that switches it to a
// failure mode leaves the next test starting from "ok".
let mode: VideoSiteMode = "ok";
beforeEach(() => {
  mode = "ok";
});
withFakeVideoSite(() => mode);

async function add(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await postJson("/api/addNewElement", body, headers);
  return { status: response.status, body: await response.json<{ result: string; id?: number; error?: string }>() };
}

async function userCookie() {
  const { user } = await makeAccount();
  return { user, headers: { Cookie: await sessionCookieFor(user.id) } };
}

const rowsOf = (songId: number) => testDb().select().from(schema.songElements).where(eq(schema.songElements.songId, songId));

describe("POST /api/addNewElement", () => {
  it("checks the video again and stores what the video site says, not the posted title or thumbnail", async () => {
    const { song } = await makeSong();
    const { user, headers } = await userCookie();
    const answer = await add(
      { song_id: song.id, type: 1, videoId: ID, videoTitle: "Fałszywy tytuł", videoThumbnail: "https://evil.example/x.jpg" },
      headers,
    );
    expect(answer).toEqual({ status: 200, body: { result: "success", id: expect.any(Number) } });
    const [row] = await rowsOf(song.id);
    expect(row).toMatchObject({ id: answer.body.id, type: 1, videoId: ID, videoTitle: TITLES[ID], thumbnailUrl: thumb(ID), userId: user.id });
    expect(calls).toHaveLength(1);
    const { elements } = await (await get(`/api/getSongElement/${song.id}`)).json<{ elements: unknown[] }>();
    expect(elements).toEqual([
      {
        element_id: answer.body.id,
        song_id: song.id,
        element_type: 1,
        element_video_id: ID,
        element_thumbnail_url: thumb(ID),
        element_video_title: TITLES[ID],
      },
    ]);
  });

  it("takes the type as 0, 1 or 2 (number or digit) and the video as an id or an address", async () => {
    const { song } = await makeSong();
    const { headers } = await userCookie();
    expect((await add({ song_id: String(song.id), type: "0", videoId: `https://youtu.be/${ID}` }, headers)).status).toBe(200);
    expect((await add({ song_id: song.id, type: 2, videoId: ID }, headers)).status).toBe(200);
    const bad: [Record<string, unknown>, string][] = [
      [{ song_id: song.id, type: 3, videoId: ID }, "Nieprawidłowy rodzaj elementu (0 remix, 1 cover, 2 wersja instrumentalna)."],
      [{ song_id: song.id, type: "cover", videoId: ID }, "Nieprawidłowy rodzaj elementu (0 remix, 1 cover, 2 wersja instrumentalna)."],
      [{ song_id: song.id, videoId: ID }, "Nieprawidłowy rodzaj elementu (0 remix, 1 cover, 2 wersja instrumentalna)."],
      [{ song_id: song.id, type: 1, videoId: "" }, "Wklej najpierw adres filmu z YouTube."],
      [{ song_id: song.id, type: 1 }, "Wklej najpierw adres filmu z YouTube."],
      [{ song_id: song.id, type: 1, videoId: "https://vimeo.com/1" }, "To nie jest adres filmu z YouTube."],
      [{ song_id: "abc", type: 1, videoId: ID }, "Nieprawidłowy identyfikator piosenki."],
    ];
    for (const [body, error] of bad) {
      const answer = await add(body, headers);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.result).toBe("error");
      expect(answer.body.error, JSON.stringify(body)).toContain(error);
    }
    expect((await rowsOf(song.id)).map((r) => r.type).sort()).toEqual([0, 2]);
  });

  it("refuses a video already on the song's tab (409), not on another tab or song", async () => {
    const { song } = await makeSong();
    const { song: other } = await makeSong();
    const { headers } = await userCookie();
    expect((await add({ song_id: song.id, type: 1, videoId: ID }, headers)).status).toBe(200);
    const again = await add({ song_id: song.id, type: 1, videoId: `https://www.youtube.com/watch?v=${ID}` }, headers);
    expect(again).toEqual({ status: 409, body: { result: "error", error: "Ten film już jest na liście.", field: "videoId" } });
    expect((await add({ song_id: song.id, type: 0, videoId: ID }, headers)).status).toBe(200);
    expect((await add({ song_id: other.id, type: 1, videoId: ID }, headers)).status).toBe(200);
    expect(await rowsOf(song.id)).toHaveLength(2);
  });

  it("stores exactly one row when ten identical adds arrive at once", async () => {
    const { song } = await makeSong();
    const { headers } = await userCookie();
    const answers = await Promise.all(Array.from({ length: 10 }, () => add({ song_id: song.id, type: 1, videoId: ID }, headers)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409 && a.body.error === "Ten film już jest na liście.")).toHaveLength(9);
    expect(await rowsOf(song.id)).toHaveLength(1);
  });

  it("has a unique index on (song, type, video) that refuses a duplicate row whatever writes it", async () => {
    const { song } = await makeSong();
    const row = { songId: song.id, type: 2, videoId: OTHER, videoTitle: "x", thumbnailUrl: thumb(OTHER) };
    await testDb().insert(schema.songElements).values(row);
    await expectConstraintViolation(testDb().insert(schema.songElements).values(row));
  });

  it("asks a visitor for a solved captcha ('rozwiąż captchę!') before looking anything up, and stores them as anonymous", async () => {
    const { song } = await makeSong();
    for (const token of [undefined, "", "zgadywanka"]) {
      const refused = await add({ song_id: song.id, type: 0, videoId: ID, "g-recaptcha-response": token });
      expect(refused).toEqual({ status: 400, body: { result: "error", error: "rozwiąż captchę!", field: "captcha" } });
    }
    expect(calls).toEqual([]);
    const added = await add({ song_id: song.id, type: 0, videoId: ID, "g-recaptcha-response": await solvedCaptcha() });
    expect(added.status).toBe(200);
    const [row] = await rowsOf(song.id);
    expect(row.userId).toBeNull();
    // The element tab's page then names it (the author of elements is not shown).
    const page = await get(`/${song.urlname}/remixy`);
    expect(visibleText(await page.text())).toContain(`Remixy (1)`);
  });

  it("answers 404 for an unknown song and 404/503 when the video is missing or cannot be checked, storing nothing", async () => {
    const { song } = await makeSong();
    const { headers } = await userCookie();
    expect(await add({ song_id: 999_999_999, type: 1, videoId: ID }, headers)).toEqual({
      status: 404,
      body: { result: "error", error: "Nie ma takiej piosenki." },
    });
    expect(await add({ song_id: song.id, type: 1, videoId: "NieMaTakieg" }, headers)).toEqual({
      status: 404,
      body: { result: "error", error: "Nie znaleziono takiego filmu.", field: "videoId" },
    });
    mode = "down";
    expect(await add({ song_id: song.id, type: 1, videoId: ID }, headers)).toEqual({
      status: 503,
      body: { result: "error", error: "Nie udało się sprawdzić filmu. Spróbuj ponownie za chwilę." },
    });
    expect(await rowsOf(song.id)).toHaveLength(0);
  });

  it("counts the re-check against the client's look-up limit", async () => {
    const { song } = await makeSong();
    const { headers } = await userCookie();
    for (let i = 0; i < LIMITS.videoCheckPerClient.limit; i++) expect((await check(`https://youtu.be/${ID}`, headers)).status).toBe(200);
    const refused = await add({ song_id: song.id, type: 1, videoId: ID }, headers);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/^Zbyt wiele sprawdzeń filmów/);
    expect(await rowsOf(song.id)).toHaveLength(0);
  });
});

describe("the song page's element form (intent `element`)", () => {
  it("shows the add button on each element tab and the form under ?dodaj=1", async () => {
    const { song } = await makeSong();
    for (const [tab, label] of [
      ["remixy", "Dodaj remix"],
      ["covery", "Dodaj cover"],
      ["instrumentale", "Dodaj wersję instrumentalną"],
    ]) {
      const text = visibleText(await (await get(`/${song.urlname}/${tab}`)).text());
      expect(text, tab).toContain(label);
      expect(text).not.toContain("Adres filmu z YouTube");
    }
    const open = visibleText(await (await get(`/${song.urlname}/covery?dodaj=1`)).text());
    expect(open).toContain("Adres filmu z YouTube");
    expect(open).toContain("Wróć do listy");
    // A visitor without JavaScript learns that the captcha needs it.
    expect(open).toContain("Captcha działa tylko z włączonym JavaScriptem.");
  });

  it("without JavaScript, a logged-in user posts the address and the type, and lands on the tab with the new cover", async () => {
    const { song } = await makeSong();
    const { headers } = await userCookie();
    const response = await postForm(`/${song.urlname}/covery?dodaj=1`, { intent: "element", type: "1", url: `https://youtu.be/${ID}?t=3` }, headers);
    expect(response.status).toBe(302);
    const [row] = await rowsOf(song.id);
    expect(response.headers.get("Location")).toBe(`/${song.urlname}/covery#element-${row.id}`);
    expect(row).toMatchObject({ type: 1, videoId: ID, videoTitle: TITLES[ID] });
    const text = visibleText(await (await get(`/${song.urlname}/covery`, { headers })).text());
    expect(text).toContain("Covery (1)");
    expect(text).toContain(TITLES[ID]);
  });

  it("without JavaScript, a refused post shows the page again with the form and the message", async () => {
    const { song } = await makeSong();
    const { headers } = await userCookie();
    const empty = await postForm(`/${song.urlname}/covery?dodaj=1`, { intent: "element", type: "1", url: "" }, headers);
    expect(empty.status).toBe(400);
    const text = visibleText(await empty.text());
    expect(text).toContain("Wklej najpierw adres filmu z YouTube.");
    expect(text).toContain("Adres filmu z YouTube");

    const visitor = await postForm(`/${song.urlname}/remixy?dodaj=1`, { intent: "element", type: "0", url: `https://youtu.be/${ID}` });
    expect(visitor.status).toBe(400);
    expect(visibleText(await visitor.text())).toContain("rozwiąż captchę!");
    expect(await rowsOf(song.id)).toHaveLength(0);
    expect(calls).toEqual([]);
  });

  it("answers the form kit (_js=1) with data and the same refusals", async () => {
    const { song } = await makeSong();
    const { headers } = await userCookie();
    const fields = { intent: "element", type: "2", url: `https://www.youtube.com/embed/${ID}`, _js: "1" };
    const added = await postForm(`/${song.urlname}/instrumentale.data`, fields, headers);
    expect(added.status).toBe(200);
    expect(await rowsOf(song.id)).toHaveLength(1);
    const duplicate = await postForm(`/${song.urlname}/instrumentale.data`, fields, headers);
    expect(duplicate.status).toBe(409);
    expect(await duplicate.text()).toContain("Ten film już jest na liście.");
    const rows = await testDb()
      .select()
      .from(schema.songElements)
      .where(and(eq(schema.songElements.songId, song.id), eq(schema.songElements.type, 2)));
    expect(rows).toHaveLength(1);
  });
});
