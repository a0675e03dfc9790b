import { d1 } from "./db";
import { toSongSummary, type SongSummaryRow } from "./song-shape";
import type { SongSummary } from "@core/pages/api-types";
import { SEARCH_PREVIEW_WORDS } from "@core/constants";
import { isAnnotatableLine } from "@core/rules/lyric-lines";

/**
 * Turns any user text into a safe FTS5 expression: only letter/digit runs survive, each
 * is quoted (so operators, quotes and emoji never reach the parser), ł is folded to l
 * like the index, and the last word matches as a prefix. Null when nothing is left.
 */
export function toFtsQuery(text: string): string | null {
  const words = text
    .replace(/[łŁ]/g, "l")
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu);
  if (!words || words.length === 0) return null;
  const limited = words.slice(0, 12);
  return limited.map((w, i) => (i === limited.length - 1 ? `"${w}"*` : `"${w}"`)).join(" ");
}

/** A result: the song plus the first words of its lyrics (product §2.15: 25 words). */
export type SearchHit = SongSummary & { song_lyrics: string };

// Enough characters for 25 words of any real lyric; D1 then never ships whole lyrics.
const PREVIEW_CHARS = 600;

/** The first `words` words of the sung lines (markers such as "[Refren]" skipped). */
export function lyricsPreview(text: string, words = SEARCH_PREVIEW_WORDS): string {
  const sung = text.split("\n").filter(isAnnotatableLine).join(" ");
  const all = sung.split(/\s+/u).filter(Boolean);
  return all.length > words ? `${all.slice(0, words).join(" ")}…` : all.join(" ");
}

// Artist and title outweigh lyrics: a title hit should beat a passing mention in a verse.
// Ranking happens on the FTS index alone (rowid and score), with the total from a window
// over the same pass; only the page's rows are then joined to songs and artists. Joining
// first would read every matching song's row (lyrics included) just to throw most away.
// (MATERIALIZED: bm25 cannot run inside the window query itself.)
const SEARCH_SQL = `
  WITH ranked AS MATERIALIZED (
    SELECT rowid AS id, bm25(songs_fts, 10.0, 6.0, 1.0) AS score FROM songs_fts WHERE songs_fts MATCH ?1
  ), hits AS (
    SELECT id, score, count(*) OVER () AS total FROM ranked ORDER BY score, id LIMIT ?2 OFFSET ?3
  )
  SELECT s.id AS id, s.name AS name, s.urlname AS urlname, a.name AS artistName,
         s.youtube_id AS youtubeId, s.youtube_title AS youtubeTitle,
         s.youtube_thumb_default AS youtubeThumbDefault, s.youtube_thumb_medium AS youtubeThumbMedium,
         substr(s.lyrics, 1, ?4) AS lyrics, h.total AS total
  FROM hits h
  JOIN songs s ON s.id = h.id
  JOIN artists a ON a.id = s.artist_id
  ORDER BY h.score, h.id`;
const COUNT_SQL = "SELECT count(*) AS total FROM songs_fts WHERE songs_fts MATCH ?1";

type HitRow = SongSummaryRow & { lyrics: string; total: number };

export async function searchSongs(text: string, limit: number, offset = 0): Promise<{ total: number; results: SearchHit[] }> {
  const match = toFtsQuery(text);
  if (!match) return { total: 0, results: [] };
  const rows = (await d1().prepare(SEARCH_SQL).bind(match, limit, offset, PREVIEW_CHARS).all<HitRow>()).results;
  // A page past the end has no rows to carry the total; only then is it counted apart.
  const total = rows.length > 0 ? Number(rows[0].total) : Number((await d1().prepare(COUNT_SQL).bind(match).first<{ total: number }>())?.total ?? 0);
  const hits = rows.map((row) => ({
    ...toSongSummary(row),
    song_lyrics: lyricsPreview(row.lyrics ?? ""),
  }));
  return { total, results: hits };
}
