// What a write must invalidate so every list that shows interpretations or points stays
// true. The writing isolate forgets its copies at once and KV's copies are deleted, so the
// next reader recomputes; other isolates keep their per-isolate copy at most a minute
// (worker/services/cache.ts), and KV deletions reach other locations within about a minute.
import { dropBestOfLists } from "./best-of";
import { dropHomePage } from "./home";
import { dropRankingTables } from "./ranking";
import { dropNewestAnnotations } from "./recent";

/** A new, deleted or voted interpretation: best-of lists, slider, newest lists, ranking tables. */
export async function interpretationsChanged(): Promise<void> {
  await Promise.all([dropBestOfLists(), dropNewestAnnotations(), dropRankingTables(), dropHomePage()]);
}
