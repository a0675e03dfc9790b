// Adding a song (/dodaj, POST /api/saveSong): the payload, its limits and messages, shared
// by the form (checks before sending) and the Worker (the final word). The spec's messages
// (section 5) are word for word; the limits are ours (docs/decisions, adding songs).
import { z } from "../zod";
import { CAPTCHA_FIELD } from "./captcha";
import { containsUrl, isClean } from "../text/text-filter";
import { SONG_CAPTCHA_MESSAGE, SONG_LIMITS, capitalizeWords } from "../rules/song";
import { PRODUCT } from "../constants";

export { SONG_LIMITS, capitalizeWords };

export const SONG_MESSAGES = {
  artistRequired: "Nazwa wykonawcy jest wymagana!",
  titleRequired: "Tytuł piosenki jest wymagany!",
  lyricsRequired: `${PRODUCT} jest wymagany!`,
  captcha: SONG_CAPTCHA_MESSAGE,
  artistLong: `Nazwa wykonawcy może mieć najwyżej ${SONG_LIMITS.artist} znaków!`,
  titleLong: `Tytuł piosenki może mieć najwyżej ${SONG_LIMITS.title} znaków!`,
  lyricsLong: `${PRODUCT} może mieć najwyżej 20 000 znaków!`,
  lyricsLines: `${PRODUCT} może mieć najwyżej ${SONG_LIMITS.lyricsLines} linii!`,
  artistDirty: "Nazwa wykonawcy nie może zawierać wulgaryzmów, ani adresów WWW!",
  titleDirty: "Tytuł piosenki nie może zawierać wulgaryzmów, ani adresów WWW!",
  lyricsLinks: `${PRODUCT} piosenki nie może zawierać linków ani adresów WWW!`,
  badArtistId: "Nieprawidłowy identyfikator wykonawcy.",
  noArtist: "Nie ma takiego wykonawcy.",
  failed: "Nie udało się zapisać piosenki. Spróbuj ponownie.",
} as const;

/** The refusal of a song that is already there; the answer also carries its address. */
export const duplicateSongMessage = (artist: string, title: string) => `Ta piosenka już jest w serwisie: ${artist} – ${title}.`;

// C0/C1 controls (tab and newline excepted), zero-width characters and the byte-order mark:
// invisible, yet they would make "Kult" and "Ku\u200blt" two artists.
const INVISIBLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200b-\u200d\u2060\ufeff]/g;
const ODD_SPACES = /[\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\t]/g;

/** A name as stored: one line, single spaces, no invisible characters, NFC. */
function cleanName(value: string): string {
  return value.normalize("NFC").replace(INVISIBLE, "").replace(/\s+/g, " ").trim();
}

/**
 * Lyrics as stored: LF line ends, no trailing spaces, no blank lines at either end and at
 * most one blank line in a row (pasted lyrics often come double-spaced).
 */
function normalizeLyrics(value: string): string {
  const lines = value
    .normalize("NFC")
    .replace(/\r\n?/g, "\n")
    .replace(INVISIBLE, "")
    .replace(ODD_SPACES, " ")
    .split("\n")
    .map((line) => line.trimEnd());
  return lines
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .replace(/^\n+|\n+$/g, "");
}

const nameSchema = (required: string, max: number, tooLong: string, dirty: string) =>
  z.string({ error: required }).overwrite(cleanName).min(1, required).max(max, tooLong).refine(isClean, dirty).overwrite(capitalizeWords);

/** An artist picked from the suggestions: only its id counts, the server reads the rest. */
const existingArtistSchema = z.looseObject({
  artist_id: z.coerce
    .number<unknown>({ error: SONG_MESSAGES.badArtistId })
    .int(SONG_MESSAGES.badArtistId)
    .positive(SONG_MESSAGES.badArtistId)
    .max(Number.MAX_SAFE_INTEGER, SONG_MESSAGES.badArtistId),
});

/** An artist's name as typed (cleaned, capitalised, limited): adding a song, renaming or moving one (decision 049). */
export const newArtistSchema = nameSchema(SONG_MESSAGES.artistRequired, SONG_LIMITS.artist, SONG_MESSAGES.artistLong, SONG_MESSAGES.artistDirty);

// Raw text may be longer than the stored limit (CRLF, trailing spaces); twice the limit
// bounds the work of normalising it.
export const lyricsSchema = z
  .string({ error: SONG_MESSAGES.lyricsRequired })
  .max(SONG_LIMITS.lyricsChars * 2, SONG_MESSAGES.lyricsLong)
  .overwrite(normalizeLyrics)
  .min(1, SONG_MESSAGES.lyricsRequired)
  .max(SONG_LIMITS.lyricsChars, SONG_MESSAGES.lyricsLong)
  .refine((text) => text.split("\n").length <= SONG_LIMITS.lyricsLines, SONG_MESSAGES.lyricsLines)
  // FAQ: links are forbidden in songs. Profanity is not refused here: lyrics quote real songs.
  .refine((text) => !containsUrl(text), SONG_MESSAGES.lyricsLinks);

/** A song's title, as adding one checks it (also for a suggested new title, decision 045, and a rename, decision 049). */
export const titleSchema = nameSchema(SONG_MESSAGES.titleRequired, SONG_LIMITS.title, SONG_MESSAGES.titleLong, SONG_MESSAGES.titleDirty);

/** Product §3.4, song save payload: `artist` is an existing artist object or a new name. */
export const songSaveSchema = z.object({
  artist: z.union([existingArtistSchema, newArtistSchema], { error: SONG_MESSAGES.artistRequired }),
  title: titleSchema,
  lyrics: lyricsSchema,
  // Checked by the captcha service; anything but a string counts as unsolved.
  [CAPTCHA_FIELD]: z.string().optional().catch(undefined),
});

export type SongSaveInput = z.infer<typeof songSaveSchema>;
export type SongField = "artist" | "title" | "lyrics" | "captcha";

/**
 * The payload from form fields (a no-JavaScript post to /dodaj or to the API): a picked
 * artist travels as `artist_id` beside the typed name and wins over it.
 */
export function songPayloadFromFields(fields: Record<string, unknown>): Record<string, unknown> {
  const id = typeof fields.artist_id === "string" ? fields.artist_id.trim() : "";
  return { ...fields, artist: id ? { artist_id: id } : (fields.artist ?? "") };
}
