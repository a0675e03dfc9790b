import { eq, notInArray } from "drizzle-orm";
import { ANONYMOUS_AUTHOR } from "@core/constants";
import type { AnnotationItem } from "@core/pages/page-data";
import { db, schema } from "./db";

export type { AnnotationItem };

const annotationColumns = {
  id: schema.annotations.id,
  songId: schema.annotations.songId,
  createdAt: schema.annotations.createdAt,
  author: schema.users.username,
  text: schema.annotations.text,
  points: schema.annotations.points,
  lines: schema.annotations.lines,
  userId: schema.annotations.userId,
  editedAt: schema.annotations.editedAt,
};

/** Annotations with their author's name; callers add where, order and limit. */
export function selectAnnotations() {
  return db().select(annotationColumns).from(schema.annotations).leftJoin(schema.users, eq(schema.users.id, schema.annotations.userId));
}

export type AnnotationRow = {
  id: number;
  songId: number;
  createdAt: number;
  author: string | null;
  text: string;
  points: number;
  lines: number[];
  userId: number | null;
  editedAt: number | null;
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
    annotation_author_id: row.userId,
    annotation_edited_at: row.editedAt,
  };
}

/**
 * The first annotation of each song, from rows in the caller's order, until `limit` songs.
 * Each round asks only for songs not picked yet (`exclude`), so a hot song with thousands
 * of annotations is skipped inside SQLite instead of being sent row by row. Order holds:
 * every row of a later round lies below the window of the round before.
 */
export async function onePerSong(
  fetchRows: (count: number, exclude: number[]) => Promise<AnnotationRow[]>,
  limit: number,
): Promise<AnnotationItem[]> {
  const picked: AnnotationItem[] = [];
  const seen = new Set<number>();
  while (picked.length < limit) {
    const count = (limit - picked.length) * 4;
    const rows = await fetchRows(count, [...seen]);
    for (const row of rows) {
      if (seen.has(row.songId)) continue;
      seen.add(row.songId);
      picked.push(toAnnotationItem(row));
      if (picked.length === limit) break;
    }
    if (rows.length < count) break;
  }
  return picked;
}

/** The "not one of these songs" condition of a onePerSong round. */
export function songNotIn(exclude: number[]) {
  return exclude.length > 0 ? notInArray(schema.annotations.songId, exclude) : undefined;
}
