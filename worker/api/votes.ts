// The spec's vote calls (§7): POST /api/voteUp {annotation_id, up, username} answers
// {annotation_points, voted}; POST /api/voteUpComment {comment_id, up, username} answers
// {comment_points, voted}. The voter comes from the session or the visitor cookie, never
// from `username` (worker/services/votes.ts); refusals carry {error} and a 4xx.
import { Hono, type Context } from "hono";
import { firstIssue } from "../../app/lib/contribution-schemas";
import { annotationVoteSchema, commentVoteSchema } from "../../app/lib/vote-schema";
import { fail, type Result } from "../services/result";
import { vote, type VoteOutcome } from "../services/votes";
import { answer } from "./answer";
import { readBody } from "./body";

export const votesApi = new Hono<{ Bindings: Env }>();

const invalid = (error: Parameters<typeof firstIssue>[0]) => {
  const { message, field } = firstIssue(error);
  return fail("invalid", message, { field });
};

function answerVote(c: Context, result: Result<VoteOutcome>, pointsField: "annotation_points" | "comment_points") {
  if (result.ok && result.value.cookie) c.header("Set-Cookie", result.value.cookie);
  return answer(c, result, "plain", ({ points, voted }) => ({ [pointsField]: points, voted }));
}

votesApi.post("/voteUp", async (c) => {
  const parsed = annotationVoteSchema.safeParse(await readBody(c));
  if (!parsed.success) return answer(c, invalid(parsed.error), "plain");
  return answerVote(c, await vote(c.req.raw, "annotation", parsed.data.annotation_id, parsed.data.up), "annotation_points");
});

votesApi.post("/voteUpComment", async (c) => {
  const parsed = commentVoteSchema.safeParse(await readBody(c));
  if (!parsed.success) return answer(c, invalid(parsed.error), "plain");
  return answerVote(c, await vote(c.req.raw, "comment", parsed.data.comment_id, parsed.data.up), "comment_points");
});
