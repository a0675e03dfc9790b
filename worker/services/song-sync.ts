// Synced lyrics (decision 037): line times per song and video. Anyone may save them behind
// the contribution gate (throttle, captcha for visitors); they are checked here against the
// song's lyrics as they are now and its current video, whatever the client checked before.
// Moderators clear them. Saving replaces the previous set for that video: the times are one
// shared layer of the song, like its lyrics, not a list of contributions.
import { and, eq } from "drizzle-orm";
import { importLrc, type LineTimings, validateTimings } from "@core/media/lrc";
import { parseTime } from "@core/media/media-time";
import { CAPTCHA_FIELD } from "@core/schemas/captcha";
import { SYNC_MESSAGES, type SongSync, type SyncInput } from "@core/schemas/sync";
import { nowSeconds } from "../platform/clock";
import { withContributionGate } from "./contribution-gate";
import { db, schema } from "./db";
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

/** POST /api/saveSync and the song page's `sync` intent: the stored timings. */
export function saveSync(request: Request, input: SyncInput): Promise<Result<SongSync>> {
  return withContributionGate(request, input[CAPTCHA_FIELD], SYNC_MESSAGES.captcha, async (user) => {
    const song = await songForSync(input.song_id);
    if (!song) return fail("not_found", SYNC_MESSAGES.badSong);
    if (!song.videoId) return fail("invalid", SYNC_MESSAGES.noVideo, { field: "video_id" });
    // Times belong to one recording: a form opened before the video changed must not store
    // the old video's times under the new one.
    if (song.videoId !== input.video_id) return fail("conflict", SYNC_MESSAGES.otherVideo, { field: "video_id" });
    const timings = checked(song.lyrics, input);
    if (!timings.ok) return timings;
    const updatedAt = nowSeconds();
    const values = { songId: input.song_id, videoId: input.video_id, timings: timings.value, userId: user?.id ?? null, updatedAt };
    await db()
      .insert(schema.songSyncs)
      .values(values)
      .onConflictDoUpdate({ target: [schema.songSyncs.songId, schema.songSyncs.videoId], set: values });
    return ok({ videoId: input.video_id, timings: timings.value, updatedAt });
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

/** Clears the song's timings for its current video (moderators: through moderation.ts deleteItem). */
export async function removeSync(songId: number): Promise<Result> {
  const song = await songForSync(songId);
  if (!song) return fail("not_found", SYNC_MESSAGES.badSong);
  if (!song.videoId) return fail("not_found", SYNC_MESSAGES.noSync);
  const removed = await db()
    .delete(schema.songSyncs)
    .where(and(eq(schema.songSyncs.songId, songId), eq(schema.songSyncs.videoId, song.videoId)))
    .returning({ songId: schema.songSyncs.songId });
  return removed.length ? ok() : fail("not_found", SYNC_MESSAGES.noSync);
}
