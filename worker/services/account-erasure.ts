// The owner leaves the site (decisions 043 and 044): the account goes to the trash like an
// account an admin deletes (account-removal.ts), with its votes and sessions, and — as the
// owner chose — with its interpretations, comments, translations and elements ("remove", RODO
// art. 17) or with those kept as 'Anonimowy' ("keep"). It leaves every page, list and the
// ranking at once; the trash keeps it 30 days (a mistake or a hijacked account can be undone
// on request), then the hourly purge erases it for good. The privacy page says so.
//
// Leaving is all or nothing with its confirmation mail (account-settings.ts): the account is
// erased first and the mail sent after, so no mail announces a deletion that failed; when the
// mail cannot go out, `undo` puts everything back as it was. The trash brings back the rows it
// took (the account, its votes, the contributions it removed, the authorship of those it
// kept). What the database itself cleared when the user row went is read before the erasure
// and put back in the restore's own batch: the rows that cascade with the account and travel
// in no trash (its sessions, so the owner stays logged in; its links; blocks on it, so a
// failed deletion lifts no block) and every other column naming it (reports, uploads, timings,
// decisions, audit entries: set to null by their foreign keys).
import { eq, getTableName, is, type SQL, sql } from "drizzle-orm";
import { getTableConfig, SQLiteTable } from "drizzle-orm/sqlite-core";
import { batchStatements, db, schema } from "./db";
import { moveToTrash, restoreTrash } from "./trash";
import { accountPlan } from "./trash-plans";
import { TRASHABLE } from "./trash-rows";

export type ContributionsChoice = "keep" | "remove";

export type Erasure = {
  /** Brings the account back exactly as it was; false when it could not (it stays in the trash). */
  undo: () => Promise<boolean>;
};

/** A column of another table pointing at users.id, and what deleting a user does to it. */
type Link = { table: string; column: string; cascade: boolean; columns: string[] };

let links: Link[] | undefined;

/** Read from the schema once, so a table added later is covered without anyone remembering it. */
function linksToUsers(): Link[] {
  if (links) return links;
  // Votes cascade too, but the trash carries them (accountPlan) and recounts points with them.
  const carried = new Set<string>(Object.values(TRASHABLE).map((table) => getTableName(table)));
  const found: Link[] = [];
  for (const table of Object.values(schema)) {
    if (!is(table, SQLiteTable)) continue;
    const config = getTableConfig(table);
    for (const key of config.foreignKeys) {
      const reference = key.reference();
      if (getTableName(reference.foreignTable) !== "users") continue;
      const cascade = key.onDelete === "cascade";
      if (cascade && carried.has(config.name)) continue;
      found.push({ table: config.name, column: reference.columns[0].name, cascade, columns: config.columns.map((c) => c.name) });
    }
  }
  links = found;
  return found;
}

const ident = (name: string) => sql.raw(`"${name}"`);

/**
 * What the account's deletion would clear outside the trash, as the statements that put it
 * back: cascading rows re-inserted from their JSON, nulled columns set again by rowid (one
 * JSON parameter each, however many rows).
 */
async function putBackStatements(userId: number): Promise<SQL[]> {
  const all = linksToUsers();
  const reads = all.map((link) =>
    link.cascade
      ? sql`SELECT * FROM ${ident(link.table)} WHERE ${ident(link.column)} = ${userId}`
      : sql`SELECT rowid AS r FROM ${ident(link.table)} WHERE ${ident(link.column)} = ${userId}`,
  );
  const results = await batchStatements(reads);
  const statements: SQL[] = [];
  all.forEach((link, i) => {
    const rows = results[i].results as Record<string, unknown>[];
    if (rows.length === 0) return;
    if (link.cascade) {
      const values = sql.join(
        link.columns.map((name) => sql`json_extract(value, ${`$."${name}"`})`),
        sql`, `,
      );
      statements.push(
        sql`INSERT OR IGNORE INTO ${ident(link.table)} (${sql.join(link.columns.map(ident), sql`, `)}) SELECT ${values} FROM json_each(${JSON.stringify(rows)})`,
      );
    } else {
      const rowids = JSON.stringify(rows.map((row) => row.r));
      statements.push(
        sql`UPDATE ${ident(link.table)} SET ${ident(link.column)} = ${userId} WHERE rowid IN (SELECT value FROM json_each(${rowids})) AND ${ident(link.column)} IS NULL`,
      );
    }
  });
  return statements;
}

/**
 * Null when the account was gone already (a second tab's deletion won). Throws when D1 fails,
 * and then nothing has moved: the trash's move is one batch.
 */
export async function eraseAccount(userId: number, contributions: ContributionsChoice): Promise<Erasure | null> {
  const [user] = await db().select({ id: schema.users.id, username: schema.users.username }).from(schema.users).where(eq(schema.users.id, userId));
  if (!user) return null;
  const putBack = await putBackStatements(userId);
  const plan = accountPlan(user, contributions === "remove");
  const moved = await moveToTrash("account", user.id, plan, { cause: "deleted", status: "trashed", by: user.id, note: "usunięte przez właściciela" });
  if (!moved.ok) return null;
  const { trashId } = moved.value;
  return {
    undo: async () => {
      const restored = await restoreTrash(trashId, user.id, putBack);
      if (!restored.ok) return false;
      // The deletion never took effect: no entry of it stays in the moderators' trash (its
      // copied rows go with it).
      await db().delete(schema.trash).where(eq(schema.trash.id, trashId));
      return true;
    },
  };
}
