// The spec's add calls for the song page (§7): {result: "success", id} or {result: "error",
// error} with a 4xx. The page's own forms post to the song page's action instead, which
// calls the same services (app/server/song-actions/).
import { Hono } from "hono";
import { parseInput } from "@core/result";
import { annotationSchema, commentSchema } from "@core/schemas/contribution";
import { translationSchema } from "@core/schemas/translation";
import { addAnnotation, addComment, addTranslation } from "../services/contributions-write";
import { answer } from "./answer";
import { readBody } from "./body";

export const contributionsApi = new Hono<{ Bindings: Env }>();

const withId = ({ id }: { id: number }) => ({ id });

contributionsApi.post("/addAnnotation", async (c) => {
  const input = parseInput(annotationSchema, await readBody(c));
  return answer(c, input.ok ? await addAnnotation(c.req.raw, input.value) : input, "result", withId);
});

contributionsApi.post("/addComment", async (c) => {
  const input = parseInput(commentSchema, await readBody(c));
  return answer(c, input.ok ? await addComment(c.req.raw, input.value) : input, "result", withId);
});

contributionsApi.post("/addTranslation", async (c) => {
  const input = parseInput(translationSchema, await readBody(c));
  return answer(c, input.ok ? await addTranslation(c.req.raw, input.value) : input, "result", withId);
});
