// Merging two artists (issue 18 point 4, decision 049): 'Dzem' into 'Dżem'. Every song moves; the
// duplicates the moderator ticks are merged into their twins with their interpretations (on the
// same words), comments, translations and covers; identical items are combined with their votes
// (one row per voter, points recounted); every old address — the artist, the songs, a shared
// interpretation, a line — answers 301, after a chain of merges too. A merge that makes no sense
// is refused, and of two at once only one happens. Undoing a merge: merges-undo.test.ts.
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "@db/schema";
import { RENAME_MESSAGES } from "@core/rules/renames";
import { mergeArtists } from "@worker/services/merges";
import { searchSongs } from "@worker/services/search";
import { postForm } from "./account-helpers";
import { get } from "./helpers";
import { visibleText } from "./html";
import {
  annotation,
  annotationNow,
  artist,
  commentNow,
  cookie,
  count,
  db,
  dzem,
  location,
  moderator,
  pointsOf,
  song,
  songNow,
  voters,
  withModerator,
} from "./merges-helpers";

withModerator();

// The chains' own count for their tags; dzem() keeps its own in merges-helpers.ts.
let n = 0;

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
