// What the panel lists for moderators (decision 043): the trash, newest first, and the audit
// log with its filters (who, action, kind, dates) — each on an index, so the pages stay fast
// with a long history — and the log as CSV.
import { and, desc, eq, gte, lte, type SQL, sql } from "drizzle-orm";
import { ok, type Result } from "@core/result";
import { db, schema } from "./db";
import { requirePermission } from "./permissions";
import { TRASH_DAYS } from "./trash";

export const TRASH_PAGE_SIZE = 50;
export const AUDIT_PAGE_SIZE = 100;
const AUDIT_CSV_ROWS = 10_000;

export type TrashListItem = {
  id: number;
  kind: string;
  label: string;
  cause: string;
  deleted_by: string | null;
  deleted_at: number;
  purge_at: number;
  note: string | null;
  song_urlname: string | null;
};

/** One page of the trash (trash.restore): what is in it, who put it there, when it goes. */
export async function trashPage(request: Request, page = 1): Promise<Result<{ items: TrashListItem[]; page: number }>> {
  const actor = await requirePermission(request, "trash.restore");
  if (!actor.ok) return actor;
  const t = schema.trash;
  const rows = await db()
    .select({
      id: t.id,
      kind: t.kind,
      label: t.label,
      cause: t.cause,
      deleted_by: sql<string | null>`(SELECT username FROM users WHERE users.id = ${t.deletedBy})`,
      deleted_at: t.deletedAt,
      note: t.note,
      song_urlname: sql<string | null>`(SELECT urlname FROM songs WHERE songs.id = ${t.songId})`,
    })
    .from(t)
    .where(eq(t.status, "trashed"))
    .orderBy(desc(t.deletedAt), desc(t.id))
    .limit(TRASH_PAGE_SIZE)
    .offset((page - 1) * TRASH_PAGE_SIZE);
  return ok({ items: rows.map((row) => ({ ...row, purge_at: row.deleted_at + TRASH_DAYS * 86_400 })), page });
}

export type AuditFilters = { who?: string; action?: string; kind?: string; from?: number; to?: number };

export type AuditRow = {
  id: number;
  actor: string;
  action: string;
  kind: string;
  item_id: number | null;
  label: string;
  reason: string | null;
  created_at: number;
};

function auditWhere(filters: AuditFilters): SQL | undefined {
  const a = schema.auditLog;
  const conditions: SQL[] = [];
  // Case-blind, like the index audit_actor_name it walks (the collations must match for that).
  if (filters.who) conditions.push(sql`${a.actorName} = ${filters.who} COLLATE NOCASE`);
  if (filters.action) conditions.push(eq(a.action, filters.action));
  if (filters.kind) conditions.push(eq(a.kind, filters.kind));
  if (filters.from !== undefined) conditions.push(gte(a.createdAt, filters.from));
  if (filters.to !== undefined) conditions.push(lte(a.createdAt, filters.to));
  return conditions.length ? and(...conditions) : undefined;
}

async function auditRows(filters: AuditFilters, limit: number, offset: number): Promise<AuditRow[]> {
  const a = schema.auditLog;
  return db()
    .select({
      id: a.id,
      actor: a.actorName,
      action: a.action,
      kind: a.kind,
      item_id: a.itemId,
      label: a.label,
      reason: a.reason,
      created_at: a.createdAt,
    })
    .from(a)
    .where(auditWhere(filters))
    .orderBy(desc(a.createdAt), desc(a.id))
    .limit(limit)
    .offset(offset);
}

/** One page of the audit log (audit.view), newest first. */
export async function auditPage(request: Request, filters: AuditFilters, page = 1): Promise<Result<{ rows: AuditRow[]; page: number }>> {
  const actor = await requirePermission(request, "audit.view");
  if (!actor.ok) return actor;
  return ok({ rows: await auditRows(filters, AUDIT_PAGE_SIZE, (page - 1) * AUDIT_PAGE_SIZE), page });
}

const csvCell = (value: unknown) => {
  const text = value === null || value === undefined ? "" : String(value);
  // A cell a spreadsheet would run as a formula is quoted as text.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** The filtered log as CSV (audit.view), up to 10,000 rows, with a header. */
export async function auditCsv(request: Request, filters: AuditFilters): Promise<Result<string>> {
  const actor = await requirePermission(request, "audit.view");
  if (!actor.ok) return actor;
  const rows = await auditRows(filters, AUDIT_CSV_ROWS, 0);
  const header = ["id", "kiedy", "kto", "akcja", "rodzaj", "id_wpisu", "co", "powod"];
  const lines = rows.map((row) =>
    [row.id, new Date(row.created_at * 1000).toISOString(), row.actor, row.action, row.kind, row.item_id, row.label, row.reason]
      .map(csvCell)
      .join(","),
  );
  return ok(`${[header.join(","), ...lines].join("\r\n")}\r\n`);
}
