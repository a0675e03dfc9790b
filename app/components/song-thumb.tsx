import type { YoutubeInfo } from "~/lib/api-types";
import { songImageUrl, THUMB_SIZES, type ThumbSize } from "~/lib/thumbnail";

type Props = {
  song: { song_id: number; song_search?: string; song_name?: string; song_youtube: YoutubeInfo | null };
  size?: ThumbSize;
  className?: string;
};

/** A song's video thumbnail through /api/ytproxy/, or its own generated cover; sized so nothing shifts. */
export function SongThumb({ song, size = "medium", className }: Props) {
  const { width, height } = THUMB_SIZES[size];
  return (
    <img
      className={className ?? "song-thumb"}
      src={songImageUrl(song, size)}
      width={width}
      height={height}
      alt={song.song_search ?? song.song_name ?? ""}
      loading="lazy"
      decoding="async"
    />
  );
}
