// Proposing a song's video (decision 037): POST /api/proposeVideo and the song page's `video`
// intent read the address as the element form does (video-url.ts), check the video again
// through a fake oEmbed (no network; video-check.ts, as /api/checkURL), give a song without a
// video its video, and leave replacing one to moderators and the admin.
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import * as schema from "@db/schema";
import { setOutboundFetch } from "@worker/platform/outbound";
import { makeAccount, postForm, postJson, sessionCookieFor, solvedCaptcha } from "./account-helpers";
import { get, makeSong, testDb } from "./helpers";
import { visibleText } from "./html";

let userCookie = "";
let moderatorCookie = "";
beforeAll(async () => {
  userCookie = await sessionCookieFor((await makeAccount()).user.id);
  moderatorCookie = await sessionCookieFor((await makeAccount({ role: "moderator" })).user.id);
});

// The fake video site: "missingVid0" does not exist, "privateVid0" cannot be embedded, "downVideo00" times out.
const calls: string[] = [];
let restore: (() => void) | null = null;
function fakeOembed() {
  restore = setOutboundFetch(async (input) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    calls.push(url.toString());
    const id = new URL(url.searchParams.get("url") ?? "").searchParams.get("v");
    if (id === "missingVid0") return new Response("Not Found", { status: 404 });
    if (id === "privateVid0") return new Response("Unauthorized", { status: 401 });
    if (id === "downVideo00") throw new Error("timeout");
    return Response.json({ title: `Teledysk ${id}`, thumbnail_url: `https://i.ytimg.com/vi/${id}/hqdefault.jpg` });
  });
}
afterEach(() => {
  restore?.();
  restore = null;
  calls.length = 0;
});

const songVideo = async (id: number) =>
  (await testDb().select({ id: schema.songs.youtubeId, title: schema.songs.youtubeTitle }).from(schema.songs).where(eq(schema.songs.id, id)))[0];
const songThumbs = async (id: number) =>
  (
    await testDb()
      .select({ small: schema.songs.youtubeThumbDefault, medium: schema.songs.youtubeThumbMedium })
      .from(schema.songs)
      .where(eq(schema.songs.id, id))
  )[0];
const propose = async (body: Record<string, unknown>, headers: Record<string, string> = { Cookie: userCookie }) => {
  const response = await postJson("/api/proposeVideo", body, headers);
  return {
    status: response.status,
    body: await response.json<{ result: string; error?: string; video_id?: string; title?: string; pending?: boolean }>(),
  };
};

describe("POST /api/proposeVideo", () => {
  it("gives a song without a video the proposed one", async () => {
    fakeOembed();
    const { song } = await makeSong();
    const answer = await propose({ song_id: song.id, url: "https://youtu.be/newVideo_01" });
    expect(answer).toMatchObject({ status: 200, body: { result: "success", video_id: "newVideo_01", title: "Teledysk newVideo_01" } });
    expect(await songVideo(song.id)).toEqual({ id: "newVideo_01", title: "Teledysk newVideo_01" });
  });

  it("refuses bad addresses and videos that do not exist, changing nothing", async () => {
    fakeOembed();
    const { song } = await makeSong();
    // The element form's messages: refused before any look-up.
    const malformed: [string | undefined, string][] = [
      [undefined, "Wklej najpierw adres filmu z YouTube."],
      ["   ", "Wklej najpierw adres filmu z YouTube."],
      ["nie adres", "To nie jest adres filmu z YouTube. Wklej adres w postaci https://www.youtube.com/watch?v=… albo https://youtu.be/…"],
      [
        "https://youtube.com.evil.pl/watch?v=abcdefghij1",
        "To nie jest adres filmu z YouTube. Wklej adres w postaci https://www.youtube.com/watch?v=… albo https://youtu.be/…",
      ],
      ["javascript:alert(1)", "To nie jest adres filmu z YouTube. Wklej adres w postaci https://www.youtube.com/watch?v=… albo https://youtu.be/…"],
      ["https://youtu.be/abc", "Ten adres nie zawiera prawidłowego identyfikatora filmu z YouTube."],
      ["https://www.youtube.com/watch?v=abcdefghij1x", "Ten adres nie zawiera prawidłowego identyfikatora filmu z YouTube."],
    ];
    for (const [url, message] of malformed) {
      expect(await propose({ song_id: song.id, url }), String(url)).toMatchObject({ status: 400, body: { result: "error", error: message } });
    }
    expect(calls).toEqual([]);
    // The video site's answers: missing or not embeddable, or no answer at all.
    const looked: [string, number, string][] = [
      ["https://youtu.be/missingVid0", 404, "Nie znaleziono takiego filmu."],
      ["https://youtu.be/privateVid0", 404, "Nie znaleziono takiego filmu."],
      ["https://youtu.be/downVideo00", 503, "Nie udało się sprawdzić filmu. Spróbuj ponownie za chwilę."],
    ];
    for (const [url, status, message] of looked) {
      expect(await propose({ song_id: song.id, url }), url).toMatchObject({ status, body: { result: "error", error: message } });
    }
    expect(calls).toHaveLength(3);
    expect(await songVideo(song.id)).toEqual({ id: null, title: null });
  });

  it("looks the id up again and stores what the video site says, never a posted title or thumbnail", async () => {
    fakeOembed();
    const { song } = await makeSong();
    const answer = await propose({
      song_id: song.id,
      url: "https://www.youtube.com/watch?v=forgedVid01",
      title: "<b>Podrobiony</b>",
      videoTitle: "Podrobiony",
      thumbnail: "https://evil.example/x.jpg",
      videoThumbnail: "https://evil.example/x.jpg",
    });
    expect(answer).toMatchObject({ status: 200, body: { video_id: "forgedVid01", title: "Teledysk forgedVid01" } });
    expect(calls).toHaveLength(1);
    expect(await songVideo(song.id)).toEqual({ id: "forgedVid01", title: "Teledysk forgedVid01" });
    expect(await songThumbs(song.id)).toEqual({
      small: "https://i.ytimg.com/vi/forgedVid01/default.jpg",
      medium: "https://i.ytimg.com/vi/forgedVid01/mqdefault.jpg",
    });
  });

  it("asks a visitor for a captcha before looking the video up", async () => {
    fakeOembed();
    const { song } = await makeSong();
    expect(await propose({ song_id: song.id, url: "newVideo_02" }, {})).toMatchObject({ status: 400, body: { error: "Rozwiąż captchę." } });
    expect(calls).toEqual([]);
    const answer = await propose({ song_id: song.id, url: "newVideo_02", "g-recaptcha-response": await solvedCaptcha() }, {});
    expect(answer.status).toBe(200);
    expect((await songVideo(song.id)).id).toBe("newVideo_02");
  });

  it("leaves replacing a video to moderators: a user's proposal waits for one (decision 042)", async () => {
    fakeOembed();
    const { song } = await makeSong();
    await propose({ song_id: song.id, url: "firstVideo1" });
    const byUser = await propose({ song_id: song.id, url: "otherVideo1" });
    expect(byUser).toMatchObject({ status: 200, body: { result: "success", video_id: "otherVideo1", pending: true } });
    expect((await songVideo(song.id)).id).toBe("firstVideo1");
    const again = await propose({ song_id: song.id, url: "otherVideo1" });
    expect(again).toMatchObject({ status: 409, body: { error: "Ta sama propozycja już czeka na sprawdzenie." } });
    expect((await propose({ song_id: song.id, url: "otherVideo1" }, { Cookie: moderatorCookie })).status).toBe(200);
    expect((await songVideo(song.id)).id).toBe("otherVideo1");
  });

  it("of many concurrent proposals for an empty place exactly one wins", async () => {
    fakeOembed();
    const { song } = await makeSong();
    const cookies = await Promise.all(Array.from({ length: 8 }, async () => sessionCookieFor((await makeAccount()).user.id)));
    const answers = await Promise.all(cookies.map((cookie, i) => propose({ song_id: song.id, url: `raceVideo0${i}` }, { Cookie: cookie })));
    // One fills the empty place; the other seven wait for a moderator.
    const won = answers.filter((a) => a.status === 200 && a.body.pending === false);
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.status === 200 && a.body.pending === true)).toHaveLength(7);
    expect((await songVideo(song.id)).id).toBe(won[0].body.video_id);
    const revisions = await testDb()
      .select({ status: schema.songRevisions.status })
      .from(schema.songRevisions)
      .where(eq(schema.songRevisions.songId, song.id));
    expect(revisions.map((r) => r.status).sort()).toEqual(["live", ...Array(7).fill("pending")]);
  });

  it("the song page opens the proposal under ?teledysk=1, for a song without a video or a moderator", async () => {
    const { song } = await makeSong();
    const closed = visibleText(await (await get(`/${song.urlname}`)).text());
    expect(closed).toContain("Zaproponuj teledysk");
    expect(closed).not.toContain("Adres teledysku na YouTube");
    const open = visibleText(await (await get(`/${song.urlname}?teledysk=1`)).text());
    expect(open).toContain("Adres teledysku na YouTube");
    // A visitor without JavaScript learns that the captcha needs it.
    expect(open).toContain("Captcha działa tylko z włączonym JavaScriptem.");

    fakeOembed();
    await propose({ song_id: song.id, url: "shownVideo1" });
    // A user may propose another video; it will wait for a moderator.
    const withVideo = visibleText(await (await get(`/${song.urlname}?teledysk=1`, { headers: { Cookie: userCookie } })).text());
    expect(withVideo).toContain("Adres teledysku na YouTube");
    expect(withVideo).toContain("Zaproponuj inny teledysk");
    expect(withVideo).not.toContain("Zmień teledysk");
    const forModerator = visibleText(await (await get(`/${song.urlname}?teledysk=1`, { headers: { Cookie: moderatorCookie } })).text());
    expect(forModerator).toContain("Adres teledysku na YouTube");
    expect(forModerator).toContain("Zmień teledysk");
  });

  it("without JavaScript, a refused post shows the page again with the form and the message", async () => {
    fakeOembed();
    const { song } = await makeSong();
    const empty = await postForm(`/${song.urlname}?teledysk=1`, { intent: "video", url: "" }, { Cookie: userCookie });
    expect(empty.status).toBe(400);
    const text = visibleText(await empty.text());
    expect(text).toContain("Wklej najpierw adres filmu z YouTube.");
    expect(text).toContain("Adres teledysku na YouTube");
    const visitor = await postForm(`/${song.urlname}?teledysk=1`, { intent: "video", url: "https://youtu.be/pageVideo02" });
    expect(visitor.status).toBe(400);
    expect(visibleText(await visitor.text())).toContain("Rozwiąż captchę.");
    expect(calls).toEqual([]);
    expect((await songVideo(song.id)).id).toBeNull();

    // A form opened before the song got its video: the proposal waits, and the page says so.
    await propose({ song_id: song.id, url: "firstVideo2" }, { Cookie: moderatorCookie });
    const late = await postForm(`/${song.urlname}?teledysk=1`, { intent: "video", url: "https://youtu.be/lateVideo01" }, { Cookie: userCookie });
    expect(late.status).toBe(302);
    expect(late.headers.get("Location")).toBe(`/${song.urlname}?czeka=1`);
    const waiting = visibleText(await (await get(`/${song.urlname}?czeka=1`)).text());
    expect(waiting).toContain("Dziękujemy! Twoja propozycja czeka na sprawdzenie przez moderatora.");
    expect((await songVideo(song.id)).id).toBe("firstVideo2");
  });

  it("through the song page's video intent", async () => {
    fakeOembed();
    const { song } = await makeSong();
    const response = await postForm(
      `/${song.urlname}?teledysk=1`,
      { intent: "video", url: "https://www.youtube.com/watch?v=pageVideo01" },
      { Cookie: userCookie },
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/${song.urlname}`);
    expect((await songVideo(song.id)).id).toBe("pageVideo01");
  });
});
