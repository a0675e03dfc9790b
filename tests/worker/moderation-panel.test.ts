// The panel's moderation (issue 17, decision 043): the queue's order and decisions, blocks
// that refuse every write with their end date and can be lifted, roles with the last admin
// kept, and the audit log of every action with filters and CSV (the statements the queue and
// the rest send to D1: moderation-panel-query-plans.test.ts).
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "@db/schema";
import { setClockForTests } from "@worker/platform/clock";
import { makeAccount, postForm, postJson, sessionCookieFor } from "./account-helpers";
import { get, makeSong, testDb } from "./helpers";
import { visibleText } from "./html";
import { admin, adminCookie, commentBy, decide, moderatorCookie, reportAs, withModerationSessions } from "./moderation-panel-helpers";

withModerationSessions();

describe("the review queue", () => {
  it("lists the most reported first, with text, author, reasons", async () => {
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
  });

  it("among items reported as often, the one first reported longest ago comes first", async () => {
    const { comment: newer } = await commentBy(null, "Zgłoszony przed chwilą");
    const { comment: older } = await commentBy(null, "Zgłoszony godzinę temu");
    await reportAs(newer.id);
    // The later comment (a higher id, reported second) got its first report an hour earlier.
    setClockForTests({ offsetMs: -3600_000 });
    try {
      await reportAs(older.id);
    } finally {
      setClockForTests({ fixedMs: null, offsetMs: 0 });
    }
    const text = visibleText(await (await get("/panel/zgloszenia", { headers: { Cookie: moderatorCookie } })).text());
    expect(text).toContain("Zgłoszony przed chwilą");
    expect(text.indexOf("Zgłoszony godzinę temu")).toBeLessThan(text.indexOf("Zgłoszony przed chwilą"));
  });

  it("the panel's navigation shows exactly how many items and proposals wait", async () => {
    const waiting = async () => {
      const text = visibleText(await (await get("/panel/kosz", { headers: { Cookie: moderatorCookie } })).text());
      return Number(/Zgłoszenia \((\d+) do sprawdzenia\)/.exec(text)?.[1] ?? 0);
    };
    const stored = async () => {
      const [items] = await testDb().select({ n: sql<number>`count(*)` }).from(schema.reportItems).where(sql`state <> 'closed'`);
      const [proposals] = await testDb()
        .select({ n: sql<number>`count(*)` })
        .from(schema.songRevisions)
        .where(eq(schema.songRevisions.status, "pending"));
      return items.n + proposals.n;
    };
    const before = await waiting();
    expect(before).toBe(await stored());
    const { song, comment } = await commentBy(null, "Policz mnie raz");
    await reportAs(comment.id);
    expect(await waiting()).toBe(before + 1);
    // A second report of the same item is the same item waiting.
    await reportAs(comment.id);
    expect(await waiting()).toBe(before + 1);
    // A proposed video waits beside the reports.
    await testDb()
      .insert(schema.songRevisions)
      .values({ songId: song.id, kind: "video", status: "pending", payload: { id: "czekaVideo1", title: "", thumbDefault: "", thumbMedium: "" } });
    expect(await waiting()).toBe(before + 2);
    expect((await decide({ kind: "comment", item_id: String(comment.id), decision: "dismiss" })).status).toBe(200);
    expect(await waiting()).toBe(before + 1);
    expect(await waiting()).toBe(await stored());
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

describe("the audit log records each action with who, what and why", () => {
  it("block, unblock, role change, article save and article delete", async () => {
    const { user } = await makeAccount();
    const asAdmin = (path: string, fields: Record<string, string>) => postForm(path, fields, { Cookie: adminCookie });
    expect((await asAdmin("/panel/blokady", { username: user.username, days: "7", reason: "spam w komentarzach" })).status).toBe(200);
    const [block] = await testDb().select().from(schema.blocks).where(eq(schema.blocks.userId, user.id));
    expect((await asAdmin("/panel/blokady", { intent: "lift", block_id: String(block.id) })).status).toBe(200);
    expect((await asAdmin("/panel/uzytkownicy", { user_id: String(user.id), role: "moderator" })).status).toBe(200);
    const title = `Artykuł do dziennika ${user.id}`;
    const saved = await asAdmin("/artykul_edit", { intent: "save", article_title: title, article_text: "<p>treść</p>" });
    expect(saved.status).toBe(302);
    const url = (saved.headers.get("Location") ?? "").replace("/artykul/", "");
    const [article] = await testDb().select().from(schema.articles).where(eq(schema.articles.url, url));
    expect((await asAdmin(`/artykul_edit/${url}`, { intent: "delete", article_id: String(article.id) })).status).toBe(302);

    const csv = await (await get(`/panel/dziennik.csv?kto=${admin.username}`, { headers: { Cookie: moderatorCookie } })).text();
    // id, when, who, action, kind, item id, what, why — newest first; this test's five rows.
    const rows = csv
      .trim()
      .split("\r\n")
      .map((line) => line.split(",").slice(2).join(","))
      .filter((row) => row.includes(user.username) || row.includes(title));
    expect(rows).toEqual([
      `${admin.username},article-delete,article,${article.id},${title},`,
      `${admin.username},article-save,article,${article.id},${title},`,
      `${admin.username},role,account,${user.id},${user.username},user → moderator`,
      `${admin.username},unblock,account,${user.id},${user.username},`,
      `${admin.username},block,account,${user.id},${user.username},7 dni: spam w komentarzach`,
    ]);
    // The page says the same in Polish.
    const page = visibleText(await (await get(`/panel/dziennik?kto=${admin.username}`, { headers: { Cookie: moderatorCookie } })).text());
    for (const shown of [
      `blokada konto: ${user.username} 7 dni: spam w komentarzach`,
      `zdjęcie blokady konto: ${user.username}`,
      `zmiana roli konto: ${user.username} user → moderator`,
      `zapis artykułu artykuł: ${title}`,
      `usunięcie artykułu artykuł: ${title}`,
    ])
      expect(page).toContain(shown);
  });
});
