// A song's limits, the add form's captcha message and name capitalisation (adding a song,
// renames, lyric edits). Apart from core/schemas/song.ts (which holds the other messages) so
// that a page showing them does not load zod and the text filter with them (decision 052).
export const SONG_LIMITS = { artist: 100, title: 150, lyricsChars: 20_000, lyricsLines: 500 } as const;

/** The spec's message of an unsolved captcha on /dodaj (the add form shows it itself). */
export const SONG_CAPTCHA_MESSAGE = "Najpierw rozwiąż captchę!";

/**
 * Product §5.5: the first letter of each word is capitalised; the rest is left as typed
 * ("AC/DC", "T.Love", "mr. zoob" → "Mr. Zoob"). A word may open with punctuation
 * ("(feat. x)" → "(Feat. X)"); one that opens with a digit is left alone ("2pac").
 */
export function capitalizeWords(value: string): string {
  return value.replace(/(^|\s)([\p{P}\p{S}]*)(\p{Ll})/gu, (_, space: string, lead: string, letter: string) => space + lead + letter.toUpperCase());
}
