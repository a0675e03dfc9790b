// An admin deletes an account (decision 043): into the trash with its votes, and — as the
// admin chooses — its interpretations, comments, translations and elements too, or those kept
// as 'Anonimowy'. Either way its points leave the ranking and its sessions end; restoring the
// account (within 30 days) brings back its votes, its points, the authorship of what it kept,
// blocks on it and every other row that named it (accountPlan: reports, uploads, audit entries…).
import { eq, sql } from "drizzle-orm";
import { fail, ok, type Result } from "@core/result";
import { audit } from "./audit";
import { db, schema } from "./db";
import { requirePermission } from "./permissions";
import { moveToTrash } from "./trash";
import { accountPlan } from "./trash-plans";

export const ACCOUNT_REMOVAL_MESSAGES = {
  missing: "Nie ma takiego użytkownika.",
  own: "Nie możesz usunąć własnego konta.",
  lastAdmin: "To ostatni administrator: nie można go usunąć.",
  noName: "Podaj nazwę użytkownika.",
} as const;

export type ContributionsChoice = "keep" | "trash";

export async function deleteAccount(
  request: Request,
  username: string,
  contributions: ContributionsChoice = "keep",
  reason: string | null = null,
): Promise<Result> {
  const permitted = await requirePermission(request, "account.delete");
  if (!permitted.ok) return permitted;
  const actor = permitted.value;
  const [target] = await db()
    .select({ id: schema.users.id, username: schema.users.username, role: schema.users.role })
    .from(schema.users)
    .where(sql`${schema.users.username} = ${username.trim()} collate nocase`)
    .limit(1);
  if (!target) return fail("not_found", ACCOUNT_REMOVAL_MESSAGES.missing);
  if (target.id === actor.id) return fail("invalid", ACCOUNT_REMOVAL_MESSAGES.own);
  if (target.role === "admin") {
    const [admins] = await db().select({ n: sql<number>`count(*)` }).from(schema.users).where(eq(schema.users.role, "admin"));
    if (admins.n <= 1) return fail("conflict", ACCOUNT_REMOVAL_MESSAGES.lastAdmin);
  }
  const plan = accountPlan(target, contributions === "trash");
  const moved = await moveToTrash("account", target.id, plan, { cause: "account", status: "trashed", by: actor.id, note: reason });
  if (!moved.ok) return fail("not_found", ACCOUNT_REMOVAL_MESSAGES.missing);
  const kept = contributions === "trash" ? "wpisy do kosza" : "wpisy zostają jako Anonimowy";
  await audit(actor, { action: "delete", kind: "account", itemId: target.id, label: target.username, reason: reason ? `${reason} (${kept})` : kept });
  return ok();
}
