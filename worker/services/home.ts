// Everything the home page shows. All of it is lists that change by the minute at most, and
// the home is the most visited and heaviest page, so each isolate assembles it once a minute.
// The shapes carry only what the page renders: the loader data is serialised into every
// response, and its size is a large share of the page's CPU.
import type { SongSummary } from "@core/pages/api-types";
import { pack, type Packed } from "@core/pages/packed";
import { HOME_ARTICLES, HOME_RECENT_INTERPRETATIONS, HOME_SONG_LINKS, HOME_SONG_TILES } from "@core/constants";
import { cutSliderQuote } from "@core/text/text-cut";
import type { AnnotationItem, HomeSongList } from "@core/pages/page-data";
import { recentArticles } from "./articles";
import { dropCached, memoInIsolate } from "./cache";

import { getRankingTables } from "./ranking";
import { recentAnnotations, recentSongs, recentUserAddedSongs } from "./recent";

const HOME_KEY = "home-page";

export type HomePage = Awaited<ReturnType<typeof assembleHomePage>>;

/** Newest songs: the first ones as thumbnail tiles, the rest as plain text links. */
function tilesAndLinks(songs: SongSummary[]): HomeSongList {
  return {
    tiles: songs.slice(0, HOME_SONG_TILES),
    links: songs
      .slice(HOME_SONG_TILES, HOME_SONG_TILES + HOME_SONG_LINKS)
      .map(({ song_id, song_urlname, song_search }) => ({ song_id, song_urlname, song_search })),
  };
}

async function assembleHomePage() {
  const [recent, songs, userSongs, articles, tables] = await Promise.all([
    recentAnnotations(),
    recentSongs(),
    recentUserAddedSongs(),
    recentArticles(HOME_ARTICLES),
    getRankingTables(),
  ]);
  // Product §8: an interpretation whose song is gone is skipped, and the error logged.
  const withSong = <T>(items: AnnotationItem[], shape: (item: AnnotationItem, song: SongSummary) => T) =>
    items.flatMap((item) => {
      const song = recent.songs[item.annotation_song_id];
      if (!song) console.error(`Interpretacja ${item.annotation_id}: brak piosenki ${item.annotation_song_id}`);
      return song ? [shape(item, song)] : [];
    });
  // The banner shows numbered song links only.
  const bannerItems = (items: AnnotationItem[]) =>
    withSong(items, (item, song) => ({
      annotation_id: item.annotation_id,
      song_urlname: song.song_urlname,
      song_search: song.song_search,
    }));
  const quoted = (item: AnnotationItem, song: SongSummary) => ({
    annotation_id: item.annotation_id,
    quote: cutSliderQuote(item.annotation_text),
    annotation_author: item.annotation_author,
    annotation_points: item.annotation_points,
    song_urlname: song.song_urlname,
    song_search: song.song_search,
  });
  return {
    best: { today: bannerItems(recent.today), lastWeek: bannerItems(recent.lastWeek), ever: bannerItems(recent.ever) },
    newest: withSong(recent.newest, (item, song) => ({ ...quoted(item, song), song_id: song.song_id, song_youtube: song.song_youtube })).slice(
      0,
      HOME_RECENT_INTERPRETATIONS,
    ),
    slider: withSong(recent.last, quoted),
    songs: tilesAndLinks(songs),
    userSongs: tilesAndLinks(userSongs),
    articles,
    tables,
  };
}

/**
 * Kept packed (core/pages/packed.ts): the page's data goes to the browser as one JSON text,
 * written once a minute per isolate rather than encoded anew for every page view.
 */
export function homePage(): Promise<Packed<HomePage>> {
  return memoInIsolate(HOME_KEY, async () => pack(await assembleHomePage()), 60);
}

/** After anything the home shows changes (this isolate at once; others within a minute). */
export function dropHomePage(): Promise<void> {
  return dropCached(HOME_KEY);
}
