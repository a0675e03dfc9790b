// The spec's vote calls (§7): POST /api/voteUp {annotation_id, up, username} answers
// {annotation_points, voted}; POST /api/voteUpComment {comment_id, up, username} answers
// {comment_points, voted}. The voter comes from the session or the visitor cookie, never
// from `username` (worker/services/votes.ts); refusals carry {error} and a 4xx.
import { Hono, type Context } from "hono";
import { parseInput, type Result } from "@core/result";
import { annotationVoteSchema, commentVoteSchema } from "@core/schemas/vote";
import { vote, type VoteOutcome } from "../services/votes";
import { answer } from "./answer";
import { readBody } from "./body";

export const votesApi = new Hono<{ Bindings: Env }>();

function answerVote(c: Context, result: Result<VoteOutcome>, pointsField: "annotation_points" | "comment_points") {
  if (result.ok && result.value.cookie) c.header("Set-Cookie", result.value.cookie);
  return answer(c, result, "plain", ({ points, voted }) => ({ [pointsField]: points, voted }));
}

votesApi.post("/voteUp", async (c) => {
  const input = parseInput(annotationVoteSchema, await readBody(c));
  const result = input.ok ? await vote(c.req.raw, "annotation", input.value.annotation_id, input.value.up) : input;
  return answerVote(c, result, "annotation_points");
});

votesApi.post("/voteUpComment", async (c) => {
  const input = parseInput(commentVoteSchema, await readBody(c));
  const result = input.ok ? await vote(c.req.raw, "comment", input.value.comment_id, input.value.up) : input;
  return answerVote(c, result, "comment_points");
});
