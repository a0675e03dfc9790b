import { and, count, desc, eq, gte, isNotNull } from "drizzle-orm";
import { TOP_USERS_ROWS } from "@core/constants";
import { nowSeconds } from "../platform/clock";
import { dropCached, readCached, writeCached } from "./cache";
import { rederiveUserPoints } from "./points";
import { db, schema } from "./db";

export type RankingEntry = { user_id: number; user_name: string; points: number };
export type RankingResult = {
  sortedRanking: RankingEntry[];
  activeUsers: RankingEntry[];
  byNewest: RankingEntry[];
};

const CACHE_KEY = "ranking-tables:v1";
const CACHE_TTL_SECONDS = 2 * 3600;
const ACTIVE_WINDOW_SECONDS = 30 * 86400;

/** A ranking row as every ranking list answers it. */
export const rankingEntryColumns = {
  user_id: schema.users.id,
  user_name: schema.users.username,
  points: schema.users.points,
};

/** The home page's Top, Active and New tables (10 rows each). */
async function computeRankingTables(): Promise<RankingResult> {
  const since = nowSeconds() - ACTIVE_WINDOW_SECONDS;
  const [sortedRanking, activeUsers, byNewest] = await db().batch([
    db().select(rankingEntryColumns).from(schema.users).orderBy(desc(schema.users.points), schema.users.id).limit(TOP_USERS_ROWS),
    db()
      .select(rankingEntryColumns)
      .from(schema.annotations)
      .innerJoin(schema.users, eq(schema.users.id, schema.annotations.userId))
      .where(and(gte(schema.annotations.createdAt, since), isNotNull(schema.annotations.userId)))
      .groupBy(schema.users.id)
      .orderBy(desc(count()), schema.users.id)
      .limit(TOP_USERS_ROWS),
    db().select(rankingEntryColumns).from(schema.users).orderBy(desc(schema.users.createdAt), desc(schema.users.id)).limit(TOP_USERS_ROWS),
  ]);
  return { sortedRanking, activeUsers, byNewest };
}

/**
 * Cron job (hourly): votes keep users.points in step as they happen; this re-derives the
 * totals from the annotations so any drift (deleted annotations, races) heals, then
 * refreshes the cached tables.
 */
export async function refreshRanking(): Promise<RankingResult> {
  await rederiveUserPoints();
  const tables = await computeRankingTables();
  await writeCached(CACHE_KEY, tables, CACHE_TTL_SECONDS);
  return tables;
}

export function getRankingTables(): Promise<RankingResult> {
  return readCached(CACHE_KEY, computeRankingTables, CACHE_TTL_SECONDS);
}

/** After points or interpretations change: the next reader recomputes the tables. */
export function dropRankingTables(): Promise<void> {
  return dropCached(CACHE_KEY);
}
