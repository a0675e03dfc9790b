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
import { entityTags, pagesChanged, pageTag } from "./page-tags";
import { sitemapRangeKeys } from "./sitemaps";

/** The songs and artists a write changed: their cached pages are purged (decision 051). */
export type Touched = { songs?: (number | null)[]; artists?: (number | null)[] };

/**
 * A new, deleted or voted interpretation: best-of lists, slider, newest lists, ranking tables,
 * feeds, and the cached pages of the home lists, the ranking and the songs touched. A vote
 * (`votes: true`) leaves cached pages alone: totals and best-of lists may trail by the pages'
 * max age (decision 051) rather than every vote emptying the home page's cache.
 */
export async function interpretationsChanged(touched: Touched = {}, { votes = false } = {}): Promise<void> {
  dropFeeds();
  const pages = votes ? [] : [pageTag.home, pageTag.ranking, ...entityTags(touched)];
  await Promise.all([dropBestOfLists(), dropNewestAnnotations(), dropRankingTables(), dropHomePage(), pagesChanged(pages)]);
}

/** A change seen only on the pages of the songs or artists touched (comments, translations, videos, timings). */
export async function songsChanged(touched: Touched): Promise<void> {
  await pagesChanged(entityTags(touched));
}

/**
 * Anything moved to or brought back from the trash (decision 043): every list, count and
 * index that may show it. Songs and artists also leave the archive's count and the sitemaps'
 * index; the per-isolate memories of the newest lists and the footer go in this isolate at
 * once, in others within their minute.
 */
export async function contentChanged(touched: Touched = {}): Promise<void> {
  // Search answers this isolate remembers (search.ts), and cached result pages, may name what changed.
  forgetSearches();
  await Promise.all([
    interpretationsChanged(touched),
    dropArtistCount(),
    pagesChanged([pageTag.archive, pageTag.blog, pageTag.search]),
    dropCached("recent-annotations-newest", "footer-random-songs", "sitemap-index:v1", "sitemap-pages:v1"),
  ]);
}

/**
 * A post its author edited (decision 048). An interpretation's text is in the best-of lists,
 * the slider, the newest lists and the feeds; comments and translations are read live from
 * D1 by their song's page only (and search indexes songs, not posts), so nothing else holds them.
 */
export async function postEdited(kind: "annotation" | "comment" | "translation", songId: number | null = null): Promise<void> {
  if (kind === "annotation") await interpretationsChanged({ songs: [songId] });
  else await songsChanged({ songs: [songId] });
}

/**
 * Songs and artists renamed, moved or merged (decision 049): every list that names them, and
 * the sitemap ranges holding their addresses, at once.
 */
export async function addressesChanged(ids: { songs?: number[]; artists?: number[] }): Promise<void> {
  const keys = [...sitemapRangeKeys("songs", ids.songs ?? []), ...sitemapRangeKeys("artists", ids.artists ?? [])];
  await Promise.all([contentChanged(ids), dropCached(...keys)]);
}
