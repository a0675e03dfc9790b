// The vote toggle of an interpretation or a comment (product §4.9 Voting, decision 034). A first
// click votes up, a second withdraws. With JavaScript the form goes through a fetcher and the
// button is optimistic: the pressed state and the total change at once, the server's answer
// then replaces them, and React Router's revalidation after the action brings the page's
// lists back sorted by the server. Without JavaScript it is a plain form post that lands
// back on the song with the new total.
import { useContext, useEffect } from "react";
import { useActionData, useFetcher } from "react-router";
import { INTENT_FIELD, JS_FIELD, type ContributionAnswer } from "@core/pages/answers";
import { formatPoints } from "@core/text/numbers";
import { useHydrated } from "~/lib/use-hydrated";
import { VOTE_INTENTS, VOTE_TEXTS, type VoteTarget } from "@core/rules/vote";
import { mirrorVotes, useStoredVote } from "~/lib/vote-storage";
import { VotesContext } from "./vote-context";

const NAMES = { annotation: "Głosuj na tę nadinterpretację", comment: "Głosuj na ten komentarz" } as const;

type Props = {
  target: VoteTarget;
  id: number;
  /** the total the page's data holds */
  points: number;
  /** the item's author: a user's own items cannot be voted for */
  author: string;
  /** the open line of the lyrics panel, where a post without JavaScript lands */
  line?: number | null;
};

/** The toggle and the item's total, for ItemMeta's `vote` slot. */
export function VoteButton({ target, id, points, author, line }: Props) {
  const context = useContext(VotesContext);
  const fetcher = useFetcher<ContributionAnswer>();
  const hydrated = useHydrated();
  const stored = useStoredVote(target, id);
  const actionData = useActionData() as (ContributionAnswer & Record<string, unknown>) | undefined;
  const { field, own } = VOTE_TEXTS[target];
  const votes = context?.votes;
  const answer = fetcher.data;

  // What the page's data says: the server's record, or for an unrecognised visitor the mirror.
  const settled = votes?.known ? votes[target === "annotation" ? "annotations" : "comments"].includes(id) : (stored ?? false);
  let voted = settled;
  let shown = points;
  if (fetcher.state === "submitting" && fetcher.formData) {
    voted = fetcher.formData.get("up") === "1";
    shown = points + (voted === settled ? 0 : voted ? 1 : -1);
  } else if (fetcher.state === "loading" && answer?.ok && answer.points !== undefined) {
    // The answer is in; the page's data follows when the revalidation ends.
    voted = Boolean(answer.voted);
    shown = answer.points;
  }

  // A visitor's answers are mirrored in the browser (users' votes live on the server only).
  useEffect(() => {
    if (answer?.ok && answer.voted !== undefined && votes?.username === null) mirrorVotes([[target, id, answer.voted]]);
  }, [answer, votes?.username, target, id]);

  const failed = fetcher.state === "idle" && answer && !answer.ok ? answer.error : null;
  const refusedWithoutJs = actionData && !actionData.ok && actionData.intent === VOTE_INTENTS[target] && actionData[field] === id;
  const error = failed ?? (refusedWithoutJs ? actionData.error : null);
  const isOwn = votes?.username != null && votes.username === author;

  return (
    <fetcher.Form
      method="post"
      action={context?.action}
      className="vote"
      onSubmit={(event) => {
        // One vote at a time: a second click while the first is on its way would race it.
        if (fetcher.state === "submitting") event.preventDefault();
      }}
    >
      <input type="hidden" name={INTENT_FIELD} value={VOTE_INTENTS[target]} />
      {hydrated && <input type="hidden" name={JS_FIELD} value="1" />}
      <input type="hidden" name={field} value={id} />
      <input type="hidden" name="up" value={voted ? "0" : "1"} />
      {line !== null && line !== undefined && <input type="hidden" name="linia" value={line} />}
      <button
        type="submit"
        className="vote-button"
        aria-pressed={voted}
        aria-label={NAMES[target]}
        title={isOwn ? own : voted ? "Cofnij głos" : "Zagłosuj"}
        disabled={isOwn}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M12 4 3 15h6v5h6v-5h6z" />
        </svg>
      </button>
      <span className="points" aria-live="polite">
        {`${formatPoints(shown)} pkt`}
      </span>
      {error && (
        <span className="field-error" role="alert">
          {error}
        </span>
      )}
    </fetcher.Form>
  );
}
