// The panel's moderation (issue 17, decision 043): the queue's order and decisions, blocks
// that refuse every write with their end date and can be lifted, roles with the last admin
// kept, the audit log of every action with filters and CSV, and every query the queue, trash
// and log use walking an index (EXPLAIN QUERY PLAN).
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as schema from "@db/schema";
import { makeAccount, postForm, postJson, sessionCookieFor } from "./account-helpers";
import { get, makeSong, testDb } from "./helpers";
import { visibleText } from "./html";

let admin: { id: number; username: string };
let adminCookie = "";
let moderatorCookie = "";
beforeAll(async () => {
  admin = (await makeAccount({ role: "admin" })).user;
  adminCookie = await sessionCookieFor(admin.id);
  moderatorCookie = await sessionCookieFor((await makeAccount({ role: "moderator" })).user.id);
});

async function commentBy(authorId: number | null, text: string) {
  const { song } = await makeSong();
  const [comment] = await testDb()
    .insert(schema.comments)
    .values({ songId: song.id, userId: authorId, text, clientHash: authorId ? null : "klient-testowy" })
    .returning();
  return { song, comment };
}
const reportAs = async (commentId: number) =>
  postJson("/api/report", { kind: "comment", item_id: commentId, reason: "spam" }, { Cookie: await sessionCookieFor((await makeAccount()).user.id) });
const decide = (fields: Record<string, string>, cookie = moderatorCookie) => postForm("/panel/zgloszenia", fields, { Cookie: cookie });

describe("the review queue", () => {
  it("lists the most reported first, then the oldest, with text, author, reasons; the panel's navigation counts them", async () => {
    const { user: author } = await makeAccount();
    const { comment: once } = await commentBy(author.id, "Raz zgłoszony komentarz");
    const { comment: twice } = await commentBy(null, "Dwa razy zgłoszony komentarz");
    await reportAs(once.id);
    await reportAs(twice.id);
    await reportAs(twice.id);
    const html = await (await get("/panel/zgloszenia", { headers: { Cookie: moderatorCookie } })).text();
    const text = visibleText(html);
    expect(text.indexOf("Dwa razy zgłoszony komentarz")).toBeLessThan(text.indexOf("Raz zgłoszony komentarz"));
    expect(text).toContain(`Autor: ${author.username}`);
    expect(text).toContain("Spam lub reklama: 2");
    expect(text).toMatch(/Zgłoszenia \(\d+ do sprawdzenia\)/);
  });

  it("dismissing a held item brings it back; deleting moves it to the trash; both close its reports", async () => {
    const { song, comment } = await commentBy(null, "Ukryty po trzech zgłoszeniach");
    for (let i = 0; i < 3; i++) await reportAs(comment.id);
    expect((await testDb().select().from(schema.comments).where(eq(schema.comments.id, comment.id))).length).toBe(0);
    expect((await decide({ kind: "comment", item_id: String(comment.id), decision: "dismiss" })).status).toBe(200);
    expect(visibleText(await (await get(`/${song.urlname}/komentarze`)).text())).toContain("Ukryty po trzech zgłoszeniach");
    const [item] = await testDb()
      .select()
      .from(schema.reportItems)
      .where(and(eq(schema.reportItems.kind, "comment"), eq(schema.reportItems.itemId, comment.id)));
    expect(item).toMatchObject({ state: "closed", openCount: 0 });
    await reportAs(comment.id);
    expect((await decide({ kind: "comment", item_id: String(comment.id), decision: "delete", reason: "spam" })).status).toBe(200);
    const entries = await testDb()
      .select()
      .from(schema.trash)
      .where(and(eq(schema.trash.kind, "comment"), eq(schema.trash.itemId, comment.id)));
    expect(entries.map((e) => e.status).sort()).toEqual(["restored", "trashed"]);
  });

  it("only the admin deletes a reported interpretation (product §6.2); a moderator may dismiss", async () => {
    const { song } = await makeSong({ lyrics: ["linia"] });
    const [annotation] = await testDb()
      .insert(schema.annotations)
      .values({ songId: song.id, text: "Zgłoszona teoria", lines: [0] })
      .returning();
    await postJson(
      "/api/report",
      { kind: "annotation", item_id: annotation.id, reason: "meaning" },
      { Cookie: await sessionCookieFor((await makeAccount()).user.id) },
    );
    const refused = await decide({ kind: "annotation", item_id: String(annotation.id), decision: "delete" });
    expect(refused.status).toBe(403);
    expect((await decide({ kind: "annotation", item_id: String(annotation.id), decision: "delete" }, adminCookie)).status).toBe(200);
  });
});

describe("blocks", () => {
  it("a blocked user reads and logs in, but every write answers the block with its end date; lifted, they write again", async () => {
    const { user: author, password } = await makeAccount();
    const { comment, song } = await commentBy(author.id, "Komentarz do zablokowania");
    await reportAs(comment.id);
    expect((await decide({ kind: "comment", item_id: String(comment.id), decision: "block", days: "7", reason: "spam" })).status).toBe(200);
    const cookie = await sessionCookieFor(author.id);
    const refused = await postJson("/api/addComment", { song_id: song.id, text: "Jeszcze jeden" }, { Cookie: cookie });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toMatch(
      /^Twoje konto jest zablokowane do \d+ \S+ \d{4} \d{2}:\d{2}\. Możesz czytać stronę i się logować, ale nie możesz nic dodawać ani głosować\.$/,
    );
    const vote = await postJson("/api/voteUpComment", { comment_id: comment.id, up: true }, { Cookie: cookie });
    expect(vote.status).toBe(403);
    expect((await postJson("/api/loginUser", { username: author.username, password })).status).toBe(200);
    expect((await get(`/${song.urlname}`, { headers: { Cookie: cookie } })).status).toBe(200);

    const [block] = await testDb().select().from(schema.blocks).where(eq(schema.blocks.userId, author.id));
    const list = visibleText(await (await get("/panel/blokady", { headers: { Cookie: moderatorCookie } })).text());
    expect(list).toContain(author.username);
    expect((await postForm("/panel/blokady", { intent: "lift", block_id: String(block.id) }, { Cookie: moderatorCookie })).status).toBe(200);
    expect((await postJson("/api/addComment", { song_id: song.id, text: "Już mogę" }, { Cookie: cookie })).status).toBe(200);
  });

  it("an anonymous author is blocked by the hash of their client, never their address", async () => {
    const { comment } = await commentBy(null, "Anonimowy spam");
    await reportAs(comment.id);
    expect((await decide({ kind: "comment", item_id: String(comment.id), decision: "block", days: "1" })).status).toBe(200);
    const [block] = await testDb().select().from(schema.blocks).where(eq(schema.blocks.clientHash, "klient-testowy"));
    expect(block).toMatchObject({ userId: null, label: "Anonimowy (adres ukryty)" });
  });
});

describe("roles", () => {
  it("the admin makes a user a moderator and takes it back; the last admin keeps the role", async () => {
    const { user } = await makeAccount();
    expect((await postForm("/panel/uzytkownicy", { user_id: String(user.id), role: "moderator" }, { Cookie: adminCookie })).status).toBe(200);
    expect((await testDb().select({ r: schema.users.role }).from(schema.users).where(eq(schema.users.id, user.id)))[0].r).toBe("moderator");
    expect((await postForm("/panel/uzytkownicy", { user_id: String(user.id), role: "user" }, { Cookie: adminCookie })).status).toBe(200);
    // Every other admin of this test database demoted, then the last one tries to demote themself.
    await testDb().update(schema.users).set({ role: "user" }).where(sql`role = 'admin' AND id <> ${admin.id}`);
    const last = await postForm("/panel/uzytkownicy", { user_id: String(admin.id), role: "user" }, { Cookie: adminCookie });
    expect(last.status).toBe(409);
    expect(visibleText(await last.text())).toContain("To ostatni administrator: nie można mu odebrać roli.");
  });
});

describe("the audit log", () => {
  it("records who did what, filters by who, action, kind and date, and downloads as CSV", async () => {
    const { comment } = await commentBy(null, "Do dziennika");
    await postJson("/api/deleteComment", { comment_id: comment.id }, { Cookie: adminCookie });
    const entry = (await testDb().select().from(schema.trash).where(eq(schema.trash.itemId, comment.id)))[0];
    await postForm("/panel/kosz", { trash_id: String(entry.id) }, { Cookie: adminCookie });
    const page = visibleText(
      await (await get(`/panel/dziennik?kto=${admin.username}&rodzaj=comment`, { headers: { Cookie: moderatorCookie } })).text(),
    );
    expect(page).toContain("usunięcie komentarz: Do dziennika");
    expect(page).toContain("przywrócenie komentarz: Do dziennika");
    const restores = visibleText(await (await get("/panel/dziennik?akcja=restore", { headers: { Cookie: moderatorCookie } })).text());
    expect(restores).not.toContain("usunięcie komentarz: Do dziennika");
    const csv = await get(`/panel/dziennik.csv?kto=${admin.username}`, { headers: { Cookie: moderatorCookie } });
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines[0]).toBe("id,kiedy,kto,akcja,rodzaj,id_wpisu,co,powod");
    expect(lines.some((line) => line.includes(",delete,comment,") && line.includes("Do dziennika"))).toBe(true);
    const future = await get("/panel/dziennik?od=2099-01-01", { headers: { Cookie: moderatorCookie } });
    expect(visibleText(await future.text())).toContain("Brak wpisów.");
  });
});

describe("every query of the queue, trash, log and blocks walks an index", () => {
  const plan = async (query: ReturnType<typeof sql>) =>
    (await testDb().all<{ detail: string }>(sql`EXPLAIN QUERY PLAN ${query}`)).map((row) => row.detail).join(" | ");
  it.each([
    ["queue", sql`SELECT * FROM report_items WHERE state <> 'closed' ORDER BY open_count DESC, first_at LIMIT 50`, /report_items_queue/],
    ["queue length", sql`SELECT count(*) FROM report_items WHERE state <> 'closed'`, /report_items_queue/],
    [
      "reasons",
      sql`SELECT item_id, reason, count(*) FROM reports WHERE kind = 'comment' AND item_id IN (1, 2) AND status = 'open' GROUP BY item_id, reason`,
      /reports_item/,
    ],
    ["pending revisions", sql`SELECT * FROM song_revisions WHERE status = 'pending' ORDER BY created_at, id LIMIT 50`, /song_revisions_pending/],
    ["trash", sql`SELECT * FROM trash WHERE status = 'trashed' ORDER BY deleted_at DESC, id DESC LIMIT 50`, /trash_status_deleted/],
    ["held for an author", sql`SELECT * FROM trash WHERE song_id = 1 AND status = 'held' AND author_id = 2`, /trash_song_held/],
    ["log", sql`SELECT * FROM audit_log ORDER BY created_at DESC, id DESC LIMIT 100`, /audit_created/],
    ["log by action", sql`SELECT * FROM audit_log WHERE action = 'delete' ORDER BY created_at DESC LIMIT 100`, /audit_action/],
    ["log by kind", sql`SELECT * FROM audit_log WHERE kind = 'comment' ORDER BY created_at DESC LIMIT 100`, /audit_kind/],
    ["active blocks", sql`SELECT * FROM blocks WHERE lifted_at IS NULL AND until > 0 ORDER BY until LIMIT 200`, /blocks_active/],
    [
      "a writer's block",
      sql`SELECT * FROM blocks WHERE lifted_at IS NULL AND until > 0 AND (user_id = 1 OR client_hash = 'x')`,
      /blocks_(user|client|active)/,
    ],
    ["client hashes to forget", sql`UPDATE comments SET client_hash = NULL WHERE client_hash IS NOT NULL AND created_at < 0`, /comments_client_hash/],
  ])("%s", async (_, query, index) => {
    const detail = await plan(query);
    expect(detail).toMatch(index);
    expect(detail).not.toMatch(/SCAN (report_items|reports|trash|audit_log|blocks|song_revisions|comments)(?! USING)/);
  });
});
