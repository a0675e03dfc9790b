import { ANONYMOUS_AUTHOR } from "../../app/lib/constants";
import { schema } from "./db";

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
