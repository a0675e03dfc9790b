import type { ReactNode } from "react";
import type { SongSummary } from "@core/pages/api-types";
import { entityHref } from "@core/text/urlname";
import type { VideoThumbs } from "@core/pages/thumbnail";
import { SongThumb } from "./song-thumb";
import { ListLink } from "./list-link";

/** What a row shows of a song: its name, its link and its small thumbnail. */
export type RowSong = Pick<SongSummary, "song_id" | "song_urlname" | "song_search"> & { song_youtube: VideoThumbs | null };

type RowsProps<T extends RowSong> = {
  songs: T[];
  /** number of the first row (lists continue across pages) */
  start: number;
  className?: string;
  heading?: "h2" | "h3";
  /** the line under the title: a lyrics preview, points… */
  detail: (song: T) => ReactNode;
};

/** Numbered rows of songs: thumbnail, "artist - title" and a detail line (search, profile). */
export function SongRows<T extends RowSong>({ songs, start, className = "search-results", heading: Heading = "h2", detail }: RowsProps<T>) {
  return (
    <ol className={className} start={start}>
      {songs.map((song) => (
        <li key={song.song_id}>
          {/* The thumbnail repeats the title link: one tab stop and one announcement per song. */}
          <ListLink to={entityHref(song.song_urlname)} tabIndex={-1} aria-hidden="true">
            <SongThumb song={song} size="default" />
          </ListLink>
          <div>
            <Heading>
              <ListLink to={entityHref(song.song_urlname)}>{song.song_search}</ListLink>
            </Heading>
            <p>{detail(song)}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

type LinkedSong = { song_id: number; song_urlname: string };

/** Song links in columns: an artist's titles (artist and song pages), 'artist - title' (home, footer). */
export function SongLinks<T extends LinkedSong>({
  songs,
  label,
  className = "song-links",
}: {
  songs: T[];
  label: (song: T) => string;
  className?: string;
}) {
  return (
    <ul className={className}>
      {songs.map((song) => (
        <li key={song.song_id}>
          <ListLink to={entityHref(song.song_urlname)}>{label(song)}</ListLink>
        </li>
      ))}
    </ul>
  );
}
