// Deleting a song's video or a video's timings (decisions 042, 043): the layer is cleared as a
// revision without it, and the trash gets an entry that remembers the revision that was live,
// so the panel lists it beside every other delete and restoring it reverts to that revision.
import { and, eq, sql } from "drizzle-orm";
import { fail, ok, type Result } from "@core/result";
import type { SyncState, VideoState } from "@core/rules/revisions";
import { nowSeconds } from "../platform/clock";
import { db, schema } from "./db";
import { type Author, type LayerScope as Scope, setLive } from "./song-revisions";
import type { TrashMeta } from "./trash";

const r = schema.songRevisions;

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

/** Restoring such an entry: the revision it remembers becomes live again (a new revision). */
export async function restoreLayer(trashId: number, author: Author): Promise<Result> {
  const [stored] = await db()
    .select({ row: schema.trashRows.row })
    .from(schema.trashRows)
    .where(and(eq(schema.trashRows.trashId, trashId), eq(schema.trashRows.tbl, "revision")));
  if (!stored) return fail("not_found", "Nie ma takiego wpisu w koszu.");
  const [revision] = await db()
    .select()
    .from(r)
    .where(eq(r.id, (JSON.parse(stored.row) as { id: number }).id));
  if (!revision) return fail("not_found", "Tej wersji już nie ma.");
  const scope: Scope =
    revision.kind === "video"
      ? { songId: revision.songId, kind: "video" }
      : { songId: revision.songId, kind: "sync", videoId: (revision.payload as SyncState).videoId };
  await setLive(scope, revision.payload as VideoState | SyncState, author);
  return ok();
}
