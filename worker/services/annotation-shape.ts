import { eq } from "drizzle-orm";
import { ANONYMOUS_AUTHOR } from "../../app/lib/constants";
import { db, schema } from "./db";

export type AnnotationItem = {
  annotation_id: number;
  annotation_song_id: number;
  annotation_timestamp: number;
  annotation_author: string;
  annotation_text: string;
  annotation_points: number;
  annotation_lines: number[];
};

export const annotationColumns = {
  id: schema.annotations.id,
  songId: schema.annotations.songId,
  createdAt: schema.annotations.createdAt,
  author: schema.users.username,
  text: schema.annotations.text,
  points: schema.annotations.points,
  lines: schema.annotations.lines,
};

/** Annotations with their author's name; callers add where, order and limit. */
export function selectAnnotations() {
  return db()
    .select(annotationColumns)
    .from(schema.annotations)
    .leftJoin(schema.users, eq(schema.users.id, schema.annotations.userId));
}

export type AnnotationRow = {
  id: number;
  songId: number;
  createdAt: number;
  author: string | null;
  text: string;
  points: number;
  lines: number[];
};

export function toAnnotationItem(row: AnnotationRow): AnnotationItem {
  return {
    annotation_id: row.id,
    annotation_song_id: row.songId,
    annotation_timestamp: row.createdAt,
    // A null user is an anonymous post or a deleted account: both read as 'Anonimowy'.
    annotation_author: row.author ?? ANONYMOUS_AUTHOR,
    annotation_text: row.text,
    annotation_points: row.points,
    annotation_lines: row.lines,
  };
}

/**
 * Keeps the first annotation of each song from rows in the caller's order. Lists of this
 * kind need "N songs", not "N annotations", so the caller's query is re-run with a larger
 * limit until N distinct songs are found or the rows run out — never a whole-table read.
 */
export async function onePerSong(
  fetchRows: (count: number) => Promise<AnnotationRow[]>,
  limit: number,
  firstFetch = limit * 10,
): Promise<AnnotationItem[]> {
  let fetchSize = firstFetch;
  for (;;) {
    const rows = await fetchRows(fetchSize);
    const seen = new Set<number>();
    const picked: AnnotationItem[] = [];
    for (const row of rows) {
      if (seen.has(row.songId)) continue;
      seen.add(row.songId);
      picked.push(toAnnotationItem(row));
      if (picked.length === limit) return picked;
    }
    if (rows.length < fetchSize) return picked;
    fetchSize *= 4;
  }
}
