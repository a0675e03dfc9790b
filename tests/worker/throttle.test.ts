// Throttles (decision 018, rebuilt on D1 counters): exact under concurrency, per account
// and client together for logins, a captcha instead of a lockout for an attacked account.
import { afterEach, describe, expect, it } from "vitest";
import { setClockForTests } from "@worker/platform/clock";
import { hit, peek, release, type Limit } from "@worker/services/rate-limit";
import { CONSENTS, freshIp, makeAccount, postJson, solvedCaptcha } from "./account-helpers";

afterEach(() => setClockForTests({ fixedMs: null, offsetMs: 0 }));

const login = (username: string, password: string, ip: string, extra: Record<string, unknown> = {}) =>
  postJson("/api/loginUser", { username, password, ...extra }, { "CF-Connecting-IP": ip });

const statuses = (responses: Response[]) => {
  const counts: Record<number, number> = {};
  for (const r of responses) counts[r.status] = (counts[r.status] ?? 0) + 1;
  return counts;
};

describe("login throttle", () => {
  it("answers 429 to one client after 5 failures on one account, then recovers after 5 minutes", async () => {
    // A standing clock: the wait is exact however slow the machine is.
    const start = Date.now();
    setClockForTests({ fixedMs: start });
    const { user, password } = await makeAccount();
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await login(user.username, "zle-haslo", ip)).status).toBe(401);
    const locked = await login(user.username, password, ip);
    expect(locked.status).toBe(429);
    expect(locked.headers.get("Retry-After")).toBe("300");
    expect(await locked.json()).toEqual({ status: "error", error: "Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za 5 min." });

    setClockForTests({ fixedMs: start + 4 * 60 * 1000 });
    const stillLocked = await login(user.username, password, ip);
    expect(stillLocked.status).toBe(429);
    expect((await stillLocked.json<{ error: string }>()).error).toContain("za 1 min");

    setClockForTests({ fixedMs: start + 5 * 60 * 1000 });
    expect((await login(user.username, password, ip)).status).toBe(200);
  });

  it("never locks the owner out: another client with the right password gets in (D3)", async () => {
    const { user, password } = await makeAccount();
    const attacker = freshIp();
    for (let i = 0; i < 5; i++) expect((await login(user.username, "zgaduje", attacker)).status).toBe(401);
    expect((await login(user.username, password, attacker)).status).toBe(429);
    expect((await login(user.username, password, freshIp())).status).toBe(200);
  });

  it("counts the account, not what was typed: name and e-mail share the 5 guesses", async () => {
    const { user, password } = await makeAccount();
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expect((await login(user.username, "zle", ip)).status).toBe(401);
    for (let i = 0; i < 2; i++) expect((await login(user.email, "zle", ip)).status).toBe(401);
    expect((await login(user.email, password, ip)).status).toBe(429);
    expect((await login(user.username.toUpperCase(), password, ip)).status).toBe(429);
  });

  it("limits one client's failures across accounts (10 per 5 minutes)", async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await login(`nieistniejacy${i}`, "cokolwiek", ip)).status).toBe(401);
    const { user, password } = await makeAccount();
    expect((await login(user.username, password, ip)).status).toBe(429);
    // Another client is not affected.
    expect((await login(user.username, password, freshIp())).status).toBe(200);
  });

  it("asks for a captcha, not a lockout, when many clients attack one account", async () => {
    const { user, password } = await makeAccount();
    for (let i = 0; i < 10; i++) expect((await login(user.username, "zgaduje", freshIp())).status).toBe(401);
    const owner = freshIp();
    const asked = await login(user.username, password, owner);
    expect(asked.status).toBe(400);
    expect(await asked.json()).toEqual({ status: "error", error: "Rozwiąż captchę!", field: "captcha", captchaRequired: true });
    const withCaptcha = await login(user.username, password, owner, { "g-recaptcha-response": await solvedCaptcha() });
    expect(withCaptcha.status).toBe(200);
  });

  it("a successful login clears the client's failures on that account", async () => {
    const { user, password } = await makeAccount();
    const ip = freshIp();
    for (let i = 0; i < 4; i++) await login(user.username, "zle", ip);
    expect((await login(user.username, password, ip)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(user.username, "zle", ip)).status).toBe(401);
    expect((await login(user.username, password, ip)).status).toBe(200);
  });

  it("holds under concurrency: of 150 simultaneous guesses from one client, 5 are evaluated (D2)", async () => {
    const { user } = await makeAccount();
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: 150 }, () => login(user.username, "zgaduje", ip)));
    expect(statuses(answers)).toEqual({ 401: 5, 429: 145 });
    // Each evaluated guess costs a 100,000-round PBKDF2: slow on a loaded machine.
  }, 60_000);

  it("holds under concurrency from 150 clients: 10 guesses evaluated, the rest asked for a captcha", async () => {
    const { user } = await makeAccount();
    const answers = await Promise.all(Array.from({ length: 150 }, () => login(user.username, "zgaduje", freshIp())));
    expect(statuses(answers)).toEqual({ 401: 10, 400: 140 });
  }, 60_000);
});

describe("registration throttle", () => {
  const register = async (n: string, ip: string) =>
    postJson(
      "/api/registerUser",
      {
        username: `Limitowany${n}`,
        email: `limit${n}@example.pl`,
        password: "dlugie-haslo",
        ...CONSENTS,
        "g-recaptcha-response": await solvedCaptcha(),
      },
      { "CF-Connecting-IP": ip },
    );

  it("allows 3 registrations per address per hour, then 429 until the hour is over", async () => {
    const ip = freshIp();
    const start = Date.now();
    setClockForTests({ fixedMs: start });
    for (let n = 1; n <= 3; n++) expect((await register(`a${n}`, ip)).status).toBe(200);
    const refused = await register("a4", ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("3600");
    expect(await refused.json()).toEqual({ status: "error", error: "Zbyt wiele rejestracji z tego adresu. Spróbuj ponownie za 60 min." });

    setClockForTests({ fixedMs: start + 60 * 60 * 1000 - 1000 });
    expect((await register("a5", ip)).status).toBe(429);
    setClockForTests({ fixedMs: start + 60 * 60 * 1000 });
    expect((await register("a5", ip)).status).toBe(200);
  });

  it("a refused registration does not count (taken name)", async () => {
    const ip = freshIp();
    const { user } = await makeAccount();
    const taken = await postJson(
      "/api/registerUser",
      {
        username: user.username,
        email: "inny-adres@example.pl",
        password: "dlugie-haslo",
        ...CONSENTS,
        "g-recaptcha-response": await solvedCaptcha(),
      },
      { "CF-Connecting-IP": ip },
    );
    expect(taken.status).toBe(409);
    for (let n = 1; n <= 3; n++) expect((await register(`b${n}`, ip)).status).toBe(200);
  });

  it("holds under concurrency: of 10 simultaneous registrations from one address, 3 succeed (D2)", async () => {
    const ip = freshIp();
    const bodies = await Promise.all(
      Array.from({ length: 10 }, async (_, n) => ({
        username: `Rownolegly${Date.now().toString(36)}${n}`,
        email: `rownolegly${Date.now().toString(36)}${n}@example.pl`,
        password: "dlugie-haslo",
        ...CONSENTS,
        "g-recaptcha-response": await solvedCaptcha(),
      })),
    );
    const answers = await Promise.all(bodies.map((body) => postJson("/api/registerUser", body, { "CF-Connecting-IP": ip })));
    expect(statuses(answers)).toEqual({ 200: 3, 429: 7 });
  }, 30_000);
});

describe("the reusable limiter", () => {
  it("counts within the window and starts again after it", async () => {
    const limit: Limit = { name: "test-limit", limit: 2, windowSeconds: 60 };
    setClockForTests({ fixedMs: 1_000_000 });
    expect(await peek(limit, "ktos")).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 0 });
    expect((await hit(limit, "ktos")).allowed).toBe(true);
    expect(await hit(limit, "KTOS")).toEqual({ allowed: true, remaining: 0, retryAfterSeconds: 0 });
    expect(await hit(limit, "ktos")).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 60 });
    await release(limit, "ktos");
    setClockForTests({ fixedMs: 1_000_000 + 59_000 });
    expect(await peek(limit, "ktos")).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 1 });
    setClockForTests({ fixedMs: 1_000_000 + 60_000 });
    expect(await peek(limit, "ktos")).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 0 });
  });

  it("is exact under concurrency: 200 simultaneous hits on a limit of 20 allow 20", async () => {
    const limit: Limit = { name: `test-burst-${Date.now()}`, limit: 20, windowSeconds: 60 };
    const states = await Promise.all(Array.from({ length: 200 }, () => hit(limit, "tlum")));
    expect(states.filter((s) => s.allowed)).toHaveLength(20);
  });

  it("takes any subject: long Polish names and lone surrogates make valid keys", async () => {
    const limit: Limit = { name: "test-odd", limit: 1, windowSeconds: 60 };
    expect((await hit(limit, "ż".repeat(254))).allowed).toBe(true);
    expect((await hit(limit, "a\ud800b")).allowed).toBe(true);
  });
});
