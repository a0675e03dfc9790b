// The "recent" lists: newest interpretations (home, sidebar widget), newest songs and
// newest user-added songs (home tiles), and the recentAnnotations answer that bundles
// them with the best-of lists. Every list is an index walk from the newest end.
import { desc } from "drizzle-orm";
import type { SongSummary } from "../../app/lib/api-types";
import { HOME_SONG_LINKS, HOME_SONG_TILES, RECENT_LIST_CAP, SIDEBAR_KEPT } from "../../app/lib/constants";
import { onePerSong, selectAnnotations, songNotIn, type AnnotationItem } from "./annotation-shape";
import { getBestOfLists } from "./best-of";
import { memoInIsolate } from "./cache";
import { schema } from "./db";
import { newestSongs, songSummariesByIds } from "./songs";

export type RecentAnnotations = {
  /** best since local midnight, topped up from `ever` to 20 */
  today: AnnotationItem[];
  lastWeek: AnnotationItem[];
  ever: AnnotationItem[];
  /** best of the last 24 hours (the home slider), `ever` when empty */
  last: AnnotationItem[];
  /** newest interpretations, one per song */
  newest: AnnotationItem[];
  songs: Record<number, SongSummary>;
};

/** Newest interpretations, one per song, newest first (index annotations_created). */
export function newestAnnotations(limit: number = RECENT_LIST_CAP): Promise<AnnotationItem[]> {
  return onePerSong(
    (count, exclude) =>
      selectAnnotations()
        .where(songNotIn(exclude))
        .orderBy(desc(schema.annotations.createdAt), desc(schema.annotations.id))
        .limit(count),
    Math.min(limit, RECENT_LIST_CAP),
  );
}

/** Newest interpretations, one per song, each with its song (none whose song is gone). */
export async function newestAnnotatedSongs(limit: number): Promise<{ annotation: AnnotationItem; song: SongSummary }[]> {
  const annotations = await newestAnnotations(limit);
  const songs = await songSummariesByIds(annotations.map((a) => a.annotation_song_id));
  return annotations.flatMap((annotation) => {
    const song = songs[annotation.annotation_song_id];
    return song ? [{ annotation, song }] : [];
  });
}

/**
 * The sidebar widget's songs: the 8 most recently annotated, newest first. Shown on many
 * pages, so each isolate keeps it for a minute.
 */
export function recentAnnotatedSongs(): Promise<SongSummary[]> {
  return memoInIsolate("sidebar-recent-songs", async () => (await newestAnnotatedSongs(SIDEBAR_KEPT)).map((n) => n.song), 60);
}

/** Newest interpretations for the home and /api/recentAnnotations, kept a minute per isolate. */
function newestAnnotationsCached(): Promise<AnnotationItem[]> {
  return memoInIsolate("recent-annotations-newest", () => newestAnnotations(), 60);
}

export async function recentAnnotations(): Promise<RecentAnnotations> {
  const [best, newest] = await Promise.all([getBestOfLists(), newestAnnotationsCached()]);
  const missing = newest.map((a) => a.annotation_song_id).filter((id) => !(id in best.songs));
  const songs = { ...best.songs, ...(await songSummariesByIds(missing)) };
  return { today: best.today, lastWeek: best.lastWeek, ever: best.ever, last: best.last, newest, songs };
}

/** Home tiles and links: 12 tiles, then 20 text links. */
const HOME_SONGS = HOME_SONG_TILES + HOME_SONG_LINKS;

export function recentSongs(): Promise<SongSummary[]> {
  return newestSongs(HOME_SONGS);
}

export function recentUserAddedSongs(): Promise<SongSummary[]> {
  return newestSongs(HOME_SONGS, { userAddedOnly: true });
}
