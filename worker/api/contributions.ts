// The spec's add calls for the song page (§7): {result: "success", id} or {result: "error",
// error} with a 4xx. The page's own forms post to the song page's action instead, which
// calls the same services (app/server/song-actions/).
import { Hono } from "hono";
import { parseInput } from "@core/result";
import { annotationSchema, commentSchema } from "@core/schemas/contribution";
import { translationSchema } from "@core/schemas/translation";
import { postEditSchema } from "@core/schemas/post-edit";
import { isEditableKind, POST_EDIT_MESSAGES } from "@core/rules/post-edits";
import { idSchema } from "@core/schemas/ids";
import { addAnnotation, addComment, addTranslation } from "../services/contributions-write";
import { editOwnPost } from "../services/post-edits";
import { postVersions } from "../services/post-versions";
import { requireSession } from "../services/permissions";
import { answer } from "./answer";
import { guard } from "./auth-guard";
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

// Decision 048: the author edits their own interpretation, comment or translation
// ({kind, id, text}); refused before the body is read without a session.
contributionsApi.post("/editPost", async (c) => {
  const session = await requireSession(c.req.raw);
  if (!session.ok) return answer(c, session, "result");
  const input = parseInput(postEditSchema, await readBody(c));
  return answer(c, input.ok ? await editOwnPost(c.req.raw, input.value) : input, "result", ({ id, editedAt }) => ({ id, edited_at: editedAt }));
});

// Every earlier version of one edited item, newest first (moderators and admins).
contributionsApi.get("/postVersions/:kind/:id", guard("posts.history"), async (c) => {
  const kind = c.req.param("kind");
  if (!isEditableKind(kind)) return c.json({ error: POST_EDIT_MESSAGES.badKind }, 400);
  const id = parseInput(idSchema(POST_EDIT_MESSAGES.badId), c.req.param("id"));
  return answer(c, id.ok ? await postVersions(c.req.raw, kind, id.value) : id, "plain", (value) => value);
});
