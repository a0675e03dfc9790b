import { FOOTER_RANDOM_SONGS } from "@core/constants";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { SongSummary } from "@core/pages/api-types";
import { memoInIsolate } from "./cache";
import { db, schema } from "./db";
import { songSummaryColumns, toSongSummary } from "./song-shape";

/**
 * Random songs without ORDER BY random(), which would scan the whole table: pick random
 * points in the id range and take the first song at or after each (an index seek each).
 */
export async function randomSongs(count = 8): Promise<SongSummary[]> {
  // Two scalar subqueries: SQLite answers a lone min() or max() from the primary key in one
  // seek, but min() and max() in one select scan a whole index.
  const [range] = await db()
    .select({
      min: sql<number | null>`(select min(${schema.songs.id}) from ${schema.songs})`,
      max: sql<number | null>`(select max(${schema.songs.id}) from ${schema.songs})`,
    })
    .from(schema.songs)
    .limit(1);
  if (range?.min == null || range.max == null) return [];
  const picked = new Map<number, SongSummary>();
  for (let attempt = 0; attempt < 3 && picked.size < count; attempt++) {
    const wanted = (count - picked.size) * 2;
    const starts = Array.from({ length: wanted }, () => range.min! + Math.floor(Math.random() * (range.max! - range.min! + 1)));
    // One round trip: D1 runs the batch together.
    const queries = starts.map((start) =>
      db()
        .select(songSummaryColumns)
        .from(schema.songs)
        .innerJoin(schema.artists, eq(schema.artists.id, schema.songs.artistId))
        .where(sql`${schema.songs.id} >= ${start}`)
        .orderBy(schema.songs.id)
        .limit(1),
    );
    const rows = await db().batch(queries as [(typeof queries)[number], ...typeof queries]);
    for (const [row] of rows) {
      if (row && !picked.has(row.id) && picked.size < count) picked.set(row.id, toSongSummary(row));
    }
  }
  return [...picked.values()];
}

type NewestSongsOptions = { userAddedOnly?: boolean; artistId?: number };

/**
 * Newest songs first (index songs_created; one artist's songs come by songs_artist_name and
 * are sorted); a builder so pages can batch it.
 */
export const newestSongsQuery = (limit: number, options: NewestSongsOptions = {}) =>
  db()
    .select(songSummaryColumns)
    .from(schema.songs)
    .innerJoin(schema.artists, eq(schema.artists.id, schema.songs.artistId))
    .where(
      and(
        options.userAddedOnly ? eq(schema.songs.userAdded, true) : undefined,
        options.artistId === undefined ? undefined : eq(schema.songs.artistId, options.artistId),
      ),
    )
    .orderBy(desc(schema.songs.createdAt), desc(schema.songs.id))
    .limit(limit);

/** Newest songs first; `userAddedOnly` for the visitors' list, `artistId` for one artist's. */
export async function newestSongs(limit: number, options: NewestSongsOptions = {}): Promise<SongSummary[]> {
  return (await newestSongsQuery(limit, options)).map(toSongSummary);
}

/** Song summaries keyed by id (the `songs` map of the list answers); unknown ids are absent. */
export async function songSummariesByIds(ids: Iterable<number>): Promise<Record<number, SongSummary>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return {};
  const rows = await db()
    .select(songSummaryColumns)
    .from(schema.songs)
    .innerJoin(schema.artists, eq(schema.artists.id, schema.songs.artistId))
    .where(inArray(schema.songs.id, unique));
  return Object.fromEntries(rows.map((row) => [row.id, toSongSummary(row)]));
}

/**
 * The footer's 'Losowe piosenki' on every page: one draw per isolate per minute is random
 * enough for a footer and saves the lookups on nearly every request.
 */
export function footerRandomSongs(): Promise<SongSummary[]> {
  return memoInIsolate("footer-random-songs", () => randomSongs(FOOTER_RANDOM_SONGS), 60);
}
