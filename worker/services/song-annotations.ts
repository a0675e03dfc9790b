// The interpretations a song page carries. A popular song can hold thousands, so the page
// gets, per line, the best LINE_ANNOTATIONS and how many the line has in all; one line can
// be asked for in full (the panel's "Pokaż wszystkie"). SQLite ranks inside one query, so
// only what the page shows leaves the database.
import { toAnnotationItem, type AnnotationItem, type AnnotationRow } from "./annotation-shape";
import type { SongAnnotations } from "@core/pages/page-data";
import { rawRead } from "./db";

/** Interpretations per line sent with the page. */
const LINE_ANNOTATIONS = 20;
/** Interpretations of one line when all are asked for (bounded all the same). */
const FULL_LINE_ANNOTATIONS = 500;

export type { SongAnnotations };

/** A row per (interpretation, line it touches); `lines` comes raw from SQLite (JSON text). */
type RankedRow = Omit<AnnotationRow, "lines"> & { lines: string; line: number; lineTotal: number };

export type AnnotationWanted = {
  /** a line whose interpretations are all wanted */
  fullLine?: number | null;
  /** an interpretation that must be included (the /interpretacja-{id} address) */
  annotationId?: number | null;
};

// Reads the song's rows once (index annotations_song_points); ties keep the order of arrival,
// as the spec orders comments, so a re-sort after a vote never shuffles equal ones.
// Plain SQL text (nothing to build per request), bound for the song page's one D1 batch, where
// the song is known by its url name only (song-page.ts): the scalar subquery runs once.
const SONG_ANNOTATIONS_SQL = `
    SELECT id, song_id AS songId, created_at AS createdAt, author, user_id AS userId, edited_at AS editedAt, text, points, lines, line,
           line_total AS lineTotal
    FROM (
      SELECT a.id, a.song_id, a.created_at, u.username AS author, a.user_id, a.edited_at, a.text, a.points, a.lines,
             CAST(j.value AS INTEGER) AS line,
             row_number() OVER (PARTITION BY j.value ORDER BY a.points DESC, a.id) AS rank,
             count(*) OVER (PARTITION BY j.value) AS line_total
      FROM annotations a
      JOIN json_each(a.lines) j
      LEFT JOIN users u ON u.id = a.user_id
      WHERE a.song_id = (SELECT id FROM songs WHERE urlname = ?1)
    )
    WHERE rank <= ?2
       OR (line = ?3 AND rank <= ?4)
       OR id = ?5
    ORDER BY points DESC, id`;

export const songAnnotationsQuery = (urlname: string, wanted: AnnotationWanted = {}) =>
  rawRead<RankedRow>(SONG_ANNOTATIONS_SQL, urlname, LINE_ANNOTATIONS, wanted.fullLine ?? -1, FULL_LINE_ANNOTATIONS, wanted.annotationId ?? -1);

/** One entry per interpretation (a row comes per line it touches) plus the line totals. */
export function toSongAnnotations(rows: RankedRow[]): SongAnnotations {
  const annotations: AnnotationItem[] = [];
  const seen = new Set<number>();
  const lineTotals: Record<number, number> = {};
  for (const row of rows) {
    lineTotals[row.line] = row.lineTotal;
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    annotations.push(toAnnotationItem({ ...row, lines: JSON.parse(row.lines) as number[] }));
  }
  return { annotations, lineTotals };
}
