// The trash (issue 17, decision 043): every delete moves the item and what hangs on it out of
// every page, list, search and count; restoring brings it back with its ids, votes, points
// and search entry; an item whose parent is in the trash waits for the parent; the hourly
// cron purges what is older than 30 days; a delete and a restore at once end consistent.
import { env } from "cloudflare:workers";
import { and, eq, sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import * as schema from "@db/schema";
import { MODERATION_MESSAGES } from "@core/rules/reports";
import { setClockForTests } from "@worker/platform/clock";
import { clientHash } from "@worker/services/client-address";
import { dispatchCron, CRON_RANKING } from "@worker/cron/dispatch";
import { getProfile } from "@worker/services/profiles";
import { getRankingTables } from "@worker/services/ranking";
import { searchSongs } from "@worker/services/search";
import { userLinks } from "@worker/services/user-links";
import { freshIp, makeAccount, postForm, postJson, sessionCookieFor } from "./account-helpers";
import { get, makeSong, testDb } from "./helpers";
import { formWithIntent, visibleText } from "./html";
import { planOf, statementsDuring, type Walk, walksOf } from "./query-plans";

let adminCookie = "";
let moderator: { id: number };
let moderatorCookie = "";
let userCookie = "";
beforeAll(async () => {
  adminCookie = await sessionCookieFor((await makeAccount({ role: "admin" })).user.id);
  moderator = (await makeAccount({ role: "moderator" })).user;
  moderatorCookie = await sessionCookieFor(moderator.id);
  userCookie = await sessionCookieFor((await makeAccount()).user.id);
});
afterEach(() => setClockForTests({ fixedMs: null, offsetMs: 0 }));

const asAdmin = (path: string, body: Record<string, unknown>) => postJson(path, body, { Cookie: adminCookie });
const restore = (trashId: number) => postForm("/panel/kosz", { trash_id: String(trashId) }, { Cookie: adminCookie });
const entryOf = async (kind: string, itemId: number) =>
  (
    await testDb()
      .select()
      .from(schema.trash)
      .where(and(eq(schema.trash.kind, kind as "song"), eq(schema.trash.itemId, itemId)))
      .orderBy(sql`id DESC`)
  )[0];
type Counted = typeof schema.comments | typeof schema.annotations | typeof schema.songs | typeof schema.artists | typeof schema.annotationVotes;
const count = async (table: Counted, where: ReturnType<typeof sql>) =>
  (await testDb().select({ n: sql<number>`count(*)` }).from(table).where(where))[0].n;
/** Every table with a foreign key to users, and users itself. */
const USER_TABLES = ["users", ...new Set(userLinks().map((link) => link.table))];
/** The account's points and place in the ranking, as its profile shows them. */
const placeOf = async (username: string) => {
  const profile = await getProfile(username, 1);
  return profile.ok ? profile.value.user : null;
};
const pointsOf = async (userId: number) =>
  (await testDb().select({ p: schema.users.points }).from(schema.users).where(eq(schema.users.id, userId)))[0].p;

/** A song by its own artist with an interpretation by `author` that two accounts voted for, a comment and a translation. */
async function livelySong(title: string) {
  const { user: author } = await makeAccount();
  const { song, artist } = await makeSong({ title, artist: `Kapela ${title}`, lyrics: ["Pierwsza linia piosenki", "Druga linia"] });
  const [annotation] = await testDb()
    .insert(schema.annotations)
    .values({ songId: song.id, userId: author.id, text: `Teoria ${title}`, lines: [0], points: 2, rankedPoints: 2 })
    .returning();
  const voters = await Promise.all([makeAccount(), makeAccount()]);
  await testDb()
    .insert(schema.annotationVotes)
    .values(voters.map(({ user }) => ({ annotationId: annotation.id, voterKey: `u:${user.id}`, userId: user.id })));
  await testDb().update(schema.users).set({ points: 2 }).where(eq(schema.users.id, author.id));
  const [comment] = await testDb()
    .insert(schema.comments)
    .values({ songId: song.id, text: `Komentarz ${title}` })
    .returning();
  await testDb().insert(schema.translations).values({ songId: song.id, code: "en", text: "First line\nSecond line" });
  return { song, artist, author, annotation, comment };
}

describe("deleting into the trash and restoring", () => {
  it("an interpretation: gone from its song, its points off the author and the ranking; back with votes and ranking place", async () => {
    const { song, author, annotation } = await livelySong("Punktowana Teoria");
    const rankedBefore = (await getRankingTables()).sortedRanking.find((u) => u.user_id === author.id);
    expect(await (await asAdmin("/api/deleteAnnotation", { annotation_id: annotation.id })).json()).toEqual({ status: "success" });
    expect(visibleText(await (await get(`/${song.urlname}?linia=0`)).text())).not.toContain("Teoria Punktowana Teoria");
    expect(await pointsOf(author.id)).toBe(0);
    expect(await count(schema.annotationVotes, sql`annotation_id = ${annotation.id}`)).toBe(0);
    expect((await getRankingTables()).sortedRanking.find((u) => u.user_id === author.id)?.points ?? 0).toBe(0);

    const entry = await entryOf("annotation", annotation.id);
    expect(entry).toMatchObject({ status: "trashed", label: "Teoria Punktowana Teoria", songId: song.id });
    expect((await restore(entry.id)).status).toBe(200);
    const [back] = await testDb().select().from(schema.annotations).where(eq(schema.annotations.id, annotation.id));
    expect(back).toMatchObject({ id: annotation.id, points: 2, rankedPoints: 2, userId: author.id });
    expect(await count(schema.annotationVotes, sql`annotation_id = ${annotation.id}`)).toBe(2);
    expect(await pointsOf(author.id)).toBe(2);
    expect((await getRankingTables()).sortedRanking.find((u) => u.user_id === author.id)).toEqual(rankedBefore);
    expect(visibleText(await (await get(`/${song.urlname}?linia=0`)).text())).toContain("Teoria Punktowana Teoria");
  });

  it("a song: out of search, the newest lists and its artist's page, its artist with it when it was their last; all back on restore", async () => {
    const { song, artist, author, annotation, comment } = await livelySong("Zniknięcie Ostateczne");
    expect((await searchSongs("ostateczne", 10)).results.map((s) => s.song_id)).toContain(song.id);
    // Read (and so cache) the sitemap and the interpretations' feed before the delete.
    expect(await (await get("/sitemaps/songs-1.xml")).text()).toContain(`/${song.urlname}`);
    expect(await (await get("/rss/interpretacje.xml")).text()).toContain("Teoria Zniknięcie Ostateczne");
    expect((await asAdmin("/api/deleteSong", { song_id: song.id })).status).toBe(200);
    expect((await searchSongs("ostateczne", 10)).results).toEqual([]);
    expect(await (await get("/sitemaps/songs-1.xml")).text()).not.toContain(`/${song.urlname}`);
    expect(await (await get("/rss/interpretacje.xml")).text()).not.toContain("Teoria Zniknięcie Ostateczne");
    expect((await (await get("/api/recentSongs")).json<{ songs: { song_id: number }[] }>()).songs.map((s) => s.song_id)).not.toContain(song.id);
    expect(await count(schema.artists, sql`id = ${artist.id}`)).toBe(0);
    // The artist page is gone with them (the not-found page, or a redirect to it).
    expect([302, 404]).toContain((await get(`/${artist.urlname}`)).status);
    expect(await pointsOf(author.id)).toBe(0);

    expect((await restore((await entryOf("song", song.id)).id)).status).toBe(200);
    expect((await searchSongs("ostateczne", 10)).results.map((s) => s.song_id)).toEqual([song.id]);
    expect(await count(schema.artists, sql`id = ${artist.id}`)).toBe(1);
    expect(await count(schema.comments, sql`id = ${comment.id}`)).toBe(1);
    expect(await count(schema.annotations, sql`id = ${annotation.id}`)).toBe(1);
    expect(await pointsOf(author.id)).toBe(2);
    expect((await get(`/${song.urlname}`)).status).toBe(200);
    expect(await (await get("/sitemaps/songs-1.xml")).text()).toContain(`/${song.urlname}`);
    expect(await (await get("/rss/interpretacje.xml")).text()).toContain("Teoria Zniknięcie Ostateczne");
  });

  it("an artist with two songs, deleted with the artist page's button (a moderator's, no one else's): both go and come back", async () => {
    const { song, artist } = await livelySong("Pierwsza Z Dwóch");
    await testDb()
      .insert(schema.songs)
      .values({ artistId: artist.id, name: "Druga Z Dwóch", urlname: `druga-z-dwoch-${song.id}`, lyrics: ["x"] });
    const artistPage = async (cookie?: string) => (await get(`/${artist.urlname}`, cookie ? { headers: { Cookie: cookie } } : undefined)).text();
    for (const cookie of [undefined, userCookie]) expect(visibleText(await artistPage(cookie))).not.toContain("Usuń wykonawcę");
    const form = formWithIntent(await artistPage(moderatorCookie), "delete-artist");
    const deleted = await postForm(form.action, form.fields, { Cookie: moderatorCookie });
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("Location")).toBe("/");
    expect(await count(schema.songs, sql`artist_id = ${artist.id}`)).toBe(0);
    expect([302, 404]).toContain((await get(`/${artist.urlname}`)).status);
    const entry = await entryOf("artist", artist.id);
    expect(entry).toMatchObject({ status: "trashed", deletedBy: moderator.id, label: "Kapela Pierwsza Z Dwóch" });
    expect((await restore(entry.id)).status).toBe(200);
    expect(await count(schema.songs, sql`artist_id = ${artist.id}`)).toBe(2);
    const back = visibleText(await artistPage());
    expect(back).toContain("Pierwsza Z Dwóch");
    expect(back).toContain("Druga Z Dwóch");
  });

  it("a translation, an element, an article, a song's video and its timings: each gone from where it was shown, and back there", async () => {
    const { song } = await makeSong({ title: "Wszystko Wraca", lyrics: ["Pierwsza linia", "Druga linia"] });
    await testDb().update(schema.songs).set({ youtubeId: "wracaVideo1" }).where(eq(schema.songs.id, song.id));
    await testDb()
      .insert(schema.songSyncs)
      .values({ songId: song.id, videoId: "wracaVideo1", timings: [5, 10] });
    const [translation] = await testDb()
      .insert(schema.translations)
      .values({ songId: song.id, code: "en", text: "First line wraca\nSecond line wraca" })
      .returning();
    const [element] = await testDb()
      .insert(schema.songElements)
      .values({
        songId: song.id,
        type: 1,
        videoId: "coverWraca1",
        videoTitle: "Cover na ukulele",
        thumbnailUrl: "https://i.ytimg.com/vi/coverWraca1/default.jpg",
      })
      .returning();
    const [article] = await testDb()
      .insert(schema.articles)
      .values({ title: "Artykuł z kosza", text: "<p>Treść, która wraca</p>", url: `artykul-z-kosza-${song.id}` })
      .returning();
    const songPage = async (tab = "") => (await get(`/${song.urlname}${tab}`)).text();
    const shown = async () => {
      const page = await songPage();
      return {
        translation: visibleText(await songPage("/tlumaczenie")).includes("Second line wraca"),
        element: visibleText(await songPage("/covery")).includes("Cover na ukulele"),
        article: visibleText(await (await get(`/artykul/${article.url}`)).text()).includes("Treść, która wraca"),
        video: page.includes('<iframe src="https://www.youtube-nocookie.com/embed/wracaVideo1"'),
        timings: page.includes('aria-label="Odtwórz od 0:05"') && page.includes('aria-label="Odtwórz od 0:10"'),
      };
    };
    const everywhere = { translation: true, element: true, article: true, video: true, timings: true };
    expect(await shown()).toEqual(everywhere);

    const admin = { Cookie: adminCookie };
    // One after another: the timings belong to the video, so they go first, then the video.
    const deletes: [string, Record<string, string>][] = [
      [`/${song.urlname}`, { intent: "delete-translation", translation_id: String(translation.id) }],
      [`/${song.urlname}`, { intent: "delete-element", element_id: String(element.id) }],
      [`/artykul_edit/${article.url}`, { intent: "delete", article_id: String(article.id) }],
      [`/${song.urlname}`, { intent: "delete-sync", song_id: String(song.id) }],
      [`/${song.urlname}/historia`, { intent: "clear-video" }],
    ];
    for (const [path, fields] of deletes) expect((await postForm(path, fields, admin)).status, fields.intent).toBe(302);
    expect(await shown()).toEqual({ translation: false, element: false, article: false, video: false, timings: false });

    for (const [kind, id] of [
      ["translation", translation.id],
      ["element", element.id],
      ["article", article.id],
      ["video", song.id],
      ["sync", song.id],
    ] as const)
      expect((await restore((await entryOf(kind, id)).id)).status, kind).toBe(200);
    expect(await shown()).toEqual(everywhere);
  });

  it("a video whose revision cannot come back is refused with the reason and stays in the trash; both happen or neither", async () => {
    const { song } = await makeSong({ title: "Teledysk Bez Wersji", artist: "Kapela Bez Wersji" });
    const video = { youtubeId: "bezWersji01", youtubeTitle: "Teledysk" };
    await testDb().update(schema.songs).set(video).where(eq(schema.songs.id, song.id));
    const liveVideo = async () => (await testDb().select({ v: schema.songs.youtubeId }).from(schema.songs).where(eq(schema.songs.id, song.id)))[0]?.v;
    expect((await postForm(`/${song.urlname}/historia`, { intent: "clear-video" }, { Cookie: adminCookie })).status).toBe(302);
    const entry = await entryOf("video", song.id);
    // Its song in the trash (the revisions went with it): the moderator is told to restore it first.
    await asAdmin("/api/deleteSong", { song_id: song.id });
    const waits = await restore(entry.id);
    expect(waits.status).toBe(409);
    expect(visibleText(await waits.text())).toContain(
      "Piosenka „Kapela Bez Wersji – Teledysk Bez Wersji” jest w koszu: najpierw przywróć ją, potem ten wpis.",
    );
    expect(await entryOf("video", song.id)).toMatchObject({ id: entry.id, status: "trashed" });
    expect((await restore((await entryOf("song", song.id)).id)).status).toBe(200);
    expect(await liveVideo()).toBeNull();
    // The revision gone for good: refused, nothing changed, the entry still in the trash.
    const [stored] = await testDb().select().from(schema.trashRows).where(eq(schema.trashRows.trashId, entry.id));
    const revisionId = (JSON.parse(stored.row) as { id: number }).id;
    const [revision] = await testDb().delete(schema.songRevisions).where(eq(schema.songRevisions.id, revisionId)).returning();
    const gone = await restore(entry.id);
    expect(gone.status).toBe(409);
    expect(visibleText(await gone.text())).toContain("Nie można przywrócić: tej wersji już nie ma");
    expect(await entryOf("video", song.id)).toMatchObject({ id: entry.id, status: "trashed" });
    expect(await liveVideo()).toBeNull();
    // With its revision back, the restore brings the video and marks the entry, once.
    await testDb().insert(schema.songRevisions).values(revision);
    expect((await restore(entry.id)).status).toBe(200);
    expect(await liveVideo()).toBe(video.youtubeId);
    expect(await entryOf("video", song.id)).toMatchObject({ id: entry.id, status: "restored" });
    expect((await restore(entry.id)).status).toBe(409);
  });

  it("a comment whose song went to the trash after it waits for the song, and says so", async () => {
    const { song, comment } = await livelySong("Rodzic W Koszu");
    await asAdmin("/api/deleteComment", { comment_id: comment.id });
    await asAdmin("/api/deleteSong", { song_id: song.id });
    const refused = await restore((await entryOf("comment", comment.id)).id);
    expect(refused.status).toBe(409);
    expect(visibleText(await refused.text())).toContain(`Piosenka „Kapela Rodzic W Koszu – Rodzic W Koszu” jest w koszu: najpierw przywróć ją`);
    // Refused, an entry keeps its copies; restored, it keeps only its record.
    const rowsOf = async (kind: string, id: number) =>
      (
        await testDb()
          .select()
          .from(schema.trashRows)
          .where(eq(schema.trashRows.trashId, (await entryOf(kind, id)).id))
      ).length;
    expect(await rowsOf("comment", comment.id)).toBeGreaterThan(0);
    expect((await restore((await entryOf("song", song.id)).id)).status).toBe(200);
    expect(await rowsOf("song", song.id)).toBe(0);
    expect(await rowsOf("comment", comment.id)).toBeGreaterThan(0);
    expect((await restore((await entryOf("comment", comment.id)).id)).status).toBe(200);
    expect(await count(schema.comments, sql`id = ${comment.id}`)).toBe(1);
    expect(await entryOf("comment", comment.id)).toMatchObject({ status: "restored", label: `Komentarz Rodzic W Koszu` });
    expect(await rowsOf("comment", comment.id)).toBe(0);
  });

  it("an account with its contributions, or keeping them as 'Anonimowy', comes back whole: points, ranking, its block and every row naming it", async () => {
    const { user: blocked } = await makeAccount();
    for (const contributions of ["keep", "trash"] as const) {
      const { song, author, annotation, comment } = await livelySong(`Konto ${contributions}`);
      const placeBefore = await placeOf(author.username);
      expect(placeBefore).toMatchObject({ points: 2 });
      // What the database itself clears when the user row goes: a block on the account (cascade),
      // and the columns naming it elsewhere (set null) — a block it made, a report, an upload,
      // an audit entry, timings (a table keyed by two columns) and a decision on a proposal.
      const far = 4_000_000_000;
      const [block] = await testDb()
        .insert(schema.blocks)
        .values({ userId: author.id, label: author.username, until: far, createdBy: moderator.id })
        .returning();
      const [made] = await testDb().insert(schema.blocks).values({ userId: blocked.id, label: "ktoś", until: far, createdBy: author.id }).returning();
      const [report] = await testDb()
        .insert(schema.reports)
        .values({ kind: "comment", itemId: comment.id, reporterKey: `u:${author.id}`, userId: author.id, reason: "spam" })
        .returning();
      const [upload] = await testDb()
        .insert(schema.uploads)
        .values({ key: `konto-${author.id}.png`, name: "a.png", contentType: "image/png", size: 1, userId: author.id })
        .returning();
      const [logged] = await testDb()
        .insert(schema.auditLog)
        .values({ actorId: author.id, actorName: author.username, action: "delete", kind: "comment", label: "coś" })
        .returning();
      const [timings] = await testDb()
        .insert(schema.songSyncs)
        .values({ songId: song.id, videoId: `konto${contributions}1`, timings: [1, 2], userId: author.id })
        .returning();
      const [decided] = await testDb()
        .insert(schema.songRevisions)
        .values({ songId: song.id, kind: "video", payload: {}, status: "rejected", decidedBy: author.id })
        .returning();
      const references = async () => ({
        blocks: await testDb().select().from(schema.blocks).where(sql`id IN (${block.id}, ${made.id})`).orderBy(schema.blocks.id),
        report: (await testDb().select().from(schema.reports).where(eq(schema.reports.id, report.id)))[0],
        upload: (await testDb().select().from(schema.uploads).where(eq(schema.uploads.id, upload.id)))[0],
        logged: (await testDb().select().from(schema.auditLog).where(eq(schema.auditLog.id, logged.id)))[0],
        timings: (
          await testDb()
            .select()
            .from(schema.songSyncs)
            .where(and(eq(schema.songSyncs.songId, song.id), eq(schema.songSyncs.videoId, timings.videoId)))
        )[0],
        decided: (await testDb().select().from(schema.songRevisions).where(eq(schema.songRevisions.id, decided.id)))[0],
      });
      const before = await references();
      expect(before.blocks).toEqual([block, made]);
      const session = await sessionCookieFor(author.id);

      const deleting = await statementsDuring(async () => {
        expect((await asAdmin("/api/deleteAccount", { username: author.username, contributions })).status).toBe(200);
      });
      const [left] = await testDb().select().from(schema.annotations).where(eq(schema.annotations.id, annotation.id));
      if (contributions === "keep") expect(left).toMatchObject({ userId: null });
      else expect(left).toBeUndefined();
      expect((await getRankingTables()).sortedRanking.some((u) => u.user_id === author.id)).toBe(false);
      const gone = await references();
      expect(gone.blocks).toEqual([{ ...made, createdBy: null }]);
      expect([gone.report.userId, gone.upload.userId, gone.logged.actorId, gone.timings.userId, gone.decided.decidedBy]).toEqual([
        null,
        null,
        null,
        null,
        null,
      ]);

      const entry = await entryOf("account", author.id);
      const restoring = await statementsDuring(async () => expect((await restore(entry.id)).status).toBe(200));
      expect(await references()).toEqual(before);
      // Every table naming an account is read by index, by the entry's statements both ways and by
      // the foreign keys' own look-ups when the users row goes (the plan lists those too). The
      // panel's page around the restore walks only what stops early: the proposals' partial
      // index, and a read with a LIMIT and no filter.
      const bounded = (walk: Walk, sql: string) => walk.index === "song_revisions_pending" || (/\blimit\b/i.test(sql) && !/\bwhere\b/i.test(sql));
      const walks: string[] = [];
      for (const statement of [...deleting, ...restoring]) {
        const plan = await planOf(statement);
        const own = walksOf(statement.sql, plan, USER_TABLES)
          .filter((walk) => !bounded(walk, statement.sql))
          .map((walk) => walk.step);
        const keys = /^delete from "users"/i.test(statement.sql) ? plan.filter((step) => step.startsWith("SCAN")) : [];
        walks.push(...[...own, ...keys].map((step) => `${step} — ${statement.sql}`));
      }
      expect(walks).toEqual([]);
      expect(deleting.some((statement) => /^delete from "users"/i.test(statement.sql))).toBe(true);
      // The block works again: the account is refused a write with the block's message.
      const refused = await postJson("/api/addComment", { song_id: song.id, text: "Już po powrocie" }, { Cookie: await sessionCookieFor(author.id) });
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { error: string }).error).toMatch(/^Twoje konto jest zablokowane do /);
      // Sessions are not kept: the owner logs in again.
      expect((await get("/profil/ustawienia", { headers: { Cookie: session }, redirect: "manual" })).status).not.toBe(200);
      const [back] = await testDb().select().from(schema.annotations).where(eq(schema.annotations.id, annotation.id));
      expect(back).toMatchObject({ userId: author.id, points: 2 });
      expect(await pointsOf(author.id)).toBe(2);
      expect(await placeOf(author.username)).toEqual(placeBefore);
      expect(visibleText(await (await get(`/${song.urlname}?linia=0`)).text())).toContain(author.username);
      // Restored, the entry stays for the record; its copies (the e-mail, the password's hash, the texts) are gone.
      expect(await entryOf("account", author.id)).toMatchObject({ id: entry.id, status: "restored" });
      expect(await testDb().select().from(schema.trashRows).where(eq(schema.trashRows.trashId, entry.id))).toEqual([]);
    }
  });

  it("a delete and a restore at once end in one consistent state", async () => {
    const { comment } = await livelySong("Wyścig Kosza");
    await asAdmin("/api/deleteComment", { comment_id: comment.id });
    const entry = await entryOf("comment", comment.id);
    const answers = await Promise.all([
      restore(entry.id),
      restore(entry.id),
      asAdmin("/api/deleteComment", { comment_id: comment.id }),
      restore(entry.id),
    ]);
    expect(answers.filter((a, i) => i !== 2 && a.status === 200)).toHaveLength(1);
    const live = await count(schema.comments, sql`id = ${comment.id}`);
    const trashed = await testDb()
      .select()
      .from(schema.trash)
      .where(and(eq(schema.trash.kind, "comment"), eq(schema.trash.itemId, comment.id), eq(schema.trash.status, "trashed")));
    // Either it is live and nothing holds it, or exactly one entry holds it.
    expect(live + trashed.length).toBe(1);
  });
});

describe("the hourly purge", () => {
  it("empties entries older than 30 days for good, keeps younger ones, and forgets old client hashes", async () => {
    const { comment: old } = await livelySong("Stary Kosz");
    const { comment: young, song } = await livelySong("Młody Kosz");
    await asAdmin("/api/deleteComment", { comment_id: old.id });
    const oldEntry = await entryOf("comment", old.id);
    await testDb()
      .update(schema.trash)
      .set({ deletedAt: sql`deleted_at - ${31 * 86400}` })
      .where(eq(schema.trash.id, oldEntry.id));
    await asAdmin("/api/deleteComment", { comment_id: young.id });
    const [hashed] = await testDb()
      .insert(schema.comments)
      .values({ songId: song.id, text: "z haszem", clientHash: "h", createdAt: Math.floor(Date.now() / 1000) - 31 * 86400 })
      .returning();
    await dispatchCron(CRON_RANKING);
    expect((await entryOf("comment", old.id)).status).toBe("purged");
    expect(await testDb().select().from(schema.trashRows).where(eq(schema.trashRows.trashId, oldEntry.id))).toEqual([]);
    expect((await entryOf("comment", young.id)).status).toBe("trashed");
    const refused = await restore(oldEntry.id);
    expect(refused.status).toBe(409);
    expect(visibleText(await refused.text())).toContain("Minęło 30 dni: ten wpis usunięto na zawsze.");
    expect((await testDb().select({ h: schema.comments.clientHash }).from(schema.comments).where(eq(schema.comments.id, hashed.id)))[0].h).toBeNull();
  });

  it("a block keeps its client's hash only while it lasts: lifted or run out, it is gone; an active one keeps it and still refuses", async () => {
    const { song } = await makeSong();
    const [activeIp, liftedIp] = [freshIp(), freshIp()];
    const hashOf = (ip: string) => clientHash(new Request("http://localhost/", { headers: { "CF-Connecting-IP": ip } }), env.SESSION_SECRET);
    const now = Math.floor(Date.now() / 1000);
    const label = "Anonimowy (adres ukryty)";
    const [active, expired, lifted] = await testDb()
      .insert(schema.blocks)
      .values([
        { clientHash: await hashOf(activeIp), label, until: now + 86400 },
        { clientHash: "skrot-minionej-blokady", label, until: now - 60 },
        { clientHash: await hashOf(liftedIp), label, until: now + 86400 },
      ])
      .returning();
    const hashNow = async (id: number) =>
      (await testDb().select({ h: schema.blocks.clientHash }).from(schema.blocks).where(eq(schema.blocks.id, id)))[0].h;
    // Lifting it in the panel ends the block, and the hash with it.
    expect((await postForm("/panel/blokady", { intent: "lift", block_id: String(lifted.id) }, { Cookie: adminCookie })).status).toBe(200);
    expect(await hashNow(lifted.id)).toBeNull();
    await dispatchCron(CRON_RANKING);
    expect(await hashNow(expired.id)).toBeNull();
    expect(await hashNow(active.id)).toBe(await hashOf(activeIp));
    const comment = { song_id: song.id, text: "Komentarz z zablokowanego adresu" };
    const refused = await postJson("/api/addComment", comment, { "CF-Connecting-IP": activeIp });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toMatch(/^Z tego adresu nie można nic dodawać do .+ \(blokada moderatora\)\.$/);
    // The lifted client is past the block: what it meets next is the visitors' captcha.
    const freed = await postJson("/api/addComment", comment, { "CF-Connecting-IP": liftedIp });
    expect(freed.status).toBe(400);
  });

  it("a post held in the trash by reports loses its hash on the day a live one would; a younger one keeps it", async () => {
    const { song } = await makeSong();
    const now = Math.floor(Date.now() / 1000);
    const [old, young] = await testDb()
      .insert(schema.comments)
      .values([
        { songId: song.id, text: "Stary wstrzymany wpis", clientHash: "skrot-w-koszu-stary", createdAt: now - 31 * 86400 },
        { songId: song.id, text: "Młody wstrzymany wpis", clientHash: "skrot-w-koszu-mlody" },
      ])
      .returning();
    for (const comment of [old, young])
      for (let i = 0; i < 3; i++) {
        const reporter = { Cookie: await sessionCookieFor((await makeAccount()).user.id) };
        expect((await postJson("/api/report", { kind: "comment", item_id: comment.id, reason: "spam" }, reporter)).status).toBe(200);
      }
    await dispatchCron(CRON_RANKING);
    const trashedHash = async (id: number) => {
      const entry = await entryOf("comment", id);
      expect(entry.status).toBe("held");
      const [row] = await testDb()
        .select({ hash: sql<string | null>`row ->> '$.client_hash'` })
        .from(schema.trashRows)
        .where(and(eq(schema.trashRows.trashId, entry.id), eq(schema.trashRows.tbl, "comments")));
      return row.hash;
    };
    expect(await trashedHash(old.id)).toBeNull();
    expect(await trashedHash(young.id)).toBe("skrot-w-koszu-mlody");
    // Back from the trash, the old post has no hash to give back; its text is all there.
    expect((await restore((await entryOf("comment", old.id)).id)).status).toBe(200);
    const [back] = await testDb().select().from(schema.comments).where(eq(schema.comments.id, old.id));
    expect(back).toMatchObject({ text: "Stary wstrzymany wpis", clientHash: null });
  });

  it("the queue's copy of an anonymous author's hash goes with the original, 30 days after the post", async () => {
    const { song } = await makeSong();
    const now = Math.floor(Date.now() / 1000);
    const [old, young] = await testDb()
      .insert(schema.comments)
      .values([
        { songId: song.id, text: "Stary anonimowy wpis", clientHash: "skrot-starego-autora", createdAt: now - 31 * 86400 },
        { songId: song.id, text: "Młody anonimowy wpis", clientHash: "skrot-mlodego-autora" },
      ])
      .returning();
    const reporter = { Cookie: await sessionCookieFor((await makeAccount()).user.id) };
    for (const comment of [old, young])
      expect((await postJson("/api/report", { kind: "comment", item_id: comment.id, reason: "spam" }, reporter)).status).toBe(200);
    await dispatchCron(CRON_RANKING);
    const copyOf = async (id: number) =>
      (
        await testDb()
          .select({ h: schema.reportItems.authorClientHash })
          .from(schema.reportItems)
          .where(and(eq(schema.reportItems.kind, "comment"), eq(schema.reportItems.itemId, id)))
      )[0].h;
    expect(await copyOf(old.id)).toBeNull();
    expect(await copyOf(young.id)).toBe("skrot-mlodego-autora");
    // What the moderator meets: the old post's author can no longer be blocked.
    const block = (id: number) =>
      postForm("/panel/zgloszenia", { kind: "comment", item_id: String(id), decision: "block", days: "1" }, { Cookie: adminCookie });
    const refused = await block(old.id);
    expect(refused.status).toBe(400);
    expect(visibleText(await refused.text())).toContain(MODERATION_MESSAGES.noAuthor);
    expect((await block(young.id)).status).toBe(200);
    expect((await testDb().select().from(schema.blocks).where(eq(schema.blocks.clientHash, "skrot-mlodego-autora"))).length).toBe(1);
  });
});
