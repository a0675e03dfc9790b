// Covers, remixes and instrumentals (product §4, §5 Element, §7 /api/checkURL and
// /api/addNewElement), with the video site's oEmbed endpoint faked through the outbound seam.
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import * as schema from "@db/schema";
import { setOutboundFetch, stubbedAddress } from "@worker/platform/outbound";
import { LIMITS } from "@worker/services/rate-limit";
import { freshIp, makeAccount, postForm, postJson, sessionCookieFor, solvedCaptcha } from "./account-helpers";
import { expectConstraintViolation, get, makeSong, testDb } from "./helpers";
import { visibleText } from "./html";

const ID = "dQw4w9WgXcQ";
const OTHER = "a_B-c1D2e3F";
const TITLES: Record<string, string> = { [ID]: "Prawdziwy tytuł z YouTube", [OTHER]: "Inny film" };
const thumb = (id: string) => `https://i.ytimg.com/vi/${id}/mqdefault.jpg`;

type Call = { url: string; signal: boolean };
let calls: Call[] = [];
/** How the fake video site answers: ok (known ids 200, others 404), or a failure mode. */
let mode: "ok" | "down" | "500" | "401" | "garbage" = "ok";
let restore = () => {};

beforeEach(() => {
  calls = [];
  mode = "ok";
  restore = setOutboundFetch(async (input, init) => {
    const url = String(input);
    calls.push({ url, signal: init?.signal instanceof AbortSignal });
    // A little latency, so concurrent requests really interleave.
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (mode === "down") throw new TypeError("fetch failed");
    if (mode === "500") return new Response("Internal Server Error", { status: 500 });
    if (mode === "401") return new Response("Unauthorized", { status: 401 });
    if (mode === "garbage") return new Response("<html>nie oEmbed</html>", { status: 200 });
    const watch = new URL(url).searchParams.get("url") ?? "";
    const id = new URL(watch).searchParams.get("v") ?? "";
    if (!TITLES[id]) return new Response("Not Found", { status: 404 });
    return Response.json({ title: TITLES[id], thumbnail_url: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`, author_name: "Kanał" });
  });
});
afterEach(() => restore());

async function check(url: unknown, headers: Record<string, string> = {}) {
  const response = await postJson("/api/checkURL", { url }, headers);
  return { status: response.status, headers: response.headers, body: await response.json<Record<string, unknown>>() };
}

async function add(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await postJson("/api/addNewElement", body, headers);
  return { status: response.status, body: await response.json<{ result: string; id?: number; error?: string }>() };
}

async function userCookie() {
  const { user } = await makeAccount();
  return { user, headers: { Cookie: await sessionCookieFor(user.id) } };
}

const rowsOf = (songId: number) => testDb().select().from(schema.songElements).where(eq(schema.songElements.songId, songId));

describe("POST /api/checkURL", () => {
  it("accepts every form of the video site's addresses and answers id, title and the medium thumbnail", async () => {
    const forms = [
      `https://www.youtube.com/watch?v=${ID}`,
      `https://youtube.com/watch?v=${ID}&t=42s`,
      `https://m.youtube.com/watch?feature=share&v=${ID}`,
      `https://music.youtube.com/watch?v=${ID}&list=RDAMVM${ID}`,
      `http://www.youtube.com/watch?v=${ID}`,
      `www.youtube.com/watch?v=${ID}`,
      `youtube.com/watch?v=${ID}`,
      `https://www.youtube.com/shorts/${ID}`,
      `https://youtube.com/shorts/${ID}?feature=share`,
      `https://www.youtube.com/embed/${ID}?start=10`,
      `https://www.youtube-nocookie.com/embed/${ID}`,
      `youtube-nocookie.com/embed/${ID}`,
      `https://www.youtube.com/live/${ID}`,
      `https://youtu.be/${ID}`,
      `https://youtu.be/${ID}?si=abcdef&t=5`,
      `youtu.be/${ID}`,
      `www.youtu.be/${ID}/`,
      `  https://YOUTU.BE/${ID}  `,
    ];
    for (const url of forms) {
      const answer = await check(url);
      expect(answer.status, url).toBe(200);
      expect(answer.body, url).toEqual({ id: ID, title: TITLES[ID], thumbnail: thumb(ID) });
    }
    // One oEmbed look-up each, about the canonical watch address, with a timeout.
    expect(calls).toHaveLength(forms.length);
    expect(calls[0]).toEqual({
      url: `https://www.youtube.com/oembed?url=${encodeURIComponent(`https://www.youtube.com/watch?v=${ID}`)}&format=json`,
      signal: true,
    });
  });

  it("refuses an empty field and other addresses with a clear message, without asking the video site", async () => {
    const empty = "Wklej najpierw adres filmu z YouTube.";
    const notVideo = /^To nie jest adres filmu z YouTube\./;
    const badId = "Ten adres nie zawiera prawidłowego identyfikatora filmu z YouTube.";
    const cases: [unknown, string | RegExp][] = [
      ["", empty],
      ["   ", empty],
      [undefined, empty],
      [42, empty],
      [ID, notVideo],
      ["https://vimeo.com/123456789", notVideo],
      ["https://www.youtube.com/channel/UCxyz", notVideo],
      ["https://www.youtube.com/", notVideo],
      [`https://youtube.com.evil.pl/watch?v=${ID}`, notVideo],
      [`https://evil.pl/?next=https://youtu.be/${ID}`, notVideo],
      [`https://www.youtube-nocookie.com/watch?v=${ID}`, notVideo],
      [`https://youtu.be/${ID}/cos`, notVideo],
      [`https://user:haslo@youtube.com/watch?v=${ID}`, notVideo],
      [`https://www.youtube.com:8080/watch?v=${ID}`, notVideo],
      [`ftp://youtube.com/watch?v=${ID}`, notVideo],
      ["javascript:alert(1)", notVideo],
      [`https://youtu.be/${ID} i coś`, notVideo],
      [`https://youtu.be/${"x".repeat(2_100)}`, notVideo],
      ["https://www.youtube.com/watch?v=krotkie", badId],
      ["https://www.youtube.com/watch?v=", badId],
      ["https://www.youtube.com/watch?list=PL123", badId],
      [`https://www.youtube.com/shorts/${ID}x`, badId],
      [`https://youtu.be/${ID.slice(0, 10)}!`, badId],
    ];
    for (const [url, message] of cases) {
      const answer = await check(url);
      expect(answer.status, String(url)).toBe(400);
      expect(answer.body.error, String(url)).toMatch(message);
      expect(answer.body.field).toBe("url");
    }
    expect(calls).toEqual([]);
  });

  it("answers 404 for a video the site does not know (or will not embed), 503 when it cannot be asked", async () => {
    const missing = await check("https://youtu.be/NieMaTakieg");
    expect(missing).toMatchObject({ status: 404, body: { error: "Nie znaleziono takiego filmu." } });
    mode = "401";
    expect(await check(`https://youtu.be/${ID}`)).toMatchObject({ status: 404, body: { error: "Nie znaleziono takiego filmu." } });
    for (const failure of ["down", "500", "garbage"] as const) {
      mode = failure;
      const answer = await check(`https://youtu.be/${ID}`);
      expect(answer, failure).toMatchObject({ status: 503, body: { error: "Nie udało się sprawdzić filmu. Spróbuj ponownie za chwilę." } });
    }
  });

  it("throttles look-ups per client: only addresses that cost a look-up count", async () => {
    const ip = freshIp();
    // Refused addresses are free.
    for (let i = 0; i < 40; i++) expect((await check("https://vimeo.com/1", { "CF-Connecting-IP": ip })).status).toBe(400);
    const answers = await Promise.all(
      Array.from({ length: LIMITS.videoCheckPerClient.limit + 5 }, () => check(`https://youtu.be/${ID}`, { "CF-Connecting-IP": ip })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(LIMITS.videoCheckPerClient.limit);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(5);
    expect(refused[0].body.error).toMatch(/^Zbyt wiele sprawdzeń filmów w krótkim czasie\. Spróbuj ponownie za \d+ min\.$/);
    expect(Number(refused[0].headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(calls).toHaveLength(LIMITS.videoCheckPerClient.limit);
    // Another client is not affected.
    expect((await check(`https://youtu.be/${ID}`)).status).toBe(200);
  });
});

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

describe("the e2e server's oEmbed stub (OUTBOUND_STUB_ORIGIN)", () => {
  const bindings = env as unknown as Record<string, string | undefined>;
  afterEach(() => {
    delete bindings.OUTBOUND_STUB_ORIGIN;
  });

  it("sends oEmbed look-ups, and nothing else, to a loopback stub; refuses any other origin", () => {
    const oembed = `https://www.youtube.com/oembed?url=${encodeURIComponent(`https://www.youtube.com/watch?v=${ID}`)}&format=json`;
    expect(stubbedAddress(oembed)).toBeNull();
    bindings.OUTBOUND_STUB_ORIGIN = "http://127.0.0.1:9808";
    expect(stubbedAddress(oembed)).toBe(
      `http://127.0.0.1:9808/oembed?url=${encodeURIComponent(`https://www.youtube.com/watch?v=${ID}`)}&format=json`,
    );
    expect(stubbedAddress(new Request(oembed))).toMatch(/^http:\/\/127\.0\.0\.1:9808\/oembed\?/);
    expect(stubbedAddress(`https://i.ytimg.com/vi/${ID}/mqdefault.jpg`)).toBeNull();
    expect(stubbedAddress("https://challenges.cloudflare.com/turnstile/v0/siteverify")).toBeNull();
    expect(stubbedAddress("https://www.youtube.com/oembedx?url=1")).toBeNull();
    for (const origin of ["https://stub.example.com", "http://10.0.0.1:9808", "http://127.0.0.1:9808/", "http://127.0.0.1.evil.pl:80"]) {
      bindings.OUTBOUND_STUB_ORIGIN = origin;
      expect(() => stubbedAddress(oembed), origin).toThrow(/OUTBOUND_STUB_ORIGIN/);
    }
  });
});
