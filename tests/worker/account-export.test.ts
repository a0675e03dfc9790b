// 'Pobierz moje dane' (issue 19, decision 044): the password is typed on the settings page,
// whose action refuses with the page itself and a 4xx (no file) or redirects to the file with
// a minute's pass bound to the session; the file holds every section of the account's own
// rows and nothing of another account's.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "@db/schema";
import { SETTINGS_MESSAGES } from "@core/schemas/account-settings";
import { setClockForTests } from "@worker/platform/clock";
import { freshIp, makeAccount, postForm, sessionCookieFor } from "./account-helpers";
import { get, makeSong, makeUser, setCookieOf, testDb } from "./helpers";

const EXPORT_PATH = "/profil/ustawienia/dane";
const exportData = (current: string, cookie: string) =>
  postForm("/profil/ustawienia", { intent: "export-data", current }, { "CF-Connecting-IP": freshIp(), Cookie: cookie });
/** The file, fetched as the browser follows the export's 303: with the session and the pass cookie. */
const download = (cookie: string, pass: string | null) =>
  get(EXPORT_PATH, { headers: { Cookie: pass ? `${cookie}; ${pass}` : cookie }, redirect: "manual" });
const passOf = (response: Response) => (setCookieOf(response, "eksport") ?? "").split(";")[0] || null;

/** A logged-in account with a session cookie. */
async function owner() {
  const account = await makeAccount();
  return { ...account, cookie: await sessionCookieFor(account.user.id) };
}

describe("downloading one's data", () => {
  it("the export without the password, or with a wrong one, is the settings page with a 4xx and the Polish message; no file", async () => {
    const me = await owner();
    const refusals: [string, number, string][] = [
      ["", 400, SETTINGS_MESSAGES.currentRequired],
      ["zle-haslo", 401, SETTINGS_MESSAGES.wrongPassword],
    ];
    for (const [typed, status, message] of refusals) {
      const refused = await exportData(typed, me.cookie);
      expect(refused.status, typed).toBe(status);
      expect(passOf(refused)).toBeNull();
      const page = await refused.text();
      // The page itself, rendered again (it works without JavaScript), with the message at the field.
      expect(page).toContain("<h1>Ustawienia konta</h1>");
      expect(page).toContain(message);
      expect(page).not.toContain('"interpretations"');
    }
    // The file's address without a fresh password: 403 in words, no data.
    const bare = await download(me.cookie, null);
    expect(bare.status).toBe(403);
    const text = await bare.text();
    expect(text).toContain(SETTINGS_MESSAGES.exportNeedsPassword);
    expect(text).not.toContain(me.user.email);
  });

  it("the right password leads to the file by a minute's pass, good for this session of this account only", async () => {
    const me = await owner();
    const granted = await exportData(me.password, me.cookie);
    expect(granted.status).toBe(303);
    expect(granted.headers.get("Location")).toBe(EXPORT_PATH);
    expect(setCookieOf(granted, "eksport")).toMatch(/; Path=\/profil\/ustawienia\/dane; Max-Age=60; HttpOnly; Secure; SameSite=Strict$/);
    const pass = passOf(granted);

    // Not with another session of the account, nor with another account's session.
    expect((await download(await sessionCookieFor(me.user.id), pass)).status).toBe(403);
    expect((await download((await owner()).cookie, pass)).status).toBe(403);
    // A minute later it is spent.
    setClockForTests({ offsetMs: 61_000 });
    try {
      expect((await download(me.cookie, pass)).status).toBe(403);
    } finally {
      setClockForTests({ fixedMs: null, offsetMs: 0 });
    }
    const file = await download(me.cookie, pass);
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Disposition")).toMatch(/^attachment; filename="nadinterpretacje-moje-dane-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(file.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    // The download spends the pass.
    expect(setCookieOf(file, "eksport")).toMatch(/^eksport=; Path=\/profil\/ustawienia\/dane; Max-Age=0/);
    expect(JSON.parse(await file.text()).account).toMatchObject({ id: me.user.id, email: me.user.email });
  });

  it("every section of the export holds the account's own rows and none of another account's, and no secrets", async () => {
    const me = await owner();
    const other = await owner();
    const voted = await thirdPartyPosts();
    const mine = await rowsInEverySection(me.user.id, "moj-znacznik", voted);
    await rowsInEverySection(other.user.id, "cudzy-znacznik", voted);
    const pass = passOf(await exportData(me.password, me.cookie));
    const text = await (await download(me.cookie, pass)).text();
    const data = JSON.parse(text);
    expect(data.account).toMatchObject({ id: me.user.id, username: me.user.username, email: me.user.email });
    // Every section is checked here: one added to the export without a row in this test fails it.
    const sections = Object.keys(data).filter((key) => !["exportedAt", "site", "account", "sessions"].includes(key));
    expect(sections.sort()).toEqual(Object.keys(EXPORT_SECTIONS).sort());
    for (const [section, column] of Object.entries(EXPORT_SECTIONS)) {
      const rows = data[section] as Record<string, unknown>[];
      expect(
        rows.map((row) => row[column]),
        section,
      ).toEqual([me.user.id]);
    }
    expect(data.interpretations.map((a: { id: number }) => a.id)).toEqual([mine.annotation]);
    expect(data.songRevisions.map((r: { payload: unknown }) => r.payload)).toEqual([{ lyrics: ["moj-znacznik poprawka"] }]);
    expect(data.interpretationVotes).toEqual([expect.objectContaining({ annotationId: voted.annotation, voterKey: `u:${me.user.id}` })]);
    expect(data.commentVotes).toEqual([expect.objectContaining({ commentId: voted.comment, voterKey: `u:${me.user.id}` })]);
    expect(data.reports).toEqual([expect.objectContaining({ itemId: voted.annotation, reporterKey: `u:${me.user.id}` })]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(text).toContain("moj-znacznik");
    expect(text).not.toContain("cudzy-znacznik");
    expect(text).not.toContain(other.user.email);
    expect(text).not.toContain(me.user.passwordHash);
    expect(text).not.toMatch(/pbkdf2/);
  });
});

/** Each section of the export (worker/services/account-export.ts) and the column naming its account. */
const EXPORT_SECTIONS: Record<string, string> = {
  interpretations: "userId",
  comments: "userId",
  translations: "userId",
  editedVersions: "userId",
  elements: "userId",
  songsAdded: "addedBy",
  songRevisions: "userId",
  syncedLyrics: "userId",
  interpretationVotes: "userId",
  commentVotes: "userId",
  articles: "authorId",
  uploads: "userId",
  reports: "userId",
  blocks: "userId",
};

/** A third account's interpretation and comment, for the votes and the report of both accounts of a test. */
async function thirdPartyPosts() {
  const { song } = await makeSong();
  const author = await makeUser();
  const [annotation] = await testDb()
    .insert(schema.annotations)
    .values({ songId: song.id, userId: author.id, text: "trzecia teoria", lines: [0] })
    .returning();
  const [comment] = await testDb().insert(schema.comments).values({ songId: song.id, userId: author.id, text: "trzeci komentarz" }).returning();
  return { annotation: annotation.id, comment: comment.id };
}

/**
 * One row of the account's in every table the export reads, each marked with `mark`, and its
 * vote for and report of `voted` (which the other account of the test votes for and reports
 * too, so a row of the wrong account would show).
 */
async function rowsInEverySection(userId: number, mark: string, voted: { annotation: number; comment: number }) {
  const db = testDb();
  const { song } = await makeSong({ lyrics: [`${mark} linia`] });
  await db.update(schema.songs).set({ addedBy: userId }).where(eq(schema.songs.id, song.id));
  const [annotation] = await db
    .insert(schema.annotations)
    .values({ songId: song.id, userId, text: `${mark} teoria`, lines: [0] })
    .returning();
  await db.insert(schema.comments).values({ songId: song.id, userId, text: `${mark} komentarz` });
  await db.insert(schema.translations).values({ songId: song.id, userId, code: "en", text: `${mark} translation` });
  await db
    .insert(schema.postRevisions)
    .values({ kind: "annotation", itemId: annotation.id, songId: song.id, userId, text: `${mark} pierwsza wersja`, writtenAt: 1 });
  await db.insert(schema.songElements).values({
    songId: song.id,
    userId,
    type: 1,
    videoId: `${mark}-film`,
    videoTitle: `${mark} film`,
    thumbnailUrl: "https://i.ytimg.com/vi/x/0.jpg",
  });
  await db
    .insert(schema.songRevisions)
    .values({ songId: song.id, kind: "lyrics", payload: { lyrics: [`${mark} poprawka`] }, status: "pending", userId });
  await db.insert(schema.songSyncs).values({ songId: song.id, videoId: `${mark}-film`, timings: [1], userId });
  await db.insert(schema.articles).values({ title: `${mark} artykuł`, url: `${mark}-${userId}`, text: `${mark} treść`, authorId: userId });
  await db.insert(schema.uploads).values({ key: `${mark}-${userId}.png`, name: `${mark}.png`, contentType: "image/png", size: 1, userId });
  await db.insert(schema.blocks).values({ userId, label: mark, until: 1 });
  await db.insert(schema.annotationVotes).values({ annotationId: voted.annotation, voterKey: `u:${userId}`, userId });
  await db.insert(schema.commentVotes).values({ commentId: voted.comment, voterKey: `u:${userId}`, userId });
  await db.insert(schema.reports).values({ kind: "annotation", itemId: voted.annotation, reporterKey: `u:${userId}`, userId, reason: "spam" });
  return { annotation: annotation.id };
}
