// The trash (decision 043): deleting moves an item and everything that hangs on it out of the
// live tables into trash_rows, in one D1 batch; restoring puts the rows back with their ids,
// votes and points, also in one batch. Points are recounted from the vote rows afterwards
// (the same statements serve both directions), so the ranking follows exactly.
import { and, eq, getTableColumns, inArray, type SQL, sql } from "drizzle-orm";
import { fail, ok, type Result } from "@core/result";
import { nowSeconds } from "../platform/clock";
import { dropCached } from "./cache";
import { type BatchStatement, batchStatements, db, schema } from "./db";
import { contentChanged } from "./freshness";
import { isUniqueViolation } from "./urlnames";
import { sitemapRangeKeys } from "./sitemaps";
import { abortIf, isAbort } from "./url-aliases";
import type { TrashKind, TrashPlan } from "./trash-plans";
import { copyToTrash, RESTORE_ORDER, restoreFromTrash, trashedField } from "./trash-rows";
import { keyOf } from "./user-links";

const t = schema.trash;

export const TRASH_DAYS = 30;

export const TRASH_STATE_MESSAGES = {
  restored: "Ten wpis już przywrócono.",
  purged: `Minęło ${TRASH_DAYS} dni: ten wpis usunięto na zawsze.`,
  missing: "Nie ma takiego wpisu w koszu.",
  taken: "Nie można przywrócić: jego adres, nazwa albo e-mail jest już zajęty przez coś nowszego.",
} as const;

export type TrashMeta = { cause: "deleted" | "reported" | "account"; status: "trashed" | "held"; by: number | null; note: string | null };

/** Points that depend on what the entry holds, recounted from the vote rows (after a move or a restore). */
function recount(trashId: number): BatchStatement[] {
  const votedAnnotations = trashedField(trashId, "annotation_votes", "annotation_id");
  return [
    sql`UPDATE annotations SET
        points = (SELECT count(*) FROM annotation_votes v WHERE v.annotation_id = annotations.id),
        ranked_points = (SELECT count(*) FROM annotation_votes v WHERE v.annotation_id = annotations.id AND v.user_id IS NOT NULL)
      WHERE id IN ${votedAnnotations}`,
    sql`UPDATE comments SET points = (SELECT count(*) FROM comment_votes v WHERE v.comment_id = comments.id) WHERE id IN ${trashedField(trashId, "comment_votes", "comment_id")}`,
    sql`UPDATE users SET points = coalesce((SELECT sum(ranked_points) FROM annotations a WHERE a.user_id = users.id), 0)
      WHERE id IN (SELECT user_id FROM annotations WHERE id IN ${votedAnnotations})
         OR id IN ${trashedField(trashId, "annotations", "user_id")}
         OR id IN ${trashedField(trashId, "users", "id")}`,
  ];
}

const ownerTag = (table: string, column: string) => `owner:${table}:${column}`;
const ident = (name: string) => sql.raw(`"${name}"`);

/**
 * Gives an account back the rows an `owner:` tag of its entry names (by their primary key):
 * the column its deletion set to null, unless something else has been put there since.
 */
function giveBack(trashId: number, tbl: string, userId: number | null, won: SQL): BatchStatement {
  const [, table, column] = tbl.split(":");
  const key = keyOf(table);
  const named = sql.join(
    key.map((name) => sql`json_extract(r.row, ${`$.${name}`})`),
    sql`, `,
  );
  return sql`UPDATE ${ident(table)} SET ${ident(column)} = ${userId}
    WHERE (${sql.join(key.map(ident), sql`, `)}) IN (SELECT ${named} FROM trash_rows AS r WHERE r.trash_id = ${trashId} AND r.tbl = ${tbl})
      AND ${ident(column)} IS NULL AND ${won}`;
}

/** Moves the planned item into the trash; not_found when it was gone already (a race lost). */
export async function moveToTrash(kind: TrashKind, itemId: number, plan: TrashPlan, meta: TrashMeta): Promise<Result<{ trashId: number }>> {
  const [header] = await db()
    .insert(t)
    .values({
      kind,
      itemId,
      label: plan.label,
      songId: plan.songId,
      authorId: plan.authorId,
      cause: meta.cause,
      status: meta.status,
      note: meta.note,
      deletedBy: meta.by,
      deletedAt: nowSeconds(),
    })
    .returning({ id: t.id });
  const trashId = header.id;
  const copies = plan.copies.map(([table, where]) => copyToTrash(trashId, table, where));
  const owners = plan.owners.map(([table, column, where]) => {
    const key = sql.join(
      keyOf(table).map((name) => sql`${name}, ${ident(name)}`),
      sql`, `,
    );
    return sql`INSERT INTO trash_rows (trash_id, tbl, row) SELECT ${trashId}, ${ownerTag(table, column)}, json_object(${key}) FROM ${ident(table)} WHERE ${where}`;
  });
  const statements = [...copies, ...owners, ...plan.before, plan.root, ...plan.after, ...recount(trashId)];
  const rootIndex = copies.length + owners.length + plan.before.length;
  let removed: unknown[];
  try {
    const results = await batchStatements(statements);
    removed = results[rootIndex].results;
  } catch (error) {
    await db().delete(t).where(eq(t.id, trashId));
    throw error;
  }
  if (removed.length === 0) {
    await db().delete(t).where(eq(t.id, trashId));
    return fail("not_found", "Tego wpisu już nie ma.");
  }
  await afterChange(plan.sitemap, plan.songId);
  return ok({ trashId });
}

async function afterChange(sitemap: TrashPlan["sitemap"], songId: number | null = null): Promise<void> {
  const keys = [
    ...sitemapRangeKeys("songs", sitemap.songs ?? []),
    ...sitemapRangeKeys("artists", sitemap.artists ?? []),
    ...sitemapRangeKeys("artykuly", sitemap.artykuly ?? []),
  ];
  await Promise.all([
    contentChanged({ songs: [...(sitemap.songs ?? []), songId], artists: sitemap.artists }),
    keys.length ? dropCached(...keys) : Promise.resolve(),
  ]);
}

export type TrashEntry = typeof t.$inferSelect;

export async function findTrash(trashId: number): Promise<TrashEntry | null> {
  const [row] = await db().select().from(t).where(eq(t.id, trashId));
  return row ?? null;
}

/**
 * The trash entry (another one) that holds the song, if the song is in the trash. Read from the
 * song's trashed row to its entry: the row's id is read with `->>`, the very expression of the
 * index trash_rows_row_id, so both are look-ups, never a walk over the trash.
 */
export async function trashHoldingSong(songId: number): Promise<TrashEntry | null> {
  const r = schema.trashRows;
  const [row] = await db()
    .select(getTableColumns(t))
    .from(r)
    .innerJoin(t, eq(t.id, r.trashId))
    .where(and(eq(r.tbl, "songs"), sql`${r.row} ->> '$.id' = ${songId}`, inArray(t.status, ["trashed", "held"])))
    .limit(1);
  return row ?? null;
}

/**
 * Decision 043: an item whose song (or a song whose artist) is itself in the trash is not
 * restored on its own: the moderator is told to restore the parent first, which brings its
 * children back with it.
 */
async function missingParent(entry: TrashEntry): Promise<string | null> {
  const needsSong = ["annotation", "comment", "translation", "element"].includes(entry.kind);
  if (needsSong && entry.songId !== null) {
    const [song] = await db().select({ id: schema.songs.id }).from(schema.songs).where(eq(schema.songs.id, entry.songId));
    if (song) return null;
    const parent = await trashHoldingSong(entry.songId);
    return parent ? `Piosenka „${parent.label}” jest w koszu: najpierw przywróć ją (wróci razem z tym wpisem).` : "Piosenki tego wpisu już nie ma.";
  }
  if (entry.kind === "song") {
    const [row] = await db()
      .select({ artistId: sql<number>`json_extract(row, '$.artist_id')` })
      .from(schema.trashRows)
      .where(and(eq(schema.trashRows.trashId, entry.id), eq(schema.trashRows.tbl, "songs")));
    const inEntry = await db()
      .select({ n: sql<number>`count(*)` })
      .from(schema.trashRows)
      .where(and(eq(schema.trashRows.trashId, entry.id), eq(schema.trashRows.tbl, "artists")));
    if (!row || inEntry[0].n > 0) return null;
    const [artist] = await db().select({ id: schema.artists.id }).from(schema.artists).where(eq(schema.artists.id, row.artistId));
    return artist ? null : "Wykonawca tej piosenki jest w koszu: najpierw przywróć wykonawcę (wróci razem z piosenką).";
  }
  return null;
}

/**
 * Restores an entry (trashed or held); everything it holds comes back in one batch. `extra`
 * statements (a merge's undo, decision 049) run after the rows are back, only for the restore
 * that won: the batch stops before them otherwise.
 */
export async function restoreTrash(trashId: number, by: number, extra: BatchStatement[] = []): Promise<Result<TrashEntry>> {
  const entry = await findTrash(trashId);
  if (!entry) return fail("not_found", TRASH_STATE_MESSAGES.missing);
  if (entry.status === "restored") return fail("conflict", TRASH_STATE_MESSAGES.restored);
  if (entry.status === "purged") return fail("conflict", TRASH_STATE_MESSAGES.purged);
  const parent = await missingParent(entry);
  if (parent) return fail("conflict", parent);
  const token = crypto.randomUUID();
  const won: SQL = sql`EXISTS (SELECT 1 FROM trash WHERE id = ${trashId} AND restore_token = ${token})`;
  const claim = db()
    .update(t)
    .set({ status: "restored", restoredBy: by, restoredAt: nowSeconds(), restoreToken: token })
    .where(and(eq(t.id, trashId), inArray(t.status, ["trashed", "held"])))
    .returning({ id: t.id });
  const owners = await db()
    .selectDistinct({ tbl: schema.trashRows.tbl })
    .from(schema.trashRows)
    .where(and(eq(schema.trashRows.trashId, trashId), sql`${schema.trashRows.tbl} LIKE 'owner:%'`));
  const givenBack = owners.map(({ tbl }) => giveBack(trashId, tbl, entry.authorId, won));
  const after = extra.length > 0 ? [abortIf(sql`NOT ${won}`), ...extra] : [];
  // Read before the batch: the restore drops the entry's copies (below).
  const songs = await db()
    .select({ id: sql<number>`json_extract(row, '$.id')` })
    .from(schema.trashRows)
    .where(and(eq(schema.trashRows.trashId, trashId), eq(schema.trashRows.tbl, "songs")));
  const statements = [
    claim,
    ...RESTORE_ORDER.map((table) => restoreFromTrash(trashId, table, won)),
    ...after,
    ...givenBack,
    ...recount(trashId),
    // Back in the live tables, the copies are needed no more (e-mails, password hashes, texts):
    // they go in the same batch; the entry itself stays for the record.
    sql`DELETE FROM trash_rows WHERE trash_id = ${trashId} AND ${won}`,
  ];
  let claimed: unknown[];
  try {
    claimed = (await batchStatements(statements))[0].results;
  } catch (error) {
    if (isAbort(error)) return fail("conflict", TRASH_STATE_MESSAGES.restored);
    if (isUniqueViolation(error)) return fail("conflict", TRASH_STATE_MESSAGES.taken);
    throw error;
  }
  if (claimed.length === 0) return fail("conflict", TRASH_STATE_MESSAGES.restored);
  await afterChange(
    {
      songs: songs.map((s) => s.id),
      artists: entry.kind === "artist" ? [entry.itemId] : [],
      artykuly: entry.kind === "article" ? [entry.itemId] : [],
    },
    entry.songId,
  );
  return ok({ ...entry, status: "restored" });
}

/** A held entry the moderator deletes: it stays in the trash, and its 30 days start now. */
export async function confirmHeld(trashId: number, by: number): Promise<boolean> {
  const rows = await db()
    .update(t)
    .set({ status: "trashed", deletedBy: by, deletedAt: nowSeconds() })
    .where(and(eq(t.id, trashId), eq(t.status, "held")))
    .returning({ id: t.id });
  return rows.length > 0;
}

/** Entries older than 30 days lose their rows for good (the hourly cron); answers how many. */
export async function purgeTrash(limit = 200): Promise<number> {
  const cutoff = nowSeconds() - TRASH_DAYS * 86_400;
  const old = await db()
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.status, "trashed"), sql`${t.deletedAt} < ${cutoff}`))
    .limit(limit);
  if (old.length === 0) return 0;
  const ids = old.map((row) => row.id);
  await db().batch([
    db().delete(schema.trashRows).where(inArray(schema.trashRows.trashId, ids)),
    db().update(t).set({ status: "purged" }).where(inArray(t.id, ids)),
    // A merge whose entry is purged can no longer be undone (decision 049): its record of moves
    // goes too, but for which interpretation another was combined into (old links still lead there).
    db()
      .delete(schema.mergeMoves)
      .where(
        and(
          sql`${schema.mergeMoves.tbl} <> 'annotations:combined'`,
          inArray(schema.mergeMoves.mergeId, db().select({ id: schema.merges.id }).from(schema.merges).where(inArray(schema.merges.trashId, ids))),
        ),
      ),
  ]);
  return ids.length;
}

export type HeldItem = { kind: TrashKind; label: string };

/** The viewer's own items of this song that reports hid: they see them, marked as waiting. */
export async function heldForAuthor(songId: number, userId: number): Promise<HeldItem[]> {
  return db()
    .select({ kind: t.kind, label: t.label })
    .from(t)
    .where(and(eq(t.songId, songId), eq(t.status, "held"), eq(t.authorId, userId)))
    .limit(20);
}
