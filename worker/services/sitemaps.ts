// Sitemaps (decision 030): an index (/sitemap.xml) naming child sitemaps of at most 50,000
// addresses each — the lists and static pages, then songs, artists and articles in keyset
// ranges of their primary key. A range is SITEMAP_RANGE ids wide, so it can never hold more
// addresses than the limit, and the index needs only each table's largest id (one step down
// the primary key's b-tree), never a count or a scan. Both the index and each child are
// kept in KV; the hourly cron refreshes the index.
import { asc, between, max } from "drizzle-orm";
import { ARCHIVE_PAGE_SIZE, BLOG_PAGE_SIZE, RANKING_PAGE_SIZE } from "@core/constants";
import { pageCount, pageHref } from "@core/pages/pager";
import { entityHref } from "@core/text/urlname";
import { countArtists } from "./archive";
import { readCached, writeCached } from "./cache";
import { db, schema } from "./db";
import { countUsers } from "./ranking-list";
import { cachedRowCount } from "./table-counts";

/** The sitemap protocol's limit of addresses per file. */
export const SITEMAP_RANGE = 50_000;
const INDEX_TTL_SECONDS = 60 * 60;
/** A full range no longer grows (ids only increase); the last one does. */
const CLOSED_RANGE_TTL_SECONDS = 24 * 60 * 60;
const OPEN_RANGE_TTL_SECONDS = 60 * 60;

const TABLES = {
  songs: { table: schema.songs, id: schema.songs.id },
  artists: { table: schema.artists, id: schema.artists.id },
  artykuly: { table: schema.articles, id: schema.articles.id },
} as const;
export type SitemapKind = keyof typeof TABLES;
export const SITEMAP_KINDS = Object.keys(TABLES) as SitemapKind[];

/** Per table, the largest id: how many ranges the index names. */
type SitemapIndex = Record<SitemapKind, number>;

async function computeIndex(): Promise<SitemapIndex> {
  const [songs, artists, articles] = await db().batch([
    db()
      .select({ top: max(schema.songs.id) })
      .from(schema.songs),
    db()
      .select({ top: max(schema.artists.id) })
      .from(schema.artists),
    db()
      .select({ top: max(schema.articles.id) })
      .from(schema.articles),
  ]);
  return { songs: songs[0]?.top ?? 0, artists: artists[0]?.top ?? 0, artykuly: articles[0]?.top ?? 0 };
}

const INDEX_KEY = "sitemap-index:v1";

/** The hourly cron keeps the index fresh, so readers seldom compute it. */
export async function refreshSitemapIndex(): Promise<void> {
  await writeCached(INDEX_KEY, await computeIndex(), INDEX_TTL_SECONDS);
}

/** The child sitemaps' file names, in order: pages.xml, songs-1.xml, … */
export async function sitemapFiles(): Promise<string[]> {
  const index = await readCached(INDEX_KEY, computeIndex, INDEX_TTL_SECONDS);
  const files = ["pages.xml"];
  for (const kind of SITEMAP_KINDS) {
    const ranges = Math.ceil(index[kind] / SITEMAP_RANGE);
    for (let n = 1; n <= ranges; n++) files.push(`${kind}-${n}.xml`);
  }
  return files;
}

export type SitemapEntry = { path: string; lastmod?: number };

const STATIC_PAGES = ["/", "/onas", "/faq", "/dmca", "/prywatnosc", "/kontakt", "/dodaj", "/rejestracja", "/login"];

/** Home, the static pages and every page of the paged lists. */
async function pageEntries(): Promise<SitemapEntry[]> {
  const [artists, users, articles] = await Promise.all([countArtists(), countUsers(), cachedRowCount("articles-count:v1", schema.articles)]);
  const list = (base: string, total: number, size: number) =>
    Array.from({ length: pageCount(total, size) }, (_, i) => ({ path: pageHref(base, i + 1) }));
  return [
    ...STATIC_PAGES.map((path) => ({ path })),
    ...list("/archiwum", artists, ARCHIVE_PAGE_SIZE),
    ...list("/ranking", users, RANKING_PAGE_SIZE),
    ...list("/blog", articles, BLOG_PAGE_SIZE),
  ];
}

/** Range n of a table: ids (n-1)·RANGE+1 … n·RANGE, in id order, over the primary key. */
async function rangeEntries(kind: SitemapKind, n: number): Promise<SitemapEntry[]> {
  const first = (n - 1) * SITEMAP_RANGE + 1;
  const last = n * SITEMAP_RANGE;
  if (kind === "songs") {
    const rows = await db()
      .select({ urlname: schema.songs.urlname })
      .from(schema.songs)
      .where(between(schema.songs.id, first, last))
      .orderBy(asc(schema.songs.id));
    return rows.map((row) => ({ path: entityHref(row.urlname) }));
  }
  if (kind === "artists") {
    const rows = await db()
      .select({ urlname: schema.artists.urlname })
      .from(schema.artists)
      .where(between(schema.artists.id, first, last))
      .orderBy(asc(schema.artists.id));
    return rows.map((row) => ({ path: entityHref(row.urlname) }));
  }
  const rows = await db()
    .select({ url: schema.articles.url, updatedAt: schema.articles.updatedAt })
    .from(schema.articles)
    .where(between(schema.articles.id, first, last))
    .orderBy(asc(schema.articles.id));
  return rows.map((row) => ({ path: `/artykul/${encodeURIComponent(row.url)}`, lastmod: row.updatedAt }));
}

/** A child sitemap's entries by file name ("songs-2.xml"); null for a name the index never gives. */
export async function sitemapEntries(file: string): Promise<SitemapEntry[] | null> {
  if (file === "pages.xml") return readCached("sitemap-pages:v1", pageEntries, OPEN_RANGE_TTL_SECONDS);
  const match = /^([a-z]+)-([1-9]\d{0,5})\.xml$/.exec(file);
  if (!match || !(match[1] in TABLES)) return null;
  const kind = match[1] as SitemapKind;
  const n = Number(match[2]);
  const index = await readCached(INDEX_KEY, computeIndex, INDEX_TTL_SECONDS);
  if (n > Math.ceil(index[kind] / SITEMAP_RANGE)) return null;
  const closed = n * SITEMAP_RANGE < index[kind];
  return readCached(`sitemap-${kind}-${n}:v1`, () => rangeEntries(kind, n), closed ? CLOSED_RANGE_TTL_SECONDS : OPEN_RANGE_TTL_SECONDS);
}

/** The child sitemap keys holding these ids, dropped when their rows go to or come back from the trash. */
export function sitemapRangeKeys(kind: SitemapKind, ids: number[]): string[] {
  return [...new Set(ids.map((id) => `sitemap-${kind}-${Math.floor((id - 1) / SITEMAP_RANGE) + 1}:v1`))];
}
