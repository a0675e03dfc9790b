// Article saves (product §5.11 "Article save"), shared by the editor page (its check before
// sending, its no-JavaScript action), the /api/saveArticle call and the save service.
import { z } from "../zod";
import { idSchema } from "./ids";

export const ARTICLE_MESSAGES = {
  required: "tytuł oraz treść są wymagane!",
  titleTooLong: "Tytuł może mieć najwyżej 200 znaków.",
  textTooLong: "Treść artykułu jest za długa.",
  invalid: "Nieprawidłowy artykuł.",
} as const;

export const ARTICLE_TITLE_MAX = 200;
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

/** Whether a body shows anything (text, an image or an embed); an empty editor is "<p><br></p>". */
export function hasVisibleContent(html: string): boolean {
  return /<(img|iframe)\b/i.test(html) || html.replace(/<[^>]*>/g, "").replace(/&nbsp;|\s/g, "") !== "";
}

/** The spec's message when the title or the text is missing, else null. */
export function articleRequiredError(title: string, html: string): string | null {
  return title.trim() && hasVisibleContent(html) ? null : ARTICLE_MESSAGES.required;
}
