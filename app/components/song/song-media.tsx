// The song's video corner (issue 18 §6, decision 047): the player with its loop controls, or
// the song's art when it has no video, and the tools under them. The lyrics come first: on a
// wide screen this corner is a column beside them (the interpretations panel under it); on a
// narrower one a video folds into a one-line "Teledysk i pętla" bar above the tabs, and one
// tap unfolds the poster, the loop and the tools. The fold is a native <details> whose
// siblings the CSS hides while it is closed, so it works without JavaScript and costs no
// layout shift: the server's page is already folded.
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import type { SongDetail, YoutubeInfo } from "@core/pages/api-types";
import type { ContributionAnswer } from "@core/pages/answers";
import type { CaptchaWidget } from "@core/schemas/captcha";
import { PENDING_PARAM, type SongView } from "@core/pages/song-view";
import { songThumbUrl } from "@core/pages/thumbnail";
import type { UserData } from "~/lib/userdata";
import { usePlayerController, usePlayerSnapshot } from "./player-context";
import { SongPlayer } from "./song-player";

import { SongSyncTools } from "./song-sync-tools";
import type { Timings } from "./synced-lines";

type Props = {
  song: SongDetail;
  view: SongView;
  timings: Timings | null;
  viewer: UserData | null;
  captcha: CaptchaWidget | null;
  serverAnswer: ContributionAnswer | null;
};

export function SongMedia({ song, view, timings, viewer, captcha, serverAnswer }: Props) {
  const video = song.song_youtube;
  const [search] = useSearchParams();
  // A song that got its video during this visit (the visitor's own proposal) shows it.
  const seen = useRef({ songId: song.song_id, hadVideo: video !== null });
  if (seen.current.songId !== song.song_id) seen.current = { songId: song.song_id, hadVideo: video !== null };
  // So do addresses that are about the video: a shared loop (or a refused one, whose note is
  // in the loop form), the video proposal, a proposal waiting for review, and a form about
  // the video or its times that the server refused.
  const unfolded =
    !seen.current.hadVideo ||
    view.loop !== null ||
    view.loopProblem !== null ||
    view.proposingVideo ||
    search.get(PENDING_PARAM) === "1" ||
    (serverAnswer !== null && (serverAnswer.intent === "video" || serverAnswer.intent === "sync"));
  return (
    <div className="song-media">
      {video && <MediaFold key={video.id} video={video} unfolded={unfolded} />}
      <SongPlayer song={song} view={view} />
      <SongSyncTools song={song} timings={timings} viewer={viewer} captcha={captcha} proposing={view.proposingVideo} serverAnswer={serverAnswer} />
    </div>
  );
}

/**
 * The bar a narrow screen shows in place of the player (hidden on wide screens). It unfolds
 * by itself when the video starts from elsewhere (a lyric line's ▶, "Zapętl te linie"), so
 * what plays can be seen; folding it again leaves the video playing.
 */
function MediaFold({ video, unfolded }: { video: YoutubeInfo; unfolded: boolean }) {
  const controller = usePlayerController();
  const { status, playing } = usePlayerSnapshot(controller);
  const [open, setOpen] = useState(unfolded);
  useEffect(() => {
    if (unfolded) setOpen(true);
  }, [unfolded]);
  useEffect(() => {
    if (status === "loading" || playing) setOpen(true);
  }, [status, playing]);
  return (
    <details className="media-fold" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        {/* The list thumbnail (16:9, likely cached); lazy, so a wide screen never loads it. */}
        <img src={songThumbUrl(video, "medium")} width={96} height={54} alt="" loading="lazy" />
        <span className="media-fold-label">Teledysk i pętla</span>
      </summary>
    </details>
  );
}
