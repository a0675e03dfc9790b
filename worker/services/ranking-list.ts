// The full user ranking (/ranking, 40 per page). The Top/Active/New tables of the home
// are in ranking.ts; this is the paged list those tables summarise.
import { asc, desc, sql } from "drizzle-orm";
import { RANKING_PAGE_SIZE } from "@core/constants";
import { clampPage, pageCount } from "@core/pages/pager";
import { compiled, db, readBatch, schema } from "./db";
import { rankingEntryColumns, type RankingEntry } from "./ranking";
import { cachedRowCount } from "./table-counts";

export type RankedUser = RankingEntry & { position: number };
export type RankingPage = { sortedRanking: RankedUser[]; total: number; page: number; pageCount: number };

export const countUsers = () => cachedRowCount("users-count:v1", schema.users);

// Built once per isolate (worker/services/db.ts): building it was a tenth of a page's CPU.
const rankingRows = compiled(() =>
  db()
    .select(rankingEntryColumns)
    .from(schema.users)
    .orderBy(desc(schema.users.points), asc(schema.users.id))
    .limit(RANKING_PAGE_SIZE)
    .offset(sql.placeholder("offset")),
);

/** One ranking page, clamped to the pages that exist; order follows index users_ranking. */
export async function rankingPage(requestedPage: number): Promise<RankingPage> {
  const total = await countUsers();
  const pages = pageCount(total, RANKING_PAGE_SIZE);
  const page = clampPage(requestedPage, pages);
  const offset = (page - 1) * RANKING_PAGE_SIZE;
  const [rows] = await readBatch([rankingRows({ offset })]);
  return { sortedRanking: rows.map((row, i) => ({ ...row, position: offset + i + 1 })), total, page, pageCount: pages };
}
