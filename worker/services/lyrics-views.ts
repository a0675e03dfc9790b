// What pages show of lyrics edits (decision 045): the suggestions waiting in the review queue
// with their diff against the song's current text, the history's diffs between versions, and
// the interpretations an edit detached from their lines.
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { can } from "@core/auth/permissions";
import type { Actor } from "@core/auth/roles";
import { ANONYMOUS_AUTHOR } from "@core/constants";
import { fail, ok, type Result } from "@core/result";
import { LYRICS_EDIT_MESSAGES, type LyricsEditData, type LyricsProposal } from "@core/rules/lyrics-edits";
import type { LyricsState } from "@core/rules/revisions";
import { type DiffRow, lineDiff, versionDiffs } from "@core/text/line-diff";

export type { LyricsProposal };
import { type BatchRead, compiled, db, schema } from "./db";
import { revisionAuthorName } from "./song-revisions";

const r = schema.songRevisions;

/** Lyrics suggestions waiting, oldest first. */
export async function pendingLyrics(limit = 20): Promise<LyricsProposal[]> {
  const rows = await db()
    .select({
      id: r.id,
      payload: r.payload,
      createdAt: r.createdAt,
      reason: r.reason,
      author: revisionAuthorName,
      songId: schema.songs.id,
      title: sql<string>`${schema.artists.name} || ' – ' || ${schema.songs.name}`,
      urlname: schema.songs.urlname,
      lyrics: schema.songs.lyrics,
      base: schema.songs.lyricsRev,
    })
    .from(r)
    .innerJoin(schema.songs, eq(schema.songs.id, r.songId))
    .innerJoin(schema.artists, eq(schema.artists.id, schema.songs.artistId))
    .where(and(eq(r.status, "pending"), eq(r.kind, "lyrics")))
    .orderBy(asc(r.createdAt), asc(r.id))
    .limit(limit);
  return rows.map((row) => {
    const proposed = (row.payload as LyricsState).lyrics;
    return {
      revision_id: row.id,
      song: { id: row.songId, title: row.title, urlname: row.urlname },
      author: row.author,
      created_at: row.createdAt,
      reason: row.reason,
      lyrics: proposed.join("\n"),
      diff: lineDiff(row.lyrics, proposed),
      base: row.base ?? "",
    };
  });
}

/** Versions the history compares (newest 50). */
const HISTORY_VERSIONS = 50;

/**
 * Each lyrics version's diff against the version before it (a suggestion: against the text it
 * was made from, or the current one); the first version has none.
 */
export async function lyricsDiffs(songId: number, current: string[]): Promise<Record<number, DiffRow[]>> {
  const rows = await db()
    .select({ id: r.id, status: r.status, payload: r.payload, baseId: r.baseId })
    .from(r)
    .where(and(eq(r.songId, songId), eq(r.kind, "lyrics")))
    .orderBy(desc(r.id))
    .limit(HISTORY_VERSIONS);
  return versionDiffs(rows, new Map(rows.map((row) => [row.id, (row.payload as LyricsState).lyrics])), current);
}

export type DetachedAnnotation = { annotation_id: number; annotation_text: string; annotation_author: string; detached_text: string[] };

/** Interpretations of the song whose lines an edit removed ('Dotyczy usuniętego fragmentu'). */
// Compiled once per isolate (db.ts): every song page reads it.
const detachedQuery = compiled(() => {
  const a = schema.annotations;
  return db()
    .select({ id: a.id, text: a.text, author: schema.users.username, detached: a.detachedText })
    .from(a)
    .leftJoin(schema.users, eq(schema.users.id, a.userId))
    .where(and(eq(a.songId, sql`(SELECT id FROM songs WHERE urlname = ${sql.placeholder("urlname")})`), sql`${a.lines} = '[]'`))
    .orderBy(desc(a.points), asc(a.id))
    .limit(100);
});

/** The song's detached interpretations as one read of a D1 batch (the song page's, song-page.ts, by url name). */
export function detachedAnnotationsRead(urlname: string): BatchRead<DetachedAnnotation[]> {
  const read = detachedQuery({ urlname });
  return {
    ...read,
    map: (result) =>
      read.map(result).map((row) => ({
        annotation_id: row.id,
        annotation_text: row.text,
        annotation_author: row.author ?? ANONYMOUS_AUTHOR,
        detached_text: row.detached ?? [],
      })),
  };
}

/** Whether an interpretation of the song is detached (its shared address still opens the song). */
export async function isDetached(songId: number, annotationIds: number[]): Promise<boolean> {
  if (annotationIds.length === 0) return false;
  const a = schema.annotations;
  const rows = await db()
    .select({ id: a.id })
    .from(a)
    .where(and(eq(a.songId, songId), inArray(a.id, annotationIds), sql`${a.lines} = '[]'`));
  return rows.length > 0;
}

/** 'Edytuj tekst': the song's text to correct and the token of that text. */
export async function lyricsEditPage(songId: number, viewer: Actor): Promise<Result<LyricsEditData>> {
  const [row] = await db()
    .select({
      name: schema.songs.name,
      artist: schema.artists.name,
      urlname: schema.songs.urlname,
      lyrics: schema.songs.lyrics,
      base: schema.songs.lyricsRev,
    })
    .from(schema.songs)
    .innerJoin(schema.artists, eq(schema.artists.id, schema.songs.artistId))
    .where(eq(schema.songs.id, songId));
  if (!row) return fail("not_found", LYRICS_EDIT_MESSAGES.missingSong);
  return ok({
    song: { urlname: row.urlname, title: `${row.artist} – ${row.name}` },
    lyrics: row.lyrics.join("\n"),
    base: row.base ?? "",
    staff: can(viewer, "lyrics.edit"),
    names: { title: row.name, artist: row.artist },
    names_staff: can(viewer, "song.rename"),
  });
}
