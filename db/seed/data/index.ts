// Demo content for the seed script (db/seed/seed.ts). Plain data only.
import type { SeedSong } from "./types";
import { songs1 } from "./songs-1";
import { songs2 } from "./songs-2";
import { songs3 } from "./songs-3";
import { songs4 } from "./songs-4";

export type { SeedAnnotation, SeedArticle, SeedComment, SeedElement, SeedSong, SeedTranslation, SeedUser } from "./types";
export { seedUsers } from "./users";
export { seedAnnotations } from "./annotations";
export { seedComments } from "./comments";
export { seedTranslations } from "./translations";
export { seedElements } from "./elements";
export { seedArticles } from "./articles";

export const seedSongs: SeedSong[] = [...songs1, ...songs2, ...songs3, ...songs4];
