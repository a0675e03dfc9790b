// Reports (issue 17, decision 043): one per reporter per item, a clear 4xx for bad input and
// floods, exactly counted under concurrency, and an item hidden after 3 reporters — exactly
// once — that its author still sees, marked as waiting.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "@db/schema";
import { REPORT_MESSAGES } from "@core/rules/reports";
import { freshIp, makeAccount, postForm, postJson, sessionCookieFor, solvedCaptcha, usersWithSessions } from "./account-helpers";
import { get, makeSong, testDb } from "./helpers";
import { formWithIntent, visibleText } from "./html";

async function interpretation(authorId: number | null = null) {
  const { song } = await makeSong({ lyrics: ["Pierwsza linia", "Druga linia"] });
  const [annotation] = await testDb()
    .insert(schema.annotations)
    .values({ songId: song.id, userId: authorId, text: "Teoria o kranie w kuchni", lines: [0], points: 2, rankedPoints: 2 })
    .returning();
  return { song, annotation };
}

const report = (body: Record<string, unknown>, headers: Record<string, string> = {}) => postJson("/api/report", body, headers);
const asUser = async () => ({ Cookie: await sessionCookieFor((await makeAccount()).user.id) });
const itemState = async (kind: string, id: number) =>
  (
    await testDb()
      .select()
      .from(schema.reportItems)
      .where(and(eq(schema.reportItems.kind, kind as "annotation"), eq(schema.reportItems.itemId, id)))
  )[0];

describe("POST /api/report", () => {
  it("thanks the reporter and nothing else changes for them", async () => {
    const { annotation } = await interpretation();
    const answer = await report({ kind: "annotation", item_id: annotation.id, reason: "meaning" }, await asUser());
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ result: "success", message: "Dziękujemy, sprawdzimy to." });
    expect(await itemState("annotation", annotation.id)).toMatchObject({ openCount: 1, state: "open", label: "Teoria o kranie w kuchni" });
  });

  it("refuses bad input with a clear 4xx and changes nothing", async () => {
    const { annotation } = await interpretation();
    const headers = await asUser();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ kind: "annotation", item_id: 987654, reason: "spam" }, 404, REPORT_MESSAGES.missing],
      [{ kind: "annotation", item_id: "abc", reason: "spam" }, 400, REPORT_MESSAGES.badItem],
      [{ kind: "planeta", item_id: annotation.id, reason: "spam" }, 400, REPORT_MESSAGES.badKind],
      [{ kind: "annotation", item_id: annotation.id, reason: "nudzi-mnie" }, 400, REPORT_MESSAGES.reason],
      [{ kind: "annotation", item_id: annotation.id, reason: "other" }, 400, REPORT_MESSAGES.noteRequired],
      [{ kind: "annotation", item_id: annotation.id, reason: "other", note: "x".repeat(301) }, 400, REPORT_MESSAGES.noteTooLong],
    ];
    for (const [body, status, message] of cases) {
      const answer = await report(body, headers);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(((await answer.json()) as { error: string }).error).toBe(message);
    }
    expect(await itemState("annotation", annotation.id)).toBeUndefined();
  });

  it("takes one report per reporter per item: a repeat is 409 and counts nothing", async () => {
    const { annotation } = await interpretation();
    const headers = await asUser();
    expect((await report({ kind: "annotation", item_id: annotation.id, reason: "spam" }, headers)).status).toBe(200);
    const again = await report({ kind: "annotation", item_id: annotation.id, reason: "offensive" }, headers);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: string }).error).toBe(REPORT_MESSAGES.already);
    expect((await itemState("annotation", annotation.id)).openCount).toBe(1);
  });

  it("asks a visitor for a captcha and counts a visitor by their client (one /64 is one reporter)", async () => {
    const { annotation } = await interpretation();
    const missing = await report({ kind: "annotation", item_id: annotation.id, reason: "spam" });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: string }).error).toBe(REPORT_MESSAGES.captcha);
    const first = await report(
      { kind: "annotation", item_id: annotation.id, reason: "spam", "g-recaptcha-response": await solvedCaptcha() },
      { "CF-Connecting-IP": "2001:db8:5:1::1" },
    );
    expect(first.status).toBe(200);
    const sameNetwork = await report(
      { kind: "annotation", item_id: annotation.id, reason: "spam", "g-recaptcha-response": await solvedCaptcha() },
      { "CF-Connecting-IP": "2001:db8:5:1::2" },
    );
    expect(sameNetwork.status).toBe(409);
  });

  it("throttles floods per address: 10 an hour", async () => {
    const songs = await Promise.all(Array.from({ length: 12 }, () => interpretation()));
    const ip = freshIp();
    const statuses = [];
    for (const { annotation } of songs) {
      const body = { kind: "annotation", item_id: annotation.id, reason: "spam", "g-recaptcha-response": await solvedCaptcha() };
      statuses.push((await report(body, { "CF-Connecting-IP": ip })).status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it("throttles one account at 30 reports an hour, from any address, with the Polish message", async () => {
    const { song } = await makeSong({ lyrics: ["Pierwsza linia"] });
    // D1 binds at most 100 values a statement: the 31 interpretations go in two.
    const insert = (from: number, to: number) =>
      testDb()
        .insert(schema.annotations)
        .values(Array.from({ length: to - from }, (_, i) => ({ songId: song.id, text: `Teoria numer ${from + i}`, lines: [0] })))
        .returning({ id: schema.annotations.id });
    const items = [...(await insert(0, 16)), ...(await insert(16, 31))];
    const headers = await asUser();
    // Each from its own address (postJson gives every call one): the account is what counts.
    const first = await Promise.all(items.slice(0, 30).map(({ id }) => report({ kind: "annotation", item_id: id, reason: "spam" }, headers)));
    expect(first.map((answer) => answer.status)).toEqual(Array(30).fill(200));
    const refused = await report({ kind: "annotation", item_id: items[30].id, reason: "spam" }, headers);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: string }).error).toMatch(/^Zbyt wiele zgłoszeń w krótkim czasie\. Spróbuj ponownie za \d+ min\.$/);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await itemState("annotation", items[30].id)).toBeUndefined();
    // Another account reports the same item at once.
    expect((await report({ kind: "annotation", item_id: items[30].id, reason: "spam" }, await asUser())).status).toBe(200);
  });
});

describe("the report page without JavaScript", () => {
  it("a logged-in user sends its form as a plain post and is thanked; the report is stored", async () => {
    const { song, annotation } = await interpretation();
    const { user } = await makeAccount();
    const cookie = await sessionCookieFor(user.id);
    const page = await get(`/${song.urlname}/zglos?rodzaj=annotation&id=${annotation.id}`, { headers: { Cookie: cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(visibleText(html)).toContain("Teoria o kranie w kuchni");
    const form = formWithIntent(html, "report");
    expect(form.method).toBe("post");
    // As the browser sends it: the form's own fields, a reason picked, nothing JavaScript adds.
    const sent = await postForm(form.action, { ...form.fields, reason: "meaning", note: "" }, { Cookie: cookie });
    expect(sent.status).toBe(302);
    const thanks = await get(sent.headers.get("Location") ?? "", { headers: { Cookie: cookie } });
    const text = visibleText(await thanks.text());
    expect(text).toContain("Dziękujemy, sprawdzimy to.");
    expect(text).not.toContain("Wyślij zgłoszenie");
    const stored = await testDb()
      .select()
      .from(schema.reports)
      .where(and(eq(schema.reports.kind, "annotation"), eq(schema.reports.itemId, annotation.id)));
    expect(stored).toMatchObject([{ userId: user.id, reporterKey: `u:${user.id}`, reason: "meaning", status: "open" }]);
    expect(await itemState("annotation", annotation.id)).toMatchObject({ openCount: 1, state: "open" });
  });
});

describe("three reporters hide an item until a moderator decides", () => {
  it("100 concurrent reports from 100 reporters count exactly 100 and hide the item exactly once", async () => {
    const { song, annotation } = await interpretation();
    const reporters = await usersWithSessions(100);
    const answers = await Promise.all(
      reporters.map(({ cookie }) => report({ kind: "annotation", item_id: annotation.id, reason: "offensive" }, { Cookie: cookie })),
    );
    // Reports that arrive after the item was hidden still count for the moderator.
    expect(answers.map((a) => a.status)).toEqual(Array(100).fill(200));
    const rows = await testDb()
      .select()
      .from(schema.reports)
      .where(and(eq(schema.reports.kind, "annotation"), eq(schema.reports.itemId, annotation.id)));
    expect(rows).toHaveLength(100);
    expect((await itemState("annotation", annotation.id)).openCount).toBe(100);
    const held = await testDb()
      .select()
      .from(schema.trash)
      .where(and(eq(schema.trash.kind, "annotation"), eq(schema.trash.itemId, annotation.id)));
    expect(held.map((h) => h.status)).toEqual(["held"]);
    const hides = await testDb()
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, "hide"), eq(schema.auditLog.itemId, annotation.id)));
    expect(hides).toHaveLength(1);
    // Gone from the public page.
    expect(visibleText(await (await get(`/${song.urlname}?linia=0`)).text())).not.toContain("Teoria o kranie w kuchni");
  });

  it("its author still sees it on the song page, marked as waiting for review", async () => {
    const { user: author } = await makeAccount();
    const { song, annotation } = await interpretation(author.id);
    for (let i = 0; i < 3; i++) await report({ kind: "annotation", item_id: annotation.id, reason: "spam" }, await asUser());
    const forAuthor = visibleText(await (await get(`/${song.urlname}`, { headers: { Cookie: await sessionCookieFor(author.id) } })).text());
    expect(forAuthor).toContain("Twoje wpisy czekające na sprawdzenie.");
    expect(forAuthor).toContain("Teoria o kranie w kuchni");
    const forOthers = visibleText(await (await get(`/${song.urlname}`, { headers: await asUser() })).text());
    expect(forOthers).not.toContain("Teoria o kranie w kuchni");

    // Its report page stays for later reporters, who are thanked and counted.
    const reporter = await asUser();
    const page = visibleText(await (await get(`/${song.urlname}/zglos?rodzaj=annotation&id=${annotation.id}`, { headers: reporter })).text());
    expect(page).toContain("Teoria o kranie w kuchni");
    expect(await (await report({ kind: "annotation", item_id: annotation.id, reason: "spam" }, reporter)).json()).toMatchObject({
      message: REPORT_MESSAGES.thanks,
    });
    expect((await itemState("annotation", annotation.id)).openCount).toBe(4);
  });

  it("reports a song's video and timings, hiding them after three reporters", async () => {
    const { song } = await makeSong({ lyrics: ["raz", "dwa"] });
    await testDb().update(schema.songs).set({ youtubeId: "reportVid01", youtubeTitle: "Zły teledysk" }).where(eq(schema.songs.id, song.id));
    for (let i = 0; i < 3; i++) expect((await report({ kind: "video", item_id: song.id, reason: "copyright" }, await asUser())).status).toBe(200);
    const [row] = await testDb().select({ video: schema.songs.youtubeId }).from(schema.songs).where(eq(schema.songs.id, song.id));
    expect(row.video).toBeNull();
    expect((await report({ kind: "sync", item_id: song.id, reason: "spam" }, await asUser())).status).toBe(404);
    // A moderator dismisses the reports: the video is back, and its entry says so.
    const moderator = { Cookie: await sessionCookieFor((await makeAccount({ role: "moderator" })).user.id) };
    expect((await postForm("/panel/zgloszenia", { kind: "video", item_id: String(song.id), decision: "dismiss" }, moderator)).status).toBe(200);
    const [back] = await testDb().select({ video: schema.songs.youtubeId }).from(schema.songs).where(eq(schema.songs.id, song.id));
    expect(back.video).toBe("reportVid01");
    const [entry] = await testDb()
      .select()
      .from(schema.trash)
      .where(and(eq(schema.trash.kind, "video"), eq(schema.trash.itemId, song.id)));
    expect(entry.status).toBe("restored");
  });
});
