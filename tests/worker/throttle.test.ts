import { afterEach, describe, expect, it } from "vitest";
import { setClockForTests } from "../../worker/platform/clock";
import { checkLimit, consumeLimit, type Limit } from "../../worker/services/rate-limit";
import { makeAccount, postJson, solvedCaptcha } from "./account-helpers";

afterEach(() => setClockForTests({ fixedMs: null, offsetMs: 0 }));

const login = (username: string, password: string, ip: string) => postJson("/api/loginUser", { username, password }, { "CF-Connecting-IP": ip });

describe("login throttle", () => {
  it("answers 429 with a Polish message after 5 failures on one account, then recovers after 5 minutes", async () => {
    // A standing clock: the wait is exact however slow the machine is.
    const start = Date.now();
    setClockForTests({ fixedMs: start });
    const { user, password } = await makeAccount();
    for (let i = 0; i < 5; i++) {
      // A different address each time: the account's own counter is what trips.
      const response = await login(user.username, "zle-haslo", `192.0.2.${i + 1}`);
      expect(response.status).toBe(401);
    }
    const locked = await login(user.username, password, "192.0.2.99");
    expect(locked.status).toBe(429);
    expect(locked.headers.get("Retry-After")).toBe("300");
    expect(await locked.json()).toEqual({ status: "error", error: "Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za 5 min." });

    setClockForTests({ fixedMs: start + 4 * 60 * 1000 });
    const stillLocked = await login(user.username, password, "192.0.2.99");
    expect(stillLocked.status).toBe(429);
    expect((await stillLocked.json<{ error: string }>()).error).toContain("za 1 min");

    setClockForTests({ fixedMs: start + 5 * 60 * 1000 });
    const open = await login(user.username, password, "192.0.2.99");
    expect(open.status).toBe(200);
  });

  it("limits failures per address across accounts", async () => {
    const ip = "198.51.100.7";
    for (let i = 0; i < 5; i++) expect((await login(`nieistniejacy${i}`, "cokolwiek", ip)).status).toBe(401);
    const { user, password } = await makeAccount();
    const refused = await login(user.username, password, ip);
    expect(refused.status).toBe(429);
    // Another address is not affected.
    expect((await login(user.username, password, "198.51.100.8")).status).toBe(200);
  });

  it("a successful login clears the account's failures", async () => {
    const { user, password } = await makeAccount();
    for (let i = 0; i < 4; i++) await login(user.username, "zle", `203.0.113.${i + 1}`);
    expect((await login(user.username, password, "203.0.113.50")).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(user.username, "zle", `203.0.113.${i + 60}`)).status).toBe(401);
    expect((await login(user.username, password, "203.0.113.51")).status).toBe(200);
  });
});

describe("registration throttle", () => {
  it("allows 3 registrations per address per hour, then 429 until the hour is over", async () => {
    const ip = "192.0.2.200";
    const start = Date.now();
    setClockForTests({ fixedMs: start });
    const register = async (n: number) =>
      postJson(
        "/api/registerUser",
        { username: `Limitowany${n}`, email: `limit${n}@example.pl`, password: "dlugie-haslo", "g-recaptcha-response": await solvedCaptcha() },
        { "CF-Connecting-IP": ip },
      );
    for (let n = 1; n <= 3; n++) expect((await register(n)).status).toBe(200);
    const refused = await register(4);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("3600");
    expect(await refused.json()).toEqual({ status: "error", error: "Zbyt wiele rejestracji z tego adresu. Spróbuj ponownie za 60 min." });

    setClockForTests({ fixedMs: start + 60 * 60 * 1000 - 1000 });
    expect((await register(5)).status).toBe(429);
    setClockForTests({ fixedMs: start + 60 * 60 * 1000 });
    expect((await register(5)).status).toBe(200);
  });
});

describe("the reusable limiter", () => {
  it("counts within the window and starts again after it", async () => {
    const limit: Limit = { name: "test-limit", limit: 2, windowSeconds: 60 };
    setClockForTests({ fixedMs: 1_000_000 });
    expect(await checkLimit(limit, "ktos")).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 0 });
    expect((await consumeLimit(limit, "ktos")).allowed).toBe(true);
    expect(await consumeLimit(limit, "KTOS")).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 60 });
    setClockForTests({ fixedMs: 1_000_000 + 59_000 });
    expect(await checkLimit(limit, "ktos")).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 1 });
    setClockForTests({ fixedMs: 1_000_000 + 60_000 });
    expect(await checkLimit(limit, "ktos")).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 0 });
  });
});
