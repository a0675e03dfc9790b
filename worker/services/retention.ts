// What the site forgets on schedule (the hourly cron; decision 043, the privacy page): trash
// entries older than 30 days lose their rows for good, uploaded images no article (live or in
// the trash) shows any more leave R2, and the keyed hashes of clients kept on content,
// reports and revisions are cleared after 30 days — in the trash too, and the review queue's
// copy of an author's hash with its original — and a blocked client's hash once its block has
// ended or was lifted.
import { sql } from "drizzle-orm";
import { env } from "cloudflare:workers";
import { nowSeconds } from "../platform/clock";
import { audit } from "./audit";
import { batchStatements, db } from "./db";
import { purgeTrash } from "./trash";

/** Keyed hashes of clients on content, reports and revisions are kept this long (the privacy page says so). */
export const CLIENT_HASH_RETENTION_DAYS = 30;

/** Tables whose rows keep a client hash for a while, with the partial index that finds them. */
const HASHED = ["annotations", "comments", "translations", "song_elements", "songs", "reports", "song_revisions"] as const;

export async function forgetClientHashes(): Promise<number> {
  const now = nowSeconds();
  const cutoff = now - CLIENT_HASH_RETENTION_DAYS * 86_400;
  const results = await batchStatements([
    ...HASHED.map((table) => sql`UPDATE ${sql.raw(`"${table}"`)} SET client_hash = NULL WHERE client_hash IS NOT NULL AND created_at < ${cutoff}`),
    // Items in the trash keep their rows as JSON, and a held one may wait there for longer than
    // 30 days: their hashes go on the same day as the live ones (index trash_rows_client_hash).
    sql`UPDATE trash_rows SET row = json_set(row, '$.client_hash', NULL)
      WHERE row ->> '$.client_hash' IS NOT NULL AND row ->> '$.created_at' < ${cutoff}`,
    // The queue's copy of an item's author hash goes with the original (index report_items_client_hash).
    sql`UPDATE report_items SET author_client_hash = NULL, author_hash_at = NULL
      WHERE author_client_hash IS NOT NULL AND author_hash_at < ${cutoff}`,
    // A block keeps its client's hash only while it lasts: lifting clears it at once (blocks.ts),
    // this catches blocks that ran out. Index blocks_client: only hashed blocks are walked, and
    // after each run those are the active ones.
    sql`UPDATE blocks SET client_hash = NULL WHERE client_hash IS NOT NULL AND until <= ${now}`,
  ]);
  return results.reduce((sum, result) => sum + (result.meta.changes ?? 0), 0);
}

/** Uploads older than a day that no article and no trashed article names: gone from R2 too. */
export async function purgeOrphanUploads(limit = 50): Promise<number> {
  const day = nowSeconds() - 86_400;
  const orphans = await db().all<{ key: string }>(sql`
    SELECT key FROM uploads AS u
    WHERE u.created_at < ${day}
      AND NOT EXISTS (SELECT 1 FROM articles AS a WHERE instr(a.text, u.key) > 0)
      AND NOT EXISTS (SELECT 1 FROM trash_rows AS r WHERE r.tbl = 'articles' AND instr(r.row, u.key) > 0)
    LIMIT ${limit}`);
  if (orphans.length === 0) return 0;
  const keys = orphans.map((row) => row.key);
  await env.UPLOADS.delete(keys);
  await db().run(
    sql`DELETE FROM uploads WHERE key IN (${sql.join(
      keys.map((key) => sql`${key}`),
      sql`, `,
    )})`,
  );
  return keys.length;
}

/** The hourly part of retention; answers what it did (for the cron's log line). */
export async function enforceRetention(): Promise<{ purged: number; uploads: number; hashes: number }> {
  const purged = await purgeTrash();
  if (purged > 0) await audit(null, { action: "purge", kind: "trash", itemId: null, label: `${purged} wpisów starszych niż 30 dni` });
  const uploads = await purgeOrphanUploads();
  const hashes = await forgetClientHashes();
  return { purged, uploads, hashes };
}
