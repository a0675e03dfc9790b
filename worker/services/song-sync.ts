// Synced lyrics (decision 037): line times per song and video. Anyone may save them behind
// the contribution gate (throttle, captcha for visitors); they are checked here against the
// song's lyrics as they are now and its current video, whatever the client checked before.
// The times are one shared layer of the song, like its lyrics, kept as revisions (decision
// 042): the first set for a video goes live at once; a visitor's or user's later set waits
// for a moderator instead of replacing it; staff replace, revert and clear them.
import { and, eq, sql } from "drizzle-orm";
import { can } from "@core/auth/permissions";
import { REVISION_MESSAGES } from "@core/rules/revisions";
import { importLrc, type LineTimings, validateTimings } from "@core/media/lrc";
import { parseTime } from "@core/media/media-time";
import { CAPTCHA_FIELD } from "@core/schemas/captcha";
import { SYNC_MESSAGES, type SongSync, type SyncInput } from "@core/schemas/sync";
import { nowSeconds } from "../platform/clock";
import { withContributionGate } from "./contribution-gate";
import { db, schema } from "./db";
import { authorOf, propose, setLive } from "./song-revisions";
import { fail, ok, type Result } from "@core/result";

async function songForSync(songId: number) {
  const [row] = await db()
    .select({ lyrics: schema.songs.lyrics, videoId: schema.songs.youtubeId })
    .from(schema.songs)
    .where(eq(schema.songs.id, songId));
  return row ?? null;
}

/** Typed times ("1:15") become seconds; each bad one is reported with its line number. */
function readTimings(entries: readonly (number | string | null)[]): Result<LineTimings> {
  const errors: string[] = [];
  const timings = entries.map((entry, index) => {
    if (typeof entry !== "string") return entry;
    const parsed = parseTime(entry);
    if (parsed.ok) return parsed.seconds;
    errors.push(`Linia ${index + 1}: ${parsed.message}`);
    return null;
  });
  return errors.length ? fail("invalid", errors.join("\n"), { field: "timings", details: { errors } }) : ok(timings);
}

function checked(lyrics: string[], input: SyncInput): Result<LineTimings> {
  if (input.lrc !== undefined) {
    const imported = importLrc(input.lrc, lyrics);
    return imported.ok ? ok(imported.timings) : fail("invalid", imported.errors.join("\n"), { field: "lrc", details: { errors: imported.errors } });
  }
  const read = readTimings(input.timings ?? []);
  if (!read.ok) return read;
  // The video's length is not stored, so the limit is the player's default end (a sane maximum).
  const errors = validateTimings(lyrics, read.value);
  if (errors.length) return fail("invalid", errors.join("\n"), { field: "timings", details: { errors } });
  if (read.value.every((seconds) => seconds === null)) return fail("invalid", SYNC_MESSAGES.nothing, { field: "timings" });
  return read;
}

export type SavedSync = SongSync & { pending: boolean };

/** POST /api/saveSync and the song page's `sync` intent: the timings, live or waiting for a moderator. */
export function saveSync(request: Request, input: SyncInput): Promise<Result<SavedSync>> {
  return withContributionGate<SavedSync>(request, input[CAPTCHA_FIELD], SYNC_MESSAGES.captcha, async (user) => {
    const song = await songForSync(input.song_id);
    if (!song) return fail("not_found", SYNC_MESSAGES.badSong);
    if (!song.videoId) return fail("invalid", SYNC_MESSAGES.noVideo, { field: "video_id" });
    // Times belong to one recording: a form opened before the video changed must not store
    // the old video's times under the new one.
    if (song.videoId !== input.video_id) return fail("conflict", SYNC_MESSAGES.otherVideo, { field: "video_id" });
    const timings = checked(song.lyrics, input);
    if (!timings.ok) return timings;
    const updatedAt = nowSeconds();
    const scope = { songId: input.song_id, kind: "sync", videoId: input.video_id } as const;
    const state = { videoId: input.video_id, timings: timings.value };
    const author = await authorOf(request, user);
    const saved = { videoId: input.video_id, timings: timings.value, updatedAt };
    if (can(user, "sync.replace")) {
      await setLive(scope, state, author);
      return ok({ ...saved, pending: false });
    }
    // The first times for this video go live; later ones wait for a moderator.
    const unsynced = sql`NOT EXISTS (SELECT 1 FROM song_syncs WHERE song_id = ${input.song_id} AND video_id = ${input.video_id})`;
    if ((await setLive(scope, state, author, unsynced)) !== null) return ok({ ...saved, pending: false });
    if ((await propose(scope, state, author)) === null) return fail("conflict", REVISION_MESSAGES.alreadyPending, { field: "timings" });
    return ok({ ...saved, pending: true });
  });
}

/** The timings of the song's current video, or null (no video, none saved, or the lyrics changed length). */
export async function getSync(songId: number, videoId: string | null, lyricsLength: number): Promise<SongSync | null> {
  if (!videoId) return null;
  const [row] = await db()
    .select()
    .from(schema.songSyncs)
    .where(and(eq(schema.songSyncs.songId, songId), eq(schema.songSyncs.videoId, videoId)));
  // Edited lyrics shift the lines: times stored for the old lines would mark the wrong ones.
  if (!row || row.timings.length !== lyricsLength) return null;
  return { videoId: row.videoId, timings: row.timings, updatedAt: row.updatedAt };
}

/** GET /api/getSync: the song's current timings, or null; not_found for no song. */
export async function getSongSync(songId: number): Promise<Result<SongSync | null>> {
  const song = await songForSync(songId);
  if (!song) return fail("not_found", SYNC_MESSAGES.badSong);
  return ok(await getSync(songId, song.videoId, song.lyrics.length));
}
