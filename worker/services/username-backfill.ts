// Gives older accounts their users.username_key (decision 031: the column was added nullable,
// new registrations write it, this fills the rest; a later migration makes it NOT NULL) and
// re-keys accounts whose key an older version of the key function made (decision 041).
// Runs from the hourly cron, before a registration while any row still lacks a key, and
// from scripts/seed-local.ts for an existing local database. No import of ./db here: the
// seed script runs it in Node through wrangler's platform proxy, with its own Drizzle.
import { and, asc, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import * as schema from "@db/schema";
import { USERNAME_KEY_VERSION, usernameKey } from "./username-key";

type Database = DrizzleD1Database<typeof schema>;

const BATCH = 100;

export type BackfillResult = { filled: number; disambiguated: { id: number; username: string; key: string }[] };

/**
 * Fills missing keys, oldest account first, `maxRows` at most per call. When two existing
 * names share a key, both keep their names: the first keeps the key, the later one gets
 * `key#<id>` (no typed name can produce a `#`), and that is logged. Each update decides in
 * SQL whether the key is free and writes only a row still without a key, so concurrent runs
 * (cron and a registration) agree.
 */
export async function backfillUsernameKeys(database: Database, maxRows: number): Promise<BackfillResult> {
  const result: BackfillResult = { filled: 0, disambiguated: [] };
  const u = schema.users;
  const stale = or(isNull(u.usernameKey), lt(u.usernameKeyVersion, USERNAME_KEY_VERSION));
  while (result.filled < maxRows) {
    const rows = await database
      .select({ id: u.id, username: u.username })
      .from(u)
      .where(stale)
      .orderBy(asc(u.id))
      .limit(Math.min(BATCH, maxRows - result.filled));
    if (rows.length === 0) break;
    const updates = rows.map((row) => {
      const key = usernameKey(row.username);
      const taken = sql`EXISTS (SELECT 1 FROM users AS other WHERE other.username_key = ${key} AND other.id <> ${row.id})`;
      return database
        .update(u)
        .set({ usernameKey: sql`CASE WHEN ${taken} THEN ${`${key}#${row.id}`} ELSE ${key} END`, usernameKeyVersion: USERNAME_KEY_VERSION })
        .where(and(eq(u.id, row.id), stale))
        .returning({ id: u.id, username: u.username, key: u.usernameKey });
    });
    // One batch is one transaction, run in order: a collision inside it resolves like one
    // with an older row.
    const written = await database.batch(updates as [(typeof updates)[number], ...typeof updates]);
    for (const [row] of written) {
      if (!row?.key) continue;
      result.filled++;
      if (row.key.endsWith(`#${row.id}`)) {
        const entry = { id: row.id, username: row.username, key: row.key };
        result.disambiguated.push(entry);
        console.warn("username key taken by an older look-alike name; this account got a disambiguated key", entry);
      }
    }
    if (rows.length < BATCH) break;
  }
  return result;
}
