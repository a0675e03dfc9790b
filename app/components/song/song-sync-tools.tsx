// Under the player (decisions 037, 042): "Synchronizuj" opens the sync editor, "Zaproponuj
// teledysk" the video proposal (for a song with a video it waits for a moderator; moderators
// replace at once), moderators can clear the synced lyrics, and 'Historia edycji' lists every
// version of both. The sync editor is a lazily loaded chunk. The
// proposal's toggle is a link (?teledysk=1) and its form is part of the page, so it opens
// and posts without JavaScript too (a lazily loaded part is streamed and then swapped in by
// a script, which a browser without JavaScript never runs); most of it is the check step
// the element form already brings.
import { ReportLink } from "./report-link";
import { ListLink } from "~/components/list-link";
import { browserOnly } from "~/lib/browser-only";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { REVISION_MESSAGES } from "@core/rules/revisions";
import type { SongDetail } from "@core/pages/api-types";
import type { CaptchaWidget } from "@core/schemas/captcha";
import type { ContributionAnswer } from "@core/pages/answers";
import { PENDING_PARAM, proposeVideoHref, songHistoryHref } from "@core/pages/song-view";
import { entityHref } from "@core/text/urlname";
import { can } from "@core/auth/permissions";
import type { UserData } from "~/lib/userdata";
import type { Timings } from "./synced-lines";
import { lazyPart } from "~/lib/lazy-part";
import { ConfirmDeleteForm } from "~/components/confirm-delete-part";

// The video proposal form (with its address check) and staff's delete form load when shown
// (decision 052); the sync editor only in the browser, when opened.
const VideoProposalForm = lazyPart("video-proposal-form", () => import("./video-proposal-form").then((m) => ({ default: m.VideoProposalForm })));
const SyncEditor = lazy(() => (import.meta.env.SSR ? browserOnly("sync-editor") : import("./sync-editor")));

type Props = {
  song: SongDetail;
  timings: Timings | null;
  viewer: UserData | null;
  captcha: CaptchaWidget | null;
  /** ?teledysk=1: the video proposal is open */
  proposing: boolean;
  /** the action's refusal of a form posted without JavaScript */
  serverAnswer: ContributionAnswer | null;
};

export function SongSyncTools({ song, timings, viewer, captcha, proposing, serverAnswer }: Props) {
  const [syncing, setSyncing] = useState(false);
  const location = useLocation();
  const video = song.song_youtube;
  const privileged = can(viewer, "video.replace");
  const [search] = useSearchParams();
  // A proposal that waits for a moderator says so (`?czeka=1` after a post without JavaScript).
  const [notice, setNotice] = useState<string | null>(null);
  const waiting = notice ?? (search.get(PENDING_PARAM) === "1" ? REVISION_MESSAGES.pending : null);
  const onDone = (answer: { pending?: boolean }) => setNotice(answer.pending ? REVISION_MESSAGES.pending : null);
  // A form posted without JavaScript and refused (say the song got its video meanwhile)
  // comes back open with the message, even when it would not be offered now.
  const refused = serverAnswer?.intent === "video" && !serverAnswer.ok ? serverAnswer : null;
  const navigate = useNavigate();
  const closedHref = proposeVideoHref(location.pathname, location.search, false);
  const shown = proposing;
  // An address asking for a form this viewer is not offered (a visitor's proposal was just
  // saved, or a shared link) drops the parameter.
  useEffect(() => {
    if (proposing && !shown) navigate(closedHref, { replace: true, preventScrollReset: true });
  }, [proposing, shown, closedHref, navigate]);
  const loading = <p className="muted">Ładowanie…</p>;
  return (
    <div className="song-sync-tools">
      <p className="song-sync-buttons">
        {video && (
          <button type="button" className="button secondary" aria-expanded={syncing} onClick={() => setSyncing(!syncing)}>
            Synchronizuj
          </button>
        )}
        <Link
          className="button secondary"
          to={proposeVideoHref(location.pathname, location.search, !proposing)}
          aria-expanded={proposing}
          preventScrollReset
          replace
        >
          {video ? (privileged ? "Zmień teledysk" : "Zaproponuj inny teledysk") : "Zaproponuj teledysk"}
        </Link>
        <ListLink className="button secondary" to={songHistoryHref(song.song_urlname)}>
          Historia edycji
        </ListLink>
        {video && <ReportLink urlname={song.song_urlname} kind="video" id={song.song_id} label="Zgłoś teledysk" />}
        {timings && <ReportLink urlname={song.song_urlname} kind="sync" id={song.song_id} label="Zgłoś synchronizację" />}
      </p>
      {waiting && (
        <p className="form-notice" role="status">
          {waiting}
        </p>
      )}
      {can(viewer, "sync.delete") && timings && (
        <Suspense fallback={null}>
          <ConfirmDeleteForm
            action={entityHref(song.song_urlname)}
            intent="delete-sync"
            fields={{ song_id: song.song_id }}
            question="Czy na pewno usunąć synchronizację tekstu z tym teledyskiem?"
            label="Usuń synchronizację"
          />
        </Suspense>
      )}
      {syncing && video && (
        <Suspense fallback={loading}>
          <SyncEditor
            urlname={song.song_urlname}
            videoId={video.id}
            title={song.song_search}
            lines={song.song_lyrics}
            timings={timings}
            captcha={captcha}
            onClose={() => setSyncing(false)}
            onDone={onDone}
          />
        </Suspense>
      )}
      {shown && (
        <Suspense fallback={<p className="muted">Ładowanie formularza…</p>}>
          <VideoProposalForm
            formHref={proposeVideoHref(location.pathname, location.search, true)}
            closedHref={closedHref}
            replacing={Boolean(video) && privileged}
            onDone={onDone}
            captcha={captcha}
            author={viewer?.username ?? null}
            serverAnswer={refused}
          />
        </Suspense>
      )}
    </div>
  );
}
