// Writing articles (the article editor, POST /api/saveArticle): the admin's. Deleting one
// goes through the trash (moderation.ts).
import { pagesChanged, pageTag } from "./page-tags";
import { eq, inArray } from "drizzle-orm";
import { fail, ok, type Result } from "@core/result";
import { articleRequiredError } from "@core/schemas/article";
import { slugify } from "@core/text/urlname";
import { nowSeconds } from "../platform/clock";
import { sanitizeArticleHtml } from "./article-html";
import { audit } from "./audit";
import { db, schema } from "./db";
import { requirePermission } from "./permissions";
import { isUniqueViolation, urlnameCandidates } from "./urlnames";

export const ARTICLE_WRITE_MESSAGES = {
  missing: "Nie ma takiego artykułu.",
  urlTaken: "Artykuł o takim adresie już istnieje. Zmień tytuł.",
} as const;

export type ArticleInput = { article_id?: number; article_title: string; article_text: string };
export type SavedArticle = { insertId?: number; article_id: number; article_url: string };

/**
 * A url name no other article has: the title's, else with -2 … -20, else a random suffix.
 * An IN list of candidates, never a LIKE built from the title (D1 refuses LIKE patterns
 * over 50 bytes, and a title's characters would be pattern syntax).
 */
async function freeArticleUrl(title: string): Promise<string> {
  const base = slugify(title);
  const candidates = urlnameCandidates(base);
  const rows = await db().select({ url: schema.articles.url }).from(schema.articles).where(inArray(schema.articles.url, candidates));
  const used = new Set(rows.map((r) => r.url));
  return candidates.find((c) => !used.has(c)) ?? `${base}-${crypto.randomUUID().slice(0, 8)}`;
}

/** Creates (no id) or updates an article. The url name is set once, so links stay valid. */
export async function saveArticle(request: Request, input: ArticleInput): Promise<Result<SavedArticle>> {
  const actor = await requirePermission(request, "article.manage");
  if (!actor.ok) return actor;
  const title = input.article_title.trim();
  const text = await sanitizeArticleHtml(input.article_text);
  const missing = articleRequiredError(title, text);
  if (missing) return fail("invalid", missing);
  const now = nowSeconds();
  if (input.article_id !== undefined) {
    const [updated] = await db()
      .update(schema.articles)
      .set({ title, text, updatedAt: now })
      .where(eq(schema.articles.id, input.article_id))
      .returning({ id: schema.articles.id, url: schema.articles.url });
    if (!updated) return fail("not_found", ARTICLE_WRITE_MESSAGES.missing);
    await audit(actor.value, { action: "article-save", kind: "article", itemId: updated.id, label: title });
    await pagesChanged([pageTag.blog]);
    return ok({ article_id: updated.id, article_url: updated.url });
  }
  try {
    const [created] = await db()
      .insert(schema.articles)
      .values({ title, text, url: await freeArticleUrl(title), authorId: actor.value.id, createdAt: now, updatedAt: now })
      .returning({ id: schema.articles.id, url: schema.articles.url });
    await audit(actor.value, { action: "article-save", kind: "article", itemId: created.id, label: title });
    await pagesChanged([pageTag.blog]);
    return ok({ insertId: created.id, article_id: created.id, article_url: created.url });
  } catch (error) {
    // Two articles with the same title saved at the same instant: one wins the url name.
    if (isUniqueViolation(error)) {
      return fail("conflict", ARTICLE_WRITE_MESSAGES.urlTaken);
    }
    throw error;
  }
}
