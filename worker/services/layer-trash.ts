// Deleting a song's video or a video's timings (decisions 042, 043): the layer is cleared as a
// revision without it, and the trash gets an entry that remembers the revision that was live,
// so the panel lists it beside every other delete and restoring it reverts to that revision.
import { and, eq, inArray, sql } from "drizzle-orm";
import { fail, ok, type Result } from "@core/result";
import type { SyncState, VideoState } from "@core/rules/revisions";
import { nowSeconds } from "../platform/clock";
import { db, schema } from "./db";
import { songsChanged } from "./freshness";
import { type Author, type LayerScope as Scope, liveStatements, setLive } from "./song-revisions";
import { findTrash, TRASH_STATE_MESSAGES, type TrashEntry, type TrashMeta, trashHoldingSong } from "./trash";

const r = schema.songRevisions;

type Statement = Parameters<ReturnType<typeof db>["batch"]>[0][number];

type Layer = "video" | "sync";

const MISSING: Record<Layer, string> = {
  video: "Ta piosenka nie ma teledysku.",
  sync: "Ta piosenka nie ma zapisanej synchronizacji dla tego teledysku.",
};

/** The live revision of the scope, made from what pages show when none was recorded (older data). */
async function liveRevision(scope: Scope, author: Author): Promise<number | null> {
  const scoped = scope.kind === "video" ? sql`kind = 'video'` : sql`kind = 'sync' AND json_extract(payload, '$.videoId') = ${scope.videoId}`;
  const [live] = await db()
    .select({ id: r.id })
    .from(r)
    .where(sql`song_id = ${scope.songId} AND ${scoped} AND status = 'live'`)
    .orderBy(sql`id DESC`)
    .limit(1);
  if (live) return live.id;
  let payload: VideoState | SyncState;
  if (scope.kind === "video") {
    const [song] = await db().select().from(schema.songs).where(eq(schema.songs.id, scope.songId));
    if (!song?.youtubeId) return null;
    payload = {
      id: song.youtubeId,
      title: song.youtubeTitle ?? "",
      thumbDefault: song.youtubeThumbDefault ?? "",
      thumbMedium: song.youtubeThumbMedium ?? "",
    };
  } else {
    const [sync] = await db()
      .select()
      .from(schema.songSyncs)
      .where(and(eq(schema.songSyncs.songId, scope.songId), eq(schema.songSyncs.videoId, scope.videoId)));
    if (!sync) return null;
    payload = { videoId: scope.videoId, timings: sync.timings };
  }
  const [row] = await db()
    .insert(r)
    .values({ songId: scope.songId, kind: scope.kind, payload, status: "live", userId: author.userId, clientHash: author.clientHash })
    .returning({ id: r.id });
  return row.id;
}

/** Clears the song's video or its current video's timings into the trash. */
export async function trashLayer(kind: Layer, songId: number, author: Author, meta: TrashMeta): Promise<Result<{ trashId: number }>> {
  const [song] = await db()
    .select({ videoId: schema.songs.youtubeId, name: schema.songs.name, artist: schema.artists.name })
    .from(schema.songs)
    .innerJoin(schema.artists, eq(schema.artists.id, schema.songs.artistId))
    .where(eq(schema.songs.id, songId));
  if (!song) return fail("not_found", "Nie ma takiej piosenki.");
  if (!song.videoId) return fail("not_found", MISSING[kind]);
  const scope: Scope = kind === "video" ? { songId, kind } : { songId, kind, videoId: song.videoId };
  const live = await liveRevision(scope, author);
  if (live === null) return fail("not_found", MISSING[kind]);
  const [row] = await db().select({ payload: r.payload }).from(r).where(eq(r.id, live));
  const nothing = kind === "video" ? null : { videoId: song.videoId, timings: null };
  if (kind === "sync" && (row.payload as SyncState).timings === null) return fail("not_found", MISSING.sync);
  const cleared = await setLive(scope, nothing, author, sql`(SELECT status FROM song_revisions WHERE id = ${live}) = 'live'`);
  if (cleared === null) return fail("not_found", MISSING[kind]);
  const label = `${kind === "video" ? "Teledysk" : "Synchronizacja"}: ${song.artist} – ${song.name}`;
  const [entry] = await db()
    .insert(schema.trash)
    .values({
      kind,
      itemId: songId,
      label,
      songId,
      authorId: null,
      cause: meta.cause,
      status: meta.status,
      note: meta.note,
      deletedBy: meta.by,
      deletedAt: nowSeconds(),
    })
    .returning({ id: schema.trash.id });
  await db()
    .insert(schema.trashRows)
    .values({ trashId: entry.id, tbl: "revision", row: JSON.stringify({ id: live }) });
  return ok({ trashId: entry.id });
}

export const LAYER_RESTORE_MESSAGES = {
  songInTrash: (label: string) => `Piosenka „${label}” jest w koszu: najpierw przywróć ją, potem ten wpis.`,
  gone: "Nie można przywrócić: tej wersji już nie ma (jej piosenkę usunięto na zawsze).",
} as const;

/** Why the remembered revision cannot come back: its song is in the trash, or gone. */
async function whyGone(songId: number | null): Promise<string> {
  const holder = songId === null ? null : await trashHoldingSong(songId);
  return holder ? LAYER_RESTORE_MESSAGES.songInTrash(holder.label) : LAYER_RESTORE_MESSAGES.gone;
}

/**
 * Restoring such an entry: the revision it remembers becomes live again (a new revision). One
 * batch: the entry's claim — only while the revision still exists — is its first statement and
 * the revision rows are written under it, so either both happen or neither does, and a restore
 * refused (the song in the trash, say) leaves the entry in the trash.
 */
export async function restoreLayer(entry: TrashEntry, by: number, author: Author): Promise<Result> {
  if (entry.status === "restored") return fail("conflict", TRASH_STATE_MESSAGES.restored);
  if (entry.status === "purged") return fail("conflict", TRASH_STATE_MESSAGES.purged);
  const [stored] = await db()
    .select({ row: schema.trashRows.row })
    .from(schema.trashRows)
    .where(and(eq(schema.trashRows.trashId, entry.id), eq(schema.trashRows.tbl, "revision")));
  if (!stored) return fail("not_found", TRASH_STATE_MESSAGES.missing);
  const revisionId = (JSON.parse(stored.row) as { id: number }).id;
  const [revision] = await db().select().from(r).where(eq(r.id, revisionId));
  if (!revision) return fail("conflict", await whyGone(entry.songId));
  const scope: Scope =
    revision.kind === "video"
      ? { songId: revision.songId, kind: "video" }
      : { songId: revision.songId, kind: "sync", videoId: (revision.payload as SyncState).videoId };
  const token = crypto.randomUUID();
  const won = sql`EXISTS (SELECT 1 FROM trash WHERE id = ${entry.id} AND restore_token = ${token})`;
  const claim = db()
    .update(schema.trash)
    .set({ status: "restored", restoredBy: by, restoredAt: nowSeconds(), restoreToken: token })
    .where(
      and(
        eq(schema.trash.id, entry.id),
        inArray(schema.trash.status, ["trashed", "held"]),
        sql`EXISTS (SELECT 1 FROM song_revisions WHERE id = ${revisionId})`,
      ),
    )
    .returning({ id: schema.trash.id });
  const statements: Statement[] = [
    claim,
    ...liveStatements(scope, revision.payload as VideoState | SyncState, author, won),
    db()
      .delete(schema.trashRows)
      .where(and(eq(schema.trashRows.trashId, entry.id), won)),
  ];
  const [claimed] = (await db().batch(statements as [Statement, ...Statement[]])) as unknown as [{ id: number }[]];
  if (claimed.length === 0) {
    // Another restore won, or the song went to the trash meanwhile (its revisions with it).
    const now = await findTrash(entry.id);
    return now?.status === "restored" ? fail("conflict", TRASH_STATE_MESSAGES.restored) : fail("conflict", await whyGone(entry.songId));
  }
  await songsChanged({ songs: [revision.songId] });
  return ok();
}
