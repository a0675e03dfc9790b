// Whole-table row counts for the pagers of /archiwum and /ranking. Counting is a scan of
// the table, so the figure is cached (KV, with the isolate memory in front): new rows show
// in the pager within COUNT_TTL_SECONDS, or at once when their writer drops the key (dropCached).
import { count } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { readCached } from "./cache";
import { db } from "./db";

const COUNT_TTL_SECONDS = 10 * 60;

export function cachedRowCount(key: string, table: SQLiteTable): Promise<number> {
  return readCached(key, async () => (await db().select({ total: count() }).from(table))[0].total, COUNT_TTL_SECONDS);
}
