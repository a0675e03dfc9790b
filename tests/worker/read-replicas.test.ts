// D1 read replicas through the Sessions API (decision 050). Locally there is one database
// and no replica, so what is tested is the contract around it: every request opens a
// session — reads unconstrained, writes at the primary — a successful write answers with a
// signed bookmark (a cookie; for /api also a header), a page view never sets one, a carried
// bookmark is what the next request's session starts from, and a forged or foreign one is
// ignored. Then the promise itself: what a browser writes, its next read sees.
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { postForm, postJson, sessionCookieFor, solvedCaptcha } from "./account-helpers";
import { get, makeSong, makeUser, setCookieOf } from "./helpers";

const BOOKMARK =
  /^zakladka=([0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32})\.[A-Za-z0-9_-]{22}; Path=\/; Max-Age=300; HttpOnly; Secure; SameSite=Lax$/;

/** The constraint or bookmark each request's session was opened with. */
function watchSessions(): string[] {
  const opened: string[] = [];
  const withSession = env.DB.withSession.bind(env.DB);
  vi.spyOn(env.DB, "withSession").mockImplementation((constraint) => {
    opened.push(String(constraint));
    return withSession(constraint);
  });
  return opened;
}

afterEach(() => vi.restoreAllMocks());

const cookieValue = (line: string | null) => (line ?? "").split(";")[0];

describe("the bookmark goes out on answers to writes only", () => {
  it("a page view, a list call and a search set no cookie at all", async () => {
    const { song } = await makeSong();
    for (const path of ["/", `/${song.urlname}`, "/api/randomSongs", "/szukaj/piosenka", "/archiwum"]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.getSetCookie(), path).toEqual([]);
      expect(response.headers.get("X-D1-Bookmark"), path).toBeNull();
    }
  });

  it("an API write answers with the signed bookmark as a cookie and a header", async () => {
    const { song } = await makeSong();
    const response = await postJson("/api/addComment", { song_id: song.id, text: "Komentarz z API.", "g-recaptcha-response": await solvedCaptcha() });
    expect(response.status).toBe(200);
    const cookie = setCookieOf(response, "zakladka");
    expect(cookie).toMatch(BOOKMARK);
    expect(response.headers.get("X-D1-Bookmark")).toBe(cookieValue(cookie).slice("zakladka=".length));
  });

  it("a page form's write answers with the cookie, and no header", async () => {
    const { song } = await makeSong();
    const user = await makeUser();
    const response = await postForm(
      `/${song.urlname}`,
      { intent: "comment", text: "Komentarz z formularza." },
      { Cookie: await sessionCookieFor(user.id) },
    );
    expect(response.status).toBe(302);
    expect(setCookieOf(response, "zakladka")).toMatch(BOOKMARK);
    expect(response.headers.get("X-D1-Bookmark")).toBeNull();
  });

  it("a refused write and a web-vitals beacon carry none", async () => {
    const { song } = await makeSong();
    const refused = await postJson("/api/addComment", { song_id: song.id, text: "Bez captchy." });
    expect(refused.status).toBe(400);
    expect(setCookieOf(refused, "zakladka")).toBeNull();
    const beacon = await postJson("/api/vitals", { name: "LCP", value: 1200, rating: "good", id: "v1-1", path: "/" });
    expect(beacon.status).toBe(204);
    expect(beacon.headers.getSetCookie()).toEqual([]);
  });
});

describe("the session each request opens", () => {
  it("reads start unconstrained, writes at the primary", async () => {
    const { song } = await makeSong();
    const opened = watchSessions();
    await get(`/${song.urlname}`);
    await postJson("/api/addComment", { song_id: song.id, text: "Zapis.", "g-recaptcha-response": await solvedCaptcha() });
    // The captcha challenge fetched for the write above is a read of its own.
    expect(opened[0]).toBe("first-unconstrained");
    expect(opened.at(-1)).toBe("first-primary");
  });

  it("a carried bookmark is what the next read's session starts from, by cookie or header", async () => {
    const { song } = await makeSong();
    const written = await postJson("/api/addComment", { song_id: song.id, text: "Zapis.", "g-recaptcha-response": await solvedCaptcha() });
    const cookie = cookieValue(setCookieOf(written, "zakladka"));
    const bookmark = BOOKMARK.exec(setCookieOf(written, "zakladka") ?? "")![1];
    const opened = watchSessions();
    expect((await get(`/${song.urlname}`, { headers: { Cookie: cookie } })).status).toBe(200);
    expect((await get(`/api/getSongComments/${song.id}`, { headers: { "X-D1-Bookmark": written.headers.get("X-D1-Bookmark")! } })).status).toBe(200);
    expect(opened).toEqual([bookmark, bookmark]);
  });

  it("of a cookie and a header, the later bookmark wins", async () => {
    const { song } = await makeSong();
    const write = async () =>
      postJson("/api/addComment", { song_id: song.id, text: "Zapis.", "g-recaptcha-response": await solvedCaptcha() }).then(
        (r) => r.headers.get("X-D1-Bookmark")!,
      );
    const older = await write();
    const newer = await write();
    expect(newer > older).toBe(true);
    const opened = watchSessions();
    await get(`/api/getSongComments/${song.id}`, { headers: { Cookie: `zakladka=${newer}`, "X-D1-Bookmark": older } });
    await get(`/api/getSongComments/${song.id}`, { headers: { Cookie: `zakladka=${older}`, "X-D1-Bookmark": newer } });
    expect(opened).toEqual([newer.split(".")[0], newer.split(".")[0]]);
  });

  it("a forged, foreign or garbled bookmark is ignored: a fresh unconstrained session, never an error", async () => {
    const { song } = await makeSong();
    const written = await postJson("/api/addComment", { song_id: song.id, text: "Zapis.", "g-recaptcha-response": await solvedCaptcha() });
    const genuine = written.headers.get("X-D1-Bookmark")!;
    const [bookmark, signature] = genuine.split(".");
    const future = "ffffffff-ffffffff-ffffffff-ffffffffffffffffffffffffffffffff";
    const forged = [
      "garbage",
      future,
      // A made-up bookmark far ahead, with the signature of a real one.
      `${future}.${signature}`,
      // A real bookmark signed by another site (another secret).
      `${bookmark}.AAAAAAAAAAAAAAAAAAAAAA`,
      `${bookmark}.${signature}.extra`,
      // A real bookmark moved on by one commit, keeping its signature.
      `${bookmark.slice(0, -1)}${bookmark.endsWith("0") ? "1" : "0"}.${signature}`,
      "x".repeat(5000),
      "",
    ];
    const opened = watchSessions();
    for (const value of forged) {
      for (const headers of [{ Cookie: `zakladka=${value}` }, { "X-D1-Bookmark": value }] as Record<string, string>[]) {
        const response = await get(`/${song.urlname}`, { headers });
        expect(response.status, value.slice(0, 40)).toBe(200);
      }
    }
    expect(new Set(opened)).toEqual(new Set(["first-unconstrained"]));
  });
});

describe("read your own writes", () => {
  it("a browser that adds a comment through the song page sees it on the page it reads next", async () => {
    const { song } = await makeSong();
    const user = await makeUser();
    const session = await sessionCookieFor(user.id);
    const written = await postForm(`/${song.urlname}`, { intent: "comment", text: "Mój świeży komentarz." }, { Cookie: session });
    expect(written.status).toBe(302);
    // The browser sends back every cookie it holds: the session and the bookmark.
    const cookies = `${session}; ${cookieValue(setCookieOf(written, "zakladka"))}`;
    const read = await get(written.headers.get("Location")!, { headers: { Cookie: cookies } });
    expect(read.status).toBe(200);
    expect(await read.text()).toContain("Mój świeży komentarz.");
  });

  it("an API client that carries the header back reads its comment in the next call", async () => {
    const { song } = await makeSong();
    const written = await postJson("/api/addComment", {
      song_id: song.id,
      text: "Komentarz klienta API.",
      "g-recaptcha-response": await solvedCaptcha(),
    });
    const { id } = await written.json<{ id: number }>();
    const read = await get(`/api/getSongComments/${song.id}`, { headers: { "X-D1-Bookmark": written.headers.get("X-D1-Bookmark")! } });
    const { comments } = await read.json<{ comments: { comment_id: number; comment_text: string }[] }>();
    expect(comments.find((c) => c.comment_id === id)?.comment_text).toBe("Komentarz klienta API.");
  });
});
