import type { SongDetail } from "~/lib/api-types";
import { PLACEHOLDER_THUMB } from "~/lib/thumbnail";

// The spec's embed size; CSS scales it down on narrow screens.
const WIDTH = 560;
const HEIGHT = 315;

/** The song's video (privacy-enhanced embed, loaded lazily), or the placeholder. */
export function SongVideo({ song }: { song: SongDetail }) {
  const video = song.song_youtube;
  return (
    <section className="song-video" aria-label="Teledysk">
      {video ? (
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.id)}`}
          title={`Teledysk: ${song.song_search}`}
          width={WIDTH}
          height={HEIGHT}
          loading="lazy"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      ) : (
        <figure className="song-video-missing">
          <img src={PLACEHOLDER_THUMB} width={WIDTH} height={HEIGHT} alt="" />
          <figcaption>Ta piosenka nie ma jeszcze teledysku.</figcaption>
        </figure>
      )}
      {/* The loop controls (a later issue) belong here, under the player. */}
    </section>
  );
}
