import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import * as schema from "@db/schema";
import { setClockForTests } from "@worker/platform/clock";
import { verifyPassword } from "@worker/services/passwords";
import { getSessionUser } from "@worker/services/session";
import { CONSENTS, freshIp, makeAccount, postForm, postJson, sessionCookieFor, solvedCaptcha } from "./account-helpers";
import { get, makeSong, makeUser, setCookieOf, testDb } from "./helpers";

afterEach(() => setClockForTests({ fixedMs: null, offsetMs: 0 }));

const userByName = (username: string) => testDb().query.users.findFirst({ where: (u, { eq }) => eq(u.username, username) });
const cookieOf = (response: Response) => (response.headers.get("Set-Cookie") ?? "").split(";")[0];
const withCookie = (cookie: string) => new Request("http://localhost/", { headers: { Cookie: cookie } });

async function register(fields: Record<string, string>) {
  return postJson("/api/registerUser", { ...CONSENTS, "g-recaptcha-response": await solvedCaptcha(), ...fields });
}

describe("POST /api/registerUser", () => {
  it("refuses a name made only of invisible letters (its key is empty)", async () => {
    const response = await register({ username: "\u3164\u3164\u3164", email: "niewidzialny@example.pl", password: "dlugie-haslo" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      status: "error",
      error: "Nazwa użytkownika może mieć od 3 do 30 znaków: litery, cyfry oraz _ . -",
    });
  });

  it("creates the user, answers status success with the user and logs them in", async () => {
    const response = await register({ username: "NowyFan", email: "Nowy.Fan@Example.pl", password: "moje-haslo-123" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "success", user: { username: "NowyFan", role: "user" } });
    const cookie = setCookieOf(response, "sesja") ?? "";
    expect(cookie).toMatch(/^sesja=[^;]+; Path=\/; Max-Age=2592000; HttpOnly; Secure; SameSite=Lax$/);
    const user = await getSessionUser(withCookie(cookieOf(response)));
    expect(user).toMatchObject({ username: "NowyFan", role: "user" });
  });

  it("stores a salted PBKDF2 hash that is not the password and verifies", async () => {
    await register({ username: "HashTester", email: "hash@example.pl", password: "tajne-haslo-1" });
    const row = await userByName("HashTester");
    expect(row?.passwordHash).not.toContain("tajne-haslo-1");
    expect(row?.passwordHash).toMatch(/^pbkdf2-sha256\$100000\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(await verifyPassword("tajne-haslo-1", row!.passwordHash)).toBe(true);
    expect(await verifyPassword("tajne-haslo-2", row!.passwordHash)).toBe(false);
  });

  it("refuses taken usernames and e-mails case-insensitively, with the spec's messages", async () => {
    await makeAccount({ username: "ZajetaNazwa" });
    const name = await register({ username: "zajetanazwa", email: "inny@example.pl", password: "dlugie-haslo" });
    expect(name.status).toBe(409);
    expect(await name.json()).toMatchObject({ status: "error", error: "Ta nazwa użytkownika jest już zajęta!" });
    const mail = await register({ username: "InnaNazwa", email: "ZAJETANAZWA@example.pl", password: "dlugie-haslo" });
    expect(mail.status).toBe(409);
    expect(await mail.json()).toMatchObject({ status: "error", error: "Ten adres e-mail jest już wykorzystywany!" });
  });

  it.each([
    [{ username: "Ktos", email: "to-nie-mail", password: "dlugie-haslo" }, "To nie jest prawidłowy adres e-mail!"],
    [{ username: "", email: "a@example.pl", password: "dlugie-haslo" }, "uzupełnij wymagane pola!"],
    [{ email: "a@example.pl", password: "dlugie-haslo" }, "uzupełnij wymagane pola!"],
    [{ username: "Krotkie", email: "k@example.pl", password: "1234567" }, "Hasło musi mieć co najmniej 8 znaków!"],
    [{ username: "kurwa", email: "w@example.pl", password: "dlugie-haslo" }, "nazwa użytkownika nie może zawierać wulgaryzmów, ani adresów WWW!"],
    [{ username: "onet.pl", email: "u@example.pl", password: "dlugie-haslo" }, "nazwa użytkownika nie może zawierać wulgaryzmów, ani adresów WWW!"],
    [{ username: "ab", email: "ab@example.pl", password: "dlugie-haslo" }, "Nazwa użytkownika może mieć od 3 do 30 znaków: litery, cyfry oraz _ . -"],
    [
      { username: "a".repeat(31), email: "d@example.pl", password: "dlugie-haslo" },
      "Nazwa użytkownika może mieć od 3 do 30 znaków: litery, cyfry oraz _ . -",
    ],
    [
      { username: "ze spacja", email: "s@example.pl", password: "dlugie-haslo" },
      "Nazwa użytkownika może mieć od 3 do 30 znaków: litery, cyfry oraz _ . -",
    ],
    [{ username: "Dlugi", email: `${"a".repeat(245)}@example.pl`, password: "dlugie-haslo" }, "To nie jest prawidłowy adres e-mail!"],
    [{ username: "DlugieHaslo", email: "h@example.pl", password: "x".repeat(129) }, "Hasło może mieć najwyżej 128 znaków!"],
  ])("refuses %j with 400", async (fields, message) => {
    const response = await register(fields as Record<string, string>);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status: "error", error: message });
  });

  it("requires a solved captcha: 'Rozwiąż captchę!'", async () => {
    const response = await postJson("/api/registerUser", { username: "BezCaptchy", email: "bez@example.pl", password: "dlugie-haslo", ...CONSENTS });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "Rozwiąż captchę!" });
    expect(await userByName("BezCaptchy")).toBeUndefined();
  });
});

describe("GET /api/getUser/{name}", () => {
  const lookUp = (value: string, ip = freshIp()) => get(`/api/getUser/${encodeURIComponent(value)}`, { headers: { "CF-Connecting-IP": ip } });

  it("answers the user for a taken name, case-insensitively, without e-mail or hash", async () => {
    const { user } = await makeAccount({ username: "Widoczny" });
    for (const probe of ["widoczny", "WIDOCZNY", " Widoczny "]) {
      const response = await lookUp(probe);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual([{ user_id: user.id, user_name: "Widoczny", points: 0 }]);
    }
    expect(await (await lookUp("nikt-taki")).json()).toEqual([]);
  });

  it("answers only whether an e-mail exists, never whose it is (D9)", async () => {
    await makeAccount({ username: "Skrytka" });
    for (const probe of ["skrytka@example.pl", "SKRYTKA@Example.PL"]) {
      const response = await lookUp(probe);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual([{ exists: true }]);
    }
    expect(await (await lookUp("nikogo@example.pl")).json()).toEqual([]);
  });

  it("allows 60 look-ups per minute per client, then 429 with the wait (D9)", async () => {
    const start = Date.now();
    setClockForTests({ fixedMs: start });
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: 70 }, (_, i) => lookUp(`ktos${i}@example.pl`, ip)));
    const refused = answers.filter((r) => r.status === 429);
    expect(answers.filter((r) => r.status === 200)).toHaveLength(60);
    expect(refused).toHaveLength(10);
    expect(refused[0].headers.get("Retry-After")).toBe("60");
    expect(await refused[0].json()).toEqual({ error: "Zbyt wiele zapytań. Zwolnij trochę. Spróbuj ponownie za 1 min." });
    // Another client is not affected; this one is let in again after the minute.
    expect((await lookUp("ktos@example.pl")).status).toBe(200);
    setClockForTests({ fixedMs: start + 60_000 });
    expect((await lookUp("ktos@example.pl", ip)).status).toBe(200);
  });
});

describe("POST /api/loginUser", () => {
  it("logs in by username or e-mail (any case) and answers the user", async () => {
    const { user, password } = await makeAccount({ username: "Logujacy" });
    for (const username of ["logujacy", "Logujacy@EXAMPLE.pl"]) {
      const response = await postJson("/api/loginUser", { username: ` ${username} `, password });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: "success", user: { username: "Logujacy", role: "user" } });
      expect(await getSessionUser(withCookie(cookieOf(response)))).toEqual({ id: user.id, username: "Logujacy", role: "user" });
    }
  });

  it("answers the same message for a wrong password and an unknown user", async () => {
    const { user } = await makeAccount();
    for (const body of [
      { username: user.username, password: "zle-haslo" },
      { username: "niema-takiego", password: "zle-haslo" },
    ]) {
      const response = await postJson("/api/loginUser", body);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        status: "wrong credentials",
        error: "błędne hasło i/lub login!",
      });
      expect(response.headers.get("Set-Cookie")).toBeNull();
    }
  });

  it("requires both fields", async () => {
    const response = await postJson("/api/loginUser", { username: "  ", password: "" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: "error", error: "nazwa użytkownika oraz hasło są wymagane!" });
  });

  it("rehashes an old hash with the current parameters on login", async () => {
    const { user, password } = await makeAccount();
    // The same password under fewer iterations, as an older deployment would have stored it.
    const salt = crypto.getRandomValues(new Uint8Array(16));
    const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, ["deriveBits"]);
    const bits = new Uint8Array(await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations: 1000 }, key, 256));
    const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
    await testDb()
      .update(schema.users)
      .set({ passwordHash: `pbkdf2-sha256$1000$${b64(salt)}$${b64(bits)}` })
      .where(eq(schema.users.id, user.id));
    expect((await postJson("/api/loginUser", { username: user.username, password })).status).toBe(200);
    const row = await userByName(user.username);
    expect(row?.passwordHash).toMatch(/^pbkdf2-sha256\$100000\$/);
  });
});

describe("sessions", () => {
  it("ignores a tampered cookie and an expired session", async () => {
    const { user } = await makeAccount();
    const cookie = await sessionCookieFor(user.id);
    expect(await getSessionUser(withCookie(cookie))).not.toBeNull();
    expect(await getSessionUser(withCookie(`${cookie.slice(0, -2)}xx`))).toBeNull();
    setClockForTests({ offsetMs: 31 * 86400 * 1000 });
    expect(await getSessionUser(withCookie(cookie))).toBeNull();
  });

  it("logout revokes the session, clears the cookie and goes to /", async () => {
    const { user } = await makeAccount();
    const cookie = await sessionCookieFor(user.id);
    const response = await get("/logout", {
      headers: { Cookie: cookie, "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Site": "same-origin" },
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    expect(response.headers.get("Set-Cookie")).toMatch(/^sesja=; Path=\/; Max-Age=0; HttpOnly; Secure; SameSite=Lax$/);
    // The old cookie no longer opens anything, even if a copy survived somewhere.
    expect(await getSessionUser(withCookie(cookie))).toBeNull();
  });

  it("a prefetch or a link from another site does not log out; the page offers a button", async () => {
    const { user } = await makeAccount();
    const cookie = await sessionCookieFor(user.id);
    for (const headers of [{ "Sec-Purpose": "prefetch" }, { "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "navigate" }] as Record<
      string,
      string
    >[]) {
      const response = await get("/logout", { headers: { Cookie: cookie, ...headers } });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(">Wyloguj</button>");
    }
    expect(await getSessionUser(withCookie(cookie))).not.toBeNull();
  });
});

describe("login and registration pages", () => {
  it("the login form lands on the profile with a session", async () => {
    const { password } = await makeAccount({ username: "FormularzLogin" });
    const response = await postForm("/login", { intent: "login", username: "formularzlogin", password });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/profil/FormularzLogin");
    expect(await getSessionUser(withCookie(cookieOf(response)))).toMatchObject({ username: "FormularzLogin" });
  });

  it("the login form shows the spec's messages", async () => {
    const wrong = await postForm("/login", { intent: "login", username: "nikt", password: "zle" });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain("błędne hasło i/lub login!");
    const empty = await postForm("/login", { intent: "login", username: "", password: "" });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("nazwa użytkownika oraz hasło są wymagane!");
  });

  it("the registration form lands on the new profile logged in", async () => {
    const response = await postForm("/rejestracja", {
      intent: "register",
      username: "FormularzRejestracja",
      email: "formularz@example.pl",
      password: "dlugie-haslo",
      terms: "on",
      age: "on",
      "g-recaptcha-response": await solvedCaptcha(),
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/profil/FormularzRejestracja");
    expect(await getSessionUser(withCookie(cookieOf(response)))).toMatchObject({ username: "FormularzRejestracja" });
  });

  it("the registration form shows what is wrong", async () => {
    await makeAccount({ username: "JuzJestem" });
    const response = await postForm("/rejestracja", { intent: "register", username: "juzjestem", email: "zly-mail", password: "dlugie-haslo" });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("To nie jest prawidłowy adres e-mail!");
    const taken = await postForm("/rejestracja", {
      intent: "register",
      username: "juzjestem",
      email: "nowy@example.pl",
      password: "dlugie-haslo",
      terms: "on",
      age: "on",
    });
    expect(taken.status).toBe(409);
    expect(await taken.text()).toContain("Ta nazwa użytkownika jest już zajęta!");
  });
});

describe("POST /api/deleteAccount", () => {
  it("removes the user and their sessions; contributions stay as 'Anonimowy' and leave the ranking", async () => {
    const admin = await makeAccount({ role: "admin" });
    const { user: victim } = await makeAccount({ username: "DoUsuniecia" });
    const author = await makeUser();
    const victimCookie = await sessionCookieFor(victim.id);
    const { song } = await makeSong();
    const [own] = await testDb()
      .insert(schema.annotations)
      .values({ songId: song.id, userId: victim.id, text: "moja teoria", lines: [0], points: 0 })
      .returning();
    // The victim voted for someone else's annotation: that point goes with the vote.
    const [other] = await testDb()
      .insert(schema.annotations)
      .values({ songId: song.id, userId: author.id, text: "cudza", lines: [0], points: 1, rankedPoints: 1 })
      .returning();
    await testDb()
      .insert(schema.annotationVotes)
      .values({ annotationId: other.id, voterKey: `u:${victim.id}`, userId: victim.id });
    await testDb().update(schema.users).set({ points: 1 }).where(eq(schema.users.id, author.id));

    const response = await postJson("/api/deleteAccount", { username: "dousuniecia" }, { Cookie: await sessionCookieFor(admin.user.id) });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "success" });

    expect(await userByName("DoUsuniecia")).toBeUndefined();
    expect(await getSessionUser(withCookie(victimCookie))).toBeNull();
    const kept = await testDb().query.annotations.findFirst({ where: (a, { eq }) => eq(a.id, own.id) });
    expect(kept).toMatchObject({ text: "moja teoria", userId: null });
    expect((await testDb().query.annotations.findFirst({ where: (a, { eq }) => eq(a.id, other.id) }))?.points).toBe(0);
    expect((await userByName(author.username))?.points).toBe(0);
    const ranking = await (await get("/api/getRanking")).json<{ sortedRanking: { user_name: string }[] }>();
    expect(ranking.sortedRanking.map((r) => r.user_name)).not.toContain("DoUsuniecia");
  });

  it("never deletes the admin's own account", async () => {
    const admin = await makeAccount({ role: "admin" });
    const response = await postJson("/api/deleteAccount", { username: admin.user.username }, { Cookie: await sessionCookieFor(admin.user.id) });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: "error", error: "Nie możesz usunąć własnego konta." });
    expect(await userByName(admin.user.username)).toBeDefined();
  });

  it("answers 404 for an unknown user", async () => {
    const admin = await makeAccount({ role: "admin" });
    const response = await postJson("/api/deleteAccount", { username: "nie-ma-mnie" }, { Cookie: await sessionCookieFor(admin.user.id) });
    expect(response.status).toBe(404);
  });
});
