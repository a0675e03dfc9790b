import { refreshBestOfLists } from "../services/best-of";
import { db } from "../services/db";
import { pruneStaleRows } from "../services/housekeeping";
import { refreshRanking } from "../services/ranking";
import { enforceRetention } from "../services/retention";
import { refreshSitemapIndex } from "../services/sitemaps";
import { backfillUsernameKeys } from "../services/username-backfill";

// Cron strings must match wrangler.jsonc "triggers.crons" exactly.
export const CRON_BEST_OF = "*/10 * * * *";
export const CRON_RANKING = "0 * * * *";

const handlers: Record<string, () => Promise<unknown>> = {
  [CRON_BEST_OF]: refreshBestOfLists,
  // Hourly: the ranking, the sitemap index, then the clean-up of expired sessions and old
  // vitals, the trash's 30 days and the client hashes' (decision 043), then the username
  // keys older accounts still lack (decision 031).
  [CRON_RANKING]: async () => {
    await refreshRanking();
    await refreshSitemapIndex();
    await pruneStaleRows();
    await enforceRetention();
    await backfillUsernameKeys(db(), 5000);
  },
};

/** Runs the job of one cron trigger; an unknown schedule is an error worth seeing in logs. */
export async function dispatchCron(cron: string): Promise<string> {
  const handler = handlers[cron];
  if (!handler) throw new Error(`Unknown cron trigger: ${cron}`);
  await handler();
  return cron === CRON_BEST_OF ? "best-of" : "ranking";
}
