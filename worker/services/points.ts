// All point arithmetic in one place (decision 002): a vote gives one point to its
// interpretation or comment and, through an interpretation, one to its author; deleting
// interpretations takes their points off their authors; deleting an account takes back the
// points its votes gave; the hourly cron re-derives every user's total. Item points are
// always recounted from the vote rows inside the same D1 batch (one transaction) that adds
// or removes the row, so a vote can never count twice and a withdrawal never goes below the
// real count, however many arrive at once.
import { eq, sql } from "drizzle-orm";
import { nowSeconds } from "../platform/clock";
import type { VoteTarget } from "@core/rules/vote";
import { db, schema } from "./db";

type Statement = Parameters<ReturnType<typeof db>["batch"]>[0][number];

export type { VoteTarget };

/** Who votes: a user (`u:<id>`) or a visitor's key issued in a signed cookie (`a:<key>`). */
export type Voter = { key: string; userId: number | null };

const TABLES = {
  annotation: { items: schema.annotations, votes: schema.annotationVotes, itemColumn: schema.annotationVotes.annotationId },
  comment: { items: schema.comments, votes: schema.commentVotes, itemColumn: schema.commentVotes.commentId },
} as const;

const stateQuery = (target: VoteTarget, itemId: number, voterKey: string) => {
  const { items, votes, itemColumn } = TABLES[target];
  return db()
    .select({
      authorId: items.userId,
      voted: sql<number>`EXISTS (SELECT 1 FROM ${votes} WHERE ${itemColumn} = ${itemId} AND ${votes.voterKey} = ${voterKey})`,
    })
    .from(items)
    .where(eq(items.id, itemId));
};

/**
 * Whether this voter's vote on the item stands now: a visitor's up-vote that finds it does
 * nothing, so it is not counted against the per-item limit (votes.ts).
 */
export async function hasVoted(target: VoteTarget, itemId: number, voterKey: string): Promise<boolean> {
  const { votes, itemColumn } = TABLES[target];
  const [row] = await db()
    .select({ one: sql<number>`1` })
    .from(votes)
    .where(sql`${itemColumn} = ${itemId} AND ${votes.voterKey} = ${voterKey}`)
    .limit(1);
  return row !== undefined;
}

export type CastVote = {
  /** the item's total after this vote */
  points: number;
  authorId: number | null;
  /** whether this voter's vote was counted before this one */
  votedBefore: boolean;
};

/**
 * Votes up (`up`) or withdraws the vote; null when the item does not exist (or went away
 * meanwhile). One batch, so one transaction and one round trip: the state before, the vote
 * row, the author's points (interpretations only, by the difference between the new count
 * and the stored points) and the item's points recounted from its vote rows. A user's vote
 * for their own item is never stored (decision 034): the caller tells it by `authorId`.
 */
export async function castVote(target: VoteTarget, itemId: number, voter: Voter, up: boolean): Promise<CastVote | null> {
  const { items, votes, itemColumn } = TABLES[target];
  const recount = sql`(SELECT count(*) FROM ${votes} WHERE ${itemColumn} = ${itemId})`;
  // Only accounts' votes reach the author's ranking points (decision 040): a visitor's vote
  // changes the interpretation's total, never its author's place in the ranking.
  const rankedRecount = sql`(SELECT count(*) FROM ${votes} WHERE ${itemColumn} = ${itemId} AND ${votes.userId} IS NOT NULL)`;
  const notOwn = voter.userId === null ? sql`` : sql` AND user_id IS NOT ${voter.userId}`;
  const change: Statement = up
    ? // Through a SELECT of the item: an item deleted meanwhile gets no vote row. A query
      // builder, not db().run(sql``): raw statements cannot go into a D1 batch.
      db()
        .insert(votes)
        .select(sql`SELECT id, ${voter.key}, ${voter.userId}, ${nowSeconds()} FROM ${items} WHERE id = ${itemId}${notOwn}`)
        .onConflictDoNothing()
    : db().delete(votes).where(sql`${itemColumn} = ${itemId} AND ${votes.voterKey} = ${voter.key}`);
  const statements: Statement[] = [stateQuery(target, itemId, voter.key), change];
  if (target === "annotation") {
    const a = schema.annotations;
    statements.push(
      db()
        .update(schema.users)
        .set({ points: sql`${schema.users.points} + ${rankedRecount} - (SELECT ${a.rankedPoints} FROM ${a} WHERE ${a.id} = ${itemId})` })
        .where(sql`${schema.users.id} = (SELECT ${a.userId} FROM ${a} WHERE ${a.id} = ${itemId})`),
    );
  }
  const recounted = target === "annotation" ? { points: recount, rankedPoints: rankedRecount } : { points: recount };
  statements.push(db().update(items).set(recounted).where(eq(items.id, itemId)).returning({ points: items.points }));
  const results = (await db().batch(statements as [Statement, ...Statement[]])) as unknown[];
  const [state] = results[0] as { authorId: number | null; voted: number }[];
  const [row] = results[results.length - 1] as { points: number }[];
  return state && row ? { points: row.points, authorId: state.authorId, votedBefore: state.voted === 1 } : null;
}

/** The hourly healing: every user's points are the accounts' votes on their interpretations. */
export async function rederiveUserPoints(): Promise<void> {
  await db().run(sql`
    UPDATE users SET points = coalesce(
      (SELECT sum(ranked_points) FROM annotations WHERE annotations.user_id = users.id), 0)
    WHERE points IS NOT coalesce(
      (SELECT sum(ranked_points) FROM annotations WHERE annotations.user_id = users.id), 0)`);
}
