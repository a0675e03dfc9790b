import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setClockForTests } from "@worker/platform/clock";
import { resetConfigForTests } from "@worker/platform/config";
import { setOutboundFetch } from "@worker/platform/outbound";
import { verifyCaptcha } from "@worker/services/captcha";
import { withContributionGate } from "@worker/services/contribution-gate";
import { ok } from "@core/result";
import { CONSENTS, freshIp, makeAccount, postJson, sessionCookieFor, solvedCaptcha } from "./account-helpers";
import { get } from "./helpers";

const bindings = env as unknown as Record<string, string | undefined>;

afterEach(() => {
  setClockForTests({ fixedMs: null, offsetMs: 0 });
});

describe("ALTCHA captcha (default provider)", () => {
  it("serves a signed, expiring challenge that is never cached", async () => {
    const response = await get("/api/captcha/challenge");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const challenge = await response.json<{ parameters: { algorithm: string; expiresAt: number; keySignature: string }; signature: string }>();
    expect(challenge.parameters.algorithm).toBe("PBKDF2/SHA-256");
    expect(challenge.parameters.expiresAt).toBeGreaterThan(Date.now() / 1000);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it("asks for as much work as ALTCHA_MAX_COUNTER says: 100–400 steps by default, 1–4 in these tests", async () => {
    const stepsOf = async () => JSON.parse(atob(await solvedCaptcha())).solution.counter as number;
    expect(bindings.ALTCHA_MAX_COUNTER).toBe("4");
    const low = await stepsOf();
    expect(low).toBeGreaterThanOrEqual(1);
    expect(low).toBeLessThanOrEqual(4);
    // Production sets nothing: the default work.
    delete bindings.ALTCHA_MAX_COUNTER;
    resetConfigForTests();
    try {
      const steps = await stepsOf();
      expect(steps).toBeGreaterThanOrEqual(100);
      expect(steps).toBeLessThanOrEqual(400);
      // A value that is not a positive whole number is refused, not guessed at (and logged).
      bindings.ALTCHA_MAX_COUNTER = "0";
      resetConfigForTests();
      const logged = vi.spyOn(console, "error").mockImplementation(() => {});
      expect((await get("/api/captcha/challenge")).status).toBe(500);
      // One JSON line for the failed request (decision 050), the error's message in it.
      expect(JSON.parse(String(logged.mock.calls[0]?.[0])).error).toContain("ALTCHA_MAX_COUNTER");
      logged.mockRestore();
    } finally {
      bindings.ALTCHA_MAX_COUNTER = "4";
      resetConfigForTests();
    }
  });

  it("accepts a solved challenge once", async () => {
    const token = await solvedCaptcha();
    expect(await verifyCaptcha(token)).toEqual({ ok: true });
    expect(await verifyCaptcha(token)).toEqual({ ok: false, reason: "used" });
  });

  it("rejects a missing solution", async () => {
    expect(await verifyCaptcha(undefined)).toEqual({ ok: false, reason: "missing" });
    expect(await verifyCaptcha("")).toEqual({ ok: false, reason: "missing" });
  });

  it("rejects a wrong solution and a forged challenge", async () => {
    const payload = JSON.parse(atob(await solvedCaptcha()));
    const wrongKey = { ...payload, solution: { ...payload.solution, derivedKey: "00".repeat(32) } };
    expect(await verifyCaptcha(btoa(JSON.stringify(wrongKey)))).toEqual({ ok: false, reason: "invalid" });
    // Making the puzzle easier breaks the server's signature.
    const forged = { ...payload, challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters, cost: 1 } } };
    expect(await verifyCaptcha(btoa(JSON.stringify(forged)))).toEqual({ ok: false, reason: "invalid" });
    expect(await verifyCaptcha("to-nie-jest-captcha")).toEqual({ ok: false, reason: "invalid" });
  });

  it("rejects an expired solution", async () => {
    // The challenge is issued 11 minutes "ago"; it lives 10.
    setClockForTests({ offsetMs: -11 * 60 * 1000 });
    const token = await solvedCaptcha();
    setClockForTests({ offsetMs: 0 });
    expect(await verifyCaptcha(token)).toEqual({ ok: false, reason: "expired" });
  });

  it("registration refuses a reused solution with the spec's message", async () => {
    const token = await solvedCaptcha();
    const first = await postJson("/api/registerUser", {
      username: "CaptchaRaz",
      email: "raz@example.pl",
      password: "dlugie-haslo-1",
      ...CONSENTS,
      "g-recaptcha-response": token,
    });
    expect(first.status).toBe(200);
    const second = await postJson("/api/registerUser", {
      username: "CaptchaDwa",
      email: "dwa@example.pl",
      password: "dlugie-haslo-2",
      ...CONSENTS,
      "g-recaptcha-response": token,
    });
    expect(second.status).toBe(400);
    expect(await second.json()).toMatchObject({ status: "error", error: "Rozwiąż captchę!" });
  });
});

describe("the gate for anonymous contributions", () => {
  const gate = (request: Request, token: unknown) => withContributionGate(request, token, "Rozwiąż captchę.", async (user) => ok(user));

  it("lets a logged-in user through without a captcha, under their own account", async () => {
    const { user } = await makeAccount();
    const request = new Request("http://localhost/api/addComment", { headers: { Cookie: await sessionCookieFor(user.id) } });
    expect(await gate(request, undefined)).toEqual({ ok: true, value: { id: user.id, username: user.username, role: "user" } });
  });

  it("asks everyone else for a solved captcha and marks them anonymous (user null)", async () => {
    const request = new Request("http://localhost/api/addComment", { headers: { "CF-Connecting-IP": freshIp() } });
    expect(await gate(request, undefined)).toEqual({ ok: false, code: "captcha", message: "Rozwiąż captchę.", field: "captcha" });
    expect(await gate(request, await solvedCaptcha())).toEqual({ ok: true, value: null });
  });
});

describe("Turnstile (CAPTCHA_PROVIDER=turnstile)", () => {
  afterEach(() => {
    bindings.CAPTCHA_PROVIDER = "altcha";
    delete bindings.TURNSTILE_SECRET_KEY;
    resetConfigForTests();
  });

  it("verifies through siteverify over the outbound seam", async () => {
    bindings.CAPTCHA_PROVIDER = "turnstile";
    bindings.TURNSTILE_SECRET_KEY = "sekret-turnstile";
    resetConfigForTests();
    const seen: { url: string; secret: string | null; response: string | null }[] = [];
    const restore = setOutboundFetch(async (input, init) => {
      const form = init?.body as FormData;
      seen.push({ url: String(input), secret: form.get("secret") as string, response: form.get("response") as string });
      const ok = form.get("response") === "dobry-token";
      return Response.json({
        success: ok,
        "error-codes": ok ? [] : form.get("response") === "stary-token" ? ["timeout-or-duplicate"] : ["invalid-input-response"],
      });
    });
    try {
      expect(await verifyCaptcha("dobry-token")).toEqual({ ok: true });
      expect(await verifyCaptcha("zly-token")).toEqual({ ok: false, reason: "invalid" });
      expect(await verifyCaptcha("stary-token")).toEqual({ ok: false, reason: "used" });
      expect(await verifyCaptcha(undefined)).toEqual({ ok: false, reason: "missing" });
    } finally {
      restore();
    }
    expect(seen[0]).toEqual({
      url: "https://challenges.cloudflare.com/turnstile/v0/siteverify",
      secret: "sekret-turnstile",
      response: "dobry-token",
    });
  });
});
