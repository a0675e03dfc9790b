// Blog articles for the reading side: the blog pages, the article page, the home and the
// new-articles widget. Bodies are sanitised again on the way out
// (article-html.ts), so rows written before a sanitiser change are safe too.
import { count, desc, eq, or, sql } from "drizzle-orm";
import { BLOG_PAGE_SIZE, NEW_ARTICLES_WIDGET } from "@core/constants";
import { clampPage, pageCount } from "@core/pages/pager";
import { sanitizeArticleHtml } from "./article-html";
import { firstImageSrc } from "./article-text";
import { fail, ok, type Result } from "@core/result";
import { compiled, db, readBatch, schema } from "./db";

export type Article = {
  article_id: number;
  article_title: string;
  /** sanitised HTML */
  article_text: string;
  article_url: string;
  article_timestamp: number;
};

/** A list entry: no body, but the first image of the body as the thumbnail. */
export type ArticleSummary = Omit<Article, "article_text"> & { article_thumbnail: string | null };

export type ArticlesPage = { articles: ArticleSummary[]; total: number; page: number; pageCount: number };

const columns = {
  id: schema.articles.id,
  title: schema.articles.title,
  url: schema.articles.url,
  text: schema.articles.text,
  createdAt: schema.articles.createdAt,
};
type Row = { id: number; title: string; url: string; text: string; createdAt: number };
const newestFirst = [desc(schema.articles.createdAt), desc(schema.articles.id)];

async function toSummary(row: Row): Promise<ArticleSummary> {
  return {
    article_id: row.id,
    article_title: row.title,
    article_url: row.url,
    article_timestamp: row.createdAt,
    article_thumbnail: await firstImageSrc(row.text),
  };
}

export const NO_ARTICLE_MESSAGE = "Nie ma takiego artykułu.";

/** By url name or, for a plain number that is no url name, by id; not_found when unknown. */
export async function getArticle(idOrUrl: string): Promise<Result<Article>> {
  const id = /^\d{1,9}$/.test(idOrUrl) ? Number(idOrUrl) : null;
  const rows = await db()
    .select(columns)
    .from(schema.articles)
    .where(id === null ? eq(schema.articles.url, idOrUrl) : or(eq(schema.articles.url, idOrUrl), eq(schema.articles.id, id)))
    .limit(2);
  const row = rows.find((r) => r.url === idOrUrl) ?? rows[0];
  if (!row) return fail("not_found", NO_ARTICLE_MESSAGE);
  return ok({
    article_id: row.id,
    article_title: row.title,
    article_text: await sanitizeArticleHtml(row.text),
    article_url: row.url,
    article_timestamp: row.createdAt,
  });
}

/** Newest articles (home: 4, widget: 6), index articles_created. */
export async function recentArticles(limit: number = NEW_ARTICLES_WIDGET): Promise<ArticleSummary[]> {
  const rows = await db()
    .select(columns)
    .from(schema.articles)
    .orderBy(...newestFirst)
    .limit(limit);
  return Promise.all(rows.map(toSummary));
}

/** One blog page (12 articles), the page clamped to the ones that exist. */
export async function articlesPage(requestedPage: number): Promise<ArticlesPage> {
  // The count and the asked page in one round trip; a page past the last is read again, clamped.
  const [[{ total }], asked] = await readBatch([articleCount(), articleRows({ offset: (requestedPage - 1) * BLOG_PAGE_SIZE })] as const);
  const pages = pageCount(total, BLOG_PAGE_SIZE);
  const page = clampPage(requestedPage, pages);
  const rows = page === requestedPage ? asked : (await readBatch([articleRows({ offset: (page - 1) * BLOG_PAGE_SIZE })]))[0];
  return { articles: await Promise.all(rows.map(toSummary)), total, page, pageCount: pages };
}

// Built once per isolate (worker/services/db.ts): building them was a seventh of a blog page's CPU.
const articleCount = compiled(() => db().select({ total: count() }).from(schema.articles));
const articleRows = compiled(() =>
  db()
    .select(columns)
    .from(schema.articles)
    .orderBy(...newestFirst)
    .limit(BLOG_PAGE_SIZE)
    .offset(sql.placeholder("offset")),
);
