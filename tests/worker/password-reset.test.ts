// 'Nie pamiętasz hasła?' (decision 044): one answer whatever the account, links only to a
// confirmed address, a single-use link that lives an hour and is stored as a hash, the new
// password logging in and ending every other session, throttles per client and per account.
import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import * as schema from "@db/schema";
import { LINK_MESSAGES, RESET_MESSAGES } from "@core/schemas/account-settings";
import { setClockForTests } from "@worker/platform/clock";
import { claimedUserId, claimToken, newNonce, tokenHash } from "@worker/services/account-tokens";
import { db } from "@worker/services/db";
import { verifyPassword } from "@worker/services/passwords";
import { getSessionUser } from "@worker/services/session";
import { freshIp, makeAccount, postForm, postJson, sessionCookieFor } from "./account-helpers";
import { get, testDb } from "./helpers";
import { lastMailTo, linkIn, mailsTo } from "./mail-helpers";

afterEach(() => setClockForTests({ fixedMs: null, offsetMs: 0 }));

const NEW_PASSWORD = "zupelnie-nowe-haslo-1";
const withCookie = (cookie: string) => new Request("http://localhost/", { headers: { Cookie: cookie } });
const cookieOf = (response: Response) => (response.headers.get("Set-Cookie") ?? "").split(";")[0];

const askForReset = (login: string, ip = freshIp()) =>
  postForm("/przypomnij-haslo", { intent: "forgot-password", login }, { "CF-Connecting-IP": ip });
const setPassword = (token: string, password = NEW_PASSWORD, headers: Record<string, string> = {}) =>
  postForm(`/nowe-haslo?token=${token}`, { intent: "reset-password", token, password }, headers);

/** An account with a confirmed address and a fresh reset link in its mailbox. */
async function accountWithLink() {
  const account = await makeAccount();
  expect((await askForReset(account.user.username)).status).toBe(200);
  const mail = await lastMailTo(account.user.email);
  return { ...account, mail, ...linkIn(mail) };
}

const passwordHashOf = async (id: number) => (await testDb().query.users.findFirst({ where: (u, { eq }) => eq(u.id, id) }))?.passwordHash ?? "";

describe("asking for a reset link", () => {
  it("answers the same whether the account exists, is unconfirmed or does not exist; only a confirmed address gets a reset link", async () => {
    const confirmed = await makeAccount();
    const unconfirmed = await makeAccount({ confirmed: false });
    const answers = await Promise.all(
      [confirmed.user.username, confirmed.user.email.toUpperCase(), unconfirmed.user.username, "nikt-taki-nie-istnieje", "nikt@nigdzie.pl"].map(
        async (login) => {
          const response = await askForReset(login);
          return { status: response.status, says: (await response.text()).includes(RESET_MESSAGES.sent) };
        },
      ),
    );
    expect(answers).toEqual(Array(5).fill({ status: 200, says: true }));

    const toConfirmed = await mailsTo(confirmed.user.email);
    expect(toConfirmed.map((m) => m.subject)).toEqual(["Ustaw nowe hasło | Nadinterpretacje", "Ustaw nowe hasło | Nadinterpretacje"]);
    expect(linkIn(toConfirmed[1]).path).toMatch(/^\/nowe-haslo\?token=[A-Za-z0-9_-]{43}$/);
    // Only the newest link works: asking again spends the one before.
    expect((await setPassword(linkIn(toConfirmed[0]).token)).status).toBe(400);
    // An unconfirmed address gets a confirmation link and is told to ask again after.
    const [toUnconfirmed] = await mailsTo(unconfirmed.user.email);
    expect(toUnconfirmed.subject).toBe("Potwierdź adres e-mail | Nadinterpretacje");
    expect(toUnconfirmed.text).toContain("potem poproś o nowe hasło jeszcze raz");
    expect(linkIn(toUnconfirmed).path).toMatch(/^\/potwierdz-email\?token=/);
    expect(toUnconfirmed.html).toContain("<a href=");
  });

  it("stores only the link's SHA-256, never the link", async () => {
    const { user, token } = await accountWithLink();
    const rows = await testDb().select().from(schema.accountTokens).where(eq(schema.accountTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(await tokenHash(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0].expiresAt - rows[0].createdAt).toBe(3600);
  });

  it("limits a client to 5 requests an hour whatever the names (429), an account to 3 mails an hour (silently)", async () => {
    const start = Date.now();
    setClockForTests({ fixedMs: start });
    const ip = freshIp();
    const statuses: number[] = [];
    for (const login of ["ktos1", "ktos2", "ktos3", "ktos4", "ktos5", "ktos6"]) statuses.push((await askForReset(login, ip)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await askForReset("ktos7", ip);
    expect(await refused.text()).toContain("Zbyt wiele próśb o nowe hasło z tego adresu. Spróbuj ponownie za");

    const { user } = await makeAccount();
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await askForReset(i % 2 ? user.email : user.username)).status);
    expect(answers).toEqual([200, 200, 200, 200, 200]);
    expect(await mailsTo(user.email)).toHaveLength(3);
    setClockForTests({ fixedMs: start + 3601_000 });
    expect((await askForReset(user.username)).status).toBe(200);
    expect(await mailsTo(user.email)).toHaveLength(4);
  });
});

describe("setting the new password through the link", () => {
  it("opens a form, logs in, ends every other session; the old password fails and the new one works", async () => {
    const { user, password, path, token } = await accountWithLink();
    const elsewhere = await sessionCookieFor(user.id);
    const page = await get(path);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Ustaw nowe hasło");

    const response = await setPassword(token);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/profil/${user.username}`);
    expect(await getSessionUser(withCookie(cookieOf(response)))).toMatchObject({ id: user.id });
    expect(await getSessionUser(withCookie(elsewhere))).toBeNull();
    expect((await postJson("/api/loginUser", { username: user.username, password })).status).toBe(401);
    expect((await postJson("/api/loginUser", { username: user.username, password: NEW_PASSWORD })).status).toBe(200);
  });

  it("of 20 concurrent uses of one link exactly one succeeds", async () => {
    const { user, token } = await accountWithLink();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => setPassword(token, `rownolegle-haslo-${i}`)));
    const won = answers.filter((r) => r.status === 302);
    expect(won).toHaveLength(1);
    expect(answers.filter((r) => r.status === 400)).toHaveLength(19);
    for (const lost of answers.filter((r) => r.status === 400)) expect(await lost.text()).toContain(LINK_MESSAGES.used);
    const winner = answers.indexOf(won[0]);
    expect(await verifyPassword(`rownolegle-haslo-${winner}`, await passwordHashOf(user.id))).toBe(true);
    // Exactly one session was opened by the link.
    const sessions = await testDb().select().from(schema.sessions).where(eq(schema.sessions.userId, user.id));
    expect(sessions.filter((s) => s.revokedAt === null)).toHaveLength(1);
  }, 120_000);

  it("the claim itself: of 20 concurrent batches using one link exactly one acts (no check before it)", async () => {
    const { user, token } = await accountWithLink();
    const hash = await tokenHash(token);
    const owner = (nonce: string) => claimedUserId(hash, nonce);
    const attempts = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const nonce = newNonce();
        const [claimed, revoked] = await db().batch([
          claimToken(hash, "reset", nonce),
          db()
            .update(schema.users)
            .set({ points: sql`${schema.users.points} + ${i + 1}` })
            .where(sql`${schema.users.id} = ${owner(nonce)}`)
            .returning({ id: schema.users.id }),
        ]);
        return { claimed: claimed.length, acted: revoked.length };
      }),
    );
    expect(attempts.filter((a) => a.claimed === 1)).toEqual([{ claimed: 1, acted: 1 }]);
    expect(attempts.filter((a) => a.acted === 1)).toHaveLength(1);
    const points = (await testDb().query.users.findFirst({ where: (u, { eq }) => eq(u.id, user.id) }))?.points ?? 0;
    expect(points).toBeGreaterThan(0);
    expect(points).toBeLessThanOrEqual(20);
  });

  it("refuses an expired, a reused, a forged or a foreign link, and the old password as the new one, changing nothing", async () => {
    const { user, password, token, path } = await accountWithLink();
    const before = await passwordHashOf(user.id);
    const expectRefused = async (response: Response, status: number, message: string) => {
      expect(response.status).toBe(status);
      expect(await response.text()).toContain(message);
      expect(await passwordHashOf(user.id)).toBe(before);
    };

    await expectRefused(await setPassword(token, password), 400, RESET_MESSAGES.samePassword);
    const stranger = await makeAccount();
    const foreign = { Cookie: await sessionCookieFor(stranger.user.id) };
    await expectRefused(await get(path, { headers: foreign }), 403, LINK_MESSAGES.foreign);
    await expectRefused(await setPassword(token, NEW_PASSWORD, foreign), 403, LINK_MESSAGES.foreign);
    const forged = "A".repeat(43);
    await expectRefused(await setPassword(forged), 400, LINK_MESSAGES.invalid);
    await expectRefused(await get(`/nowe-haslo?token=${forged}`), 400, LINK_MESSAGES.invalid);
    await expectRefused(await setPassword("krotki"), 400, LINK_MESSAGES.invalid);
    await expectRefused(await get("/nowe-haslo"), 400, LINK_MESSAGES.invalid);

    setClockForTests({ offsetMs: 3601 * 1000 });
    await expectRefused(await setPassword(token), 400, LINK_MESSAGES.expired);
    await expectRefused(await get(path), 400, LINK_MESSAGES.expired);
    setClockForTests({ offsetMs: 0 });

    expect((await setPassword(token)).status).toBe(302);
    const after = await passwordHashOf(user.id);
    expect((await setPassword(token, "jeszcze-inne-haslo")).status).toBe(400);
    expect(await passwordHashOf(user.id)).toBe(after);
  });

  it("a confirmation link is no reset link", async () => {
    const unconfirmed = await makeAccount({ confirmed: false });
    await askForReset(unconfirmed.user.username);
    const { token } = linkIn(await lastMailTo(unconfirmed.user.email));
    const response = await setPassword(token);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(LINK_MESSAGES.invalid);
  });
});
