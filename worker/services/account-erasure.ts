// The owner leaves the site (decisions 043 and 044): the account goes to the trash like an
// account an admin deletes (account-removal.ts), with its votes and sessions, and — as the
// owner chose — with its interpretations, comments, translations and elements ("remove", RODO
// art. 17) or with those kept as 'Anonimowy' ("keep"). It leaves every page, list and the
// ranking at once; the trash keeps it 30 days (a mistake or a hijacked account can be undone
// on request), then the hourly purge erases it for good. The privacy page says so.
//
// Leaving is all or nothing with its confirmation mail (account-settings.ts): the account is
// erased first and the mail sent after, so no mail announces a deletion that failed; when the
// mail cannot go out, `undo` puts everything back as it was. The trash's restore brings back
// all its entry keeps, as for any restore of an account: the rows it took (the account, its
// votes, the contributions it removed, blocks on it) and every column the deletion set to null
// (authorship, reports, uploads, timings, decisions, audit entries; user-links.ts). What no
// trash keeps — its sessions and links, which a restore from the panel leaves ended — is read
// before the erasure and put back in the restore's own batch, so the owner stays logged in.
import { eq, type SQL, sql } from "drizzle-orm";
import { batchStatements, db, schema } from "./db";
import { moveToTrash, restoreTrash } from "./trash";
import { accountPlan } from "./trash-plans";
import { columnsOf, NOT_KEPT, userLinks } from "./user-links";

export type ContributionsChoice = "keep" | "remove";

export type Erasure = {
  /** Brings the account back exactly as it was; false when it could not (it stays in the trash). */
  undo: () => Promise<boolean>;
};

const ident = (name: string) => sql.raw(`"${name}"`);

/** The account's sessions and links, as statements that re-insert them from their JSON. */
async function putBackStatements(userId: number): Promise<SQL[]> {
  const links = userLinks().filter((link) => link.cascade && NOT_KEPT.has(link.table));
  const results = await batchStatements(links.map((link) => sql`SELECT * FROM ${ident(link.table)} WHERE ${ident(link.column)} = ${userId}`));
  return links.flatMap((link, i) => {
    const rows = results[i].results as Record<string, unknown>[];
    if (rows.length === 0) return [];
    const columns = columnsOf(link.table);
    const values = sql.join(
      columns.map((name) => sql`json_extract(value, ${`$."${name}"`})`),
      sql`, `,
    );
    return [
      sql`INSERT OR IGNORE INTO ${ident(link.table)} (${sql.join(columns.map(ident), sql`, `)}) SELECT ${values} FROM json_each(${JSON.stringify(rows)})`,
    ];
  });
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
