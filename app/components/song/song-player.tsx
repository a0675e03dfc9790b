// The song's video (product §2.13: embedded player with loop controls), light until used: the
// server renders the video's thumbnail with a play button, and the video site's script and
// embed load only when the visitor plays or starts a loop (decision 033).
import { useEffect, useRef } from "react";
import type { SongDetail, YoutubeInfo } from "@core/pages/api-types";
import { formatTime, type LoopRange } from "@core/media/media-time";
import type { PlayerController } from "~/lib/player-controller";
import type { SongView } from "@core/pages/song-view";
import { proxiedThumbUrl, songArtUrl } from "@core/pages/thumbnail";
import { embedUrl, posterSource } from "@core/media/video-embed";
import { LoopControls } from "./loop-controls";
import { usePlayerController, usePlayerSnapshot, usePlayerTime } from "./player-context";

// The spec's embed size; CSS fits it to its column (beside the lyrics, or the screen's
// width on a phone), keeping 16:9 (decision 047).
const WIDTH = 560;
const HEIGHT = 315;

/**
 * The player with its loop controls, or for a song without a video its own cover (decision
 * 029), small beside the note (decision 047: the lyrics come first).
 */
export function SongPlayer({ song, view }: { song: SongDetail; view: SongView }) {
  const video = song.song_youtube;
  if (!video) {
    return (
      <section className="song-player" aria-label="Teledysk">
        <figure className="song-video-missing">
          <img src={songArtUrl(song.song_id, "medium")} width={160} height={90} alt="" />
          <figcaption>Ta piosenka nie ma jeszcze teledysku.</figcaption>
        </figure>
      </section>
    );
  }
  return <VideoPlayer key={video.id} video={video} title={song.song_search} view={view} />;
}

function VideoPlayer({ video, title, view }: { video: YoutubeInfo; title: string; view: SongView }) {
  const controller = usePlayerController();
  const snapshot = usePlayerSnapshot(controller);
  const hostRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!hostRef.current) return;
    controller.attach(hostRef.current, video.id);
    return () => controller.detach();
  }, [controller, video.id]);

  const shown = snapshot.status === "ready";
  // A shared loop address: the first press plays the looped section, as the sender meant.
  const start = () => (view.loop ? controller.startLoop(view.loop) : controller.play());

  return (
    <section className="song-player" aria-label="Teledysk">
      <div className="player-frame">
        <div ref={hostRef} className="player-host" />
        {!shown && (
          <button
            type="button"
            className="player-poster"
            onClick={start}
            disabled={snapshot.status === "loading"}
            aria-label={view.loop ? `Odtwórz pętlę ${rangeText(view.loop)}: ${title}` : `Odtwórz teledysk: ${title}`}
          >
            {/* Lazy: on a phone the player is folded away (song-media.tsx) and the picture is
                loaded only when unfolded; beside the lyrics it is on screen at the first layout. */}
            <img src={proxiedThumbUrl(posterSource(video.id, video.thumbnails.medium.url))} width={WIDTH} height={HEIGHT} alt="" loading="lazy" />
            <span className="player-play-icon" aria-hidden="true" />
          </button>
        )}
        {/* Without JavaScript the embed plays at once; with a loop address, only that section. */}
        <noscript>
          <iframe
            src={embedUrl(video.id, view.loop)}
            title={`Teledysk: ${title}`}
            width={WIDTH}
            height={HEIGHT}
            allow="autoplay; encrypted-media; picture-in-picture"
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
          />
        </noscript>
      </div>
      <PlayerStatus controller={controller} />
      <LoopControls controller={controller} snapshot={snapshot} addressLoop={view.loop} addressProblem={view.loopProblem} />
    </section>
  );
}

function rangeText(range: LoopRange): string {
  return `${formatTime(range.start)}–${formatTime(range.end)}`;
}

/** Loading, errors and the clock; its own component because the clock ticks while playing. */
function PlayerStatus({ controller }: { controller: PlayerController }) {
  const snapshot = usePlayerSnapshot(controller);
  const time = usePlayerTime(controller);
  return (
    <div className="player-status">
      {snapshot.status === "loading" && <p aria-live="polite">Wczytywanie odtwarzacza…</p>}
      {snapshot.error && (
        <p className="player-error" role="alert">
          {snapshot.error}
        </p>
      )}
      {snapshot.status === "ready" && (
        <p className="player-clock">
          Teraz: <output aria-label="Bieżący czas teledysku">{formatTime(time)}</output>
          {snapshot.duration ? ` / ${formatTime(snapshot.duration)}` : ""}
          {snapshot.loop && <span className="player-loop-on"> · pętla {rangeText(snapshot.loop)}</span>}
        </p>
      )}
    </div>
  );
}
