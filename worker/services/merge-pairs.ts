// One duplicate song merged into the song it duplicates (decision 049), as statements of the
// merge's batch: its interpretations (their lines carried to the same words), comments,
// translations and covers move over; an item identical to one already there (same author,
// same text, same lines) is combined into it — its votes added where the voter had not voted
// yet, so the primary keys (one row per voter per item) hold and each voter counts once —
// and waits in the trash with the duplicate song and whatever else could not move (the
// song's video, timings and versions; a cover the other song has too). Every move is recorded
// in merge_moves as it was, inside the same batch, for the undo.
import { eq, inArray, type SQL, sql } from "drizzle-orm";
import { carryLines, lineMap } from "@core/rules/line-map";
import { nowSeconds } from "../platform/clock";
import { type BatchStatement, db, schema } from "./db";
import { songChildren } from "./trash-plans";
import { copyToTrash } from "./trash-rows";

import type { MergePair } from "@core/rules/renames";

type Combined = { x: number; k: number };

/** What the batch needs to know of a pair, read before it runs. */
export type PairPlan = {
  pair: MergePair;
  map: number[] | null;
  /** the duplicate's interpretations with their lines in the other song */
  lines: { id: number; l: number[] }[];
  annotations: Combined[];
  comments: Combined[];
  /** translations the other song already has word for word: they stay with the duplicate */
  translations: number[];
};

const same = (a: string, b: string) => a.trim() === b.trim();
const sameLines = (a: number[], b: number[]) => a.length === b.length && a.every((line, i) => line === b[i]);

export async function planPair(pair: MergePair): Promise<PairPlan> {
  const ids = [pair.source.id, pair.target.id];
  const [lyrics, annotations, comments, translations] = await db().batch([
    db().select({ id: schema.songs.id, lyrics: schema.songs.lyrics }).from(schema.songs).where(inArray(schema.songs.id, ids)),
    db()
      .select({
        id: schema.annotations.id,
        songId: schema.annotations.songId,
        userId: schema.annotations.userId,
        text: schema.annotations.text,
        lines: schema.annotations.lines,
      })
      .from(schema.annotations)
      .where(inArray(schema.annotations.songId, ids)),
    db()
      .select({ id: schema.comments.id, songId: schema.comments.songId, userId: schema.comments.userId, text: schema.comments.text })
      .from(schema.comments)
      .where(inArray(schema.comments.songId, ids)),
    db()
      .select({ id: schema.translations.id, songId: schema.translations.songId, code: schema.translations.code, text: schema.translations.text })
      .from(schema.translations)
      .where(inArray(schema.translations.songId, ids)),
  ]);
  const lyricsOf = (id: number) => lyrics.find((row) => row.id === id)?.lyrics ?? [];
  const map = lineMap(lyricsOf(pair.source.id), lyricsOf(pair.target.id));
  const from = <T extends { songId: number }>(rows: T[], id: number) => rows.filter((row) => row.songId === id);
  const lines = from(annotations, pair.source.id).map((a) => ({ id: a.id, l: carryLines(a.lines, map) }));
  const combinedAnnotations: Combined[] = [];
  for (const a of from(annotations, pair.source.id)) {
    const mapped = lines.find((entry) => entry.id === a.id)?.l ?? a.lines;
    const kept = from(annotations, pair.target.id).find((b) => b.userId === a.userId && same(a.text, b.text) && sameLines(mapped, b.lines));
    if (kept) combinedAnnotations.push({ x: a.id, k: kept.id });
  }
  const combinedComments: Combined[] = [];
  for (const c of from(comments, pair.source.id)) {
    const kept = from(comments, pair.target.id).find((d) => d.userId === c.userId && same(c.text, d.text));
    if (kept) combinedComments.push({ x: c.id, k: kept.id });
  }
  const twinTranslations = from(translations, pair.source.id)
    .filter((t) => from(translations, pair.target.id).some((u) => u.code === t.code && same(t.text, u.text)))
    .map((t) => t.id);
  return { pair, map, lines, annotations: combinedAnnotations, comments: combinedComments, translations: twinTranslations };
}

const list = (values: unknown) => JSON.stringify(values);
const ids = (values: number[]) => sql`(SELECT value FROM json_each(${list(values)}))`;

/** Records the rows matched (their columns to put back), then moves them to the other song. */
function moveRows(mergeId: number, table: string, where: SQL, target: number): BatchStatement[] {
  const t = sql.raw(table);
  return [
    sql`INSERT INTO merge_moves (merge_id, tbl, item_id, data) SELECT ${mergeId}, ${table}, id, json_object('song_id', song_id) FROM ${t} WHERE ${where}`,
    sql`UPDATE ${t} SET song_id = ${target} WHERE ${where}`,
  ];
}

/** Votes of combined items join the kept item (recorded, for the undo), then both items' points are recounted. */
function combine(mergeId: number, kind: "annotation" | "comment", pairs: Combined[]): BatchStatement[] {
  if (pairs.length === 0) return [];
  const votes = sql.raw(`${kind}_votes`);
  const item = sql.raw(`${kind}_id`);
  const json = list(pairs);
  const x = sql`json_extract(p.value, '$.x')`;
  const k = sql`json_extract(p.value, '$.k')`;
  return [
    sql`INSERT INTO merge_moves (merge_id, tbl, item_id, data)
      SELECT ${mergeId}, ${`${kind}_votes:added`}, ${k}, json_object('voter_key', v.voter_key)
      FROM json_each(${json}) p JOIN ${votes} v ON v.${item} = ${x}
      WHERE NOT EXISTS (SELECT 1 FROM ${votes} w WHERE w.${item} = ${k} AND w.voter_key = v.voter_key)`,
    sql`INSERT INTO ${votes} (${item}, voter_key, user_id, created_at)
      SELECT ${k}, v.voter_key, v.user_id, v.created_at FROM json_each(${json}) p JOIN ${votes} v ON v.${item} = ${x} WHERE true
      ON CONFLICT DO NOTHING`,
    sql`INSERT INTO merge_moves (merge_id, tbl, item_id, data)
      SELECT ${mergeId}, ${`${kind}s:combined`}, ${x}, json_object('kept', ${k}) FROM json_each(${json}) p`,
  ];
}

/** Points of the kept items and their authors, recounted from the vote rows (decision 002). */
export function recountKept(annotationIds: SQL, commentIds: SQL): BatchStatement[] {
  return [
    sql`UPDATE annotations SET
        points = (SELECT count(*) FROM annotation_votes v WHERE v.annotation_id = annotations.id),
        ranked_points = (SELECT count(*) FROM annotation_votes v WHERE v.annotation_id = annotations.id AND v.user_id IS NOT NULL)
      WHERE id IN ${annotationIds}`,
    sql`UPDATE comments SET points = (SELECT count(*) FROM comment_votes v WHERE v.comment_id = comments.id) WHERE id IN ${commentIds}`,
    sql`UPDATE users SET points = coalesce((SELECT sum(ranked_points) FROM annotations a WHERE a.user_id = users.id), 0)
      WHERE id IN (SELECT user_id FROM annotations WHERE id IN ${annotationIds})`,
  ];
}

/** The statements that merge one duplicate into its twin; the duplicate itself ends in trash entry `trashId`. */
export function pairStatements(mergeId: number, trashId: number, plan: PairPlan): BatchStatement[] {
  const from = plan.pair.source.id;
  const to = plan.pair.target.id;
  const stays = (values: number[]) => sql`song_id = ${from} AND id NOT IN ${ids(values)}`;
  const annotationsMoved = stays(plan.annotations.map((c) => c.x));
  const map = plan.map ? list(plan.map) : null;
  const linesOf = sql`(SELECT json_extract(j.value, '$.l') FROM json_each(${list(plan.lines)}) j WHERE json_extract(j.value, '$.id') = annotations.id)`;
  const elementsMoved = sql`song_id = ${from} AND NOT EXISTS (SELECT 1 FROM song_elements e
    WHERE e.song_id = ${to} AND e.type = song_elements.type AND e.video_id = song_elements.video_id)`;
  const s = schema.songs;
  return [
    ...combine(mergeId, "annotation", plan.annotations),
    ...combine(mergeId, "comment", plan.comments),
    sql`INSERT INTO merge_moves (merge_id, tbl, item_id, data)
      SELECT ${mergeId}, 'annotations', id, json_object('song_id', song_id, 'lines', json(lines)) FROM annotations WHERE ${annotationsMoved}`,
    sql`UPDATE annotations SET song_id = ${to}, lines = coalesce(${linesOf}, lines) WHERE ${annotationsMoved}`,
    ...moveRows(mergeId, "comments", stays(plan.comments.map((c) => c.x)), to),
    ...moveRows(mergeId, "translations", stays(plan.translations), to),
    ...moveRows(mergeId, "song_elements", elementsMoved, to),
    sql`INSERT INTO merge_moves (merge_id, tbl, item_id, data)
      SELECT ${mergeId}, 'report_items', item_id, json_object('kind', kind, 'song_id', song_id) FROM report_items WHERE song_id = ${from}`,
    sql`UPDATE report_items SET song_id = ${to} WHERE song_id = ${from}`,
    // Its old addresses lead to the twin, on the same words (`?linia=` follows the line map).
    sql`INSERT INTO merge_moves (merge_id, tbl, item_id, data)
      SELECT ${mergeId}, 'url_aliases', ${from}, json_object('urlname', urlname, 'kind', kind, 'item_id', item_id, 'line_map', json(line_map))
      FROM url_aliases WHERE kind = 'song' AND item_id = ${from}`,
    sql`UPDATE url_aliases SET item_id = ${to}, line_map = ${
      map === null
        ? sql`line_map`
        : sql`CASE WHEN line_map IS NULL THEN json(${map}) ELSE (SELECT json_group_array(coalesce(json_extract(${map}, '$[' || e.value || ']'), e.value))
            FROM json_each(url_aliases.line_map) e) END`
    } WHERE kind = 'song' AND item_id = ${from}`,
    sql`INSERT INTO merge_moves (merge_id, tbl, item_id, data) SELECT ${mergeId}, 'url_aliases:new', ${from}, json_object('urlname', urlname) FROM songs WHERE id = ${from}`,
    sql`INSERT INTO url_aliases (urlname, kind, item_id, line_map, created_at)
      SELECT urlname, 'song', ${to}, ${map === null ? null : sql`json(${map})`}, ${nowSeconds()} FROM songs WHERE id = ${from}`,
    // What stayed with it waits in the trash with it; deleting the song takes those rows along.
    copyToTrash(trashId, "songs", sql`id = ${from}`),
    ...songChildren(sql`(${from})`).map(([table, where]) => copyToTrash(trashId, table, where)),
    db().delete(s).where(eq(s.id, from)),
    // After the duplicate (and the items combined away) left: each voter counts once.
    ...recountKept(ids(plan.annotations.map((c) => c.k)), ids(plan.comments.map((c) => c.k))),
  ];
}
