// Article saves (product §5.11 "Article save"), shared by the editor page (its check before
// sending, its no-JavaScript action), the /api/saveArticle call and the save service.
import { z } from "../zod";
import { idSchema } from "./ids";
import { ARTICLE_MESSAGES, ARTICLE_TITLE_MAX, articleRequiredError, hasVisibleContent } from "../rules/article";

export { ARTICLE_MESSAGES, ARTICLE_TITLE_MAX, articleRequiredError, hasVisibleContent };

const ARTICLE_TEXT_MAX = 500_000;

/** An article id, as the editor's form or the spec's client sends it. */
export const articleIdSchema = idSchema(ARTICLE_MESSAGES.invalid);

// Empty fields pass here on purpose: the service decides "required" after sanitising, so an
// article holding only a <script> is refused with the spec's message too.
export const articleSchema = z.object({
  article_id: articleIdSchema.optional(),
  article_title: z.string(ARTICLE_MESSAGES.invalid).max(ARTICLE_TITLE_MAX, ARTICLE_MESSAGES.titleTooLong).default(""),
  article_text: z.string(ARTICLE_MESSAGES.invalid).max(ARTICLE_TEXT_MAX, ARTICLE_MESSAGES.textTooLong).default(""),
});
