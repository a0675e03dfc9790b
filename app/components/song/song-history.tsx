// 'Historia edycji' of a song (decision 042): every version of its video and synced timings,
// newest first, with who made it and when. Moderators also see the proposals waiting for
// them (accept with one press, or reject with a reason) and bring back any earlier version;
// a revert is itself a new version. Plain forms: it all works without JavaScript.
import { Form, Link } from "react-router";
import { can } from "@core/auth/permissions";
import type { ContributionAnswer } from "@core/pages/answers";
import { songEditHref, songHistoryHref } from "@core/pages/song-view";
import { REVISION_NOTE_MAX, REVISION_PERMISSIONS, REVISION_STATUS_LABELS, type RevisionItem } from "@core/rules/revisions";
import { entityHref } from "@core/text/urlname";
import { DateTime } from "~/components/date-time";
import { LineDiffView } from "./line-diff-view";
import type { UserData } from "~/lib/userdata";

type History = {
  song: { song_id: number; song_name: string; song_urlname: string; artist_name: string; artist_urlname: string; has_video: boolean };
  revisions: RevisionItem[];
};

const KIND_LABELS = { video: "Teledysk", sync: "Synchronizacja tekstu", lyrics: "Tekst", names: "Tytuł i wykonawca" } as const;

export function SongHistory({
  history,
  viewer,
  serverAnswer,
}: {
  history: History;
  viewer: UserData | null;
  serverAnswer: ContributionAnswer | null;
}) {
  const { song, revisions } = history;
  // The forms post to this address, so a refusal comes back to this page with its message.
  const action = songHistoryHref(song.song_urlname);
  const refused = serverAnswer && !serverAnswer.ok ? serverAnswer.error : null;
  return (
    <main className="page song-history">
      <p className="muted">
        <Link to={entityHref(song.artist_urlname)}>{song.artist_name}</Link> › <Link to={entityHref(song.song_urlname)}>{song.song_name}</Link>
      </p>
      <h1>
        Historia edycji: {song.artist_name} – {song.song_name}
      </h1>
      <p className="muted">
        Każda zmiana tekstu, teledysku i synchronizacji tej piosenki. Nic nie znika: moderator może przywrócić każdą wersję.{" "}
        <Link to={songEditHref(song.song_urlname)}>Edytuj tekst</Link>
      </p>
      {refused && (
        <p className="form-error" role="alert">
          {refused}
        </p>
      )}
      {can(viewer, "video.replace") && song.has_video && (
        <Form method="post" action={action} className="history-clear">
          <input type="hidden" name="intent" value="clear-video" />
          <button type="submit" className="secondary">
            Usuń teledysk (da się go przywrócić)
          </button>
        </Form>
      )}
      {revisions.length === 0 ? (
        <p className="muted">Ta piosenka nie ma jeszcze żadnych zmian tekstu, teledysku ani synchronizacji.</p>
      ) : (
        <ol className="history-list">
          {revisions.map((revision) => (
            <li key={revision.revision_id} id={`wersja-${revision.revision_id}`} className={`card history-item ${revision.status}`}>
              <p>
                <b>{KIND_LABELS[revision.kind]}</b> · {revision.summary}
              </p>
              <p className="muted">
                {revision.author} · <DateTime timestamp={revision.created_at} /> · {REVISION_STATUS_LABELS[revision.status]}
                {revision.decided_by && revision.decided_by !== revision.author && (
                  <>
                    {" "}
                    · {revision.status === "rejected" ? "odrzucił(a)" : revision.status === "pending" ? "" : "przyjął(-ęła)"} {revision.decided_by}
                  </>
                )}
              </p>
              {revision.reason && <p className="muted">Powód zmiany: {revision.reason}</p>}
              {revision.decision_note && <p className="muted">Uzasadnienie: {revision.decision_note}</p>}
              {revision.diff && <LineDiffView rows={revision.diff} label={`Zmiany w wersji ${revision.revision_id}`} />}
              {can(viewer, REVISION_PERMISSIONS[revision.kind]) && <Decisions revision={revision} action={action} />}
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}

function Decisions({ revision, action }: { revision: RevisionItem; action: string }) {
  if (revision.kind === "lyrics" || revision.kind === "names") return <TextDecisions revision={revision} action={action} />;
  const intent = `revision-${revision.kind}`;
  if (revision.status === "pending") {
    return (
      <div className="history-actions">
        <Form method="post" action={action}>
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="revision_id" value={revision.revision_id} />
          <button type="submit" name="decision" value="accept">
            Przyjmij
          </button>
        </Form>
        <Form method="post" action={action} className="history-reject">
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="revision_id" value={revision.revision_id} />
          <label>
            Powód odrzucenia (widzi go autor)
            <input name="note" maxLength={REVISION_NOTE_MAX} />
          </label>
          <button type="submit" name="decision" value="reject" className="secondary">
            Odrzuć
          </button>
        </Form>
      </div>
    );
  }
  if (revision.status !== "past") return null;
  return (
    <Form method="post" action={action} className="history-actions">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="revision_id" value={revision.revision_id} />
      <button type="submit" name="decision" value="revert" className="secondary">
        Przywróć tę wersję
      </button>
    </Form>
  );
}

/** Lyrics versions: suggestions are decided in the review queue (with the diff to correct); past ones can come back. */
function TextDecisions({ revision, action }: { revision: RevisionItem; action: string }) {
  if (revision.status === "pending") {
    return (
      <p>
        <Link to="/panel/zgloszenia">Zdecyduj w kolejce zgłoszeń</Link>
      </p>
    );
  }
  if (revision.status !== "past") return null;
  return (
    <Form method="post" action={action} className="history-actions">
      <input type="hidden" name="intent" value={`revert-${revision.kind}`} />
      <input type="hidden" name="revision_id" value={revision.revision_id} />
      <button type="submit" className="secondary">
        Przywróć tę wersję
      </button>
    </Form>
  );
}
