// Accounts whose name turned out to look like an older account's when the key function
// learnt more disguises (decision 041): the re-keying never renames anyone silently; it gives
// the later account `key#id` and lists it here for an admin, beside the account it looks like.
import { sql } from "drizzle-orm";
import type { Result } from "@core/result";
import { ok } from "@core/result";
import { db } from "./db";
import { requirePermission } from "./permissions";

export type LookAlikeAccount = { user_id: number; user_name: string; looks_like: string | null };

export async function lookAlikeAccounts(request: Request): Promise<Result<LookAlikeAccount[]>> {
  const actor = await requirePermission(request, "accounts.review");
  if (!actor.ok) return actor;
  // The partial index users_key_collisions holds exactly these rows.
  const rows = await db().all<LookAlikeAccount>(sql`
    SELECT later.id AS user_id, later.username AS user_name, holder.username AS looks_like
    FROM users AS later
    LEFT JOIN users AS holder ON holder.username_key = substr(later.username_key, 1, instr(later.username_key, '#') - 1)
    WHERE instr(later.username_key, '#') > 0
    ORDER BY later.id
    LIMIT 200`);
  return ok(rows);
}
