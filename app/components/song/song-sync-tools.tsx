// Under the player (decision 037): "Synchronizuj" opens the sync editor, "Zaproponuj
// teledysk" the video proposal (for a song without a video; moderators may replace one),
// and moderators can clear the synced lyrics. Both forms are lazily loaded chunks, so the
// song page's own JavaScript grows only by these buttons.
import { lazy, Suspense, useState } from "react";
import { ConfirmDeleteForm } from "~/components/confirm-delete-form";
import type { SongDetail } from "~/lib/api-types";
import type { CaptchaWidget } from "~/lib/captcha-widget";
import { entityHref } from "~/lib/urlname";
import { hasRole, type UserData } from "~/lib/userdata";
import type { Timings } from "./synced-lines";

const SyncEditor = lazy(() => import("./sync-editor"));
const VideoProposalForm = lazy(() => import("./video-proposal-form"));

type Props = { song: SongDetail; timings: Timings | null; viewer: UserData | null; captcha: CaptchaWidget | null };

export function SongSyncTools({ song, timings, viewer, captcha }: Props) {
  const [open, setOpen] = useState<"sync" | "video" | null>(null);
  const video = song.song_youtube;
  const privileged = viewer !== null && hasRole(viewer.role, "moderator");
  const loading = <p className="muted">Ładowanie…</p>;
  return (
    <div className="song-sync-tools">
      <p className="song-sync-buttons">
        {video && (
          <button type="button" className="button secondary" aria-expanded={open === "sync"} onClick={() => setOpen(open === "sync" ? null : "sync")}>
            Synchronizuj
          </button>
        )}
        {(!video || privileged) && (
          <button
            type="button"
            className="button secondary"
            aria-expanded={open === "video"}
            onClick={() => setOpen(open === "video" ? null : "video")}
          >
            {video ? "Zmień teledysk" : "Zaproponuj teledysk"}
          </button>
        )}
      </p>
      {privileged && timings && (
        <ConfirmDeleteForm
          action={entityHref(song.song_urlname)}
          intent="delete-sync"
          fields={{ song_id: song.song_id }}
          question="Czy na pewno usunąć synchronizację tekstu z tym teledyskiem?"
          label="Usuń synchronizację"
        />
      )}
      {open === "sync" && video && (
        <Suspense fallback={loading}>
          <SyncEditor
            urlname={song.song_urlname}
            videoId={video.id}
            title={song.song_search}
            lines={song.song_lyrics}
            timings={timings}
            captcha={captcha}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      )}
      {open === "video" && (
        <Suspense fallback={loading}>
          <VideoProposalForm urlname={song.song_urlname} replacing={Boolean(video)} captcha={captcha} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </div>
  );
}
