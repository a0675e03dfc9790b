// Lyrics suggestions in the review queue (decision 045): each with its line diff against the
// song's text now, the proposer and their reason; the moderator may correct the text before
// accepting it, or refuse with a reason the proposer sees on their profile. Plain forms.
import { Form, Link } from "react-router";
import { songHistoryHref } from "@core/pages/song-view";
import { LYRICS_REASON_MAX, type LyricsProposal } from "@core/rules/lyrics-edits";
import { SONG_LIMITS } from "@core/rules/song";
import { diffCounts } from "@core/text/line-diff";
import { entityHref } from "@core/text/urlname";
import { DateTime } from "~/components/date-time";
import { LineDiffView } from "~/components/song/line-diff-view";
import { RejectProposalForm } from "./panel-bits";

export function LyricsProposals({ proposals }: { proposals: LyricsProposal[] }) {
  if (proposals.length === 0) return null;
  return (
    <section aria-labelledby="poprawki-tekstow">
      <h2 id="poprawki-tekstow">Poprawki tekstów</h2>
      <ol className="queue-list">
        {proposals.map((proposal) => {
          const { added, removed } = diffCounts(proposal.diff);
          return (
            <li key={proposal.revision_id} className="card queue-item lyrics-proposal">
              <p>
                <b>
                  <Link to={entityHref(proposal.song.urlname)}>{proposal.song.title}</Link>
                </b>{" "}
                · {proposal.author} · <DateTime timestamp={proposal.created_at} /> · +{added} / −{removed} ·{" "}
                <Link to={songHistoryHref(proposal.song.urlname)}>Historia edycji</Link>
              </p>
              {proposal.reason && <p className="muted">Powód: {proposal.reason}</p>}
              <LineDiffView rows={proposal.diff} label={`Zmiany proponowane w: ${proposal.song.title}`} />
              <details>
                <summary>Popraw przed przyjęciem</summary>
                <Form method="post" className="account-form" id={`przyjmij-${proposal.revision_id}`}>
                  <input type="hidden" name="intent" value="lyrics" />
                  <input type="hidden" name="revision_id" value={proposal.revision_id} />
                  <input type="hidden" name="base" value={proposal.base} />
                  <label>
                    Tekst do przyjęcia
                    <textarea name="lyrics" rows={12} maxLength={SONG_LIMITS.lyricsChars * 2} defaultValue={proposal.lyrics} />
                  </label>
                  <button type="submit" name="decision" value="accept">
                    Przyjmij z poprawkami
                  </button>
                </Form>
              </details>
              <div className="queue-actions">
                <Form method="post">
                  <input type="hidden" name="intent" value="lyrics" />
                  <input type="hidden" name="revision_id" value={proposal.revision_id} />
                  <input type="hidden" name="base" value={proposal.base} />
                  <input type="hidden" name="lyrics" value={proposal.lyrics} />
                  <button type="submit" name="decision" value="accept">
                    Przyjmij
                  </button>
                </Form>
                <RejectProposalForm intent="lyrics" revisionId={proposal.revision_id} noteMax={LYRICS_REASON_MAX} />
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
