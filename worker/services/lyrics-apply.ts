// Making new lyrics a song's text (decision 045), in one D1 batch (one transaction):
//
//   1. the claim: songs.lyrics and a new songs.lyrics_rev token, only if the token is still the
//      one the change was made against (and a suggestion being accepted still waits);
//   2. guarded by the claim ("the token is mine"): the song's first text kept as a version if it
//      had none, the new version live (a new row, or the suggestion promoted), older ones past;
//   3. guarded likewise: every interpretation's lines, every video's timings (as new timing
//      versions) and every translation's lines carried over by the alignment of core/text/
//      line-align.ts; interpretations whose lines all went keep their text and wait for a
//      moderator, and ones an earlier edit detached come back when their lines do.
//
// A batch that lost the claim changes nothing; the caller says the text changed meanwhile.
import { eq, sql } from "drizzle-orm";
import type { LyricsState, SyncState } from "@core/rules/revisions";
import { alignLines, mapLines, mapTimings, mapTranslation } from "@core/text/line-align";
import { nowSeconds } from "../platform/clock";
import { batchStatements, type BatchStatement, db, schema } from "./db";
import { contentChanged } from "./freshness";
import { type Author, liveStatements, newestLive } from "./song-revisions";

export type LyricsChange = {
  songId: number;
  lines: string[];
  /** songs.lyrics_rev the change was made against (null: a song never edited) */
  base: string | null;
  author: Author;
  reason: string | null;
  /** accepting a suggestion: its id and the moderator (the suggestion's author is credited) */
  accept?: { revisionId: number; moderatorId: number };
};

type Pin = { lines: number[]; detached: string[] | null };

/** Where a detached interpretation goes in the new text: only back to its exact lines. */
function reattach(detached: string[], newLines: string[]): number[] {
  const mapping = alignLines(detached, newLines);
  // Similar lines are not enough here: the text it was about must be back as it was.
  const norm = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();
  const exact = mapping.map((targets, i) => targets.filter((j) => norm(newLines[j]) === norm(detached[i])));
  return exact.every((targets) => targets.length > 0)
    ? mapLines(
        detached.map((_, i) => i),
        exact,
      )
    : [];
}

/** Answers whether the change landed (false: the text changed meanwhile, or the suggestion was decided). */
export async function applyLyrics(change: LyricsChange): Promise<boolean> {
  const { songId, lines: newLines } = change;
  const s = schema.songs;
  const [song] = await db()
    .select({ lyrics: s.lyrics, rev: s.lyricsRev, addedBy: s.addedBy, createdAt: s.createdAt })
    .from(s)
    .where(eq(s.id, songId));
  if (!song || song.rev !== change.base) return false;
  const oldLines = song.lyrics;
  const mapping = alignLines(oldLines, newLines);
  const [annotations, syncs, translations, revisions] = await Promise.all([
    db()
      .select({ id: schema.annotations.id, lines: schema.annotations.lines, detached: schema.annotations.detachedText })
      .from(schema.annotations)
      .where(eq(schema.annotations.songId, songId)),
    db()
      .select({ videoId: schema.songSyncs.videoId, timings: schema.songSyncs.timings })
      .from(schema.songSyncs)
      .where(eq(schema.songSyncs.songId, songId)),
    db()
      .select({ id: schema.translations.id, text: schema.translations.text })
      .from(schema.translations)
      .where(eq(schema.translations.songId, songId)),
    db()
      .select({ n: sql<number>`count(*)` })
      .from(schema.songRevisions)
      .where(sql`song_id = ${songId} AND kind = 'lyrics' AND status IN ('live', 'past')`),
  ]);

  const token = crypto.randomUUID();
  const won = sql`EXISTS (SELECT 1 FROM songs WHERE id = ${songId} AND lyrics_rev = ${token})`;
  const stillWaiting = change.accept
    ? sql`EXISTS (SELECT 1 FROM song_revisions WHERE id = ${change.accept.revisionId} AND status = 'pending' AND song_id = ${songId})`
    : sql`1`;
  const statements: BatchStatement[] = [
    db()
      .update(s)
      .set({ lyrics: newLines, lyricsRev: token })
      .where(sql`${s.id} = ${songId} AND ${s.lyricsRev} IS ${change.base} AND ${stillWaiting}`)
      .returning({ id: s.id }),
  ];
  const r = schema.songRevisions;
  const now = nowSeconds();
  if (revisions[0].n === 0) {
    // The text as the song was added: the history's first version, credited to who added it.
    const first: LyricsState = { lyrics: oldLines };
    statements.push(
      sql`INSERT INTO song_revisions (song_id, kind, payload, status, user_id, created_at)
          SELECT ${songId}, 'lyrics', ${JSON.stringify(first)}, 'past', ${song.addedBy}, ${song.createdAt} WHERE ${won}`,
    );
  }
  const payload: LyricsState = { lyrics: newLines };
  if (change.accept) {
    // The moderator may have corrected the suggestion before accepting: the payload is what went live.
    statements.push(
      db()
        .update(r)
        .set({ status: "live", payload, decidedBy: change.accept.moderatorId, decidedAt: now })
        .where(sql`${r.id} = ${change.accept.revisionId} AND ${r.status} = 'pending' AND ${won}`),
    );
  } else {
    statements.push(
      sql`INSERT INTO song_revisions (song_id, kind, payload, status, user_id, client_hash, base_id, created_at, decided_by, decided_at, reason)
          SELECT ${songId}, 'lyrics', ${JSON.stringify(payload)}, 'live', ${change.author.userId}, ${change.author.clientHash},
                 ${newestLive({ songId, kind: "lyrics" })}, ${now}, ${change.author.userId}, ${now}, ${change.reason} WHERE ${won}`,
    );
  }
  statements.push(
    sql`UPDATE song_revisions SET status = 'past'
        WHERE song_id = ${songId} AND kind = 'lyrics' AND status = 'live' AND id < ${newestLive({ songId, kind: "lyrics" })} AND ${won}`,
  );

  const pins: Record<string, Pin> = {};
  for (const annotation of annotations) {
    const detached = annotation.detached;
    if (annotation.lines.length === 0 && detached) {
      const back = reattach(detached, newLines);
      if (back.length > 0) pins[annotation.id] = { lines: back, detached: null };
      continue;
    }
    const moved = mapLines(annotation.lines, mapping);
    if (moved.length === 0) pins[annotation.id] = { lines: [], detached: annotation.lines.map((line) => oldLines[line] ?? "") };
    else if (moved.join() !== annotation.lines.join()) pins[annotation.id] = { lines: moved, detached: null };
  }
  if (Object.keys(pins).length > 0) {
    const json = JSON.stringify(pins);
    statements.push(
      sql`UPDATE annotations SET lines = json_extract(${json}, '$."' || id || '".lines'), detached_text = json_extract(${json}, '$."' || id || '".detached')
          WHERE song_id = ${songId} AND id IN (SELECT CAST(key AS INTEGER) FROM json_each(${json})) AND ${won}`,
    );
  }

  for (const sync of syncs) {
    const timings = mapTimings(sync.timings, mapping, newLines.length);
    if (timings.join() === sync.timings.join()) continue;
    const moved: SyncState = { videoId: sync.videoId, timings: timings.some((t) => t !== null) ? timings : null };
    // Moved by whoever made the change live: the moderator who accepted, or the editor.
    const mover = change.accept ? { userId: change.accept.moderatorId, clientHash: null } : change.author;
    const timed = liveStatements({ songId, kind: "sync", videoId: sync.videoId }, moved, mover, won, "Przesunięte z poprawką tekstu");
    statements.push(...(timed as unknown as BatchStatement[]));
  }

  const texts: Record<string, string> = {};
  const read: Record<string, string> = {};
  for (const translation of translations) {
    const moved = mapTranslation(translation.text.split("\n"), mapping, newLines.length).join("\n");
    if (moved !== translation.text) {
      texts[translation.id] = moved;
      read[translation.id] = translation.text;
    }
  }
  if (Object.keys(texts).length > 0) {
    const json = JSON.stringify(texts);
    // Only a text still as it was read: a translation its author edited meanwhile (decision
    // 048) keeps the author's words rather than a realignment of the words they replaced.
    const before = JSON.stringify(read);
    statements.push(
      sql`UPDATE translations SET text = json_extract(${json}, '$."' || id || '"')
          WHERE song_id = ${songId} AND id IN (SELECT CAST(key AS INTEGER) FROM json_each(${json}))
            AND text = json_extract(${before}, '$."' || id || '"') AND ${won}`,
    );
  }

  const [claimed] = await batchStatements(statements);
  if (claimed.results.length === 0) return false;
  await contentChanged({ songs: [songId] });
  return true;
}

/**
 * The song's text as it was added, as its first version (credited to who added it), when it
 * has none yet: a suggestion is made against it, so it must come before the suggestion in the
 * history. Two at once insert it once (the second finds it).
 */
export async function ensureFirstVersion(songId: number): Promise<void> {
  const [song] = await db()
    .select({ lyrics: schema.songs.lyrics, addedBy: schema.songs.addedBy, createdAt: schema.songs.createdAt })
    .from(schema.songs)
    .where(eq(schema.songs.id, songId));
  if (!song) return;
  const first: LyricsState = { lyrics: song.lyrics };
  // An edit that landed meanwhile made versions already: then nothing is inserted.
  await db().run(sql`
    INSERT INTO song_revisions (song_id, kind, payload, status, user_id, created_at)
    SELECT ${songId}, 'lyrics', ${JSON.stringify(first)}, 'live', ${song.addedBy}, ${song.createdAt}
    WHERE NOT EXISTS (SELECT 1 FROM song_revisions WHERE song_id = ${songId} AND kind = 'lyrics' AND status IN ('live', 'past'))`);
}

/** The song's current text and the token an edit must name (songs.lyrics_rev). */
export async function currentLyrics(songId: number): Promise<{ lines: string[]; base: string | null } | null> {
  const [row] = await db().select({ lines: schema.songs.lyrics, base: schema.songs.lyricsRev }).from(schema.songs).where(eq(schema.songs.id, songId));
  return row ?? null;
}
