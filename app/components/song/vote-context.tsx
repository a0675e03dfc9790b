// The song page's vote state (decision 034), apart from the buttons: the page provides it with
// its own chunk, while the buttons load with the parts that show votes (a selected line's
// interpretations, the comments tab), so a page view that shows none loads no button code.
import { createContext, useEffect, useMemo, type ReactNode } from "react";
import type { ViewerVotes } from "@core/pages/page-data";
import { entityHref } from "@core/text/urlname";
import type { VoteTarget } from "@core/rules/vote";
import { mirrorVotes } from "~/lib/vote-storage";

type VotesContextValue = { action: string; votes: ViewerVotes };

export const VotesContext = createContext<VotesContextValue | null>(null);

type ProviderProps = {
  urlname: string;
  votes: ViewerVotes;
  annotations: { annotation_id: number }[];
  comments: { comment_id: number }[];
  children: ReactNode;
};

/**
 * The song page's vote state for its buttons. For a visitor the server recognises, the
 * browser's mirror is brought in line with the server's record of the page's items.
 */
export function VotesProvider({ urlname, votes, annotations, comments, children }: ProviderProps) {
  const value = useMemo(() => ({ action: entityHref(urlname), votes }), [urlname, votes]);
  useEffect(() => {
    if (votes.username !== null || !votes.known) return;
    const voted = { annotation: new Set(votes.annotations), comment: new Set(votes.comments) };
    mirrorVotes([
      ...annotations.map((a): [VoteTarget, number, boolean] => ["annotation", a.annotation_id, voted.annotation.has(a.annotation_id)]),
      ...comments.map((c): [VoteTarget, number, boolean] => ["comment", c.comment_id, voted.comment.has(c.comment_id)]),
    ]);
  }, [votes, annotations, comments]);
  return <VotesContext.Provider value={value}>{children}</VotesContext.Provider>;
}
