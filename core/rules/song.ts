// A song's limits, messages and name capitalisation (adding a song, renames, lyric edits; the
// spec's messages, section 5, word for word). Apart from core/schemas/song.ts so that a page
// showing them does not load zod and the text filter with them (decision 052).
import { PRODUCT } from "../constants";

export const SONG_LIMITS = { artist: 100, title: 150, lyricsChars: 20_000, lyricsLines: 500 } as const;

export const SONG_MESSAGES = {
  artistRequired: "Nazwa wykonawcy jest wymagana!",
  titleRequired: "Tytuł piosenki jest wymagany!",
  lyricsRequired: `${PRODUCT} jest wymagany!`,
  captcha: "Najpierw rozwiąż captchę!",
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

/**
 * Product §5.5: the first letter of each word is capitalised; the rest is left as typed
 * ("AC/DC", "T.Love", "mr. zoob" → "Mr. Zoob"). A word may open with punctuation
 * ("(feat. x)" → "(Feat. X)"); one that opens with a digit is left alone ("2pac").
 */
export function capitalizeWords(value: string): string {
  return value.replace(/(^|\s)([\p{P}\p{S}]*)(\p{Ll})/gu, (_, space: string, lead: string, letter: string) => space + lead + letter.toUpperCase());
}
