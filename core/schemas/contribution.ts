// The song page's add forms for interpretations and comments (product §3.4 payloads, §5 messages),
// shared by the forms (checks before sending), the page action and the /api calls. The
// spec's messages are word for word; limits and the link rules are ours (decision 032).
import { z } from "../zod";
import { CAPTCHA_FIELD } from "./captcha";
import { CONTRIBUTION_LIMITS, CONTRIBUTION_MESSAGES } from "../rules/contribution";
import { containsUrl } from "../text/text-filter";
import { idSchema } from "./ids";

export { CONTRIBUTION_LIMITS, CONTRIBUTION_MESSAGES, idSchema };

/** Lines as the spec's client sends them (an array) or a form does (repeated fields, "1,3"). */
const linesSchema = z
  .preprocess(
    (value) => {
      if (Array.isArray(value)) return value;
      if (typeof value === "string") return value.split(",").filter((part) => part.trim() !== "");
      if (typeof value === "number") return [value];
      return [];
    },
    z.array(
      z.coerce
        .number<unknown>({ error: CONTRIBUTION_MESSAGES.annotationBadLine })
        .int(CONTRIBUTION_MESSAGES.annotationBadLine)
        .min(0, CONTRIBUTION_MESSAGES.annotationBadLine)
        .max(100_000, CONTRIBUTION_MESSAGES.annotationBadLine),
    ),
  )
  // Deduplicated and in order: the same interpretation however the lines were clicked.
  .transform((lines) => [...new Set(lines)].sort((a, b) => a - b))
  .pipe(
    z
      .array(z.number())
      .min(1, CONTRIBUTION_MESSAGES.annotationLines)
      .max(CONTRIBUTION_LIMITS.annotationLines, CONTRIBUTION_MESSAGES.annotationTooManyLines),
  );

const text = (required: string, max: number, tooLong: string) =>
  z
    .string({ error: required })
    .transform((value) => value.replace(/\r\n?/g, "\n").trim())
    .pipe(z.string().min(1, required).max(max, tooLong));

/** Product §3.4: {songId, annotationAuthor, annotationText, linesSelected, g-recaptcha-response}. */
export const annotationSchema = z.object({
  songId: idSchema(CONTRIBUTION_MESSAGES.badSong),
  // annotationAuthor is ignored: the author comes from the session.
  annotationText: text(CONTRIBUTION_MESSAGES.annotationText, CONTRIBUTION_LIMITS.annotation, CONTRIBUTION_MESSAGES.annotationTooLong).refine(
    (value) => !containsUrl(value),
    CONTRIBUTION_MESSAGES.annotationLinks,
  ),
  linesSelected: linesSchema,
  [CAPTCHA_FIELD]: z.string().optional().catch(undefined),
});

export type AnnotationInput = z.infer<typeof annotationSchema>;

/** Product §7.2: {song_id, author, text, g-recaptcha-response}; `author` is ignored. */
export const commentSchema = z.object({
  song_id: idSchema(CONTRIBUTION_MESSAGES.badSong),
  text: text(CONTRIBUTION_MESSAGES.commentText, CONTRIBUTION_LIMITS.comment, CONTRIBUTION_MESSAGES.commentTooLong),
  [CAPTCHA_FIELD]: z.string().optional().catch(undefined),
});

export type CommentInput = z.infer<typeof commentSchema>;
