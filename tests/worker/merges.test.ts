// Merging two artists (issue 18 point 4, decision 049): 'Dzem' into 'Dżem'. Every song moves; the
// duplicates the moderator ticks are merged into their twins with their interpretations (on the
// same words), comments, translations and covers; identical items are combined with their votes
// (one row per voter, points recounted); every old address — the artist, the songs, a shared
// interpretation, a line — answers 301; restoring the merge's trash entry undoes all of it.
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as schema from "@db/schema";
import { RENAME_MESSAGES } from "@core/rules/renames";
import { mergeArtists } from "@worker/services/merges";
import { searchSongs } from "@worker/services/search";
import { purgeTrash } from "@worker/services/trash";
import type { SessionUser } from "@worker/services/session";
import { makeAccount, postForm, sessionCookieFor } from "./account-helpers";
import { get, testDb } from "./helpers";
import { visibleText } from "./html";
import { planOf, statementsDuring, walksOf } from "./query-plans";

let moderator: SessionUser;
let cookie = "";
beforeAll(async () => {
  const { user } = await makeAccount({ role: "moderator" });
  moderator = { id: user.id, username: user.username, role: user.role };
  cookie = await sessionCookieFor(user.id);
});

let n = 0;
const db = testDb;
const location = async (path: string) => {
  const response = await get(path, { redirect: "manual" });
  return { status: response.status, location: response.headers.get("location") };
};

async function artist(name: string, urlname: string) {
  const [row] = await db().insert(schema.artists).values({ name, urlname }).returning();
  return row;
}
async function song(artistRow: { id: number; urlname: string }, title: string, slug: string, lyrics: string[] = ["la"]) {
  const [row] = await db()
    .insert(schema.songs)
    .values({ artistId: artistRow.id, name: title, urlname: `${artistRow.urlname}-${slug}`, lyrics })
    .returning();
  return row;
}
async function annotation(songId: number, userId: number | null, text: string, lines: number[], voters: { key: string; userId: number | null }[]) {
  const [row] = await db().insert(schema.annotations).values({ songId, userId, text, lines }).returning();
  if (voters.length)
    await db()
      .insert(schema.annotationVotes)
      .values(voters.map((v) => ({ annotationId: row.id, voterKey: v.key, userId: v.userId })));
  return row;
}
async function comment(songId: number, text: string, voterKeys: string[]) {
  const [row] = await db().insert(schema.comments).values({ songId, text }).returning();
  if (voterKeys.length)
    await db()
      .insert(schema.commentVotes)
      .values(voterKeys.map((voterKey) => ({ commentId: row.id, voterKey })));
  return row;
}
/** Points as the vote service keeps them: each item's from its rows, each user's from their interpretations. */
async function settlePoints() {
  await db().run(sql`UPDATE annotations SET points = (SELECT count(*) FROM annotation_votes v WHERE v.annotation_id = annotations.id),
    ranked_points = (SELECT count(*) FROM annotation_votes v WHERE v.annotation_id = annotations.id AND v.user_id IS NOT NULL)`);
  await db().run(sql`UPDATE comments SET points = (SELECT count(*) FROM comment_votes v WHERE v.comment_id = comments.id)`);
  await db().run(sql`UPDATE users SET points = coalesce((SELECT sum(ranked_points) FROM annotations a WHERE a.user_id = users.id), 0)`);
}
const annotationNow = async (id: number) => (await db().select().from(schema.annotations).where(eq(schema.annotations.id, id)))[0];
const commentNow = async (id: number) => (await db().select().from(schema.comments).where(eq(schema.comments.id, id)))[0];
const songNow = async (id: number) => (await db().select().from(schema.songs).where(eq(schema.songs.id, id)))[0];
const pointsOf = async (id: number) => (await db().select({ p: schema.users.points }).from(schema.users).where(eq(schema.users.id, id)))[0].p;
const voters = async (annotationId: number) =>
  (
    await db()
      .select({ key: schema.annotationVotes.voterKey })
      .from(schema.annotationVotes)
      .where(eq(schema.annotationVotes.annotationId, annotationId))
  )
    .map((row) => row.key)
    .sort();

/** 'Dżem' and 'Dzem' (its address the -2 a namesake gets), with a duplicate full of contributions. */
async function dzem() {
  const tag = `${++n}${Date.now().toString(36)}`;
  const target = await artist(`Dżem ${tag}`, `dzem-${tag}`);
  const source = await artist(`Dzem ${tag}`, `dzem-${tag}-2`);
  const twin = await song(target, "Wehikuł Czasu", "wehikul-czasu", ["[Zwrotka]", "Jadę na wehikule", "czasu przez miasto", "Refren tu"]);
  const whisky = await song(target, "Whisky", "whisky");
  // The duplicate has a line more at the top: its lines 1–4 are the twin's 0–3.
  const duplicate = await song(source, "Wehikul czasu", "wehikul-czasu", [
    "Intro dodane",
    "[Zwrotka]",
    "Jade na wehikule",
    "Czasu, przez miasto!",
    "Refren tu",
  ]);
  const own = await song(source, "Sen O Victorii", "sen-o-victorii");
  const whisky2 = await song(source, "Whisky!", "whisky");
  const accounts = await Promise.all([makeAccount(), makeAccount(), makeAccount(), makeAccount(), makeAccount()]);
  const [author, author2, v1, v2, v3] = accounts.map(({ user }) => ({ id: user.id, key: `u:${user.id}`, userId: user.id }));
  const moved = await annotation(duplicate.id, author2.id, "Wehikuł to rower", [2], [v1, v2]);
  const combinedAway = await annotation(duplicate.id, author.id, "Czas to pieniądz", [3], [v1, v2]);
  const kept = await annotation(twin.id, author.id, "Czas to pieniądz", [2], [v1, v3]);
  const sameComment = await comment(duplicate.id, "Super", ["a:gosc1"]);
  const keptComment = await comment(twin.id, "Super", ["a:gosc1", "a:gosc2"]);
  const otherComment = await comment(duplicate.id, "Inny komentarz", ["a:gosc3"]);
  await db()
    .insert(schema.translations)
    .values([
      { songId: duplicate.id, code: "en", text: "Time machine" },
      { songId: twin.id, code: "en", text: "Time machine" },
      { songId: duplicate.id, code: "de", text: "Zeitmaschine" },
    ]);
  const element = { type: 1, videoTitle: "Cover", thumbnailUrl: "https://i.ytimg.com/vi/x/default.jpg" };
  await db()
    .insert(schema.songElements)
    .values([
      { ...element, songId: duplicate.id, videoId: "coverVideo1" },
      { ...element, songId: twin.id, videoId: "coverVideo1" },
      { ...element, songId: duplicate.id, type: 0, videoId: "remixVideo1" },
    ]);
  await db()
    .insert(schema.songSyncs)
    .values({ songId: duplicate.id, videoId: "syncVideo01", timings: [1, 2, 3, 4, 5] });
  await settlePoints();
  return {
    tag,
    target,
    source,
    twin,
    whisky,
    duplicate,
    own,
    whisky2,
    author,
    author2,
    moved,
    combinedAway,
    kept,
    sameComment,
    keptComment,
    otherComment,
  };
}

const count = async (table: typeof schema.translations | typeof schema.songElements, songId: number) =>
  (await db().select({ n: sql<number>`count(*)` }).from(table).where(eq(table.songId, songId)))[0].n;

describe("merging 'Dzem' into 'Dżem'", () => {
  it("moves every song, merges the ticked duplicate with its contributions and votes, and every old address answers 301", async () => {
    const d = await dzem();
    // The merge screen finds 'Dżem' by the artist's own name and offers both duplicates.
    const screen = visibleText(await (await get(`/${d.source.urlname}/polacz`, { headers: { Cookie: cookie } })).text());
    expect(screen).toContain(d.target.name);
    const preview = await (await get(`/${d.source.urlname}/polacz?wykonawca=${d.target.id}`, { headers: { Cookie: cookie } })).text();
    expect(preview).toContain(`value="${d.duplicate.id}"`);
    expect(preview).toContain(`value="${d.whisky2.id}"`);

    // Only the first duplicate is ticked: 'Whisky!' moves as a song of its own.
    const response = await postForm(
      `/${d.source.urlname}/polacz?wykonawca=${d.target.id}`,
      { intent: "merge-artist", target_id: String(d.target.id), scal: String(d.duplicate.id) },
      { Cookie: cookie },
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/${d.target.urlname}`);

    // The artist and the duplicate are gone from the live tables, into one trash entry.
    expect(await db().select().from(schema.artists).where(eq(schema.artists.id, d.source.id))).toEqual([]);
    expect(await songNow(d.duplicate.id)).toBeUndefined();
    const [entry] = await db()
      .select()
      .from(schema.trash)
      .where(and(eq(schema.trash.kind, "artist"), eq(schema.trash.itemId, d.source.id)));
    expect(entry).toMatchObject({ cause: "merged", status: "trashed", label: d.source.name });

    // Songs: moved under Dżem, addresses following the name; the unticked twin gets the next free one.
    expect(await songNow(d.own.id)).toMatchObject({ artistId: d.target.id, urlname: `${d.target.urlname}-sen-o-victorii` });
    expect(await songNow(d.whisky2.id)).toMatchObject({ artistId: d.target.id, urlname: `${d.target.urlname}-whisky-2` });
    const artistPage = visibleText(await (await get(`/${d.target.urlname}`)).text());
    for (const title of ["Wehikuł Czasu", "Whisky", "Sen O Victorii", "Whisky!"]) expect(artistPage).toContain(title);
    expect(artistPage).not.toContain("Wehikul czasu");

    // The duplicate's contributions are on the twin, on the same words.
    expect(await annotationNow(d.moved.id)).toMatchObject({ songId: d.twin.id, lines: [1], points: 2, rankedPoints: 2 });
    expect(await annotationNow(d.combinedAway.id)).toBeUndefined();
    // Combined: one row per voter (v1 voted both), points from the rows, the author's total with them.
    expect(await annotationNow(d.kept.id)).toMatchObject({ points: 3, rankedPoints: 3 });
    expect(await voters(d.kept.id)).toHaveLength(3);
    expect(await pointsOf(d.author.id)).toBe(3);
    expect(await pointsOf(d.author2.id)).toBe(2);
    expect(await commentNow(d.sameComment.id)).toBeUndefined();
    expect(await commentNow(d.keptComment.id)).toMatchObject({ points: 2 });
    expect(await commentNow(d.otherComment.id)).toMatchObject({ songId: d.twin.id, points: 1 });
    expect(await count(schema.translations, d.twin.id)).toBe(2);
    expect(await count(schema.songElements, d.twin.id)).toBe(2);
    const twinPage = visibleText(await (await get(`/${d.twin.urlname}?linia=1`)).text());
    expect(twinPage).toContain("Wehikuł to rower");

    // Old addresses: the artist, its songs, the duplicate with its tabs, lines and shared interpretations.
    expect(await location(`/${d.source.urlname}`)).toEqual({ status: 301, location: `/${d.target.urlname}` });
    expect(await location(`/${d.own.urlname}/komentarze`)).toEqual({ status: 301, location: `/${d.target.urlname}-sen-o-victorii/komentarze` });
    for (const rest of ["", "/komentarze", "/tlumaczenie", "/remixy", "/covery", "/instrumentale", "/historia"]) {
      expect(await location(`/${d.duplicate.urlname}${rest}`), rest).toEqual({ status: 301, location: `/${d.twin.urlname}${rest}` });
    }
    expect(await location(`/${d.duplicate.urlname}?linia=2`)).toEqual({ status: 301, location: `/${d.twin.urlname}?linia=1` });
    expect(await location(`/${d.duplicate.urlname}?linia=0&wszystkie=1`)).toEqual({
      status: 301,
      location: `/${d.twin.urlname}?linia=0&wszystkie=1`,
    });
    expect(await location(`/${d.duplicate.urlname}/interpretacja-${d.moved.id}`)).toEqual({
      status: 301,
      location: `/${d.twin.urlname}/interpretacja-${d.moved.id}`,
    });
    expect(await location(`/${d.duplicate.urlname}/interpretacja-${d.combinedAway.id}`)).toEqual({
      status: 301,
      location: `/${d.twin.urlname}/interpretacja-${d.kept.id}`,
    });
    expect((await get(`/${d.twin.urlname}/interpretacja-${d.kept.id}`)).status).toBe(200);

    // Search and the sitemap follow at once.
    expect((await searchSongs(`Dżem ${d.tag} Sen o Victorii`, 10)).results.map((hit) => hit.song_id)).toEqual([d.own.id]);
    expect((await searchSongs(`Dzem ${d.tag} Wehikul`, 10)).results.map((hit) => hit.song_id)).toEqual([d.twin.id]);
    const artistsMap = await (await get("/sitemaps/artists-1.xml")).text();
    expect(artistsMap).not.toContain(`/${d.source.urlname}<`);
    expect(
      await db()
        .select()
        .from(schema.auditLog)
        .where(and(eq(schema.auditLog.action, "merge"), eq(schema.auditLog.itemId, d.source.id))),
    ).toHaveLength(1);
  });

  it("restoring the merge from the trash undoes it: artist, songs, addresses, contributions, votes, points and reports", async () => {
    const d = await dzem();
    // A reported interpretation of the duplicate: the queue's link follows it to the twin and back.
    const reported = { kind: "annotation" as const, itemId: d.moved.id, songId: d.duplicate.id, label: "Wehikuł to rower", openCount: 1 };
    await db().insert(schema.reportItems).values(reported);
    const reportedSong = async () =>
      (
        await db()
          .select({ songId: schema.reportItems.songId })
          .from(schema.reportItems)
          .where(and(eq(schema.reportItems.kind, "annotation"), eq(schema.reportItems.itemId, d.moved.id)))
      )[0].songId;
    // The service called as it is here, outside a request: its statements go to the binding.
    const merging = await statementsDuring(
      async () => {
        expect(await mergeArtists(moderator, d.source.id, d.target.id, [d.duplicate.id, d.whisky2.id])).toEqual({
          ok: true,
          value: { urlname: d.target.urlname },
        });
      },
      { direct: true },
    );
    expect(await reportedSong()).toBe(d.twin.id);
    const movedAddress = (await songNow(d.own.id)).urlname;
    const [entry] = await db()
      .select()
      .from(schema.trash)
      .where(and(eq(schema.trash.itemId, d.source.id), eq(schema.trash.cause, "merged")));
    const trashPage = visibleText(await (await get("/panel/kosz", { headers: { Cookie: cookie } })).text());
    expect(trashPage).toContain("Cofnij połączenie");

    let undo = new Response();
    const undoing = await statementsDuring(async () => {
      undo = await postForm("/panel/kosz", { trash_id: String(entry.id) }, { Cookie: cookie });
    });
    expect(undo.status).toBe(200);
    expect(await reportedSong()).toBe(d.duplicate.id);
    // Neither the merge nor its undo walks report_items (the panel's count of what waits reads
    // its partial index, the undecided items only: moderation-panel.test.ts).
    const walks: string[] = [];
    for (const statement of [...merging, ...undoing]) {
      for (const walk of walksOf(statement.sql, await planOf(statement), ["report_items"])) {
        if (walk.index !== "report_items_queue") walks.push(`${walk.step} — ${statement.sql}`);
      }
    }
    expect(walks).toEqual([]);
    expect(merging.some((statement) => /report_items/.test(statement.sql))).toBe(true);
    expect(undoing.some((statement) => /UPDATE report_items/.test(statement.sql))).toBe(true);
    expect((await db().select().from(schema.artists).where(eq(schema.artists.id, d.source.id)))[0]).toEqual(d.source);
    for (const original of [d.duplicate, d.own, d.whisky2]) {
      expect(await songNow(original.id), original.name).toMatchObject({ artistId: d.source.id, urlname: original.urlname, name: original.name });
    }
    expect(await annotationNow(d.moved.id)).toMatchObject({ songId: d.duplicate.id, lines: [2], points: 2 });
    expect(await annotationNow(d.combinedAway.id)).toMatchObject({ songId: d.duplicate.id, lines: [3], points: 2, rankedPoints: 2 });
    expect(await annotationNow(d.kept.id)).toMatchObject({ songId: d.twin.id, points: 2, rankedPoints: 2 });
    expect(await voters(d.kept.id)).toHaveLength(2);
    expect(await pointsOf(d.author.id)).toBe(4);
    expect(await commentNow(d.sameComment.id)).toMatchObject({ songId: d.duplicate.id, points: 1 });
    expect(await commentNow(d.keptComment.id)).toMatchObject({ points: 2 });
    expect(await count(schema.translations, d.duplicate.id)).toBe(2);
    expect(await count(schema.songElements, d.duplicate.id)).toBe(2);
    expect(await count(schema.songElements, d.twin.id)).toBe(1);
    // The old addresses are live again; the address the merge gave still leads to its song.
    expect((await get(`/${d.source.urlname}`)).status).toBe(200);
    expect((await get(`/${d.duplicate.urlname}?linia=2`)).status).toBe(200);
    expect(await location(`/${movedAddress}`)).toEqual({ status: 301, location: `/${d.own.urlname}` });
    expect((await searchSongs(`Dzem ${d.tag} Sen o Victorii`, 10)).results.map((hit) => hit.song_id)).toEqual([d.own.id]);
    // Once only: the entry is restored, the merge undone.
    expect((await postForm("/panel/kosz", { trash_id: String(entry.id) }, { Cookie: cookie })).status).toBe(409);
    const [record] = await db().select().from(schema.merges).where(eq(schema.merges.trashId, entry.id));
    expect(record.status).toBe("undone");
    expect(
      await db()
        .select()
        .from(schema.auditLog)
        .where(and(eq(schema.auditLog.action, "unmerge"), eq(schema.auditLog.itemId, d.source.id))),
    ).toHaveLength(1);
  });
});

describe("after 30 days", () => {
  it("the purge ends the undo; the addresses, and the link of a combined interpretation, still lead on", async () => {
    const d = await dzem();
    expect((await mergeArtists(moderator, d.source.id, d.target.id, [d.duplicate.id])).ok).toBe(true);
    const [record] = await db().select().from(schema.merges).where(eq(schema.merges.sourceId, d.source.id));
    await db()
      .update(schema.trash)
      .set({ deletedAt: sql`deleted_at - ${31 * 86400}` })
      .where(eq(schema.trash.id, record.trashId));
    expect(await purgeTrash()).toBeGreaterThanOrEqual(1);
    const left = await db().select({ tbl: schema.mergeMoves.tbl }).from(schema.mergeMoves).where(eq(schema.mergeMoves.mergeId, record.id));
    expect(left.map((row) => row.tbl)).toEqual(["annotations:combined"]);
    const refused = await postForm("/panel/kosz", { trash_id: String(record.trashId) }, { Cookie: cookie });
    expect(refused.status).toBe(409);
    expect(await location(`/${d.source.urlname}`)).toEqual({ status: 301, location: `/${d.target.urlname}` });
    expect(await location(`/${d.duplicate.urlname}/interpretacja-${d.combinedAway.id}`)).toEqual({
      status: 301,
      location: `/${d.twin.urlname}/interpretacja-${d.kept.id}`,
    });
  });
});

describe("chains", () => {
  it("a song merged twice: its first address answers one 301 to the last song, on the same line", async () => {
    const tag = `${++n}${Date.now().toString(36)}`;
    const a = await artist(`Pierwszy ${tag}`, `pierwszy-${tag}`);
    const b = await artist(`Drugi ${tag}`, `drugi-${tag}`);
    const c = await artist(`Trzeci ${tag}`, `trzeci-${tag}`);
    // Each later text has one more line on top.
    const first = await song(a, "Łańcuch", "lancuch", ["raz", "dwa", "trzy"]);
    const second = await song(b, "Lancuch", "lancuch", ["intro", "raz", "dwa", "trzy"]);
    const third = await song(c, "ŁAŃCUCH", "lancuch", ["wstęp", "intro", "raz", "dwa", "trzy"]);
    const shared = await annotation(first.id, null, "Teoria o dwójce", [1], []);
    expect((await mergeArtists(moderator, a.id, b.id, [first.id])).ok).toBe(true);
    expect((await mergeArtists(moderator, b.id, c.id, [second.id])).ok).toBe(true);
    expect(await location(`/${first.urlname}?linia=1`)).toEqual({ status: 301, location: `/${third.urlname}?linia=3` });
    expect(await location(`/${second.urlname}?linia=1`)).toEqual({ status: 301, location: `/${third.urlname}?linia=2` });
    expect(await location(`/${a.urlname}`)).toEqual({ status: 301, location: `/${c.urlname}` });
    expect(await location(`/${first.urlname}/interpretacja-${shared.id}`)).toEqual({
      status: 301,
      location: `/${third.urlname}/interpretacja-${shared.id}`,
    });
    expect(await annotationNow(shared.id)).toMatchObject({ songId: third.id, lines: [3] });
  });
});

describe("merges that are refused or race", () => {
  it("into itself, into an unknown artist, or with a song that is no duplicate: a clear 4xx and nothing changed", async () => {
    const d = await dzem();
    const moves = async () => (await db().select({ n: sql<number>`count(*)` }).from(schema.mergeMoves))[0].n;
    const before = await moves();
    expect(await mergeArtists(moderator, d.source.id, d.source.id, [])).toMatchObject({
      ok: false,
      code: "invalid",
      message: RENAME_MESSAGES.selfMerge,
    });
    expect(await mergeArtists(moderator, d.source.id, 987_654_321, [])).toMatchObject({ ok: false, code: "not_found" });
    expect(await mergeArtists(moderator, d.source.id, d.target.id, [d.own.id])).toMatchObject({
      ok: false,
      code: "invalid",
      message: RENAME_MESSAGES.badDuplicates,
    });
    const self = await postForm(`/${d.source.urlname}/polacz`, { intent: "merge-artist", target_id: String(d.source.id) }, { Cookie: cookie });
    expect(self.status).toBe(400);
    expect(visibleText(await self.text())).toContain(RENAME_MESSAGES.selfMerge);
    const noTarget = await postForm(`/${d.source.urlname}/polacz`, { intent: "merge-artist", target_id: "x" }, { Cookie: cookie });
    expect(noTarget.status).toBe(400);
    expect(await songNow(d.own.id)).toEqual(d.own);
    expect(await songNow(d.duplicate.id)).toEqual(d.duplicate);
    expect(await moves()).toBe(before);
    expect(await db().select().from(schema.trash).where(eq(schema.trash.itemId, d.source.id))).toEqual([]);
  });

  it("two moderators merging the same artist into two others at once: one merge happens, whole", async () => {
    const d = await dzem();
    const other = await artist(`Trzeci ${d.tag}`, `trzeci-${d.tag}`);
    const results = await Promise.all([
      mergeArtists(moderator, d.source.id, d.target.id, [d.duplicate.id]),
      mergeArtists(moderator, d.source.id, other.id, []),
      mergeArtists(moderator, d.source.id, d.target.id, []),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    const winner = results.findIndex((result) => result.ok);
    const into = winner === 1 ? other : d.target;
    for (const original of [d.own, d.whisky2]) expect((await songNow(original.id)).artistId).toBe(into.id);
    expect(await location(`/${d.source.urlname}`)).toEqual({ status: 301, location: `/${into.urlname}` });
    const done = await db().select().from(schema.merges).where(eq(schema.merges.sourceId, d.source.id));
    expect(done.map((merge) => merge.status)).toEqual(["done"]);
    expect(await db().select().from(schema.trash).where(eq(schema.trash.itemId, d.source.id))).toHaveLength(1);
  });
});
