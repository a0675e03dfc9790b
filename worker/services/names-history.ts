// Versions of a song's title and artist (decision 045, revisions of kind 'names'): every change
// of them, whether a moderator's rename, a move to another artist or an accepted suggestion,
// becomes the live version and the one before it a past one, so the history shows it and a
// moderator can bring any of them back. Artist-wide renames and merges change the artist's
// page for all its songs at once and stay in the audit log (decision 049).
import { eq, sql } from "drizzle-orm";
import { type NamesProposal, namesBase, namesLines } from "@core/rules/lyrics-edits";
import type { NamesState } from "@core/rules/revisions";
import { type DiffRow, versionDiffs } from "@core/text/line-diff";
import { nowSeconds } from "../platform/clock";
import { db, schema } from "./db";
import { type Author, revisionAuthorName } from "./song-revisions";

const r = schema.songRevisions;

export type CurrentNames = NamesState & { artistId: number };

/** The song's title and artist as its page shows them now. */
export async function currentNames(songId: number): Promise<CurrentNames | null> {
  const [row] = await db()
    .select({ title: schema.songs.name, artist: schema.artists.name, artistId: schema.songs.artistId })
    .from(schema.songs)
    .innerJoin(schema.artists, eq(schema.artists.id, schema.songs.artistId))
    .where(eq(schema.songs.id, songId));
  return row ?? null;
}

const namesOnly = (names: NamesState): NamesState => ({ title: names.title, artist: names.artist });

/** The names the song had before its first recorded change become its first version (credited to who added it). */
export async function ensureFirstNames(songId: number, names: NamesState): Promise<void> {
  await db().run(sql`
    INSERT INTO song_revisions (song_id, kind, payload, status, user_id, created_at)
    SELECT id, 'names', ${JSON.stringify(namesOnly(names))}, 'live', added_by, created_at FROM songs WHERE id = ${songId}
      AND NOT EXISTS (SELECT 1 FROM song_revisions WHERE song_id = ${songId} AND kind = 'names' AND status IN ('live', 'past'))`);
}

/** Records `after` as a new live version of the song's names by `author`; the live one before becomes past. */
export async function recordNames(
  songId: number,
  before: NamesState,
  after: NamesState,
  author: Author,
  reason: string | null = null,
): Promise<void> {
  await ensureFirstNames(songId, before);
  const now = nowSeconds();
  const [inserted] = await db()
    .insert(r)
    .values({
      songId,
      kind: "names",
      payload: namesOnly(after),
      status: "live",
      userId: author.userId,
      clientHash: author.clientHash,
      baseId: sql`${liveNames(songId)}`,
      createdAt: now,
      decidedBy: author.userId,
      decidedAt: now,
      reason,
    })
    .returning({ id: r.id });
  await retireNames(songId, inserted.id);
}

const liveNames = (songId: number) =>
  sql`(SELECT max(x.id) FROM song_revisions AS x WHERE x.song_id = ${songId} AND x.kind = 'names' AND x.status = 'live')`;

const retireNames = (songId: number, liveId: number) =>
  db()
    .update(r)
    .set({ status: "past" })
    .where(sql`${r.songId} = ${songId} AND ${r.kind} = 'names' AND ${r.status} = 'live' AND ${r.id} <> ${liveId}`);

/**
 * A moderator's acceptance takes the suggestion live only while the version they decided
 * against is still the live one: D1 runs one statement at a time, so of two moderators
 * accepting two suggestions of one song at once exactly one gets it (no lost update).
 */
export async function claimNames(revisionId: number, songId: number, seenLiveId: number, payload: NamesState, moderatorId: number): Promise<boolean> {
  const [claimed] = await db()
    .update(r)
    .set({ status: "live", payload: namesOnly(payload), decidedBy: moderatorId, decidedAt: nowSeconds() })
    .where(sql`${r.id} = ${revisionId} AND ${r.status} = 'pending' AND ${liveNames(songId)} = ${seenLiveId}`)
    .returning({ id: r.id });
  if (!claimed) return false;
  await retireNames(songId, revisionId);
  return true;
}

/** Undoes a claim whose rename was refused: the suggestion waits again and the version before is live again. */
export async function unclaimNames(revisionId: number, songId: number, previousLiveId: number): Promise<void> {
  await db().batch([
    db().update(r).set({ status: "pending", decidedBy: null, decidedAt: null }).where(eq(r.id, revisionId)),
    db().update(r).set({ status: "live" }).where(sql`${r.id} = ${previousLiveId} AND ${r.songId} = ${songId}`),
  ]);
}

/** The names an accepted suggestion ended with (a move may take the existing artist's spelling). */
export async function settleNames(revisionId: number, after: NamesState): Promise<void> {
  await db()
    .update(r)
    .set({ payload: namesOnly(after) })
    .where(eq(r.id, revisionId));
}

/** Title and artist suggestions waiting, oldest first, beside the names now. */
export async function pendingNames(limit = 20): Promise<NamesProposal[]> {
  const rows = await db()
    .select({
      id: r.id,
      payload: r.payload,
      createdAt: r.createdAt,
      reason: r.reason,
      author: revisionAuthorName,
      songId: schema.songs.id,
      title: schema.songs.name,
      artist: schema.artists.name,
      urlname: schema.songs.urlname,
      liveId: sql<
        number | null
      >`(SELECT max(x.id) FROM song_revisions AS x WHERE x.song_id = ${r.songId} AND x.kind = 'names' AND x.status = 'live')`,
    })
    .from(r)
    .innerJoin(schema.songs, eq(schema.songs.id, r.songId))
    .innerJoin(schema.artists, eq(schema.artists.id, schema.songs.artistId))
    .where(sql`${r.status} = 'pending' AND ${r.kind} = 'names'`)
    .orderBy(r.createdAt, r.id)
    .limit(limit);
  return rows.map((row) => {
    const current = { title: row.title, artist: row.artist };
    return {
      revision_id: row.id,
      song: { id: row.songId, title: `${row.artist} – ${row.title}`, urlname: row.urlname },
      author: row.author,
      created_at: row.createdAt,
      reason: row.reason,
      current,
      proposed: namesOnly(row.payload as NamesState),
      base: namesBase(row.liveId, current),
    };
  });
}

/** Each names version's diff against the one before it; a suggestion's against the names it was made from, or today's. */
export async function namesDiffs(songId: number, current: NamesState): Promise<Record<number, DiffRow[]>> {
  const rows = await db()
    .select({ id: r.id, status: r.status, payload: r.payload, baseId: r.baseId })
    .from(r)
    .where(sql`${r.songId} = ${songId} AND ${r.kind} = 'names'`)
    .orderBy(sql`${r.id} DESC`)
    .limit(50);
  return versionDiffs(rows, new Map(rows.map((row) => [row.id, namesLines(row.payload as NamesState)])), namesLines(current));
}
