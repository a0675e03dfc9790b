// What deleting a users row does to the rest of the database, read from the schema's foreign
// keys (db/schema.ts) so that a table added later is covered without anyone remembering it:
// rows that cascade away with the account (its votes, blocks on it, its sessions and links)
// and columns set to null (reports, uploads, timings, decisions, audit entries, authorship).
// An account's trash entry keeps both (accountPlan in trash-plans.ts), so every restore of an
// account puts them back (decision 043).
import { getTableName, is } from "drizzle-orm";
import { getTableConfig, SQLiteTable } from "drizzle-orm/sqlite-core";
import { schema } from "./db";

/** A column of another table pointing at users.id, and what deleting a user does to it. */
export type UserLink = { table: string; column: string; cascade: boolean };

/**
 * Cascading rows the trash does not keep: a restored account logs in again, and a session
 * of whoever deleted it (a thief of the account, say) must not come back with it. Only the
 * undo of a self-deletion whose mail failed puts them back (account-erasure.ts).
 */
export const NOT_KEPT: ReadonlySet<string> = new Set(["sessions", "account_tokens"]);

type TableInfo = { table: SQLiteTable; columns: string[]; key: string[] };

let tables: Map<string, TableInfo> | undefined;
let links: UserLink[] | undefined;

function read(): void {
  tables = new Map();
  links = [];
  for (const table of Object.values(schema)) {
    if (!is(table, SQLiteTable)) continue;
    const config = getTableConfig(table);
    const primary = config.columns.filter((column) => column.primary).map((column) => column.name);
    const key = primary.length > 0 ? primary : (config.primaryKeys[0]?.columns.map((column) => column.name) ?? []);
    tables.set(config.name, { table, columns: config.columns.map((column) => column.name), key });
    for (const foreign of config.foreignKeys) {
      const reference = foreign.reference();
      if (getTableName(reference.foreignTable) !== "users") continue;
      // "no action" would make the account's deletion fail, so there is nothing to keep.
      if (foreign.onDelete !== "cascade" && foreign.onDelete !== "set null") continue;
      links.push({ table: config.name, column: reference.columns[0].name, cascade: foreign.onDelete === "cascade" });
    }
  }
}

/** Every foreign key to users.id, read from the schema once per isolate. */
export function userLinks(): UserLink[] {
  if (!links) read();
  return links as UserLink[];
}

function info(name: string): TableInfo {
  if (!tables) read();
  const found = tables?.get(name);
  if (!found) throw new Error(`no table ${name} in db/schema.ts`);
  return found;
}

/** The table's columns, in the schema's order. */
export const columnsOf = (name: string): string[] => info(name).columns;

/** The columns of the table's primary key: what identifies a row whose column is given back. */
export function keyOf(name: string): string[] {
  const key = info(name).key;
  if (key.length === 0) throw new Error(`${name} has no primary key: its rows cannot be named in the trash`);
  return key;
}
