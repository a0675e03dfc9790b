// The administrator's writes: deleting user-added content and managing articles. Callers
// (worker/api/moderation.ts, the panel action) have already checked the session's role.
// Each delete is one statement or one D1 batch, so it lands whole or not at all; points
// that disappear with deleted annotations are taken off their authors in the same batch.
import { eq, like, or, sql, type SQL } from "drizzle-orm";
import { articleRequiredError } from "../../app/lib/article-schema";
import { slugify } from "../../app/lib/urlname";
import { nowSeconds } from "../platform/clock";
import { sanitizeArticleHtml } from "./article-html";
import { refreshBestOfLists } from "./best-of";
import { db, schema } from "./db";
import { refreshRanking } from "./ranking";
import { isUniqueViolation } from "./urlnames";

export type ModerationAnswer = { status: "success" } | { status: "error"; error: string; httpStatus: 400 | 404 | 409 };

export const MODERATION_MESSAGES = {
  comment: "Nie ma takiego komentarza.",
  translation: "Nie ma takiego tłumaczenia.",
  element: "Nie ma takiego elementu.",
  annotation: "Nie ma takiej interpretacji.",
  song: "Nie ma takiej piosenki.",
  artist: "Nie ma takiego wykonawcy.",
  article: "Nie ma takiego artykułu.",
  articleUrlTaken: "Artykuł o takim adresie już istnieje. Zmień tytuł.",
} as const;

const success = { status: "success" } as const;
const notFound = (error: string): ModerationAnswer => ({ status: "error", error, httpStatus: 404 });

/** Lists built from annotations and users are cached; after a delete they are rebuilt. */
export async function refreshAfterModeration(): Promise<void> {
  await Promise.all([refreshBestOfLists(), refreshRanking()]);
}

export async function deleteComment(id: number): Promise<ModerationAnswer> {
  const gone = await db().delete(schema.comments).where(eq(schema.comments.id, id)).returning({ id: schema.comments.id });
  return gone.length ? success : notFound(MODERATION_MESSAGES.comment);
}

export async function deleteTranslation(id: number): Promise<ModerationAnswer> {
  const gone = await db().delete(schema.translations).where(eq(schema.translations.id, id)).returning({ id: schema.translations.id });
  return gone.length ? success : notFound(MODERATION_MESSAGES.translation);
}

export async function deleteElement(id: number): Promise<ModerationAnswer> {
  const gone = await db().delete(schema.songElements).where(eq(schema.songElements.id, id)).returning({ id: schema.songElements.id });
  return gone.length ? success : notFound(MODERATION_MESSAGES.element);
}

type Removal = Parameters<ReturnType<typeof db>["batch"]>[0][number];

/**
 * Deletes (the `remove` statement, which answers the deleted ids) together with the points
 * of the annotations matched by `which`, taken off their authors in the same batch.
 */
async function removeWithPoints(which: SQL, remove: Removal, missing: string): Promise<ModerationAnswer> {
  const withdraw = db()
    .update(schema.users)
    .set({
      points: sql`${schema.users.points} - coalesce(
        (SELECT sum(a.points) FROM annotations a WHERE a.user_id = ${schema.users.id} AND ${which}), 0)`,
    })
    .where(sql`${schema.users.id} IN (SELECT a.user_id FROM annotations a WHERE a.user_id IS NOT NULL AND ${which})`);
  const [, gone] = (await db().batch([withdraw, remove])) as [unknown, unknown[]];
  if (!gone.length) return notFound(missing);
  await refreshAfterModeration();
  return success;
}

export function deleteAnnotation(id: number): Promise<ModerationAnswer> {
  const remove = db().delete(schema.annotations).where(eq(schema.annotations.id, id)).returning({ id: schema.annotations.id });
  return removeWithPoints(sql`a.id = ${id}`, remove, MODERATION_MESSAGES.annotation);
}

/** The song's annotations, comments, translations, elements and votes go with it (foreign
 * keys cascade); the FTS triggers drop it from the search index. */
export function deleteSong(id: number): Promise<ModerationAnswer> {
  const remove = db().delete(schema.songs).where(eq(schema.songs.id, id)).returning({ id: schema.songs.id });
  return removeWithPoints(sql`a.song_id = ${id}`, remove, MODERATION_MESSAGES.song);
}

export function deleteArtist(id: number): Promise<ModerationAnswer> {
  const remove = db().delete(schema.artists).where(eq(schema.artists.id, id)).returning({ id: schema.artists.id });
  return removeWithPoints(sql`a.song_id IN (SELECT id FROM songs WHERE artist_id = ${id})`, remove, MODERATION_MESSAGES.artist);
}

export type ArticleInput = { article_id?: number; article_title: string; article_text: string };
export type SaveArticleAnswer =
  | { status: "success"; insertId?: number; article_id: number; article_url: string }
  | Extract<ModerationAnswer, { status: "error" }>;

/** A url name no other article has: the title's, else with -2, -3, … */
async function freeArticleUrl(title: string): Promise<string> {
  const base = slugify(title);
  const rows = await db()
    .select({ url: schema.articles.url })
    .from(schema.articles)
    .where(or(eq(schema.articles.url, base), like(schema.articles.url, `${base}-%`)));
  const used = new Set(rows.map((r) => r.url));
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

/** Creates (no id) or updates an article. The url name is set once, so links stay valid. */
export async function saveArticle(input: ArticleInput, authorId: number): Promise<SaveArticleAnswer> {
  const title = input.article_title.trim();
  const text = await sanitizeArticleHtml(input.article_text);
  const missing = articleRequiredError(title, text);
  if (missing) return { status: "error", error: missing, httpStatus: 400 };
  const now = nowSeconds();
  if (input.article_id !== undefined) {
    const [updated] = await db()
      .update(schema.articles)
      .set({ title, text, updatedAt: now })
      .where(eq(schema.articles.id, input.article_id))
      .returning({ id: schema.articles.id, url: schema.articles.url });
    if (!updated) return notFound(MODERATION_MESSAGES.article) as Extract<ModerationAnswer, { status: "error" }>;
    return { status: "success", article_id: updated.id, article_url: updated.url };
  }
  try {
    const [created] = await db()
      .insert(schema.articles)
      .values({ title, text, url: await freeArticleUrl(title), authorId, createdAt: now, updatedAt: now })
      .returning({ id: schema.articles.id, url: schema.articles.url });
    return { status: "success", insertId: created.id, article_id: created.id, article_url: created.url };
  } catch (error) {
    // Two articles with the same title saved at the same instant: one wins the url name.
    if (isUniqueViolation(error)) {
      return { status: "error", error: MODERATION_MESSAGES.articleUrlTaken, httpStatus: 409 };
    }
    throw error;
  }
}

export async function deleteArticle(id: number): Promise<ModerationAnswer> {
  const gone = await db().delete(schema.articles).where(eq(schema.articles.id, id)).returning({ id: schema.articles.id });
  return gone.length ? success : notFound(MODERATION_MESSAGES.article);
}
