// The "recent" lists: newest interpretations (home, sidebar widget), newest songs and
// newest user-added songs (home tiles), and the recentAnnotations answer that bundles
// them with the best-of lists. Every list is an index walk from the newest end.
import { desc } from "drizzle-orm";
import type { SongSummary } from "@core/pages/api-types";
import { HOME_SONG_LINKS, HOME_SONG_TILES, RECENT_LIST_CAP, SIDEBAR_KEPT } from "@core/constants";
import { onePerSong, selectAnnotations, songNotIn, type AnnotationItem } from "./annotation-shape";
import { getBestOfLists } from "./best-of";
import { dropCached, memoInIsolate } from "./cache";
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
      selectAnnotations().where(songNotIn(exclude)).orderBy(desc(schema.annotations.createdAt), desc(schema.annotations.id)).limit(count),
    Math.min(limit, RECENT_LIST_CAP),
  );
}

const NEWEST_KEY = "recent-annotations-newest";

/** After a new or deleted interpretation (this isolate at once; others within a minute). */
export function dropNewestAnnotations(): Promise<void> {
  return dropCached(NEWEST_KEY);
}

/**
 * The newest interpretations (RECENT_LIST_CAP, one per song) and their songs, kept a minute
 * per isolate. The home, /api/recentAnnotations, the sidebar and the song page's grid all
 * read this one list: "first per song" keeps a prefix of the long list equal to the short one.
 */
function newestWithSongs(): Promise<{ annotations: AnnotationItem[]; songs: Record<number, SongSummary> }> {
  return memoInIsolate(
    "recent-annotations-newest",
    async () => {
      const annotations = await newestAnnotations();
      return { annotations, songs: await songSummariesByIds(annotations.map((a) => a.annotation_song_id)) };
    },
    60,
  );
}

/** The `limit` newest interpretations, one per song, each with its song (none whose song is gone). */
export async function newestAnnotatedSongs(limit: number): Promise<{ annotation: AnnotationItem; song: SongSummary }[]> {
  const { annotations, songs } = await newestWithSongs();
  return annotations.slice(0, limit).flatMap((annotation) => {
    const song = songs[annotation.annotation_song_id];
    return song ? [{ annotation, song }] : [];
  });
}

/** The sidebar widget's songs: the 8 most recently annotated, newest first. */
export async function recentAnnotatedSongs(): Promise<SongSummary[]> {
  return (await newestAnnotatedSongs(SIDEBAR_KEPT)).map((n) => n.song);
}

export async function recentAnnotations(): Promise<RecentAnnotations> {
  const [best, newest] = await Promise.all([getBestOfLists(), newestWithSongs()]);
  const songs = { ...best.songs, ...newest.songs };
  return { today: best.today, lastWeek: best.lastWeek, ever: best.ever, last: best.last, newest: newest.annotations, songs };
}

/** Home tiles and links: 12 tiles, then 20 text links. */
const HOME_SONGS = HOME_SONG_TILES + HOME_SONG_LINKS;

export function recentSongs(): Promise<SongSummary[]> {
  return newestSongs(HOME_SONGS);
}

export function recentUserAddedSongs(): Promise<SongSummary[]> {
  return newestSongs(HOME_SONGS, { userAddedOnly: true });
}
