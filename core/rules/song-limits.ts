// The limits of a song's names and lyrics (adding a song, renames, lyric edits). Apart from
// core/schemas/song.ts so that a page showing them (the song and artist pages' forms) does
// not load zod and the text filter with them (decision 052).
export const SONG_LIMITS = { artist: 100, title: 150, lyricsChars: 20_000, lyricsLines: 500 } as const;
