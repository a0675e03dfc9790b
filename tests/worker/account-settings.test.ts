// /profil/ustawienia (decision 044): every action is the session's own account's, refused to a
// visitor and deaf to names in the body; changes that matter want the current password,
// counted like a login (the data export: account-export.test.ts; logging out everywhere and
// deleting the account: account-settings-leaving.test.ts).
import { describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES } from "@core/schemas/account";
import { LINK_MESSAGES, RESET_MESSAGES, SETTINGS_MESSAGES } from "@core/schemas/account-settings";
import { verifyPassword } from "@worker/services/passwords";
import { getSessionUser } from "@worker/services/session";
import { freshIp, makeAccount, postForm, postJson, sessionCookieFor } from "./account-helpers";
import { owner, settings, userById, withCookie } from "./account-settings-helpers";
import { get } from "./helpers";
import { visibleText } from "./html";
import { lastMailTo, linkIn, mailsTo } from "./mail-helpers";

describe("who may act", () => {
  it("a visitor gets 401 from every settings action and the page, and nothing changes", async () => {
    const { user, password } = await owner();
    const forged = { username: user.username, user_id: String(user.id), userdata: JSON.stringify({ username: user.username, role: "admin" }) };
    const intents: Record<string, string>[] = [
      { intent: "change-password", current: password, password: "inne-haslo-123" },
      { intent: "change-email", current: password, email: "cudzy@example.pl" },
      { intent: "resend-confirmation" },
      { intent: "logout-all" },
      { intent: "delete-account", current: password, contributions: "remove" },
      { intent: "export-data", current: password },
    ];
    for (const fields of intents) {
      const response = await settings({ ...fields, ...forged });
      expect(response.status, fields.intent).toBe(401);
      expect(await response.text()).toContain("Musisz być zalogowany.");
    }
    expect((await get("/profil/ustawienia")).status).toBe(401);
    const file = await get("/profil/ustawienia/dane", { redirect: "manual" });
    expect(file.status).toBe(302);
    expect(file.headers.get("Location")).toBe("/login");
    const after = await userById(user.id);
    expect(after).toMatchObject({ email: user.email, passwordHash: user.passwordHash });
    expect(await mailsTo("cudzy@example.pl")).toEqual([]);
  });

  it("acts on the session's account only, whatever names the body carries", async () => {
    const me = await owner();
    const other = await owner();
    const response = await settings(
      { intent: "change-password", current: me.password, password: "moje-nowe-haslo", username: other.user.username, user_id: String(other.user.id) },
      me.cookie,
    );
    expect(response.status).toBe(200);
    expect(await verifyPassword("moje-nowe-haslo", (await userById(me.user.id))!.passwordHash)).toBe(true);
    expect((await userById(other.user.id))?.passwordHash).toBe(other.user.passwordHash);
    // The other account's password does not open my settings either.
    const wrong = await settings({ intent: "delete-account", current: other.password, contributions: "keep" }, me.cookie);
    expect(wrong.status).toBe(401);
    expect(await userById(me.user.id)).toBeDefined();
  });

  it("the settings page is the owner's own, linked from their own profile only", async () => {
    const me = await owner({ confirmed: false });
    const page = await get("/profil/ustawienia", { headers: { Cookie: me.cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(me.user.email);
    expect(html).toContain("niepotwierdzony");
    expect(html).toContain("Wyślij link ponownie");
    // Leaving says what the deletion mail and the privacy page say: 30 days in the trash, restorable on request.
    const leaving = visibleText(html);
    expect(leaving).toContain("Przez 30 dni konto poleży jeszcze w koszu, widoczne tylko dla moderatorów.");
    expect(leaving).toContain("napisz w tym czasie na rodo@nadinterpretacje.test, a przywrócimy je");
    expect(leaving).toContain("kopie zapasowe bazy znikają po kolejnych 30 dniach");
    expect(leaving).not.toContain("Usuń konto na zawsze");
    expect(await (await get(`/profil/${me.user.username}`, { headers: { Cookie: me.cookie } })).text()).toContain('href="/profil/ustawienia"');
    const other = await makeAccount();
    expect(await (await get(`/profil/${other.user.username}`, { headers: { Cookie: me.cookie } })).text()).not.toContain('href="/profil/ustawienia"');
  });
});

describe("the password", () => {
  it("changes with the current one; other sessions end, this one stays; the same password is refused", async () => {
    const me = await owner();
    const elsewhere = await sessionCookieFor(me.user.id);
    const same = await settings({ intent: "change-password", current: me.password, password: me.password }, me.cookie);
    expect(same.status).toBe(400);
    expect(await same.text()).toContain(RESET_MESSAGES.samePassword);
    const short = await settings({ intent: "change-password", current: me.password, password: "krotkie" }, me.cookie);
    expect(short.status).toBe(400);
    expect(await short.text()).toContain(ACCOUNT_MESSAGES.passwordShort);

    const done = await settings({ intent: "change-password", current: me.password, password: "calkiem-nowe-haslo" }, me.cookie);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain(SETTINGS_MESSAGES.passwordChanged);
    expect(await getSessionUser(withCookie(me.cookie))).toMatchObject({ id: me.user.id });
    expect(await getSessionUser(withCookie(elsewhere))).toBeNull();
    expect((await postJson("/api/loginUser", { username: me.user.username, password: "calkiem-nowe-haslo" })).status).toBe(200);
  });

  it("a wrong current password is counted like a login: 5 per account and client, then 429, and the right one is refused too", async () => {
    const me = await owner();
    const ip = freshIp();
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await settings({ intent: "change-password", current: `zle-${i}`, password: "nowe-haslo-123" }, me.cookie, ip)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const throttled = await settings({ intent: "change-password", current: me.password, password: "nowe-haslo-123" }, me.cookie, ip);
    expect(throttled.status).toBe(429);
    expect(await throttled.text()).toContain("Zbyt wiele nieudanych prób podania hasła.");
    // The login form shares the count: this client cannot try the account's password there either.
    expect((await postJson("/api/loginUser", { username: me.user.username, password: me.password }, { "CF-Connecting-IP": ip })).status).toBe(429);
    expect((await userById(me.user.id))?.passwordHash).toBe(me.user.passwordHash);
  });
});

describe("the e-mail address", () => {
  it("changes through the link to the new address, with a notice to the old one; reset links to the old address stop working", async () => {
    const me = await owner();
    await postForm("/przypomnij-haslo", { intent: "forgot-password", login: me.user.username });
    const oldReset = linkIn(await lastMailTo(me.user.email));

    const taken = await makeAccount();
    const refused = await settings({ intent: "change-email", current: me.password, email: taken.user.email.toUpperCase() }, me.cookie);
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain(ACCOUNT_MESSAGES.emailTaken);
    const same = await settings({ intent: "change-email", current: me.password, email: me.user.email }, me.cookie);
    expect(same.status).toBe(400);
    expect(await same.text()).toContain(SETTINGS_MESSAGES.sameEmail);

    const address = `nowy.${me.user.username.toLowerCase()}@example.pl`;
    const asked = await settings({ intent: "change-email", current: me.password, email: address }, me.cookie);
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain(SETTINGS_MESSAGES.emailLinkSent);
    expect((await userById(me.user.id))?.email).toBe(me.user.email);
    const notice = await lastMailTo(me.user.email);
    expect(notice.subject).toBe("Zmiana adresu e-mail | Nadinterpretacje");
    expect(notice.text).toContain(address);

    const { path, token } = linkIn(await lastMailTo(address));
    expect((await postForm(path, { intent: "confirm-email", token }, { Cookie: me.cookie })).status).toBe(200);
    expect(await userById(me.user.id)).toMatchObject({ email: address, emailConfirmedAt: expect.any(Number) });
    const stale = await postForm(oldReset.path, { intent: "reset-password", token: oldReset.token, password: "przejete-haslo-1" });
    expect(stale.status).toBe(400);
    expect(await stale.text()).toContain(LINK_MESSAGES.used);
  });

  it("an unconfirmed account can have its link sent again; a confirmed one is told so", async () => {
    const me = await owner({ confirmed: false });
    const sent = await settings({ intent: "resend-confirmation" }, me.cookie);
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain(SETTINGS_MESSAGES.confirmationSent);
    expect((await lastMailTo(me.user.email)).subject).toBe("Potwierdź adres e-mail | Nadinterpretacje");
    const confirmed = await owner();
    const refused = await settings({ intent: "resend-confirmation" }, confirmed.cookie);
    expect(refused.status).toBe(400);
    expect(await mailsTo(confirmed.user.email)).toEqual([]);
  });
});
