// Removing an account (decisions 021 and 044), for the admin's deletion and the owner's own.
// One D1 batch, so one transaction: the points the account's votes gave are taken back
// (points.ts), the votes, sessions and links go, then the user row. With "keep" the foreign
// keys set the account's interpretations, comments, translations, elements, added songs and
// revisions to null, and they read 'Anonimowy'. With "remove" (the owner's choice, RODO art. 17)
// their interpretations, comments, translations and elements are deleted first (their votes
// cascade); songs they added and their edits of a song's shared video and timings stay,
// unsigned, because other people's work hangs on them. Either way the account's points leave
// the ranking with the row, and every cached list is dropped and rebuilt.
import { eq } from "drizzle-orm";
import { db, schema } from "./db";
import { refreshAfterModeration } from "./moderation";
import { withdrawVotesOf } from "./points";

export type ContributionsChoice = "keep" | "remove";

/** The tables whose rows an account writes itself and "remove" erases (their `user_id`). */
const OWN_ENTRIES = [schema.annotations, schema.comments, schema.translations, schema.songElements] as const;

export async function eraseAccount(userId: number, contributions: ContributionsChoice): Promise<void> {
  const [first, ...rest] = withdrawVotesOf(userId);
  const erase = contributions === "remove" ? OWN_ENTRIES.map((table) => db().delete(table).where(eq(table.userId, userId))) : [];
  await db().batch([
    first,
    ...rest,
    ...erase,
    db().delete(schema.sessions).where(eq(schema.sessions.userId, userId)),
    db().delete(schema.users).where(eq(schema.users.id, userId)),
  ]);
  await refreshAfterModeration();
}
