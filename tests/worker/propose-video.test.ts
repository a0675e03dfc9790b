// Proposing a song's video (decision 037): POST /api/proposeVideo and the song page's `video`
// intent read the address, check the video through a fake oEmbed (no network), give a song
// without a video its video, and leave replacing one to moderators and the admin.
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema";
import { videoIdFrom } from "../../app/lib/video-proposal";
import { setOutboundFetch } from "../../worker/platform/outbound";
import { makeAccount, postForm, postJson, sessionCookieFor, solvedCaptcha } from "./account-helpers";
import { makeSong, testDb } from "./helpers";

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
const propose = async (body: Record<string, unknown>, headers: Record<string, string> = { Cookie: userCookie }) => {
  const response = await postJson("/api/proposeVideo", body, headers);
  return { status: response.status, body: await response.json<{ result: string; error?: string; video_id?: string; title?: string }>() };
};

describe("video addresses", () => {
  it("reads watch, shorts, embed, youtu.be and bare ids, and nothing else", () => {
    for (const url of [
      "https://www.youtube.com/watch?v=abcdefghij1&t=10",
      "youtube.com/watch?v=abcdefghij1",
      "https://m.youtube.com/watch?v=abcdefghij1",
      "https://www.youtube.com/shorts/abcdefghij1",
      "https://www.youtube-nocookie.com/embed/abcdefghij1?start=3",
      "https://youtu.be/abcdefghij1?si=x",
      " abcdefghij1 ",
    ]) {
      expect(videoIdFrom(url), url).toBe("abcdefghij1");
    }
    for (const url of [
      "",
      "abc",
      "https://evil.example/watch?v=abcdefghij1",
      "javascript:alert(1)",
      "https://youtu.be/abc",
      "https://www.youtube.com/watch?v=abcdefghij1x",
    ]) {
      expect(videoIdFrom(url), url).toBeNull();
    }
  });
});

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
    const cases: [string, number, RegExp][] = [
      ["nie adres", 400, /To nie jest adres teledysku/],
      ["https://evil.example/watch?v=abcdefghij1", 400, /To nie jest adres teledysku/],
      ["https://youtu.be/missingVid0", 400, /Nie ma takiego teledysku/],
      ["https://youtu.be/privateVid0", 400, /Nie ma takiego teledysku/],
      ["https://youtu.be/downVideo00", 503, /Nie udało się sprawdzić teledysku/],
    ];
    for (const [url, status, message] of cases) {
      const answer = await propose({ song_id: song.id, url });
      expect(answer.status, url).toBe(status);
      expect(answer.body.error).toMatch(message);
    }
    expect(await songVideo(song.id)).toEqual({ id: null, title: null });
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

  it("leaves replacing a video to moderators", async () => {
    fakeOembed();
    const { song } = await makeSong();
    await propose({ song_id: song.id, url: "firstVideo1" });
    const byUser = await propose({ song_id: song.id, url: "otherVideo1" });
    expect(byUser).toMatchObject({ status: 403, body: { error: "Ta piosenka ma już teledysk. Zmienić go może tylko moderator." } });
    expect((await songVideo(song.id)).id).toBe("firstVideo1");
    expect((await propose({ song_id: song.id, url: "otherVideo1" }, { Cookie: moderatorCookie })).status).toBe(200);
    expect((await songVideo(song.id)).id).toBe("otherVideo1");
  });

  it("of many concurrent proposals for an empty place exactly one wins", async () => {
    fakeOembed();
    const { song } = await makeSong();
    const cookies = await Promise.all(Array.from({ length: 8 }, async () => sessionCookieFor((await makeAccount()).user.id)));
    const answers = await Promise.all(cookies.map((cookie, i) => propose({ song_id: song.id, url: `raceVideo0${i}` }, { Cookie: cookie })));
    const won = answers.filter((a) => a.status === 200);
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.status === 403)).toHaveLength(7);
    expect((await songVideo(song.id)).id).toBe(won[0].body.video_id);
  });

  it("through the song page's video intent", async () => {
    fakeOembed();
    const { song } = await makeSong();
    const response = await postForm(
      `/${song.urlname}`,
      { intent: "video", url: "https://www.youtube.com/watch?v=pageVideo01" },
      { Cookie: userCookie },
    );
    expect(response.status).toBe(302);
    expect((await songVideo(song.id)).id).toBe("pageVideo01");
  });
});
