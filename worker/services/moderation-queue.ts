// The review queue (decision 043): reported items, most reported first, then the oldest,
// each with its text, where it is, its author and the reasons counted; and the proposals of
// song revisions waiting beside them (decision 042). Moderators delete, dismiss or block.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Permission } from "@core/auth/permissions";
import { fail, ok, type Result } from "@core/result";
import { REPORT_REASONS, type ReportKind, type ReportReason } from "@core/rules/reports";
import { audit } from "./audit";
import { blockTarget } from "./blocks";
import { db, schema } from "./db";
import { restoreEntry, trashItem } from "./moderation";
import { requirePermission } from "./permissions";
import { pendingRevisions } from "./song-revisions";
import { confirmHeld } from "./trash";

const ri = schema.reportItems;

export const QUEUE_PAGE_SIZE = 50;

export type QueueItem = {
  kind: ReportKind;
  item_id: number;
  label: string;
  song: { urlname: string; title: string } | null;
  author: string | null;
  /** the author can be blocked: an account, or an anonymous client whose hash we kept */
  blockable: boolean;
  open_count: number;
  first_at: number;
  held: boolean;
  reasons: { reason: ReportReason; label: string; count: number; notes: string[] }[];
};

/** How many things wait for a moderator: the panel's navigation shows it. */
export async function queueLength(): Promise<number> {
  const [[items], [revisions]] = await Promise.all([
    db().select({ n: sql<number>`count(*)` }).from(ri).where(sql`${ri.state} <> 'closed'`),
    db().select({ n: sql<number>`count(*)` }).from(schema.songRevisions).where(eq(schema.songRevisions.status, "pending")),
  ]);
  return items.n + revisions.n;
}

/** One page of the queue (reports.review). */
export async function reviewQueue(request: Request, page = 1) {
  const actor = await requirePermission(request, "reports.review");
  if (!actor.ok) return actor;
  const rows = await db()
    .select({
      kind: ri.kind,
      itemId: ri.itemId,
      label: ri.label,
      songId: ri.songId,
      authorId: ri.authorId,
      authorHash: ri.authorClientHash,
      openCount: ri.openCount,
      firstAt: ri.firstAt,
      state: ri.state,
      songUrlname: sql<string | null>`(SELECT urlname FROM songs WHERE songs.id = ${ri.songId})`,
      songTitle: sql<string | null>`(SELECT s.name FROM songs s WHERE s.id = ${ri.songId})`,
      author: sql<string | null>`(SELECT username FROM users WHERE users.id = ${ri.authorId})`,
    })
    .from(ri)
    .where(sql`${ri.state} <> 'closed'`)
    .orderBy(sql`${ri.openCount} DESC`, ri.firstAt)
    .limit(QUEUE_PAGE_SIZE)
    .offset((page - 1) * QUEUE_PAGE_SIZE);
  const reasons = await reasonsOf(rows.map((row) => [row.kind, row.itemId] as const));
  const items: QueueItem[] = rows.map((row) => ({
    kind: row.kind,
    item_id: row.itemId,
    label: row.label,
    song: row.songUrlname ? { urlname: row.songUrlname, title: row.songTitle ?? "" } : null,
    author: row.author,
    blockable: row.authorId !== null || row.authorHash !== null,
    open_count: row.openCount,
    first_at: row.firstAt,
    held: row.state === "held",
    reasons: reasons.get(`${row.kind}:${row.itemId}`) ?? [],
  }));
  return ok({ items, revisions: await pendingRevisions(QUEUE_PAGE_SIZE), page });
}

/** The open reports' reasons per item, counted, with the reporters' notes (index reports_item). */
async function reasonsOf(items: (readonly [ReportKind, number])[]) {
  const byItem = new Map<string, QueueItem["reasons"]>();
  if (items.length === 0) return byItem;
  const r = schema.reports;
  const kinds = [...new Set(items.map(([kind]) => kind))];
  for (const kind of kinds) {
    const ids = items.filter(([k]) => k === kind).map(([, id]) => id);
    const rows = await db()
      .select({ itemId: r.itemId, reason: r.reason, count: sql<number>`count(*)`, notes: sql<string | null>`group_concat(${r.note}, char(10))` })
      .from(r)
      .where(and(eq(r.kind, kind), inArray(r.itemId, ids), eq(r.status, "open")))
      .groupBy(r.itemId, r.reason);
    for (const row of rows) {
      const key = `${kind}:${row.itemId}`;
      const list = byItem.get(key) ?? [];
      list.push({
        reason: row.reason,
        label: REPORT_REASONS[row.reason],
        count: row.count,
        notes: row.notes ? row.notes.split("\n").slice(0, 5) : [],
      });
      byItem.set(key, list);
    }
  }
  return byItem;
}

export type QueueDecision = "delete" | "dismiss" | "block";

const DELETE_PERMISSION: Record<ReportKind, Permission> = {
  annotation: "annotation.delete",
  comment: "comment.delete",
  translation: "translation.delete",
  element: "element.delete",
  song: "song.delete",
  video: "video.replace",
  sync: "sync.delete",
};

/** Closes an item's open reports as decided. */
const closeReports = (kind: ReportKind, itemId: number, status: "dismissed" | "actioned") =>
  db().batch([
    db()
      .update(schema.reports)
      .set({ status })
      .where(and(eq(schema.reports.kind, kind), eq(schema.reports.itemId, itemId), eq(schema.reports.status, "open"))),
    db()
      .update(ri)
      .set({ state: "closed", openCount: 0 })
      .where(and(eq(ri.kind, kind), eq(ri.itemId, itemId))),
  ]);

/** The held trash entry of an item, if reports hid it. */
async function heldEntry(kind: ReportKind, itemId: number) {
  const [entry] = await db()
    .select()
    .from(schema.trash)
    .where(and(eq(schema.trash.kind, kind), eq(schema.trash.itemId, itemId), eq(schema.trash.status, "held")))
    .limit(1);
  return entry ?? null;
}

/**
 * A moderator's decision on a reported item: delete it (into the trash; a held one stays
 * there and its 30 days start), dismiss the reports (a held one comes back, with its votes
 * and points), or block its author for `days` (and delete it).
 */
export async function decideReported(
  request: Request,
  kind: ReportKind,
  itemId: number,
  decision: QueueDecision,
  reason: string | null,
  days = 7,
): Promise<Result> {
  const actor = await requirePermission(request, decision === "block" ? "users.block" : "reports.review");
  if (!actor.ok) return actor;
  // Deleting from the queue takes the kind's own delete permission too (product §6.2: only the
  // admin deletes interpretations); anyone who reviews may dismiss.
  if (decision !== "dismiss") {
    const may = await requirePermission(request, DELETE_PERMISSION[kind]);
    if (!may.ok) return may;
  }
  const [item] = await db()
    .select()
    .from(ri)
    .where(and(eq(ri.kind, kind), eq(ri.itemId, itemId)));
  if (!item || item.state === "closed") return fail("not_found", "Tego zgłoszenia już nie ma w kolejce.");
  const held = await heldEntry(kind, itemId);
  if (decision === "dismiss") {
    if (held) {
      const restored = await restoreEntry(request, actor.value, held);
      if (!restored.ok) return restored;
    }
    await closeReports(kind, itemId, "dismissed");
    await audit(actor.value, { action: "dismiss", kind, itemId, label: item.label, reason });
    return ok();
  }
  if (decision === "block") {
    const author = item.authorId
      ? (await db().select({ name: schema.users.username }).from(schema.users).where(eq(schema.users.id, item.authorId)))[0]
      : undefined;
    const target = { userId: author ? item.authorId : null, clientHash: item.authorClientHash, label: author?.name ?? "Anonimowy (adres ukryty)" };
    const blocked = await blockTarget(request, target, days, reason);
    if (!blocked.ok) return blocked;
  }
  if (held) await confirmHeld(held.id, actor.value.id);
  else {
    const moved = await trashItem(request, actor.value, kind, itemId, { cause: "reported", status: "trashed", by: actor.value.id, note: reason });
    if (!moved.ok && moved.code !== "not_found") return moved;
  }
  await closeReports(kind, itemId, "actioned");
  await audit(actor.value, { action: "delete", kind, itemId, label: item.label, reason });
  return ok();
}
