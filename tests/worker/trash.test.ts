import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "@db/schema";
import { getRankingTables } from "@worker/services/ranking";
import { searchSongs } from "@worker/services/search";
import { makeAccount, postForm, postJson, sessionCookieFor } from "./account-helpers";
import { get, makeSong, testDb } from "./helpers";
import { formWithIntent, visibleText } from "./html";
import { asAdmin, count, entryOf, livelySong, placeOf, pointsOf, restore, sessions, USER_TABLES, withTrashSessions } from "./trash-helpers";
import { planOf, statementsDuring, type Walk, walksOf } from "./query-plans";

withTrashSessions();

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
    for (const cookie of [undefined, sessions.user]) expect(visibleText(await artistPage(cookie))).not.toContain("Usuń wykonawcę");
    const form = formWithIntent(await artistPage(sessions.moderatorCookie), "delete-artist");
    const deleted = await postForm(form.action, form.fields, { Cookie: sessions.moderatorCookie });
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("Location")).toBe("/");
    expect(await count(schema.songs, sql`artist_id = ${artist.id}`)).toBe(0);
    expect([302, 404]).toContain((await get(`/${artist.urlname}`)).status);
    const entry = await entryOf("artist", artist.id);
    expect(entry).toMatchObject({ status: "trashed", deletedBy: sessions.moderator.id, label: "Kapela Pierwsza Z Dwóch" });
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

    const admin = { Cookie: sessions.admin };
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
    expect((await postForm(`/${song.urlname}/historia`, { intent: "clear-video" }, { Cookie: sessions.admin })).status).toBe(302);
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
        .values({ userId: author.id, label: author.username, until: far, createdBy: sessions.moderator.id })
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
