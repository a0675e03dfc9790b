// Adding a song (product §2.11 Add song, §7 saveSong). The page action of /dodaj and POST
// /api/saveSong both call saveSong with a payload already parsed by songSaveSchema (names
// cleaned and capitalised, lyrics normalised, links refused).
import { pagesChanged, pageTag } from "./page-tags";
import { and, eq, inArray, or, sql } from "drizzle-orm";
import { CAPTCHA_FIELD } from "@core/schemas/captcha";
import { SONG_MESSAGES, duplicateSongMessage, type SongSaveInput } from "@core/schemas/song";
import { slugify, songUrlname } from "@core/text/urlname";
import { nowSeconds } from "../platform/clock";
import { dropArtistCount } from "./archive";
import { forgetSearches } from "./search";
import { withContributionGate } from "./contribution-gate";
import { requestClientHash } from "./client-address";
import { db, schema } from "./db";
import { fail, ok, type Result } from "@core/result";
import { matchSongVideoLater } from "./video-match";
import type { SessionUser } from "./session";
import { isUniqueViolation, uniqueUrlname, urlnameCandidates } from "./urlnames";

/** Success: the new song's url name. A duplicate's failure carries `details.existingSongURL`. */
export type SaveSongResult = Result<{ songURL: string }>;

type ArtistRow = { id: number; name: string; urlname: string };

const artistColumns = { id: schema.artists.id, name: schema.artists.name, urlname: schema.artists.urlname };

// SQLite's nocase folds ASCII only; the final comparison also folds Ł, Ż, Ó…
const sameName = (a: string, b: string) => a.normalize("NFC").toLocaleLowerCase("pl") === b.toLocaleLowerCase("pl");

async function artistById(id: number): Promise<ArtistRow | null> {
  const [row] = await db().select(artistColumns).from(schema.artists).where(eq(schema.artists.id, id));
  return row ?? null;
}

/**
 * The artist a typed name means, ignoring case. Candidates come from the nocase name index
 * (ASCII case) and from the url names the name slugifies to (any case, Polish letters).
 */
export async function artistByName(name: string): Promise<ArtistRow | null> {
  const rows = await db()
    .select(artistColumns)
    .from(schema.artists)
    .where(or(sql`${schema.artists.name} = ${name} collate nocase`, inArray(schema.artists.urlname, urlnameCandidates(slugify(name)))));
  return rows.filter((row) => sameName(row.name, name)).sort((a, b) => a.id - b.id)[0] ?? null;
}

/** The artist's song with this title, ignoring case (decision: one song per artist and title). */
async function songNamed(artist: ArtistRow, title: string): Promise<{ name: string; urlname: string } | null> {
  const rows = await db()
    .select({ name: schema.songs.name, urlname: schema.songs.urlname })
    .from(schema.songs)
    .where(
      and(
        eq(schema.songs.artistId, artist.id),
        or(sql`${schema.songs.name} = ${title} collate nocase`, inArray(schema.songs.urlname, urlnameCandidates(songUrlname(artist.name, title)))),
      ),
    );
  return rows.find((row) => sameName(row.name, title)) ?? null;
}

async function writeSong(input: SongSaveInput, user: SessionUser | null, client: string): Promise<SaveSongResult> {
  const title = input.title;
  let artist: ArtistRow | null;
  if (typeof input.artist === "string") {
    artist = await artistByName(input.artist);
  } else {
    artist = await artistById(input.artist.artist_id);
    if (!artist) return fail("not_found", SONG_MESSAGES.noArtist, { field: "artist" });
  }
  if (artist) {
    const existing = await songNamed(artist, title);
    if (existing) {
      return fail("conflict", duplicateSongMessage(artist.name, existing.name), {
        field: "title",
        details: { existingSongURL: existing.urlname },
      });
    }
  }

  const artistName = artist?.name ?? (input.artist as string);
  const artistUrlname = artist?.urlname ?? (await uniqueUrlname(slugify(artistName)));
  // The new artist's url name is not stored yet: the song must not take it too.
  const songURL = await uniqueUrlname(songUrlname(artistName, title), new Set([artistUrlname]));
  const now = nowSeconds();
  const insertSong = db()
    .insert(schema.songs)
    .values({
      // A new artist gets its id inside the same batch, so the song finds it by url name.
      artistId: artist ? artist.id : sql`(SELECT id FROM artists WHERE urlname = ${artistUrlname})`,
      name: title,
      urlname: songURL,
      lyrics: input.lyrics.split("\n"),
      userAdded: true,
      addedBy: user?.id ?? null,
      clientHash: client,
      createdAt: now,
    })
    .returning({ id: schema.songs.id });
  let songId: number;
  if (artist) {
    [{ id: songId }] = await insertSong;
  } else {
    // One batch is one transaction: never an artist without its song.
    const [, inserted] = await db().batch([
      db().insert(schema.artists).values({ name: artistName, urlname: artistUrlname, createdAt: now }),
      insertSong,
    ]);
    songId = inserted[0].id;
    await dropArtistCount();
  }
  // The new song is found at once by whoever added it (search.ts remembers answers briefly).
  forgetSearches();
  matchSongVideoLater(songId, artistName, title);
  // The home page's newest songs, the archive, the artist's page and search show it (decision 051).
  await pagesChanged([pageTag.home, pageTag.archive, pageTag.search, ...(artist ? [pageTag.artist(artist.id)] : [])]);
  return ok({ songURL });
}

/**
 * Saves a visitor's or a user's song: captcha and throttle for visitors, the artist reused
 * when the name exists (any case) or created with the song, the same title by the same
 * artist refused. The new song is in search at once (FTS triggers) and in the newest lists
 * (read from the songs table, not cached).
 */
export function saveSong(request: Request, input: SongSaveInput): Promise<SaveSongResult> {
  return withContributionGate(request, input[CAPTCHA_FIELD], SONG_MESSAGES.captcha, async (user) => {
    const client = await requestClientHash(request);
    for (let attempt = 1; ; attempt++) {
      try {
        return await writeSong(input, user, client);
      } catch (error) {
        // Lost a race with a save at the same instant (same url name or same new artist);
        // the second pass sees the winner's rows and answers accordingly.
        if (!isUniqueViolation(error)) throw error;
        if (attempt >= 2) return fail("conflict", SONG_MESSAGES.failed);
      }
    }
  });
}
