// The owner leaves the site (decisions 043 and 044): the account goes to the trash like an
// account an admin deletes (account-removal.ts), with its votes and sessions, and — as the
// owner chose — with its interpretations, comments, translations and elements ("remove", RODO
// art. 17) or with those kept as 'Anonimowy' ("keep"). It leaves every page, list and the
// ranking at once; the trash keeps it 30 days (a mistake or a hijacked account can be undone
// on request), then the hourly purge erases it for good. The privacy page says so.
import { eq } from "drizzle-orm";
import { db, schema } from "./db";
import { moveToTrash } from "./trash";
import { accountPlan } from "./trash-plans";

export type ContributionsChoice = "keep" | "remove";

/** False when the account was gone already (a second tab's deletion won). */
export async function eraseAccount(userId: number, contributions: ContributionsChoice): Promise<boolean> {
  const [user] = await db().select({ id: schema.users.id, username: schema.users.username }).from(schema.users).where(eq(schema.users.id, userId));
  if (!user) return false;
  const plan = accountPlan(user, contributions === "remove");
  const moved = await moveToTrash("account", user.id, plan, { cause: "deleted", status: "trashed", by: user.id, note: "usunięte przez właściciela" });
  return moved.ok;
}
