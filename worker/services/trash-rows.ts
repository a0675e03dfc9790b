// How a table's rows travel to the trash and back (decision 043): set-based statements built
// from the Drizzle schema, so a new column travels without anyone remembering to add it.
//   copy:    INSERT INTO trash_rows SELECT <trash id>, '<table>', json_object(<every column>) FROM <table> WHERE …
//   restore: INSERT INTO <table> (<every column>) SELECT json_extract(row, '$.<column>'), … FROM trash_rows WHERE …
// JSON columns are stored as text in SQLite and round-trip as the same text.
import { type SQL, sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { type BatchStatement, db, schema } from "./db";
import { columnsOf, userLinks } from "./user-links";

/** The tables a trashed item can take along, in the order restoring must insert them. */
export const TRASHABLE = {
  users: schema.users,
  // Blocks on an account go with it and come back with it (they cascade when the user row goes).
  blocks: schema.blocks,
  artists: schema.artists,
  songs: schema.songs,
  annotations: schema.annotations,
  comments: schema.comments,
  translations: schema.translations,
  // Earlier versions of edited posts (decision 048) travel with their item.
  post_revisions: schema.postRevisions,
  song_elements: schema.songElements,
  song_syncs: schema.songSyncs,
  song_revisions: schema.songRevisions,
  annotation_votes: schema.annotationVotes,
  comment_votes: schema.commentVotes,
  articles: schema.articles,
} as const satisfies Record<string, SQLiteTable>;

export type TrashableTable = keyof typeof TRASHABLE;

export const RESTORE_ORDER = Object.keys(TRASHABLE) as TrashableTable[];

const ident = (name: string) => sql.raw(`"${name}"`);

/** Copies the table's rows matched by `where` (SQL over the table) into the trash entry. */
export function copyToTrash(trashId: number, table: TrashableTable, where: SQL): BatchStatement {
  const pairs = sql.join(
    columnsOf(table).map((name) => sql`${name}, ${ident(name)}`),
    sql`, `,
  );
  return db()
    .insert(schema.trashRows)
    .select(sql`SELECT ${trashId}, ${table}, json_object(${pairs}) FROM ${ident(table)} WHERE ${where}`);
}

// Columns naming an account (read from the schema's foreign keys). An account deleted while the
// item was in the trash is gone: its contributions come back as 'Anonimowy' (the foreign key's
// "set null"), its votes and blocks on it not at all (the foreign key's "cascade"), and the
// recount afterwards makes the points agree.
const userColumns = (table: TrashableTable) => {
  const links = userLinks().filter((link) => link.table === table);
  return {
    setNull: links.filter((link) => !link.cascade).map((link) => link.column),
    cascade: links.filter((link) => link.cascade).map((link) => link.column),
  };
};

const field = (name: string) => sql`json_extract(r.row, ${`$.${name}`})`;
const userExists = (name: string) => sql`EXISTS (SELECT 1 FROM users WHERE users.id = ${field(name)})`;

/** Puts the entry's rows of the table back, when `guard` holds (the restore that won). */
export function restoreFromTrash(trashId: number, table: TrashableTable, guard: SQL): BatchStatement {
  const names = columnsOf(table);
  const { setNull, cascade } = userColumns(table);
  const values = sql.join(
    names.map((name) => (setNull.includes(name) ? sql`CASE WHEN ${userExists(name)} THEN ${field(name)} END` : field(name))),
    sql`, `,
  );
  const kept = cascade.map((name) => sql` AND (${field(name)} IS NULL OR ${userExists(name)})`);
  return sql`INSERT INTO ${ident(table)} (${sql.join(names.map(ident), sql`, `)}) SELECT ${values} FROM trash_rows AS r WHERE r.trash_id = ${trashId} AND r.tbl = ${table} AND ${guard}${sql.join(kept)}`;
}

/** The ids (or another field) of the entry's rows of one table, as SQL for an IN list. */
export const trashedField = (trashId: number, table: string, field = "id"): SQL =>
  sql`(SELECT json_extract(r.row, ${`$.${field}`}) FROM trash_rows AS r WHERE r.trash_id = ${trashId} AND r.tbl = ${table})`;
