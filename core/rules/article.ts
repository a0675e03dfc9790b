// An article's limits, messages and the "required" rule (product §5.11 "Article save"),
// apart from the zod schema of core/schemas/article.ts so that the editor's page does not
// load zod for them (decision 052).
export const ARTICLE_MESSAGES = {
  required: "tytuł oraz treść są wymagane!",
  titleTooLong: "Tytuł może mieć najwyżej 200 znaków.",
  textTooLong: "Treść artykułu jest za długa.",
  invalid: "Nieprawidłowy artykuł.",
} as const;

export const ARTICLE_TITLE_MAX = 200;

/** Whether a body shows anything (text, an image or an embed); an empty editor is "<p><br></p>". */
export function hasVisibleContent(html: string): boolean {
  return /<(img|iframe)\b/i.test(html) || html.replace(/<[^>]*>/g, "").replace(/&nbsp;|\s/g, "") !== "";
}

/** The spec's message when the title or the text is missing, else null. */
export function articleRequiredError(title: string, html: string): string | null {
  return title.trim() && hasVisibleContent(html) ? null : ARTICLE_MESSAGES.required;
}
