// Look-alike and case-variant usernames (issue 8 D7, decision 031): one canonical key per
// name under a unique index, registration and login through it, the backfill of older rows.
import { env } from "cloudflare:workers";
import { createScheduledController } from "cloudflare:test";
import { sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import * as schema from "@db/schema";
import { CRON_RANKING } from "@worker/cron/dispatch";
import worker from "@worker/index";
import { usernameKey } from "@worker/services/username-key";
import { CONSENTS, freshIp, makeAccount, postJson, solvedCaptcha } from "./account-helpers";
import { get, testDb } from "./helpers";

afterEach(() => vi.restoreAllMocks());

const TAKEN = "Ta nazwa użytkownika jest już zajęta!";
let registered = 0;

async function register(username: string) {
  const n = ++registered;
  return postJson("/api/registerUser", {
    username,
    email: `rejestracja${n}.${Date.now().toString(36)}@example.pl`,
    password: "dlugie-haslo",
    ...CONSENTS,
    "g-recaptcha-response": await solvedCaptcha(),
  });
}

const accountsWithKey = async (key: string) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM users WHERE username_key = ?").bind(key).first<{ n: number }>())!.n;

beforeAll(async () => {
  await makeAccount({ username: "admin", password: "haslo-admina-123" });
  await makeAccount({ username: "KrólowaRefrenu", password: "haslo-krolowej-1" });
});

describe("registration refuses a name that looks like a taken one", () => {
  it.each([
    ["аdmin", "Cyrillic а"],
    ["admın", "dotless ı"],
    ["ａｄｍｉｎ", "fullwidth letters"],
    ["admiń", "n with an acute"],
    ["ADMIN", "capitals"],
  ])("%s (%s) while admin exists", async (name) => {
    const response = await register(name);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      status: "error",
      error: TAKEN,
      field: "username",
      errors: { username: TAKEN },
    });
    // The availability check of the form agrees.
    const check = await get(`/api/getUser/${encodeURIComponent(name)}`, { headers: { "CF-Connecting-IP": freshIp() } });
    expect(await check.json()).toEqual([expect.objectContaining({ user_name: "admin" })]);
  });

  it.each(["KRÓLOWAREFRENU", "krolowarefrenu", "KrolowaRefrenu", "królowarefrenu"])("%s beside KrólowaRefrenu", async (name) => {
    const response = await register(name);
    expect(response.status).toBe(409);
    expect((await response.json<{ error: string }>()).error).toBe(TAKEN);
  });

  it("keeps the name as typed and stores its key", async () => {
    const response = await register("ŻółtaGęśl");
    expect(response.status).toBe(200);
    const row = await testDb().query.users.findFirst({ where: (u, { eq }) => eq(u.username, "ŻółtaGęśl") });
    expect(row?.usernameKey).toBe("zoltagesl");
  });

  it("of 12 simultaneous registrations of Polish case variants, exactly one makes an account", async () => {
    const variants = [
      "ŚpiącaŻaba",
      "śpiącażaba",
      "ŚPIĄCAŻABA",
      "ŚpiąCaŻaba",
      "śPIĄCAżABA",
      "ŚpIąCaŻaBa",
      "śpiącaŻaba",
      "ŚpiącaŻABA",
      "ŚPIącażaba",
      "śpiĄcaŻaba",
      "ŚpiącAŻabA",
      "śpiącażabA",
    ];
    // Every request its own solved captcha, e-mail and address: only the name decides.
    const bodies = await Promise.all(
      variants.map(async (username, i) => ({
        username,
        email: `zaba${i}.${Date.now().toString(36)}@example.pl`,
        password: "dlugie-haslo",
        ...CONSENTS,
        "g-recaptcha-response": await solvedCaptcha(),
      })),
    );
    const answers = await Promise.all(bodies.map((body) => postJson("/api/registerUser", body, { "CF-Connecting-IP": freshIp() })));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array(11).fill(409)]);
    for (const answer of answers.filter((r) => r.status === 409)) expect((await answer.json<{ error: string }>()).error).toBe(TAKEN);
    expect(usernameKey("śpiącażaba")).toBe("splacazaba");
    expect(await accountsWithKey("splacazaba")).toBe(1);
  }, 60_000);
});

describe("login by name goes through the key", () => {
  const login = (username: string, password: string) => postJson("/api/loginUser", { username, password });

  it("KrolowaRefrenu logs into KrólowaRefrenu; the password still decides", async () => {
    for (const typed of ["KrolowaRefrenu", "krolowarefrenu", "KRÓLOWAREFRENU"]) {
      const response = await login(typed, "haslo-krolowej-1");
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: "success", user: { username: "KrólowaRefrenu", role: "user" } });
    }
    expect((await login("KrolowaRefrenu", "haslo-admina-123")).status).toBe(401);
    // E-mail login stays.
    expect((await login("KrólowaRefrenu@example.pl", "haslo-krolowej-1")).status).toBe(200);
  });

  it("finds the account through two index look-ups, never a scan of users", async () => {
    const plans: string[] = [];
    // Requests query through their D1 session (decision 050): watch what each session prepares.
    const withSession = env.DB.withSession.bind(env.DB);
    vi.spyOn(env.DB, "withSession").mockImplementation((constraint) => {
      const session = withSession(constraint);
      const prepare = session.prepare.bind(session);
      session.prepare = (query: string) => {
        if (/^select .* from "users" where "users"."id" IN \(/i.test(query)) plans.push(query);
        return prepare(query);
      };
      return session;
    });
    expect((await login("KrolowaRefrenu", "haslo-krolowej-1")).status).toBe(200);
    vi.restoreAllMocks();
    expect(plans).toHaveLength(1);
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${plans[0]}`)
      .bind(...Array.from(plans[0].matchAll(/\?/g), () => "krolowarefrenu"))
      .all<{ detail: string }>();
    const detail = results.map((r) => r.detail).join(" | ");
    expect(detail).toContain("USING COVERING INDEX users_username_key");
    expect(detail).not.toMatch(/SCAN users(?! USING)/);
  });
});

describe("backfill of older accounts", () => {
  // Rows as an older deployment wrote them: no key.
  const legacyUser = async (username: string) => {
    const [row] = await testDb()
      .insert(schema.users)
      .values({ username, email: `stary${++registered}@example.pl`, passwordHash: "x" })
      .returning();
    return row;
  };

  it("the hourly cron fills missing keys; of two colliding names both stay, the later one gets key#id", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const plain = await legacyUser("StaryBywalec");
    // NOCASE folds ASCII only, so both of these fit the old index and were both accepted.
    const first = await legacyUser("Żaneta");
    const later = await legacyUser("żaneta");
    await worker.scheduled(createScheduledController({ cron: CRON_RANKING }));

    const keyOf = async (id: number) => (await testDb().query.users.findFirst({ where: (u, { eq }) => eq(u.id, id) }))?.usernameKey;
    expect(await keyOf(plain.id)).toBe("starybywalec");
    expect(await keyOf(first.id)).toBe("zaneta");
    expect(await keyOf(later.id)).toBe(`zaneta#${later.id}`);
    expect((await testDb().query.users.findFirst({ where: (u, { eq }) => eq(u.id, later.id) }))?.username).toBe("żaneta");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("disambiguated"), expect.objectContaining({ id: later.id, username: "żaneta" }));
    const missing = await testDb().select({ n: sql<number>`count(*)` }).from(schema.users).where(sql`${schema.users.usernameKey} IS NULL`);
    expect(missing[0].n).toBe(0);
  });

  it("a registration first fills missing keys, so an older name's look-alike is refused at once", async () => {
    await legacyUser("Bogumiła");
    const response = await register("BOGUMILA");
    expect(response.status).toBe(409);
    expect((await response.json<{ error: string }>()).error).toBe(TAKEN);
  });
});
