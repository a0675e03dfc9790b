// Leaving, from /profil/ustawienia (decision 044): logging out of every device ends every
// session; deleting the account wants the password and a choice, keeps or removes the entries
// and takes the points out of the ranking, and a mail or an erasure that fails leaves
// everything as it was.
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import * as schema from "@db/schema";
import { MAIL_MESSAGES, SETTINGS_MESSAGES } from "@core/schemas/account-settings";
import { getSessionUser } from "@worker/services/session";
import { makeAccount, postForm, sessionCookieFor } from "./account-helpers";
import { owner, settings, userById, withCookie } from "./account-settings-helpers";
import { get, makeSong, makeUser, testDb } from "./helpers";
import { lastMailTo, mailsTo, switchMailProvider } from "./mail-helpers";

describe("sessions, data and leaving", () => {
  it("'Wyloguj ze wszystkich urządzeń' ends every session, this one too", async () => {
    const me = await owner();
    const elsewhere = await sessionCookieFor(me.user.id);
    const response = await settings({ intent: "logout-all" }, me.cookie);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    expect(response.headers.get("Set-Cookie")).toMatch(/^sesja=; Path=\/; Max-Age=0/);
    expect(await getSessionUser(withCookie(me.cookie))).toBeNull();
    expect(await getSessionUser(withCookie(elsewhere))).toBeNull();
  });

  async function accountWithEntries() {
    const me = await owner();
    const author = await makeUser();
    const { song } = await makeSong();
    const [mine] = await testDb()
      .insert(schema.annotations)
      .values({ songId: song.id, userId: me.user.id, text: "do zachowania", lines: [0], points: 2, rankedPoints: 2 })
      .returning();
    const [theirs] = await testDb()
      .insert(schema.annotations)
      .values({ songId: song.id, userId: author.id, text: "cudza", lines: [0], points: 1, rankedPoints: 1 })
      .returning();
    await testDb()
      .insert(schema.annotationVotes)
      .values({ annotationId: theirs.id, voterKey: `u:${me.user.id}`, userId: me.user.id });
    await testDb().update(schema.users).set({ points: 1 }).where(eq(schema.users.id, author.id));
    await testDb().update(schema.users).set({ points: 2 }).where(eq(schema.users.id, me.user.id));
    const [comment] = await testDb().insert(schema.comments).values({ songId: song.id, userId: me.user.id, text: "mój komentarz" }).returning();
    const [translation] = await testDb()
      .insert(schema.translations)
      .values({ songId: song.id, userId: me.user.id, code: "en", text: "la" })
      .returning();
    return { me, author, mine, theirs, comment, translation };
  }
  const annotation = (id: number) => testDb().query.annotations.findFirst({ where: (a, { eq }) => eq(a.id, id) });
  const trashEntriesOf = (userId: number) =>
    testDb()
      .select()
      .from(schema.trash)
      .where(and(eq(schema.trash.kind, "account"), eq(schema.trash.itemId, userId)));

  it("deleting needs the password and a choice; a refused or unmailed deletion deletes nothing", async () => {
    const { me } = await accountWithEntries();
    const noChoice = await settings({ intent: "delete-account", current: me.password }, me.cookie);
    expect(noChoice.status).toBe(400);
    expect(await noChoice.text()).toContain(SETTINGS_MESSAGES.contributionsChoice);
    const noPassword = await settings({ intent: "delete-account", contributions: "keep" }, me.cookie);
    expect(noPassword.status).toBe(400);
    expect(await noPassword.text()).toContain(SETTINGS_MESSAGES.currentRequired);
    expect(await userById(me.user.id)).toBeDefined();
    const admin = await owner({ role: "admin" });
    const adminRefused = await settings({ intent: "delete-account", current: admin.password, contributions: "keep" }, admin.cookie);
    expect(adminRefused.status).toBe(403);
    expect(await userById(admin.user.id)).toBeDefined();
  });

  it("when the mail cannot go out, a new address is not pending and a deletion is undone: everything is as it was", async () => {
    const { me, author, mine, theirs } = await accountWithEntries();
    const elsewhere = await sessionCookieFor(me.user.id);
    // What the database itself clears when an account goes (cascades, nulled columns), beside
    // what the trash carries: a link, a block on the account, a report it made.
    const link = { tokenHash: `skrot-${me.user.id}`, userId: me.user.id, purpose: "reset" as const, email: me.user.email, expiresAt: 4_000_000_000 };
    await testDb().insert(schema.accountTokens).values(link);
    const [block] = await testDb().insert(schema.blocks).values({ userId: me.user.id, label: me.user.username, until: 4_000_000_000 }).returning();
    const [report] = await testDb()
      .insert(schema.reports)
      .values({ kind: "annotation", itemId: theirs.id, reporterKey: `u:${me.user.id}`, userId: me.user.id, reason: "spam" })
      .returning();
    const before = await userById(me.user.id);
    const provider = switchMailProvider("resend", async () => new Response("awaria", { status: 503 }));
    try {
      const address = `niedoszly.${me.user.username.toLowerCase()}@example.pl`;
      const change = await settings({ intent: "change-email", current: me.password, email: address }, me.cookie);
      expect(change.status).toBe(503);
      expect(await change.text()).toContain(MAIL_MESSAGES.failed);
      const leave = await settings({ intent: "delete-account", current: me.password, contributions: "remove" }, me.cookie);
      expect(leave.status).toBe(503);
      expect(await leave.text()).toContain(MAIL_MESSAGES.failed);
      expect(leave.headers.get("Set-Cookie") ?? "").not.toMatch(/sesja=;/);
      expect(provider.sent.length).toBeGreaterThanOrEqual(2);
    } finally {
      provider.restore();
    }
    expect(await userById(me.user.id)).toEqual(before);
    expect(await annotation(mine.id)).toMatchObject({ userId: me.user.id, text: "do zachowania" });
    // The account's vote is back, with the points it gave.
    expect((await annotation(theirs.id))?.points).toBe(1);
    expect((await userById(author.id))?.points).toBe(1);
    expect(await testDb().select().from(schema.accountTokens).where(eq(schema.accountTokens.userId, me.user.id))).toEqual([
      expect.objectContaining(link),
    ]);
    expect(await testDb().select().from(schema.blocks).where(eq(schema.blocks.id, block.id))).toEqual([block]);
    expect(await testDb().select().from(schema.reports).where(eq(schema.reports.id, report.id))).toEqual([report]);
    // Both sessions still work, and no entry of a deletion that never happened stays in the trash.
    expect(await getSessionUser(withCookie(me.cookie))).toMatchObject({ id: me.user.id });
    expect(await getSessionUser(withCookie(elsewhere))).toMatchObject({ id: me.user.id });
    expect(await trashEntriesOf(me.user.id)).toEqual([]);
  });

  it("when the erasure itself fails, no mail goes out and nothing is deleted (503 with a Polish message)", async () => {
    const { me, mine, theirs, comment } = await accountWithEntries();
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    // D1 refusing the batch, as an outage would: the trash's move is one transaction.
    const trigger = `refuse_leaving_${me.user.id}`;
    await testDb().run(
      sql.raw(`CREATE TRIGGER ${trigger} BEFORE DELETE ON users WHEN OLD.id = ${me.user.id} BEGIN SELECT RAISE(ABORT, 'awaria'); END`),
    );
    try {
      const leave = await settings({ intent: "delete-account", current: me.password, contributions: "remove" }, me.cookie);
      expect(leave.status).toBe(503);
      expect(await leave.text()).toContain(SETTINGS_MESSAGES.deleteFailed);
      expect(errors).toHaveBeenCalled();
    } finally {
      await testDb().run(sql.raw(`DROP TRIGGER ${trigger}`));
      errors.mockRestore();
    }
    expect(await mailsTo(me.user.email)).toEqual([]);
    expect(await userById(me.user.id)).toMatchObject({ username: me.user.username, points: 2 });
    expect(await annotation(mine.id)).toMatchObject({ userId: me.user.id });
    expect(await testDb().query.comments.findFirst({ where: (c, { eq }) => eq(c.id, comment.id) })).toMatchObject({ userId: me.user.id });
    expect((await annotation(theirs.id))?.points).toBe(1);
    expect(await getSessionUser(withCookie(me.cookie))).toMatchObject({ id: me.user.id });
    expect(await trashEntriesOf(me.user.id)).toEqual([]);
  });

  it("deleting and keeping the entries: they read 'Anonimowy', the votes' points go back, the ranking forgets the account, a mail confirms", async () => {
    const { me, author, mine, theirs } = await accountWithEntries();
    const response = await settings({ intent: "delete-account", current: me.password, contributions: "keep" }, me.cookie);
    expect(response.status).toBe(302);
    expect(response.headers.get("Set-Cookie")).toMatch(/^sesja=; /);
    expect(await userById(me.user.id)).toBeUndefined();
    expect(await annotation(mine.id)).toMatchObject({ text: "do zachowania", userId: null });
    expect((await annotation(theirs.id))?.points).toBe(0);
    expect((await userById(author.id))?.points).toBe(0);
    const mail = await lastMailTo(me.user.email);
    expect(mail.subject).toBe("Twoje konto zostało usunięte | Nadinterpretacje");
    expect(mail.text).toContain("„Anonimowy”");
    const ranking = await (await get("/api/getRanking")).json<{ sortedRanking: { user_name: string }[] }>();
    expect(ranking.sortedRanking.map((r) => r.user_name)).not.toContain(me.user.username);
  });

  it("deleting and removing the entries erases interpretations, comments and translations; restored, all comes back", async () => {
    const { me, mine, theirs, comment, translation } = await accountWithEntries();
    // Cleared by the database when the user row goes: a block on the account, a report it made.
    const [block] = await testDb().insert(schema.blocks).values({ userId: me.user.id, label: me.user.username, until: 4_000_000_000 }).returning();
    const [report] = await testDb()
      .insert(schema.reports)
      .values({ kind: "annotation", itemId: theirs.id, reporterKey: `u:${me.user.id}`, userId: me.user.id, reason: "spam" })
      .returning();
    expect((await settings({ intent: "delete-account", current: me.password, contributions: "remove" }, me.cookie)).status).toBe(302);
    expect(await annotation(mine.id)).toBeUndefined();
    expect(await testDb().query.comments.findFirst({ where: (c, { eq }) => eq(c.id, comment.id) })).toBeUndefined();
    expect(await testDb().query.translations.findFirst({ where: (t, { eq }) => eq(t.id, translation.id) })).toBeUndefined();
    const mail = (await lastMailTo(me.user.email)).text;
    expect(mail).toContain("usunęliśmy razem z kontem");
    // The mail says what the privacy page says: 30 days in the trash, restorable on request.
    expect(mail).toContain("Przez 30 dni konto leży jeszcze w koszu");
    expect(mail).toContain("napisz w tym czasie na rodo@nadinterpretacje.test, a przywrócimy je");
    // Gone from the site, yet 30 days in the trash (the privacy page says so): an admin can
    // bring the account back with everything it took, on its owner's request.
    const [entry] = await testDb()
      .select()
      .from(schema.trash)
      .where(and(eq(schema.trash.kind, "account"), eq(schema.trash.itemId, me.user.id)));
    expect(entry).toMatchObject({ status: "trashed", label: me.user.username, deletedBy: me.user.id });
    const admin = await sessionCookieFor((await makeAccount({ role: "admin" })).user.id);
    expect((await postForm("/panel/kosz", { trash_id: String(entry.id) }, { Cookie: admin })).status).toBe(200);
    expect(await userById(me.user.id)).toMatchObject({ username: me.user.username, points: 2 });
    expect(await annotation(mine.id)).toMatchObject({ userId: me.user.id });
    expect(await testDb().select().from(schema.blocks).where(eq(schema.blocks.id, block.id))).toEqual([block]);
    expect(await testDb().select().from(schema.reports).where(eq(schema.reports.id, report.id))).toEqual([report]);
  });
});
