// The spec's add calls for the song page (§7): {result: "success", id} or {result: "error",
// error} with a 4xx. The page's own forms post to the song page's action instead, which
// calls the same services (app/lib/song-actions/).
import { Hono } from "hono";
import { annotationSchema, commentSchema, firstIssue } from "../../app/lib/contribution-schemas";
import { translationSchema } from "../../app/lib/translation-schema";
import { addAnnotation, addComment, addTranslation } from "../services/contributions-write";
import { fail } from "../services/result";
import { answer } from "./answer";
import { readBody } from "./body";

export const contributionsApi = new Hono<{ Bindings: Env }>();

const invalid = (error: Parameters<typeof firstIssue>[0]) => {
  const { message, field } = firstIssue(error);
  return fail("invalid", message, { field });
};

contributionsApi.post("/addAnnotation", async (c) => {
  const parsed = annotationSchema.safeParse(await readBody(c));
  if (!parsed.success) return answer(c, invalid(parsed.error), "result");
  return answer(c, await addAnnotation(c.req.raw, parsed.data), "result", ({ id }) => ({ id }));
});

contributionsApi.post("/addComment", async (c) => {
  const parsed = commentSchema.safeParse(await readBody(c));
  if (!parsed.success) return answer(c, invalid(parsed.error), "result");
  return answer(c, await addComment(c.req.raw, parsed.data), "result", ({ id }) => ({ id }));
});

contributionsApi.post("/addTranslation", async (c) => {
  const parsed = translationSchema.safeParse(await readBody(c));
  if (!parsed.success) return answer(c, invalid(parsed.error), "result");
  return answer(c, await addTranslation(c.req.raw, parsed.data), "result", ({ id }) => ({ id }));
});
