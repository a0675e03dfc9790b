// The artist page and the artist suggestions (GET /api/searchArtist/{query}).
import { and, asc, eq, gte, lt } from "drizzle-orm";
import type { ArtistRef, ArtistSongLink, SongSummary } from "../../app/lib/api-types";
import { RECENT_SONGS_GRID } from "../../app/lib/constants";
import { slugify } from "../../app/lib/urlname";
import { db, schema } from "./db";
import { toSongSummary } from "./song-shape";
import { artistSongsQuery } from "./song-page";

export type ArtistPageData = {
  artist: ArtistRef;
  /** every song of the artist, in Polish alphabetical order */
  songs: ArtistSongLink[];
  /** the artist's newest songs ('Nowe Piosenki') */
  newest: SongSummary[];
};

const polishOrder = new Intl.Collator("pl", { sensitivity: "base", numeric: true });

const artistRefColumns = {
  artist_id: schema.artists.id,
  artist_name: schema.artists.name,
  artist_urlname: schema.artists.urlname,
};

export async function getArtistPage(artistId: number): Promise<ArtistPageData | null> {
  const [artists, rows] = await db().batch([
    db().select(artistRefColumns).from(schema.artists).where(eq(schema.artists.id, artistId)),
    artistSongsQuery(artistId, null),
  ]);
  const artist = artists[0];
  if (!artist) return null;
  // One query serves both lists: the alphabetical one and the newest eight.
  const songs = rows
    .map((s) => ({ song_id: s.id, song_name: s.name, song_urlname: s.urlname }))
    .sort((a, b) => polishOrder.compare(a.song_name, b.song_name) || a.song_id - b.song_id);
  const newest = [...rows]
    .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
    .slice(0, RECENT_SONGS_GRID)
    .map(toSongSummary);
  return { artist, songs, newest };
}

export const ARTIST_SUGGESTIONS = 10;

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
