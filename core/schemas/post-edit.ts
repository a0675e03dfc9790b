// An edit of one's own post (decision 048), shared by the song page's edit forms, the page
// action and POST /api/editPost: the kind, the item's id and the new text. The text passes
// the very field schema the kind's add form uses (lengths, lines, links), so an edit cannot
// hold what adding would refuse.
import { z } from "../zod";
import { POST_EDIT_MESSAGES } from "../rules/post-edits";
import { annotationSchema, commentSchema } from "./contribution";
import { idSchema } from "./ids";
import { translationSchema } from "./translation";

const id = idSchema(POST_EDIT_MESSAGES.badId);

export const postEditSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("annotation"), id, text: annotationSchema.shape.annotationText }),
    z.object({ kind: z.literal("comment"), id, text: commentSchema.shape.text }),
    z.object({ kind: z.literal("translation"), id, text: translationSchema.shape.translationText }),
  ],
  { error: POST_EDIT_MESSAGES.badKind },
);

export type PostEditInput = z.infer<typeof postEditSchema>;
