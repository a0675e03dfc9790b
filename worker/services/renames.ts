// Renaming an artist or a song and moving a song to another artist (decision 049). Each checks
// its permission against the actor, writes in one D1 batch (old addresses kept as aliases in
// the same transaction, the new address checked free inside it), logs the action and drops
// every cached list and sitemap range that names the page. Search follows by the FTS
// triggers on `songs` and `artists`. The lyric-suggestion flow calls these with its moderator.
import { eq, sql } from "drizzle-orm";
import { fail, ok, parseInput, type Result } from "@core/result";
import { duplicateAfterRename, RENAME_MESSAGES } from "@core/rules/renames";
import { newArtistSchema, titleSchema } from "@core/schemas/song";
import { slugify, songUrlname } from "@core/text/urlname";
import { nowSeconds } from "../platform/clock";
import { audit } from "./audit";
import { type BatchStatement, batchStatements, db, schema } from "./db";
import { addressesChanged } from "./freshness";
import { mergeArtists } from "./merges";
import { currentNames, recordNames } from "./names-history";
import { permit } from "./permissions";
import { addressFor, derivedAddresses } from "./rename-addresses";
import type { SessionUser } from "./session";
import { artistByName } from "./songs-write";
import { abortOnTakenAddress, isAbort, reassignAddresses } from "./url-aliases";
import { isUniqueViolation, uniqueUrlname } from "./urlnames";

/** Success: the renamed or moved page's url name (an artist's, or the song's). */
export type RenameResult = Result<{ urlname: string }>;

type Actor = SessionUser | null;

/** `record: false` when the caller records the song's names itself (one version for a title and an artist changed together). */
export type SongRenameOptions = { record?: boolean };

/** A moderator's own rename or move is a version of the song's names (names-history.ts). */
async function recordDirect(actor: SessionUser, songId: number, before: { name: string; artistName: string }) {
  const after = await currentNames(songId);
  if (after) await recordNames(songId, { title: before.name, artist: before.artistName }, after, { userId: actor.id, clientHash: null });
}

const withField = <T>(result: Result<T>, field: string): Result<T> => (result.ok ? result : { ...result, field });

/** Runs a write; a lost race (another rename took the address, or a unique index said no) is retried once with fresh reads. */
export async function retryingRace(write: () => Promise<RenameResult>): Promise<RenameResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (!isAbort(error) && !isUniqueViolation(error)) throw error;
      if (attempt >= 2) return fail("conflict", RENAME_MESSAGES.failed);
    }
  }
}

async function artistRow(id: number) {
  const [row] = await db()
    .select({ id: schema.artists.id, name: schema.artists.name, urlname: schema.artists.urlname })
    .from(schema.artists)
    .where(eq(schema.artists.id, id));
  return row ?? null;
}

async function songRow(id: number) {
  const [row] = await db()
    .select({
      id: schema.songs.id,
      name: schema.songs.name,
      urlname: schema.songs.urlname,
      artistId: schema.songs.artistId,
      artistName: schema.artists.name,
    })
    .from(schema.songs)
    .innerJoin(schema.artists, eq(schema.artists.id, schema.songs.artistId))
    .where(eq(schema.songs.id, id));
  return row ?? null;
}

const songsOf = (artistId: number) =>
  db()
    .select({ id: schema.songs.id, name: schema.songs.name, urlname: schema.songs.urlname })
    .from(schema.songs)
    .where(eq(schema.songs.artistId, artistId));

/** The artist's song whose title folds like `title` (case, Polish letters and punctuation aside), other than `except`. */
export async function namesake(artistId: number, title: string, except: number) {
  const folded = slugify(title);
  return (await songsOf(artistId)).find((song) => song.id !== except && slugify(song.name) === folded) ?? null;
}

/** A new name for an artist; every song's address follows it, and every old address answers 301. */
export async function renameArtist(actor: Actor, artistId: number, newName: unknown): Promise<RenameResult> {
  const allowed = permit(actor, "artist.rename");
  if (!allowed.ok) return allowed;
  const name = withField(parseInput(newArtistSchema, newName), "name");
  if (!name.ok) return name;
  return retryingRace(async () => {
    const artist = await artistRow(artistId);
    if (!artist) return fail("not_found", RENAME_MESSAGES.noArtist);
    if (artist.name === name.value) return fail("invalid", RENAME_MESSAGES.sameName, { field: "name" });
    const address = await addressFor("artist", artist.id, artist.urlname, slugify(name.value));
    if (!address.ok) return address;
    const songs = await songsOf(artist.id);
    const songAddresses = await derivedAddresses(
      songs.map((song) => ({ id: song.id, urlname: song.urlname, base: songUrlname(name.value, song.name) })),
      new Set([address.value]),
    );
    await batchStatements([
      ...abortOnTakenAddress("artist", [{ id: artist.id, u: address.value }]),
      ...abortOnTakenAddress("song", songAddresses),
      ...reassignAddresses("artist", [{ id: artist.id, u: address.value }]),
      db().update(schema.artists).set({ name: name.value }).where(eq(schema.artists.id, artist.id)),
      ...reassignAddresses("song", songAddresses),
    ]);
    await audit(allowed.value, {
      action: "rename",
      kind: "artist",
      itemId: artist.id,
      label: name.value,
      reason: `„${artist.name}” → „${name.value}”`,
    });
    await addressesChanged({ songs: songs.map((song) => song.id), artists: [artist.id] });
    return ok({ urlname: address.value });
  });
}

/** A new title for a song (not one its artist already has); the old address answers 301. */
export async function renameSong(actor: Actor, songId: number, newTitle: unknown, options: SongRenameOptions = {}): Promise<RenameResult> {
  const allowed = permit(actor, "song.rename");
  if (!allowed.ok) return allowed;
  const title = withField(parseInput(titleSchema, newTitle), "title");
  if (!title.ok) return title;
  return retryingRace(async () => {
    const song = await songRow(songId);
    if (!song) return fail("not_found", RENAME_MESSAGES.noSong);
    if (song.name === title.value) return fail("invalid", RENAME_MESSAGES.sameName, { field: "title" });
    const twin = await namesake(song.artistId, title.value, song.id);
    if (twin) {
      return fail("conflict", duplicateAfterRename(song.artistName, twin.name), { field: "title", details: { existingSongURL: twin.urlname } });
    }
    const address = await addressFor("song", song.id, song.urlname, songUrlname(song.artistName, title.value));
    if (!address.ok) return address;
    const assignment = [{ id: song.id, u: address.value }];
    await batchStatements([
      ...abortOnTakenAddress("song", assignment),
      ...reassignAddresses("song", assignment),
      db().update(schema.songs).set({ name: title.value }).where(eq(schema.songs.id, song.id)),
    ]);
    await audit(allowed.value, {
      action: "rename",
      kind: "song",
      itemId: song.id,
      label: `${song.artistName} – ${title.value}`,
      reason: `„${song.name}” → „${title.value}”`,
    });
    await addressesChanged({ songs: [song.id] });
    if (options.record !== false) await recordDirect(allowed.value, song.id, song);
    return ok({ urlname: address.value });
  });
}

/**
 * Moves a song to another artist, found by name (any case, Polish letters included) or made
 * new. An artist left without songs does not stay behind as an empty page: when the song was
 * its only one, a new name renames that artist and an existing one takes it in a merge (undone
 * from the trash). A song the artist already has by that title is refused, as when adding.
 */
export async function moveSongToArtist(actor: Actor, songId: number, artistName: unknown, options: SongRenameOptions = {}): Promise<RenameResult> {
  const allowed = permit(actor, "song.rename");
  if (!allowed.ok) return allowed;
  const name = withField(parseInput(newArtistSchema, artistName), "artist");
  if (!name.ok) return name;
  const song = await songRow(songId);
  if (!song) return fail("not_found", RENAME_MESSAGES.noSong);
  const target = await artistByName(name.value);
  if (target?.id === song.artistId) return fail("invalid", RENAME_MESSAGES.sameArtist, { field: "artist" });
  if (target) {
    const twin = await namesake(target.id, song.name, song.id);
    if (twin) return fail("conflict", duplicateAfterRename(target.name, twin.name), { field: "artist", details: { existingSongURL: twin.urlname } });
  }
  const alone = (await songsOf(song.artistId)).length === 1;
  if (alone) {
    const done = target ? await mergeArtists(actor, song.artistId, target.id, []) : await renameArtist(actor, song.artistId, name.value);
    if (!done.ok) return done;
    const moved = await songRow(song.id);
    if (moved && options.record !== false) await recordDirect(allowed.value, song.id, song);
    return moved ? ok({ urlname: moved.urlname }) : fail("not_found", RENAME_MESSAGES.noSong);
  }
  return retryingRace(async () => {
    const artistUrlname = target?.urlname ?? (await uniqueUrlname(slugify(name.value)));
    const targetName = target?.name ?? name.value;
    const [assignment] = await derivedAddresses(
      [{ id: song.id, urlname: song.urlname, base: songUrlname(targetName, song.name) }],
      new Set([artistUrlname]),
    );
    const statements: BatchStatement[] = [];
    if (!target) {
      statements.push(
        ...abortOnTakenAddress("artist", [{ id: 0, u: artistUrlname }]),
        db().insert(schema.artists).values({ name: name.value, urlname: artistUrlname, createdAt: nowSeconds() }),
      );
    }
    if (assignment) statements.push(...abortOnTakenAddress("song", [assignment]), ...reassignAddresses("song", [assignment]));
    statements.push(
      db()
        .update(schema.songs)
        .set({ artistId: target ? target.id : sql`(SELECT id FROM artists WHERE urlname = ${artistUrlname})` })
        .where(eq(schema.songs.id, song.id)),
    );
    await batchStatements(statements);
    await audit(allowed.value, {
      action: "move",
      kind: "song",
      itemId: song.id,
      label: `${targetName} – ${song.name}`,
      reason: `„${song.artistName}” → „${targetName}”`,
    });
    const created = target ? [] : await db().select({ id: schema.artists.id }).from(schema.artists).where(eq(schema.artists.urlname, artistUrlname));
    await addressesChanged({ songs: [song.id], artists: [song.artistId, ...(target ? [target.id] : created.map((row) => row.id))] });
    if (options.record !== false) await recordDirect(allowed.value, song.id, song);
    return ok({ urlname: assignment?.u ?? song.urlname });
  });
}
