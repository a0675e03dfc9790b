// Versions of a song's shared layers — its video and its synced timings (decision 042). Every
// change is a row of song_revisions; the live state that pages read (songs.youtube_*,
// song_syncs) is always a copy of the newest live revision of its scope, written in the same
// D1 batch (one transaction) as the revision rows:
//
//   1. the change to the revision rows (a new live row, or a pending row promoted), guarded;
//   2. the live tables copied from the newest live revision of the scope;
//   3. every older live revision of the scope marked past.
//
// Steps 2 and 3 have no guard of their own: when step 1 changed nothing (a race lost, a stale
// proposal) they rewrite what is already there. A scope is (song, video) for the video and
// (song, sync, video id) for timings, since each recording has its own times.
import { songsChanged } from "./freshness";
import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import { ANONYMOUS_AUTHOR } from "@core/constants";
import { type RevisionItem, type RevisionKind, type RevisionPayload, revisionSummary, type SyncState, type VideoState } from "@core/rules/revisions";
import { nowSeconds } from "../platform/clock";
import { config } from "../platform/config";
import { clientHash } from "./client-address";
import { db, schema } from "./db";
import type { SessionUser } from "./session";

const r = schema.songRevisions;

type Statement = Parameters<ReturnType<typeof db>["batch"]>[0][number];

/** Which rows share one live revision. Lyrics and names (decision 045) have their own writer, lyrics-apply.ts. */
export type Scope = { songId: number; kind: "video" | "lyrics" | "names" } | { songId: number; kind: "sync"; videoId: string };
export type LayerScope = { songId: number; kind: "video" } | { songId: number; kind: "sync"; videoId: string };

const inScope = (scope: Scope, alias = "song_revisions"): SQL =>
  scope.kind === "sync"
    ? sql`${sql.raw(alias)}.song_id = ${scope.songId} AND ${sql.raw(alias)}.kind = 'sync' AND json_extract(${sql.raw(alias)}.payload, '$.videoId') = ${scope.videoId}`
    : sql`${sql.raw(alias)}.song_id = ${scope.songId} AND ${sql.raw(alias)}.kind = ${scope.kind}`;

/** The id of the scope's newest live revision (SQL), null when it has none. */
export const newestLive = (scope: Scope): SQL => sql`(SELECT max(x.id) FROM song_revisions AS x WHERE ${inScope(scope, "x")} AND x.status = 'live')`;

/** Step 2: the live tables take the newest live revision's payload. */
function copyLive(scope: LayerScope): Statement[] {
  const payload = (path: string) => sql`(SELECT json_extract(x.payload, ${path}) FROM song_revisions AS x WHERE x.id = ${newestLive(scope)})`;
  if (scope.kind === "video") {
    return [
      db()
        .update(schema.songs)
        .set({
          youtubeId: payload("$.id"),
          youtubeTitle: payload("$.title"),
          youtubeThumbDefault: payload("$.thumbDefault"),
          youtubeThumbMedium: payload("$.thumbMedium"),
        })
        .where(sql`${schema.songs.id} = ${scope.songId} AND ${newestLive(scope)} IS NOT NULL`),
    ];
  }
  const s = schema.songSyncs;
  const timings = sql`json_extract(x.payload, '$.timings')`;
  return [
    db()
      .delete(s)
      .where(
        sql`${s.songId} = ${scope.songId} AND ${s.videoId} = ${scope.videoId} AND ${payload("$.timings")} IS NULL AND ${newestLive(scope)} IS NOT NULL`,
      ),
    db()
      .insert(s)
      .select(
        sql`SELECT x.song_id, ${scope.videoId}, ${timings}, x.user_id, x.created_at FROM song_revisions AS x WHERE x.id = ${newestLive(scope)} AND ${timings} IS NOT NULL`,
      )
      .onConflictDoUpdate({
        target: [s.songId, s.videoId],
        set: { timings: sql`excluded.timings`, userId: sql`excluded.user_id`, updatedAt: sql`excluded.updated_at` },
      }),
  ];
}

/** Step 3: older live revisions of the scope become past. */
export const retireOlder = (scope: Scope) =>
  db()
    .update(r)
    .set({ status: "past" })
    .where(sql`${inScope(scope)} AND status = 'live' AND id < ${newestLive(scope)}`);

export type Author = { userId: number | null; clientHash: string | null };

/** Who makes a change: the session's user, and always the keyed hash of the client. */
export async function authorOf(request: Request, user: SessionUser | null): Promise<Author> {
  return { userId: user?.id ?? null, clientHash: await clientHash(request, config().SESSION_SECRET) };
}

const payloadJson = (payload: RevisionPayload) => JSON.stringify(payload);

/**
 * Makes `payload` the scope's live state as a new revision, when `guard` (SQL, evaluated
 * before anything changes) holds; answers the new revision's id, or null when the guard
 * said no. Concurrent calls are serialised by D1: one batch is one transaction.
 */
export async function setLive(scope: LayerScope, payload: RevisionPayload, author: Author, guard: SQL = sql`1`): Promise<number | null> {
  const [inserted] = (await db().batch(liveStatements(scope, payload, author, guard) as [Statement, ...Statement[]])) as unknown as [
    { id: number }[],
  ];
  // A video or timings went live: the song's cached pages go (decision 051).
  if (inserted[0]) await songsChanged({ songs: [scope.songId] });
  return inserted[0]?.id ?? null;
}

/**
 * The statements of `setLive`, for a caller's own batch (a lyrics edit moves every video's
 * timings with the text, decision 045): the first answers the new revision's id.
 */
export function liveStatements(
  scope: LayerScope,
  payload: RevisionPayload,
  author: Author,
  guard: SQL = sql`1`,
  reason: string | null = null,
): Statement[] {
  const insert = db()
    .insert(r)
    .select(
      sql`SELECT NULL, ${scope.songId}, ${scope.kind}, ${payloadJson(payload)}, 'live', ${author.userId}, ${author.clientHash}, ${newestLive(scope)}, ${nowSeconds()}, ${author.userId}, ${nowSeconds()}, NULL, ${reason} WHERE ${guard}`,
    )
    .returning({ id: r.id });
  return [insert, ...copyLive(scope), retireOlder(scope)];
}

/**
 * Stores a proposal that waits for a moderator; answers its id, or null when the same one
 * already waits. The check and the insert are one statement, and D1 runs one statement at a
 * time: of identical proposals sent at once exactly one is queued.
 */
export async function propose(scope: Scope, payload: RevisionPayload, author: Author, reason: string | null = null): Promise<number | null> {
  const json = payloadJson(payload);
  const [row] = await db().all<{ id: number }>(sql`
    INSERT INTO song_revisions (song_id, kind, payload, status, user_id, client_hash, base_id, reason)
    SELECT ${scope.songId}, ${scope.kind}, ${json}, 'pending', ${author.userId}, ${author.clientHash}, ${newestLive(scope)}, ${reason}
    WHERE NOT EXISTS (SELECT 1 FROM song_revisions WHERE ${inScope(scope)} AND status = 'pending' AND payload = ${json})
    RETURNING id`);
  return row?.id ?? null;
}

/**
 * Accepts a pending revision when what it was proposed against is still live; answers
 * whether it went live (false: decided meanwhile, or the state changed — no lost update).
 */
export async function promote(id: number, scope: LayerScope, moderatorId: number): Promise<boolean> {
  const promoted = db()
    .update(r)
    .set({ status: "live", decidedBy: moderatorId, decidedAt: nowSeconds() })
    .where(sql`id = ${id} AND status = 'pending' AND base_id IS ${newestLive(scope)}`)
    .returning({ id: r.id });
  const [rows] = (await db().batch([promoted, ...copyLive(scope), retireOlder(scope)] as [Statement, ...Statement[]])) as unknown as [
    { id: number }[],
  ];
  if (rows.length > 0) await songsChanged({ songs: [scope.songId] });
  return rows.length > 0;
}

/** Refuses a pending revision; false when it was decided meanwhile. */
export async function reject(id: number, moderatorId: number, note: string | null): Promise<boolean> {
  const rows = await db()
    .update(r)
    .set({ status: "rejected", decidedBy: moderatorId, decidedAt: nowSeconds(), decisionNote: note })
    .where(and(eq(r.id, id), eq(r.status, "pending")))
    .returning({ id: r.id });
  return rows.length > 0;
}

export type RevisionRow = typeof r.$inferSelect;

export async function findRevision(id: number): Promise<RevisionRow | null> {
  const [row] = await db().select().from(r).where(eq(r.id, id));
  return row ?? null;
}

/** The scope a stored revision of the video or timings belongs to. */
export function scopeOf(row: Pick<RevisionRow, "songId" | "kind" | "payload">): LayerScope {
  return row.kind === "sync"
    ? { songId: row.songId, kind: "sync", videoId: (row.payload as SyncState).videoId }
    : { songId: row.songId, kind: "video" };
}

/** A revision's author as shown: the account's name, or 'Anonimowy' (the lyrics and names views use it too). */
export const revisionAuthorName = sql<string>`coalesce((SELECT username FROM users WHERE users.id = ${r.userId}), ${ANONYMOUS_AUTHOR})`;
const decider = sql<string | null>`(SELECT username FROM users WHERE users.id = ${r.decidedBy})`;

/** The song's revisions of both kinds, newest first (the history page). */
export async function songRevisionItems(songId: number, limit = 200): Promise<RevisionItem[]> {
  const rows = await db()
    .select({
      id: r.id,
      kind: r.kind,
      status: r.status,
      payload: r.payload,
      createdAt: r.createdAt,
      author: revisionAuthorName,
      decider,
      decidedAt: r.decidedAt,
      note: r.decisionNote,
      reason: r.reason,
    })
    .from(r)
    .where(eq(r.songId, songId))
    .orderBy(desc(r.id))
    .limit(limit);
  return rows.map(toItem);
}

/** Pending proposals of videos and timings, oldest first (the review queue), each with its one-line summary. */
export async function pendingRevisions(limit = 100) {
  const rows = await db()
    .select({
      id: r.id,
      songId: r.songId,
      songUrlname: sql<string | null>`(SELECT urlname FROM songs WHERE songs.id = ${r.songId})`,
      kind: r.kind,
      payload: r.payload,
      createdAt: r.createdAt,
      author: revisionAuthorName,
    })
    .from(r)
    // Lyrics and names show their diff in the queue of their own (lyrics-views.ts).
    .where(sql`${r.status} = 'pending' AND ${r.kind} IN ('video', 'sync')`)
    .orderBy(asc(r.createdAt), asc(r.id))
    .limit(limit);
  return rows.map(({ payload, ...row }) => ({ ...row, summary: revisionSummary(row.kind, payload as RevisionPayload) }));
}

function toItem(row: {
  id: number;
  kind: RevisionKind;
  status: RevisionItem["status"];
  payload: unknown;
  createdAt: number;
  author: string;
  decider: string | null;
  decidedAt: number | null;
  note: string | null;
  reason?: string | null;
}): RevisionItem {
  const payload = row.payload as RevisionPayload;
  const videoId = row.kind === "video" ? ((payload as VideoState)?.id ?? null) : row.kind === "sync" ? (payload as SyncState).videoId : null;
  return {
    revision_id: row.id,
    kind: row.kind,
    status: row.status,
    author: row.author,
    created_at: row.createdAt,
    summary: revisionSummary(row.kind, payload),
    video_id: videoId,
    decided_by: row.decider,
    decided_at: row.decidedAt,
    decision_note: row.note,
    reason: row.reason ?? null,
  };
}

export { toItem as toRevisionItem };
