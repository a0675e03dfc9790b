// Roles in the panel (decision 043): the admin makes a user a moderator or takes it back,
// instead of SQL. The last admin cannot lose the role: the check and the change are one
// statement, so two admins demoting each other at once cannot both succeed.
import { asc, eq, inArray, sql } from "drizzle-orm";
import { isRole, type Role } from "@core/auth/roles";
import { fail, ok, type Result } from "@core/result";
import { MODERATION_MESSAGES } from "@core/rules/reports";
import { audit } from "./audit";
import { db, schema } from "./db";
import { requirePermission } from "./permissions";

const u = schema.users;

export type StaffRow = { user_id: number; user_name: string; role: Role };

/** The moderators and admins, and the users whose name starts with `query` (roles.change). */
export async function staffAndSearch(request: Request, query: string): Promise<Result<{ staff: StaffRow[]; found: StaffRow[] }>> {
  const actor = await requirePermission(request, "roles.change");
  if (!actor.ok) return actor;
  const columns = { user_id: u.id, user_name: u.username, role: u.role };
  const staff = await db()
    .select(columns)
    .from(u)
    .where(inArray(u.role, ["moderator", "admin"]))
    .orderBy(asc(u.username))
    .limit(200);
  const text = query.trim();
  // An exact or prefix match on the name's index; no LIKE built from user input.
  const found = text
    ? await db()
        .select(columns)
        .from(u)
        .where(sql`${u.username} >= ${text} COLLATE NOCASE AND ${u.username} < ${`${text}\uffff`} COLLATE NOCASE`)
        .orderBy(sql`${u.username} COLLATE NOCASE`)
        .limit(20)
    : [];
  return ok({ staff, found });
}

export async function changeRole(request: Request, userId: number, role: unknown): Promise<Result<{ username: string; role: Role }>> {
  const actor = await requirePermission(request, "roles.change");
  if (!actor.ok) return actor;
  if (!isRole(role)) return fail("invalid", MODERATION_MESSAGES.badRole);
  const [target] = await db().select({ username: u.username, role: u.role }).from(u).where(eq(u.id, userId));
  if (!target) return fail("not_found", MODERATION_MESSAGES.noUser);
  if (target.role === role) return fail("conflict", MODERATION_MESSAGES.sameRole);
  const [changed] = await db()
    .update(u)
    .set({ role })
    .where(sql`${u.id} = ${userId} AND (${u.role} <> 'admin' OR (SELECT count(*) FROM users WHERE role = 'admin') > 1)`)
    .returning({ username: u.username, role: u.role });
  if (!changed) return fail("conflict", MODERATION_MESSAGES.lastAdmin);
  await audit(actor.value, { action: "role", kind: "account", itemId: userId, label: changed.username, reason: `${target.role} → ${role}` });
  return ok({ username: changed.username, role: changed.role });
}
