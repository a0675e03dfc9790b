// What moderators do with a song's revisions (decision 042): accept or reject a proposal,
// bring back an earlier state (a new revision, so the revert is itself in the history), or
// clear the video or a video's timings (a revision without them, so it can be undone too).
// Each needs the permission of the revision's kind, checked here against the session.
import { eq } from "drizzle-orm";
import { can } from "@core/auth/permissions";
import { fail, ok, type Result } from "@core/result";
import { REVISION_MESSAGES, REVISION_PERMISSIONS, type RevisionItem, type RevisionKind } from "@core/rules/revisions";
import { audit } from "./audit";
import { db, schema } from "./db";
import { lyricsDiffs } from "./lyrics-views";
import { namesDiffs } from "./names-history";
import { trashItem } from "./moderation";
import { requirePermission } from "./permissions";
import type { SessionUser } from "./session";
import { authorOf, findRevision, promote, type RevisionRow, reject, scopeOf, setLive, songRevisionItems } from "./song-revisions";

export type RevisionDecision = "accept" | "reject" | "revert";

export type Decided = { songId: number; message: string };

async function revisionFor(request: Request, kind: RevisionKind, id: number): Promise<Result<{ row: RevisionRow; actor: SessionUser }>> {
  const actor = await requirePermission(request, REVISION_PERMISSIONS[kind]);
  if (!actor.ok) return actor;
  const row = await findRevision(id);
  if (!row || row.kind !== kind) return fail("not_found", REVISION_MESSAGES.missing);
  return ok({ row, actor: actor.value });
}

/** Accepts, rejects or reverts to one revision of the kind the form names. */
export async function decideRevision(
  request: Request,
  kind: RevisionKind,
  id: number,
  decision: RevisionDecision,
  note: string | null,
): Promise<Result<Decided>> {
  const found = await revisionFor(request, kind, id);
  if (!found.ok) return found;
  const { row, actor } = found.value;
  const songId = row.songId;
  if (decision === "revert") {
    if (row.status === "pending" || row.status === "rejected") return fail("conflict", REVISION_MESSAGES.decided);
    if (row.status === "live") return fail("conflict", REVISION_MESSAGES.sameAsLive);
    await setLive(scopeOf(row), row.payload as never, await authorOf(request, actor));
    await audit(actor, { action: "revert", kind, itemId: id, label: `wersja ${id}` });
    return ok({ songId, message: REVISION_MESSAGES.reverted });
  }
  if (row.status !== "pending") return fail("conflict", REVISION_MESSAGES.decided);
  if (decision === "reject") {
    if (!(await reject(id, actor.id, note))) return fail("conflict", REVISION_MESSAGES.decided);
    await audit(actor, { action: "reject", kind, itemId: id, label: `propozycja ${id}`, reason: note });
    return ok({ songId, message: REVISION_MESSAGES.rejected });
  }
  if (await promote(id, scopeOf(row), actor.id)) {
    await audit(actor, { action: "accept", kind, itemId: id, label: `propozycja ${id}` });
    return ok({ songId, message: REVISION_MESSAGES.accepted });
  }
  // Not promoted: decided meanwhile, or the state it was proposed against is gone.
  const now = await findRevision(id);
  return fail("conflict", now?.status === "pending" ? REVISION_MESSAGES.stale : REVISION_MESSAGES.decided);
}

/** Takes the song's video away, into the trash (a revision without one, which can be reverted). */
export async function clearVideo(request: Request, songId: number): Promise<Result<Decided>> {
  const actor = await requirePermission(request, "video.replace");
  if (!actor.ok) return actor;
  const moved = await trashItem(request, actor.value, "video", songId, { cause: "deleted", status: "trashed", by: actor.value.id, note: null });
  if (!moved.ok) return moved;
  await audit(actor.value, { action: "delete", kind: "video", itemId: songId, label: "teledysk" });
  return ok({ songId, message: REVISION_MESSAGES.reverted });
}

/**
 * The song's history as a viewer may see it: what was shown and when, for everyone;
 * proposals waiting or refused, only for those who decide them.
 */
export async function visibleHistory(songId: number, viewer: SessionUser | null): Promise<RevisionItem[]> {
  const items = await songRevisionItems(songId);
  return items.filter((item) => (item.status !== "pending" && item.status !== "rejected") || can(viewer, REVISION_PERMISSIONS[item.kind]));
}

export type SongHistoryPage = {
  song: { song_id: number; song_name: string; song_urlname: string; artist_name: string; artist_urlname: string; has_video: boolean };
  revisions: RevisionItem[];
};

/** The history page (`/{song}/historia`): the song's name and the revisions the viewer may see. */
export async function songHistoryPage(songId: number, viewer: SessionUser | null): Promise<Result<SongHistoryPage>> {
  const [song] = await db()
    .select({
      song_id: schema.songs.id,
      song_name: schema.songs.name,
      song_urlname: schema.songs.urlname,
      artist_name: schema.artists.name,
      artist_urlname: schema.artists.urlname,
      video: schema.songs.youtubeId,
      lyrics: schema.songs.lyrics,
    })
    .from(schema.songs)
    .innerJoin(schema.artists, eq(schema.artists.id, schema.songs.artistId))
    .where(eq(schema.songs.id, songId));
  if (!song) return fail("not_found", "Nie ma takiej piosenki.");
  const { video, lyrics, ...rest } = song;
  const [revisions, lyricsDiff, namesDiff] = await Promise.all([
    visibleHistory(songId, viewer),
    lyricsDiffs(songId, lyrics),
    namesDiffs(songId, { title: song.song_name, artist: song.artist_name }),
  ]);
  const diffs = { ...lyricsDiff, ...namesDiff };
  return ok({
    song: { ...rest, has_video: video !== null },
    revisions: revisions.map((item) => (diffs[item.revision_id] ? { ...item, diff: diffs[item.revision_id] } : item)),
  });
}
