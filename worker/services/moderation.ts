// The moderators' and the admin's writes: deleting user-added content and managing articles.
// Each function checks its permission (core/auth/permissions.ts) against the request's
// verified session before it touches anything. Each delete is one statement or one D1 batch,
// so it lands whole or not at all; points that disappear with deleted annotations are taken
// off their authors in the same batch.
import { eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Permission } from "@core/auth/permissions";
import { articleRequiredError } from "@core/schemas/article";
import { slugify } from "@core/text/urlname";
import { nowSeconds } from "../platform/clock";
import { sanitizeArticleHtml } from "./article-html";
import { refreshBestOfLists } from "./best-of";
import { db, schema } from "./db";
import { interpretationsChanged } from "./freshness";
import { requirePermission } from "./permissions";
import { refreshRanking } from "./ranking";
import { withdrawAnnotationPoints } from "./points";
import { fail, ok, type Result } from "@core/result";
import { type Author, authorOf } from "./song-revisions";
import { removeSync } from "./song-sync";
import { isUniqueViolation, urlnameCandidates } from "./urlnames";

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

const notFound = (message: string) => fail("not_found", message);

/** Lists built from annotations and users are cached; after a delete they are rebuilt. */
export async function refreshAfterModeration(): Promise<void> {
  await interpretationsChanged();
  await Promise.all([refreshBestOfLists(), refreshRanking()]);
}

async function removeComment(id: number): Promise<Result> {
  const gone = await db().delete(schema.comments).where(eq(schema.comments.id, id)).returning({ id: schema.comments.id });
  return gone.length ? ok() : notFound(MODERATION_MESSAGES.comment);
}

async function removeTranslation(id: number): Promise<Result> {
  const gone = await db().delete(schema.translations).where(eq(schema.translations.id, id)).returning({ id: schema.translations.id });
  return gone.length ? ok() : notFound(MODERATION_MESSAGES.translation);
}

async function removeElement(id: number): Promise<Result> {
  const gone = await db().delete(schema.songElements).where(eq(schema.songElements.id, id)).returning({ id: schema.songElements.id });
  return gone.length ? ok() : notFound(MODERATION_MESSAGES.element);
}

type Removal = Parameters<ReturnType<typeof db>["batch"]>[0][number];

/**
 * Deletes (the `remove` statement, which answers the deleted ids) together with the points
 * of the annotations matched by `which`, taken off their authors in the same batch.
 */
async function removeWithPoints(which: SQL, remove: Removal, missing: string): Promise<Result> {
  const [, gone] = (await db().batch([withdrawAnnotationPoints(which), remove])) as [unknown, unknown[]];
  if (!gone.length) return notFound(missing);
  await refreshAfterModeration();
  return ok();
}

function removeAnnotation(id: number): Promise<Result> {
  const remove = db().delete(schema.annotations).where(eq(schema.annotations.id, id)).returning({ id: schema.annotations.id });
  return removeWithPoints(sql`a.id = ${id}`, remove, MODERATION_MESSAGES.annotation);
}

/** The song's annotations, comments, translations, elements and votes go with it (foreign
 * keys cascade); the FTS triggers drop it from the search index. */
function removeSong(id: number): Promise<Result> {
  const remove = db().delete(schema.songs).where(eq(schema.songs.id, id)).returning({ id: schema.songs.id });
  return removeWithPoints(sql`a.song_id = ${id}`, remove, MODERATION_MESSAGES.song);
}

function removeArtist(id: number): Promise<Result> {
  const remove = db().delete(schema.artists).where(eq(schema.artists.id, id)).returning({ id: schema.artists.id });
  return removeWithPoints(sql`a.song_id IN (SELECT id FROM songs WHERE artist_id = ${id})`, remove, MODERATION_MESSAGES.artist);
}

/**
 * Every kind of item a moderator can delete: the permission it takes, the field its id
 * travels in (the spec's delete calls and the song page's delete forms) and the removal.
 * The /api delete calls and the song page's delete intents are both made from this table.
 */
export const DELETIONS = {
  annotation: { permission: "annotation.delete", field: "annotation_id", remove: removeAnnotation },
  comment: { permission: "comment.delete", field: "comment_id", remove: removeComment },
  translation: { permission: "translation.delete", field: "translation_id", remove: removeTranslation },
  element: { permission: "element.delete", field: "element_id", remove: removeElement },
  song: { permission: "song.delete", field: "song_id", remove: removeSong },
  artist: { permission: "artist.delete", field: "artist_id", remove: removeArtist },
  // Decision 037: synced lyrics of the song's current video; the form sends the song's id.
  sync: { permission: "sync.delete", field: "song_id", remove: removeSync },
} as const satisfies Record<string, { permission: Permission; field: string; remove: (id: number, by: Author) => Promise<Result> }>;

export type DeletableKind = keyof typeof DELETIONS;

/** Deletes one item when the session's user holds the kind's permission. */
export async function deleteItem(request: Request, kind: DeletableKind, id: number): Promise<Result> {
  const actor = await requirePermission(request, DELETIONS[kind].permission);
  if (!actor.ok) return actor;
  return DELETIONS[kind].remove(id, await authorOf(request, actor.value));
}

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
    if (!updated) return notFound(MODERATION_MESSAGES.article);
    return ok({ article_id: updated.id, article_url: updated.url });
  }
  try {
    const [created] = await db()
      .insert(schema.articles)
      .values({ title, text, url: await freeArticleUrl(title), authorId: actor.value.id, createdAt: now, updatedAt: now })
      .returning({ id: schema.articles.id, url: schema.articles.url });
    return ok({ insertId: created.id, article_id: created.id, article_url: created.url });
  } catch (error) {
    // Two articles with the same title saved at the same instant: one wins the url name.
    if (isUniqueViolation(error)) {
      return fail("conflict", MODERATION_MESSAGES.articleUrlTaken);
    }
    throw error;
  }
}

export async function deleteArticle(request: Request, id: number): Promise<Result> {
  const actor = await requirePermission(request, "article.manage");
  if (!actor.ok) return actor;
  const gone = await db().delete(schema.articles).where(eq(schema.articles.id, id)).returning({ id: schema.articles.id });
  return gone.length ? ok() : notFound(MODERATION_MESSAGES.article);
}
