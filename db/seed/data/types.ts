export type SeedUser = { username: string; email: string; daysAgo: number };
export type SeedSong = {
  artist: string; // artist display name, e.g. "Stanisław Moniuszko"
  title: string; // unique across all seed songs
  lyrics: string[]; // one entry per line; "" for a blank line; section markers like "[Refren]" allowed
  daysAgo: number; // when it was added (0..180)
  userAdded?: boolean; // true for ~10 songs: "added by visitors via the add-song form"
  addedBy?: string | null; // username of the adder when userAdded (or null = anonymous)
};
export type SeedAnnotation = { song: string; lines: number[]; text: string; author: string | null; daysAgo: number; hoursAgo?: number };
export type SeedComment = { song: string; author: string | null; text: string; daysAgo: number };
export type SeedTranslation = { song: string; code: string; text: string; author: string | null; daysAgo: number };
export type SeedElement = { song: string; type: 0 | 1 | 2; videoId: string; videoTitle: string; author: string | null; daysAgo: number };
export type SeedArticle = { title: string; url: string; html: string; daysAgo: number };
