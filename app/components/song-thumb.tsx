import { songImageUrl, THUMB_SIZES, type ThumbSize, type VideoThumbs } from "@core/pages/thumbnail";

type Props = {
  song: { song_id: number; song_search?: string; song_name?: string; song_youtube: VideoThumbs | null };
  size?: ThumbSize;
  className?: string;
};

/**
 * A song's video thumbnail through /api/ytproxy/, or its own generated cover; sized so nothing
 * shifts. Always beside the song's name in the same link (tiles, rows, sidebars), so the
 * picture is decorative: an alt repeating the name would be read twice.
 */
export function SongThumb({ song, size = "medium", className }: Props) {
  const { width, height } = THUMB_SIZES[size];
  return (
    <img className={className ?? "song-thumb"} src={songImageUrl(song, size)} width={width} height={height} alt="" loading="lazy" decoding="async" />
  );
}
