import type { SongSummary, YoutubeInfo } from "@core/pages/api-types";
import { sql } from "drizzle-orm";
import { schema } from "./db";

/**
 * The columns every song list needs; select these and map with toSongSummary. The artist's
 * name is aliased: in a D1 batch Drizzle maps rows by column name, and two `name` columns
 * (song and artist) would collapse into one.
 */
export const songSummaryColumns = {
  id: schema.songs.id,
  name: schema.songs.name,
  urlname: schema.songs.urlname,
  artistName: sql<string>`${schema.artists.name}`.as("artist_name"),
  youtubeId: schema.songs.youtubeId,
  youtubeTitle: schema.songs.youtubeTitle,
  youtubeThumbDefault: schema.songs.youtubeThumbDefault,
  youtubeThumbMedium: schema.songs.youtubeThumbMedium,
};

export type SongSummaryRow = {
  id: number;
  name: string;
  urlname: string;
  artistName: string;
  youtubeId: string | null;
  youtubeTitle: string | null;
  youtubeThumbDefault: string | null;
  youtubeThumbMedium: string | null;
};

function toYoutube(row: Omit<SongSummaryRow, "id" | "name" | "urlname" | "artistName">): YoutubeInfo | null {
  if (!row.youtubeId) return null;
  const fallback = `https://i.ytimg.com/vi/${row.youtubeId}`;
  return {
    id: row.youtubeId,
    title: row.youtubeTitle ?? "",
    thumbnails: {
      default: { url: row.youtubeThumbDefault ?? `${fallback}/default.jpg` },
      medium: { url: row.youtubeThumbMedium ?? `${fallback}/mqdefault.jpg` },
    },
  };
}

export function toSongSummary(row: SongSummaryRow): SongSummary {
  return {
    song_id: row.id,
    song_name: row.name,
    song_urlname: row.urlname,
    song_search: `${row.artistName} - ${row.name}`,
    song_youtube: toYoutube(row),
  };
}
