// Votes on interpretations and comments (spec §4 Voting, §7 /api/voteUp, /api/voteUpComment;
// decision 034): the payloads as JSON or a form sends them, shared by the API, the song
// page's action and the vote button, and the Polish messages of every refusal.
import { z } from "zod";
import type { VoteTarget } from "../../worker/services/points";
import { idSchema } from "./contribution-schemas";

export type { VoteTarget };

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

/** `up` as JSON (true/false, 1/0) or a form ("true"/"false", "1"/"0") sends it. */
export const upSchema = z.union(
  [
    z.boolean(),
    z.literal([1, 0]).transform((value) => value === 1),
    z.enum(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1"),
  ],
  { error: VOTE_MESSAGES.badUp },
);

/** POST /api/voteUp {annotation_id, up, username}: `username` is ignored (the session says who). */
export const annotationVoteSchema = z.object({ annotation_id: idSchema(VOTE_MESSAGES.badAnnotation), up: upSchema });

/** POST /api/voteUpComment {comment_id, up, username}: `username` is ignored. */
export const commentVoteSchema = z.object({ comment_id: idSchema(VOTE_MESSAGES.badComment), up: upSchema });

/** The song page's action intents of the vote button. */
export const VOTE_INTENTS = { annotation: "vote-annotation", comment: "vote-comment" } as const;
