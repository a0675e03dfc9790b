// The A–Z artist archive. Pages walk the artists_name_nocase index; the total (for the
// pager) is a count over the whole table, so it is cached (table-counts.ts).
import type { ArtistRef } from "@core/pages/api-types";
import { ARCHIVE_PAGE_SIZE } from "@core/constants";
import { clampPage, pageCount } from "@core/pages/pager";
import { dropCached } from "./cache";
import { d1, schema } from "./db";
import { cachedRowCount } from "./table-counts";

const COUNT_KEY = "artists-count:v1";

export const countArtists = () => cachedRowCount(COUNT_KEY, schema.artists);

/** Whoever adds or deletes artists calls this so the pager shows them at once. */
export function dropArtistCount(): Promise<void> {
  return dropCached(COUNT_KEY);
}

// Plain SQL whose columns are already ArtistRef's names: 500 rows a page, and building the
// query and mapping each row through Drizzle was a tenth of the archive's CPU (decision 053).
const ARTISTS_AZ_SQL = `SELECT id AS artist_id, name AS artist_name, urlname AS artist_urlname FROM artists
  ORDER BY name COLLATE NOCASE, id LIMIT ?1 OFFSET ?2`;

async function artistsAZ(offset: number, limit: number): Promise<ArtistRef[]> {
  return (await d1().prepare(ARTISTS_AZ_SQL).bind(limit, offset).all<ArtistRef>()).results;
}

/** Artists A–Z (case-insensitive), `limit` from `offset`, with the cached total. */
export async function artistsSlice(offset: number, limit: number): Promise<{ result: ArtistRef[]; total: number }> {
  const [result, total] = await Promise.all([artistsAZ(offset, limit), countArtists()]);
  return { result, total };
}

/** One archive page (500 artists), the page clamped to the ones that exist. */
export async function archivePage(requestedPage: number) {
  const total = await countArtists();
  const pages = pageCount(total, ARCHIVE_PAGE_SIZE);
  const page = clampPage(requestedPage, pages);
  return { artists: await artistsAZ((page - 1) * ARCHIVE_PAGE_SIZE, ARCHIVE_PAGE_SIZE), total, page, pageCount: pages };
}
