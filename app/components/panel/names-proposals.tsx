// Title and artist suggestions in the review queue (decision 045): the names now against the
// proposed ones as a line diff, the proposer and their reason; the moderator may correct the
// names before accepting (the song is renamed or moved, decision 049), or refuse with a reason
// the proposer sees on their profile. Plain forms.
import { Form, Link } from "react-router";
import { songHistoryHref } from "@core/pages/song-view";
import { LYRICS_REASON_MAX, type NamesProposal, namesLines } from "@core/rules/lyrics-edits";
import { SONG_LIMITS } from "@core/schemas/song";
import { lineDiff } from "@core/text/line-diff";
import { entityHref } from "@core/text/urlname";
import { DateTime } from "~/components/date-time";
import { LineDiffView } from "~/components/song/line-diff-view";
import { RejectProposalForm } from "./panel-bits";

export function NamesProposals({ proposals }: { proposals: NamesProposal[] }) {
  if (proposals.length === 0) return null;
  return (
    <section aria-labelledby="poprawki-tytulow">
      <h2 id="poprawki-tytulow">Poprawki tytułów i wykonawców</h2>
      <ol className="queue-list">
        {proposals.map((proposal) => (
          <li key={proposal.revision_id} className="card queue-item names-proposal">
            <p>
              <b>
                <Link to={entityHref(proposal.song.urlname)}>{proposal.song.title}</Link>
              </b>{" "}
              · {proposal.author} · <DateTime timestamp={proposal.created_at} /> ·{" "}
              <Link to={songHistoryHref(proposal.song.urlname)}>Historia edycji</Link>
            </p>
            {proposal.reason && <p className="muted">Powód: {proposal.reason}</p>}
            <LineDiffView
              rows={lineDiff(namesLines(proposal.current), namesLines(proposal.proposed))}
              label={`Zmiany proponowane w: ${proposal.song.title}`}
            />
            <Form method="post" className="account-form">
              <input type="hidden" name="intent" value="names" />
              <input type="hidden" name="revision_id" value={proposal.revision_id} />
              <input type="hidden" name="base" value={proposal.base} />
              <label>
                Wykonawca
                <input name="artist" maxLength={SONG_LIMITS.artist} defaultValue={proposal.proposed.artist} required />
              </label>
              <label>
                Tytuł
                <input name="title" maxLength={SONG_LIMITS.title} defaultValue={proposal.proposed.title} required />
              </label>
              <button type="submit" name="decision" value="accept">
                Przyjmij
              </button>
            </Form>
            <RejectProposalForm intent="names" revisionId={proposal.revision_id} noteMax={LYRICS_REASON_MAX} />
          </li>
        ))}
      </ol>
    </section>
  );
}
