// Votes on interpretations and comments (product §4.9 Voting, §7 /api/voteUp, /api/voteUpComment;
// decision 034): the payloads as JSON or a form sends them, shared by the API, the song
// page's action and the vote button, and the Polish messages of every refusal.
import { z } from "../zod";
import { idSchema } from "./contribution";
import { VOTE_MESSAGES } from "../rules/vote";

export { VOTE_INTENTS, VOTE_MESSAGES, VOTE_TEXTS, type VoteTarget } from "../rules/vote";

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
