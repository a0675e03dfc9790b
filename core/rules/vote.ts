// The vote button's intents and the Polish messages of every vote refusal, apart from the
// zod schemas (vote-schema.ts) so the song page's JavaScript carries no zod.
/** What can be voted on (product §4.9 "Voting"). */
export type VoteTarget = "annotation" | "comment";

export const VOTE_MESSAGES = {
  badAnnotation: "Nieprawidłowy identyfikator interpretacji.",
  badComment: "Nieprawidłowy identyfikator komentarza.",
  badUp: "Pole up musi mieć wartość true albo false.",
  noAnnotation: "Nie ma takiej interpretacji.",
  noComment: "Nie ma takiego komentarza.",
  ownAnnotation: "Nie możesz głosować na własną interpretację.",
  ownComment: "Nie możesz głosować na własny komentarz.",
} as const;

export const VOTE_TEXTS = {
  annotation: { missing: VOTE_MESSAGES.noAnnotation, own: VOTE_MESSAGES.ownAnnotation, field: "annotation_id" },
  comment: { missing: VOTE_MESSAGES.noComment, own: VOTE_MESSAGES.ownComment, field: "comment_id" },
} as const;

/** The song page's action intents of the vote button. */
export const VOTE_INTENTS = { annotation: "vote-annotation", comment: "vote-comment" } as const;
