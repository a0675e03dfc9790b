import { dropMemoPrefix, memoInIsolate } from "./cache";
import { d1 } from "./db";
import { toSongSummary, type SongSummaryRow } from "./song-shape";
import type { SongSummary } from "@core/pages/api-types";
import { SEARCH_PREVIEW_WORDS } from "@core/constants";
import { isAnnotatableLine } from "@core/rules/lyric-lines";

// A prefix makes FTS5 merge the doclists of every term it starts: "b"* is nearly every song
// (~200 ms of SQLite at 100k songs), "ko"* ~50 ms, "kon"* ~17 ms. Search runs on Enter, on
// whole words; a prefix helps an inflected word ("serc" finds "serce"), not one or two letters,
// which match exactly ("a", "do") — decision 053, Update.
const PREFIX_MIN_LETTERS = 3;

/**
 * Turns any user text into a safe FTS5 expression: only letter/digit runs survive, each
 * is quoted (so operators, quotes and emoji never reach the parser), ł is folded to l
 * like the index, and the last word matches as a prefix when it has at least
 * PREFIX_MIN_LETTERS letters. Null when nothing is left.
 */
export function toFtsQuery(text: string): string | null {
  const words = text
    .replace(/[łŁ]/g, "l")
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu);
  if (!words || words.length === 0) return null;
  const limited = words.slice(0, 12);
  const prefixed = (w: string, i: number) => i === limited.length - 1 && [...w].length >= PREFIX_MIN_LETTERS;
  return limited.map((w, i) => (prefixed(w, i) ? `"${w}"*` : `"${w}"`)).join(" ");
}

/** A result: the song plus the first words of its lyrics (product §2.15: 25 words). */
export type SearchHit = SongSummary & { song_lyrics: string };

// Enough characters for 25 words of any real lyric; D1 then never ships whole lyrics.
const PREVIEW_CHARS = 600;

/** The first `words` words of the sung lines (markers such as "[Refren]" skipped). */
export function lyricsPreview(text: string, words = SEARCH_PREVIEW_WORDS): string {
  // Lines are read only until one past the words shown (50 previews a search page).
  const found: string[] = [];
  for (const line of text.split("\n")) {
    if (!isAnnotatableLine(line)) continue;
    for (const word of line.split(/\s+/u)) if (word) found.push(word);
    if (found.length > words) return `${found.slice(0, words).join(" ")}…`;
  }
  return found.join(" ");
}

// Artist and title outweigh lyrics (decision 014), and come first (decision 053, Update):
//  tier 0 — every match whose artist or title holds all the words, ranked by bm25 over those
//           two columns (weights 10 and 6; the `{artist title} :` filter leaves lyrics hits out);
//  tier 1 — the newest RANKED_CANDIDATES other matches, ranked by bm25 over all three columns;
//  tier 2 — the older other matches, newest first.
// Ranking runs on the FTS index alone (rowid and score); only the page's rows are then joined
// to songs and artists, so no other matching song's row (lyrics included) is read.
//
// bm25 costs one to two microseconds per matching song and a common word is in a third of
// 100,000 songs, so what is ranked is bounded: tier 0 is the few thousand title and artist
// matches at most, and while it alone fills the page (every page of a common word but the
// last ones) the lyrics tiers are not read at all — a LIMIT that comes out 0 at run time ends
// a scan before its cursor opens, so `gate` closes them. `cut` is the rowid of the
// RANKED_CANDIDATES-th newest lyrics-only match (0 when there are fewer: all are ranked).
// The final joins are CROSS JOINs so that SQLite walks the page's hits into songs and artists
// by primary key instead of planning a walk over every artist. The total is counted apart:
// FTS5 counts without reading positions.
const RANKED_CANDIDATES = 2000;
const SEARCH_SQL = `
  WITH named AS MATERIALIZED (
    SELECT rowid AS id, bm25(songs_fts, 10.0, 6.0, 1.0) AS score FROM songs_fts WHERE songs_fts MATCH ?6
  ), gate AS MATERIALIZED (
    SELECT CASE WHEN count(*) < ?2 + ?3 THEN 1 ELSE 0 END AS open FROM named
  ), cut AS MATERIALIZED (
    SELECT coalesce((SELECT rowid FROM songs_fts WHERE songs_fts MATCH ?1 AND rowid NOT IN (SELECT id FROM named)
      ORDER BY rowid DESC LIMIT (SELECT open FROM gate) OFFSET ?5), 0) AS below
  ), ranked AS (
    SELECT id, 0 AS tier, score FROM named
    UNION ALL
    SELECT * FROM (SELECT rowid, 1, bm25(songs_fts, 10.0, 6.0, 1.0) FROM songs_fts
      WHERE songs_fts MATCH ?1 AND rowid > (SELECT below FROM cut) AND rowid NOT IN (SELECT id FROM named)
      LIMIT (SELECT CASE open WHEN 1 THEN -1 ELSE 0 END FROM gate))
    UNION ALL
    SELECT * FROM (SELECT rowid, 2, -rowid FROM songs_fts
      WHERE songs_fts MATCH ?1 AND rowid <= (SELECT below FROM cut) AND rowid NOT IN (SELECT id FROM named)
      ORDER BY rowid DESC LIMIT (SELECT open FROM gate) * (?2 + ?3))
  ), hits AS (
    SELECT id, tier, score FROM ranked ORDER BY tier, score, id LIMIT ?2 OFFSET ?3
  )
  SELECT s.id AS id, s.name AS name, s.urlname AS urlname, a.name AS artistName,
         s.youtube_id AS youtubeId, s.youtube_title AS youtubeTitle,
         s.youtube_thumb_default AS youtubeThumbDefault, s.youtube_thumb_medium AS youtubeThumbMedium,
         substr(s.lyrics, 1, ?4) AS lyrics
  FROM hits h
  CROSS JOIN songs s ON s.id = h.id
  CROSS JOIN artists a ON a.id = s.artist_id
  ORDER BY h.tier, h.score, h.id`;
const COUNT_SQL = "SELECT count(*) AS total FROM songs_fts WHERE songs_fts MATCH ?1";

type HitRow = SongSummaryRow & { lyrics: string };
type SearchAnswer = { total: number; results: SearchHit[] };

// A repeated query (the same words and page, typed by many or paged back to) is answered from
// this isolate's memory for SEARCH_MEMO_SECONDS; a song added, edited, renamed or trashed in
// this isolate forgets them at once (forgetSearches), other isolates within that time.
const SEARCH_MEMO_SECONDS = 30;
/** Entries kept at most before all are forgotten: search words are unbounded input. */
const SEARCH_MEMO_LIMIT = 200;
const SEARCH_MEMO_PREFIX = "search:";
let remembered = 0;

export function forgetSearches(): void {
  dropMemoPrefix(SEARCH_MEMO_PREFIX);
  remembered = 0;
}

export function searchSongs(text: string, limit: number, offset = 0): Promise<SearchAnswer> {
  const match = toFtsQuery(text);
  if (!match) return Promise.resolve({ total: 0, results: [] });
  if (++remembered > SEARCH_MEMO_LIMIT) forgetSearches();
  return memoInIsolate(`${SEARCH_MEMO_PREFIX}${limit}:${offset}:${match}`, () => searchIndex(match, limit, offset), SEARCH_MEMO_SECONDS);
}

/** One page of an FTS expression's matches, unremembered (`candidates`: see SEARCH_SQL; tests lower it). */
export async function searchIndex(match: string, limit: number, offset: number, candidates = RANKED_CANDIDATES): Promise<SearchAnswer> {
  // One round trip: the page's rows and the total, both from the index.
  const [page, count] = await d1().batch([
    d1()
      .prepare(SEARCH_SQL)
      .bind(match, limit, offset, PREVIEW_CHARS, candidates - 1, `{artist title} : (${match})`),
    d1().prepare(COUNT_SQL).bind(match),
  ]);
  const rows = page.results as HitRow[];
  const hits = rows.map((row) => ({
    ...toSongSummary(row),
    song_lyrics: lyricsPreview(row.lyrics ?? ""),
  }));
  return { total: Number((count.results[0] as { total: number } | undefined)?.total ?? 0), results: hits };
}
