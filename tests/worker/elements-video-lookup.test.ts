// Looking up the video of a cover, remix or instrumental before it is added (product §7
// /api/checkURL): which addresses count, what the video site's oEmbed endpoint (faked through
// the outbound seam) answers or fails with, the per-client limit, and the e2e server's stub.
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { stubbedAddress } from "@worker/platform/outbound";
import { LIMITS } from "@worker/services/rate-limit";
import { freshIp } from "./account-helpers";
import { calls, check, ID, thumb, TITLES, type VideoSiteMode, withFakeVideoSite } from "./elements-helpers";

// The fake video site (elements-helpers.ts) answers as this says; a test that switches it to a
// failure mode leaves the next test starting from "ok".
let mode: VideoSiteMode = "ok";
beforeEach(() => {
  mode = "ok";
});
withFakeVideoSite(() => mode);

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
