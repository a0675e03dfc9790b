import { and, desc, gte } from "drizzle-orm";
import type { SongSummary } from "@core/pages/api-types";
import { BANNER_LIST_LENGTH } from "@core/constants";
import { warsawMidnight } from "@core/text/time";
import { nowMs } from "../platform/clock";
import { dropCached, readCached, writeCached } from "./cache";
import { onePerSong, selectAnnotations, songNotIn, type AnnotationItem } from "./annotation-shape";
import { schema } from "./db";
import { songSummariesByIds } from "./songs";

export type BestOfLists = {
  today: AnnotationItem[];
  lastWeek: AnnotationItem[];
  ever: AnnotationItem[];
  /** the last 24 hours (the home slider) */
  last: AnnotationItem[];
  songs: Record<number, SongSummary>;
  generatedAt: number;
};

const CACHE_KEY = "best-of:v1";
// The cron refreshes every 10 minutes; the TTL only guards against a stalled cron.
const CACHE_TTL_SECONDS = 30 * 60;

/** Best annotations since `since` (all time when null), one per song, by points. */
function bestPerSong(since: number | null, limit: number): Promise<AnnotationItem[]> {
  return onePerSong(
    (count, exclude) =>
      selectAnnotations()
        .where(and(since === null ? undefined : gte(schema.annotations.createdAt, since), songNotIn(exclude)))
        .orderBy(desc(schema.annotations.points), desc(schema.annotations.id))
        .limit(count),
    limit,
  );
}

/** Tops a short list up from the all-time list, never repeating a song (product §9.1). */
function topUp(list: AnnotationItem[], ever: AnnotationItem[]): AnnotationItem[] {
  const songs = new Set(list.map((a) => a.annotation_song_id));
  const result = [...list];
  for (const item of ever) {
    if (result.length >= BANNER_LIST_LENGTH) break;
    if (!songs.has(item.annotation_song_id)) {
      songs.add(item.annotation_song_id);
      result.push(item);
    }
  }
  return result;
}

export async function computeBestOfLists(): Promise<BestOfLists> {
  const now = nowMs();
  const nowSec = Math.floor(now / 1000);
  const [todayRaw, weekRaw, ever, lastRaw] = await Promise.all([
    bestPerSong(warsawMidnight(now), BANNER_LIST_LENGTH),
    bestPerSong(nowSec - 7 * 86400, BANNER_LIST_LENGTH),
    bestPerSong(null, BANNER_LIST_LENGTH),
    bestPerSong(nowSec - 86400, BANNER_LIST_LENGTH),
  ]);
  const lists = {
    today: topUp(todayRaw, ever),
    lastWeek: topUp(weekRaw, ever),
    ever,
    last: lastRaw.length > 0 ? lastRaw : ever,
  };
  const songIds = Object.values(lists)
    .flat()
    .map((a) => a.annotation_song_id);
  const songs = await songSummariesByIds(songIds);
  return { ...lists, songs, generatedAt: nowSec };
}

/** Cron job (every 10 minutes): recompute and store the lists the home page shows. */
export async function refreshBestOfLists(): Promise<BestOfLists> {
  const lists = await computeBestOfLists();
  await writeCached(CACHE_KEY, lists, CACHE_TTL_SECONDS);
  return lists;
}

export function getBestOfLists(): Promise<BestOfLists> {
  return readCached(CACHE_KEY, computeBestOfLists, CACHE_TTL_SECONDS);
}

/** After a new, voted or deleted interpretation: the next reader recomputes the lists. */
export function dropBestOfLists(): Promise<void> {
  return dropCached(CACHE_KEY);
}
