// Everything the home page shows. All of it is lists that change by the minute at most, and
// the home is the most visited and heaviest page, so each isolate assembles it once a minute.
import { HOME_ARTICLES, HOME_RECENT_INTERPRETATIONS } from "../../app/lib/constants";
import type { AnnotationItem } from "./annotation-shape";
import { recentArticles } from "./articles";
import { memoInIsolate } from "./cache";
import { getRankingTables } from "./ranking";
import { recentAnnotations, recentSongs, recentUserAddedSongs } from "./recent";

export type HomePage = Awaited<ReturnType<typeof assembleHomePage>>;

async function assembleHomePage() {
  const [recent, songs, userSongs, articles, tables] = await Promise.all([
    recentAnnotations(),
    recentSongs(),
    recentUserAddedSongs(),
    recentArticles(HOME_ARTICLES),
    getRankingTables(),
  ]);
  // Spec §8: an interpretation whose song is gone is skipped, and the error logged.
  const withSong = (items: AnnotationItem[]) =>
    items.flatMap((item) => {
      const song = recent.songs[item.annotation_song_id];
      if (!song) console.error(`Interpretacja ${item.annotation_id}: brak piosenki ${item.annotation_song_id}`);
      return song ? [{ ...item, song }] : [];
    });
  return {
    best: { today: recent.today, lastWeek: recent.lastWeek, ever: recent.ever },
    bestSongs: recent.songs,
    newest: withSong(recent.newest).slice(0, HOME_RECENT_INTERPRETATIONS),
    slider: withSong(recent.last),
    songs,
    userSongs,
    articles,
    tables,
  };
}

export function homePage(): Promise<HomePage> {
  return memoInIsolate("home-page", assembleHomePage, 60);
}
