// The audit log (decision 043): every moderation action with who, when, what and why. The
// panel lists it with filters and as CSV (moderation-views.ts). Written after the action
// succeeded; a failed write of the log is logged and never undoes the action.
import { sql } from "drizzle-orm";
import { nowSeconds } from "../platform/clock";
import { db, schema } from "./db";
import type { AuditAction } from "@core/rules/reports";
import type { SessionUser } from "./session";

export type AuditEntry = { action: AuditAction; kind: string; itemId: number | null; label: string; reason?: string | null };

/** Records one action; `actor` null is the site itself (a hold after reports, the purge). */
export async function audit(actor: Pick<SessionUser, "id" | "username"> | null, entry: AuditEntry): Promise<void> {
  try {
    await db()
      .insert(schema.auditLog)
      .values({
        actorId: actor?.id ?? null,
        actorName: actor?.username ?? "system",
        action: entry.action,
        kind: entry.kind,
        itemId: entry.itemId,
        label: entry.label.slice(0, 200),
        reason: entry.reason ?? null,
        createdAt: nowSeconds(),
      });
  } catch (error) {
    console.error("audit log write failed", entry, error);
  }
}

/** The count of entries, for tests and the status page. */
export async function auditCount(): Promise<number> {
  const [row] = await db().select({ n: sql<number>`count(*)` }).from(schema.auditLog);
  return row.n;
}
