// The artist page and the artist suggestions (GET /api/searchArtist/{query}).
import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import type { ArtistRef } from "@core/pages/api-types";
import { ARCHIVE_PAGE_SIZE, RECENT_SONGS_GRID } from "@core/constants";
import { clampPage, pageCount } from "@core/pages/pager";
import { slugify } from "@core/text/urlname";
import type { ArtistPageData } from "@core/pages/page-data";
import { compiled, db, readBatch, schema } from "./db";
import { toSongSummary } from "./song-shape";
import { artistSongLinksQuery } from "./song-page";
import { newestSongsQuery } from "./songs";

/** Song links per artist page: the archive's page size, so only giant catalogues page. */
const ARTIST_SONGS_PAGE_SIZE = ARCHIVE_PAGE_SIZE;

export type { ArtistPageData };

const polishOrder = new Intl.Collator("pl", { sensitivity: "base", numeric: true });

/** An artist as the lists answer it (ArtistRef). */
export const artistRefColumns = {
  artist_id: schema.artists.id,
  artist_name: schema.artists.name,
  artist_urlname: schema.artists.urlname,
};

// The artist page's queries, compiled once per isolate (db.ts, decision 053).
const artistIdParam = sql.placeholder("artistId") as unknown as number;
const artistQuery = compiled(() => db().select(artistRefColumns).from(schema.artists).where(eq(schema.artists.id, artistIdParam)));
const allSongLinksQuery = compiled(() => artistSongLinksQuery(artistIdParam, null));
const newestOfArtistQuery = compiled(() => newestSongsQuery(RECENT_SONGS_GRID, { artistId: artistIdParam }));

/** null when no such artist; `page` is clamped to the pages there are. */
export async function getArtistPage(artistId: number, page = 1): Promise<ArtistPageData | null> {
  const [artists, links, newest] = await readBatch([
    artistQuery({ artistId }),
    allSongLinksQuery({ artistId }),
    newestOfArtistQuery({ artistId }),
  ] as const);
  const artist = artists[0];
  if (!artist) return null;
  // The database orders by code point (Ł after Z); the page wants Polish order, so the
  // light link rows are sorted here and only one page of them leaves the Worker.
  const sorted = links.sort((a, b) => polishOrder.compare(a.song_name, b.song_name) || a.song_id - b.song_id);
  const pages = pageCount(sorted.length, ARTIST_SONGS_PAGE_SIZE);
  const current = clampPage(page, pages);
  const start = (current - 1) * ARTIST_SONGS_PAGE_SIZE;
  return {
    artist,
    songs: sorted.slice(start, start + ARTIST_SONGS_PAGE_SIZE),
    songCount: sorted.length,
    page: current,
    pages,
    newest: newest.map(toSongSummary),
  };
}

const ARTIST_SUGGESTIONS = 10;

/**
 * Artists whose name starts with `query`, ignoring case and Polish letters ("lodz" finds
 * "Łódź"). Url names are the folded names (decision 001), so a range on their unique index
 * is the prefix search, with no table scan and no extra column.
 */
export async function searchArtists(query: string, limit = ARTIST_SUGGESTIONS): Promise<ArtistRef[]> {
  // Url names hold only folded Latin letters and digits: nothing else can match (and
  // slugify would answer its "bez-nazwy" fallback for such text).
  if (!/[a-z0-9łŁ]/iu.test(query.normalize("NFKD"))) return [];
  const prefix = slugify(query);
  // "~" sorts after every character a url name may hold ([a-z0-9-]).
  return db()
    .select(artistRefColumns)
    .from(schema.artists)
    .where(and(gte(schema.artists.urlname, prefix), lt(schema.artists.urlname, `${prefix}~`)))
    .orderBy(asc(schema.artists.urlname))
    .limit(limit);
}
