// Issue 16, D3: body limits hold for bodies sent without a Content-Length (chunked). Each
// test body is a stream that counts what the Worker pulls from it: over the limit the answer
// is 413 and reading stops a few chunks past the limit, instead of the whole body being read
// and parsed. Under the limit, a chunked body works as before.
import { beforeAll, describe, expect, it } from "vitest";
import { makeAccount, sessionCookieFor } from "./account-helpers";
import { get, makeSong } from "./helpers";

const MB = 1024 * 1024;
const CHUNK = 64 * 1024;
/** Chunks the Worker may pull past the limit: its own read-ahead and the pipe's buffers. */
const SLACK = 8 * CHUNK;
const API_LIMIT = 2 * MB;
const UPLOAD_LIMIT = 6 * MB;
const FORM_LIMIT = 4 * MB;
const BOUNDARY = "----granica";

type Counted = { stream: ReadableStream<Uint8Array>; pulled: () => number };

/** `total` bytes: `prefix`, then "x" up to the end, handed out one chunk per pull. */
function countedBody(prefix: string, total: number, suffix = "", chunk = CHUNK): Counted {
  const head = new TextEncoder().encode(prefix);
  const tail = new TextEncoder().encode(suffix);
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (sent >= total) return controller.close();
        const size = Math.min(chunk, total - sent);
        const bytes = new Uint8Array(size).fill(0x78);
        if (sent === 0) bytes.set(head);
        if (sent + size === total) bytes.set(tail, size - tail.length);
        sent += size;
        controller.enqueue(bytes);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => sent };
}

function send(path: string, contentType: string, body: ReadableStream<Uint8Array>, cookie?: string) {
  const headers: Record<string, string> = { "Content-Type": contentType, Origin: "http://localhost", "CF-Connecting-IP": "192.0.2.77" };
  if (cookie) headers.Cookie = cookie;
  // No Content-Length: a stream of unknown length goes chunked.
  return get(path, { method: "POST", headers, body, duplex: "half", redirect: "manual" } as RequestInit);
}

const JSON_TYPE = "application/json";
const FORM_TYPE = "application/x-www-form-urlencoded";
const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;
const MULTIPART_FILE = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="duzy.png"\r\nContent-Type: image/png\r\n\r\n`;

let userCookie = "";
let adminCookie = "";
let songPath = "";
let songId = 0;
beforeAll(async () => {
  userCookie = await sessionCookieFor((await makeAccount()).user.id);
  adminCookie = await sessionCookieFor((await makeAccount({ role: "admin" })).user.id);
  const { song } = await makeSong({ lyrics: ["Płynie Wisła, płynie", "po polskiej krainie"] });
  songPath = `/${song.urlname}`;
  songId = song.id;
});

describe("chunked bodies over the limit are refused while they are read", () => {
  const apiCases = () =>
    [
      ["/api/addComment", JSON_TYPE, `{"song_id":${songId},"text":"`, API_LIMIT, userCookie],
      ["/api/addTranslation", JSON_TYPE, `{"song_id":${songId},"code":"en","translationText":"`, API_LIMIT, userCookie],
      ["/api/saveSync", JSON_TYPE, `{"song_id":${songId},"lrc":"`, API_LIMIT, userCookie],
      ["/api/upload", MULTIPART_TYPE, MULTIPART_FILE, UPLOAD_LIMIT, adminCookie],
    ] as const;

  it("API calls: 413 'Za duże żądanie.'", async () => {
    for (const [path, type, prefix, limit, cookie] of apiCases()) {
      const body = countedBody(prefix, limit + 4 * MB);
      const response = await send(path, type, body.stream, cookie);
      expect(response.status, path).toBe(413);
      expect(await response.json(), path).toEqual({ status: "error", result: "error", error: "Za duże żądanie." });
      expect(body.pulled(), path).toBeGreaterThan(limit);
      expect(body.pulled(), path).toBeLessThan(limit + SLACK);
    }
  });

  it("page actions (the song page, its .data twin, /login): 413 with the form's message", async () => {
    for (const [path, prefix] of [
      [songPath, "intent=comment&text="],
      [`${songPath}.data`, "intent=comment&text="],
      ["/login", "username=ktos&password="],
      ["/login.data", "username=ktos&password="],
    ]) {
      const body = countedBody(prefix, FORM_LIMIT + 4 * MB);
      const response = await send(path, FORM_TYPE, body.stream, userCookie);
      expect(response.status, path).toBe(413);
      expect(await response.text(), path).toContain("Formularz jest za duży.");
      expect(body.pulled(), path).toBeGreaterThan(FORM_LIMIT);
      expect(body.pulled(), path).toBeLessThan(FORM_LIMIT + SLACK);
    }
  });
});

describe("chunked bodies under the limit work as before", () => {
  it("API calls", async () => {
    const comment = countedBody(`{"song_id":${songId},"text":"Komentarz w kawałkach `, 3000, '"}', 1000);
    const added = await send("/api/addComment", JSON_TYPE, comment.stream, userCookie);
    expect(added.status).toBe(200);
    expect(await added.json()).toEqual({ result: "success", id: expect.any(Number) });

    const translation = countedBody(`{"song_id":${songId},"code":"en","translationText":"`, 3 * CHUNK, '"}');
    expect((await send("/api/addTranslation", JSON_TYPE, translation.stream, userCookie)).status).toBe(400);
  });

  it("page actions", async () => {
    const login = countedBody("username=nikt-taki&password=", 100, "", 40);
    const refused = await send("/login.data", FORM_TYPE, login.stream);
    expect(refused.status).toBe(401);

    const comment = countedBody("intent=comment&text=Komentarz+przez+formularz+", 3000, "", 1000);
    const posted = await send(`${songPath}.data`, FORM_TYPE, comment.stream, userCookie);
    // Added: single fetch's redirect to the new comment.
    expect(posted.status).toBe(202);
    expect(await posted.text()).toContain("komentarz");
  });
});
