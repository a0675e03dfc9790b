// Undoing a merge (decision 049): restoring the merge's trash entry brings the merged-away
// artist and duplicate songs back (trash.ts), and these statements — in the same batch, each
// only for the restore that won — put back everything merge_moves recorded: the songs' artist
// and addresses, the interpretations' songs and lines, comments, translations, covers, the
// report queue's links, the old addresses, and the votes a combined item had brought along
// (points recounted from the vote rows). Addresses the merge gave stay as old addresses.
// restoreTrash runs them behind a statement that stops the batch unless its claim won.
import { and, eq, sql } from "drizzle-orm";
import { nowSeconds } from "../platform/clock";
import { type BatchStatement, db, schema } from "./db";
import { recountKept } from "./merge-pairs";

export type Unmerge = { mergeId: number; songIds: number[]; artistIds: number[]; statements: BatchStatement[] };

/** The undo of the merge whose trash entry this is, or null when the entry is no merge's. */
export async function unmergeFor(trashId: number, by: number): Promise<Unmerge | null> {
  const [merge] = await db()
    .select()
    .from(schema.merges)
    .where(and(eq(schema.merges.trashId, trashId), eq(schema.merges.status, "done")));
  if (!merge) return null;
  const m = merge.id;
  const moved = await db()
    .select({ id: schema.mergeMoves.itemId })
    .from(schema.mergeMoves)
    .where(and(eq(schema.mergeMoves.mergeId, m), eq(schema.mergeMoves.tbl, "songs")));
  const items = (tbl: string) => sql`(SELECT item_id FROM merge_moves WHERE merge_id = ${m} AND tbl = ${tbl})`;
  const before = (tbl: string, table: string, field: string) =>
    sql`(SELECT json_extract(data, ${`$.${field}`}) FROM merge_moves WHERE merge_id = ${m} AND tbl = ${tbl} AND item_id = ${sql.raw(table)}.id)`;
  const songBack = (table: string) => sql`UPDATE ${sql.raw(table)} SET song_id = ${before(table, table, "song_id")} WHERE id IN ${items(table)}`;
  const kept = (tbl: string) => sql`(SELECT json_extract(data, '$.kept') FROM merge_moves WHERE merge_id = ${m} AND tbl = ${tbl})`;
  const addedVote = (votes: string, item: string) =>
    sql`DELETE FROM ${sql.raw(votes)} WHERE EXISTS (SELECT 1 FROM merge_moves x WHERE x.merge_id = ${m} AND x.tbl = ${`${votes}:added`}
      AND x.item_id = ${sql.raw(votes)}.${sql.raw(item)} AND json_extract(x.data, '$.voter_key') = ${sql.raw(votes)}.voter_key)`;
  const now = nowSeconds();

  const statements: BatchStatement[] = [
    // The addresses the merge gave the moved songs keep leading to them.
    sql`INSERT INTO url_aliases (urlname, kind, item_id, created_at)
        SELECT s.urlname, 'song', s.id, ${now} FROM songs s JOIN merge_moves x ON x.merge_id = ${m} AND x.tbl = 'songs' AND x.item_id = s.id
        WHERE s.urlname <> json_extract(x.data, '$.urlname') ON CONFLICT (urlname) DO NOTHING`,
    sql`DELETE FROM url_aliases WHERE urlname IN (SELECT json_extract(data, '$.urlname') FROM merge_moves WHERE merge_id = ${m} AND tbl = 'url_aliases:new')`,
    sql`INSERT INTO url_aliases (urlname, kind, item_id, line_map, created_at)
        SELECT json_extract(data, '$.urlname'), json_extract(data, '$.kind'), json_extract(data, '$.item_id'), json_extract(data, '$.line_map'), ${now}
        FROM merge_moves WHERE merge_id = ${m} AND tbl = 'url_aliases'
        ON CONFLICT (urlname) DO UPDATE SET kind = excluded.kind, item_id = excluded.item_id, line_map = excluded.line_map`,
    sql`UPDATE songs SET artist_id = ${before("songs", "songs", "artist_id")}, urlname = ${before("songs", "songs", "urlname")}
        WHERE id IN ${items("songs")}`,
    sql`UPDATE annotations SET song_id = ${before("annotations", "annotations", "song_id")}, lines = ${before("annotations", "annotations", "lines")}
        WHERE id IN ${items("annotations")}`,
    songBack("comments"),
    songBack("translations"),
    songBack("song_elements"),
    // Found by their key from the record (report_items' primary key), never by a walk of the queue.
    sql`UPDATE report_items SET song_id = (SELECT json_extract(x.data, '$.song_id') FROM merge_moves x WHERE x.merge_id = ${m} AND x.tbl = 'report_items'
          AND x.item_id = report_items.item_id AND json_extract(x.data, '$.kind') = report_items.kind)
        WHERE (kind, item_id) IN (SELECT json_extract(data, '$.kind'), item_id FROM merge_moves WHERE merge_id = ${m} AND tbl = 'report_items')`,
    addedVote("annotation_votes", "annotation_id"),
    addedVote("comment_votes", "comment_id"),
    ...recountKept(kept("annotations:combined"), kept("comments:combined")),
    db()
      .update(schema.merges)
      .set({ status: "undone", undoneAt: now, undoneBy: by })
      .where(and(eq(schema.merges.id, m), eq(schema.merges.status, "done"))),
  ];

  return { mergeId: m, songIds: moved.map((row) => row.id), artistIds: [merge.sourceId, merge.targetId], statements };
}
