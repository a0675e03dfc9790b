// What a write must invalidate so every list that shows interpretations or points stays
// true. The writing isolate forgets its copies at once and KV's copies are deleted, so the
// next reader recomputes; other isolates keep their per-isolate copy at most a minute
// (worker/services/cache.ts), and KV deletions reach other locations within about a minute.
import { dropArtistCount } from "./archive";
import { dropBestOfLists } from "./best-of";
import { dropCached } from "./cache";
import { dropFeeds } from "./feeds";
import { dropHomePage } from "./home";
import { dropRankingTables } from "./ranking";
import { forgetSearches } from "./search";
import { dropNewestAnnotations } from "./recent";
import { sitemapRangeKeys } from "./sitemaps";

/** A new, deleted or voted interpretation: best-of lists, slider, newest lists, ranking tables, feeds. */
export async function interpretationsChanged(): Promise<void> {
  dropFeeds();
  await Promise.all([dropBestOfLists(), dropNewestAnnotations(), dropRankingTables(), dropHomePage()]);
}

/**
 * Anything moved to or brought back from the trash (decision 043): every list, count and
 * index that may show it. Songs and artists also leave the archive's count and the sitemaps'
 * index; the per-isolate memories of the newest lists and the footer go in this isolate at
 * once, in others within their minute.
 */
export async function contentChanged(): Promise<void> {
  // Search answers this isolate remembers (search.ts) may name what changed.
  forgetSearches();
  await Promise.all([
    interpretationsChanged(),
    dropArtistCount(),
    dropCached("recent-annotations-newest", "footer-random-songs", "sitemap-index:v1", "sitemap-pages:v1"),
  ]);
}

/**
 * A post its author edited (decision 048). An interpretation's text is in the best-of lists,
 * the slider, the newest lists and the feeds; comments and translations are read live from
 * D1 by their song's page only (and search indexes songs, not posts), so nothing else holds them.
 */
export async function postEdited(kind: "annotation" | "comment" | "translation"): Promise<void> {
  if (kind === "annotation") await interpretationsChanged();
}

/**
 * Songs and artists renamed, moved or merged (decision 049): every list that names them, and
 * the sitemap ranges holding their addresses, at once.
 */
export async function addressesChanged(ids: { songs?: number[]; artists?: number[] }): Promise<void> {
  const keys = [...sitemapRangeKeys("songs", ids.songs ?? []), ...sitemapRangeKeys("artists", ids.artists ?? [])];
  await Promise.all([contentChanged(), dropCached(...keys)]);
}
