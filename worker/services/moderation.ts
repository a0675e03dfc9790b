// What moderators and the admin delete and bring back (decision 043). Every delete moves the
// item and what hangs on it into the trash (trash.ts) for 30 days; the existing delete calls
// answer as before. Each function checks its permission (core/auth/permissions.ts) against
// the request's verified session before it touches anything, and records the action in the
// audit log.
import type { Permission } from "@core/auth/permissions";
import { fail, ok, type Result } from "@core/result";
import { audit } from "./audit";
import { trashLayer, restoreLayer } from "./layer-trash";
import { requirePermission } from "./permissions";
import type { SessionUser } from "./session";
import { authorOf } from "./song-revisions";
import { findTrash, moveToTrash, restoreTrash, type TrashEntry, type TrashMeta } from "./trash";
import { planFor, type TrashKind } from "./trash-plans";
import { addressesChanged } from "./freshness";
import { unmergeFor } from "./merge-undo";

/**
 * Every kind of item a moderator can delete: the permission it takes and the field its id
 * travels in (the spec's delete calls and the song page's delete forms). The /api delete
 * calls and the song page's delete intents are both made from this table.
 */
export const DELETIONS = {
  annotation: { permission: "annotation.delete", field: "annotation_id" },
  comment: { permission: "comment.delete", field: "comment_id" },
  translation: { permission: "translation.delete", field: "translation_id" },
  element: { permission: "element.delete", field: "element_id" },
  song: { permission: "song.delete", field: "song_id" },
  artist: { permission: "artist.delete", field: "artist_id" },
  // Decision 037: synced lyrics of the song's current video; the form sends the song's id.
  sync: { permission: "sync.delete", field: "song_id" },
} as const satisfies Record<string, { permission: Permission; field: string }>;

export type DeletableKind = keyof typeof DELETIONS;

/** Moves one item of any trashable kind into the trash as `actor` (permissions checked by callers). */
export async function trashItem(request: Request, actor: SessionUser | null, kind: Exclude<TrashKind, "account">, id: number, meta: TrashMeta) {
  if (kind === "video" || kind === "sync") return trashLayer(kind, id, await authorOf(request, actor), meta);
  const plan = await planFor(kind, id);
  if (!plan.ok) return plan;
  const moved = await moveToTrash(kind, id, plan.value, meta);
  return moved.ok ? ok({ ...moved.value, label: plan.value.label }) : moved;
}

/** Deletes one item when the session's user holds the kind's permission. */
export async function deleteItem(request: Request, kind: DeletableKind, id: number, reason: string | null = null): Promise<Result> {
  const actor = await requirePermission(request, DELETIONS[kind].permission);
  if (!actor.ok) return actor;
  const moved = await trashItem(request, actor.value, kind, id, { cause: "deleted", status: "trashed", by: actor.value.id, note: reason });
  if (!moved.ok) return moved;
  await audit(actor.value, { action: "delete", kind, itemId: id, label: "label" in moved.value ? String(moved.value.label) : kind, reason });
  return ok();
}

/** The admin deletes an article: into the trash, like everything else. */
export async function deleteArticle(request: Request, id: number): Promise<Result> {
  const actor = await requirePermission(request, "article.manage");
  if (!actor.ok) return actor;
  const moved = await trashItem(request, actor.value, "article", id, { cause: "deleted", status: "trashed", by: actor.value.id, note: null });
  if (!moved.ok) return moved;
  await audit(actor.value, {
    action: "article-delete",
    kind: "article",
    itemId: id,
    label: "label" in moved.value ? String(moved.value.label) : "artykuł",
  });
  return ok();
}

/**
 * Brings one entry back as `actor` (callers check the permission): a video or timings entry
 * reverts to the revision it remembers, any other entry's rows come back.
 */
export async function restoreEntry(request: Request, actor: SessionUser, entry: TrashEntry): Promise<Result> {
  if (entry.kind === "video" || entry.kind === "sync") return restoreLayer(entry, actor.id, await authorOf(request, actor));
  const restored = await restoreTrash(entry.id, actor.id);
  return restored.ok ? ok() : restored;
}

/**
 * Brings a trash entry back (`trash.restore`; an account's entry takes `account.delete`),
 * with its votes, points and search entry. Video and timing entries revert to the revision
 * that was live.
 */
export async function restoreItem(request: Request, trashId: number): Promise<Result<{ label: string }>> {
  const entry = await findTrash(trashId);
  const actor = await requirePermission(request, entry?.kind === "account" ? "account.delete" : "trash.restore");
  if (!actor.ok) return actor;
  if (!entry) return fail("not_found", "Nie ma takiego wpisu w koszu.");
  if (entry.cause === "merged") {
    // A merge's entry (decision 049): restoring it undoes the merge.
    const unmerge = await unmergeFor(trashId, actor.value.id);
    const restored = await restoreTrash(trashId, actor.value.id, unmerge?.statements ?? []);
    if (!restored.ok) return restored;
    if (unmerge) await addressesChanged({ songs: unmerge.songIds, artists: unmerge.artistIds });
    await audit(actor.value, { action: "unmerge", kind: entry.kind, itemId: entry.itemId, label: entry.label });
    return ok({ label: entry.label });
  }
  const restored = await restoreEntry(request, actor.value, entry);
  if (!restored.ok) return restored;
  await audit(actor.value, { action: "restore", kind: entry.kind, itemId: entry.itemId, label: entry.label });
  return ok({ label: entry.label });
}
