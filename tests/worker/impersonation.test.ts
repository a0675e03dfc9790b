// Issue 16, defect 4: names that impersonate (decision 041). The site's own words are reserved,
// letters and digits that look alike (I/l/1, 0/o) and separators at a name's ends fold into the
// username key, and older accounts are re-keyed by the backfill without renaming anyone: the
// later of two colliding names gets `key#id` and shows in the admin's list.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "@db/schema";
import { ACCOUNT_MESSAGES } from "@core/schemas/account";
import { backfillUsernameKeys } from "@worker/services/username-backfill";
import { usernameKey } from "@worker/services/username-key";
import { CONSENTS, makeAccount, postJson, sessionCookieFor, solvedCaptcha } from "./account-helpers";
import { get, testDb } from "./helpers";

const register = async (username: string) =>
  postJson("/api/registerUser", {
    username,
    email: `${crypto.randomUUID().slice(0, 8)}@example.pl`,
    password: "dlugie-haslo-123",
    ...CONSENTS,
    "g-recaptcha-response": await solvedCaptcha(),
  });

describe("names that impersonate are refused with the taken-name message", () => {
  const IMPERSONATIONS = [
    "Anonimowy",
    "anonimowy.",
    "admin.",
    "admin_",
    "adm1n",
    "Adm1n",
    "BasistaZBaIkonu",
    "BasistaZBa1konu",
    "moderator",
    "Moderat0r",
    "system",
    "root",
    "ｂａｓｉｓｔａ",
    "r00t",
  ];

  it.each(IMPERSONATIONS)("%s", async (name) => {
    await makeAccount({ username: "BasistaZBalkonu" }).catch(() => undefined);
    await makeAccount({ username: "basista" }).catch(() => undefined);
    const response = await register(name);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ status: "error", field: "username", error: ACCOUNT_MESSAGES.usernameTaken });
    // The registration form's availability check says the same before anyone submits.
    const lookup = await (await get(`/api/getUser/${encodeURIComponent(name)}`)).json<unknown[]>();
    expect(lookup.length).toBe(1);
  });

  it("leaves ordinary names alone", async () => {
    for (const name of ["Adminka_Ola", "Ilona", "lilia", "Rootsy", "Systematyk", "Moderatorka"]) {
      expect((await register(name)).status, name).toBe(200);
    }
    expect(usernameKey("user_1")).not.toBe(usernameKey("user.1"));
  });
});

describe("re-keying older accounts (widen, then narrow)", () => {
  it("gives the later of two look-alike names key#id, lists it for an admin, and both still log in", async () => {
    const older = await makeAccount({ username: `Kamila${Date.now() % 100000}` });
    const laterName = older.user.username.replace("l", "I");
    // As version 1 keyed them: apart (I folded to i, not to l).
    await testDb()
      .update(schema.users)
      .set({ usernameKey: older.user.username.toLowerCase(), usernameKeyVersion: 1 })
      .where(eq(schema.users.id, older.user.id));
    const later = await makeAccount({ username: laterName });
    await testDb()
      .update(schema.users)
      .set({ usernameKey: laterName.toLowerCase(), usernameKeyVersion: 1 })
      .where(eq(schema.users.id, later.user.id));
    const result = await backfillUsernameKeys(testDb(), 1000);
    expect(result.disambiguated.map((d) => d.id)).toEqual([later.user.id]);
    const keys = await testDb().select({ id: schema.users.id, key: schema.users.usernameKey, v: schema.users.usernameKeyVersion }).from(schema.users);
    expect(keys.find((k) => k.id === older.user.id)).toEqual({ id: older.user.id, key: usernameKey(older.user.username), v: 2 });
    expect(keys.find((k) => k.id === later.user.id)).toEqual({ id: later.user.id, key: `${usernameKey(laterName)}#${later.user.id}`, v: 2 });

    const { user: admin } = await makeAccount({ role: "admin" });
    const panel = (await (await get("/panel/uzytkownicy", { headers: { Cookie: await sessionCookieFor(admin.id) } })).text()).replaceAll(
      "<!-- -->",
      "",
    );
    expect(panel).toContain(`>${laterName}</a> wygląda jak <a href="/profil/${older.user.username}"`);

    for (const { user, password } of [older, later]) {
      const login = await postJson("/api/loginUser", { username: user.username, password });
      expect(login.status, user.username).toBe(200);
      expect(((await login.json()) as { user: { username: string } }).user.username).toBe(user.username);
    }
  });
});
