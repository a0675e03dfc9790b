import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { BLOG_PAGE_SIZE } from "@core/constants";
import * as schema from "@db/schema";
import { articlesPage } from "@worker/services/articles";
import { testDb } from "./helpers";

// The blog list reads the count and the page in one batch and keeps each body's thumbnail per
// isolate (worker/services/article-text.ts): an edited body must still show its new image.

async function makeArticle(n: number, image: string) {
  const [row] = await testDb()
    .insert(schema.articles)
    .values({ title: `Wpis ${n}`, url: `wpis-listy-${n}-${Date.now()}`, text: `<p>Wstęp ${n}</p><img src="${image}">`, createdAt: 2_000_000_000 + n })
    .returning();
  return row;
}

describe("blog list", () => {
  it("shows an edited article's new first image, not the one it showed before", async () => {
    const article = await makeArticle(900, "/api/upload/stary.png");
    const before = await articlesPage(1);
    expect(before.articles.find((a) => a.article_id === article.id)?.article_thumbnail).toBe("/api/upload/stary.png");
    await testDb()
      .update(schema.articles)
      .set({ text: '<p>Poprawiony</p><img src="/api/upload/nowy.png">' })
      .where(eq(schema.articles.id, article.id));
    const after = await articlesPage(1);
    expect(after.articles.find((a) => a.article_id === article.id)?.article_thumbnail).toBe("/api/upload/nowy.png");
  });

  it("a page past the last is the last page, its articles read again", async () => {
    for (let n = 0; n < BLOG_PAGE_SIZE + 1; n++) await makeArticle(1000 + n, `/api/upload/${n}.png`);
    const first = await articlesPage(1);
    const last = await articlesPage(999);
    expect(last.page).toBe(first.pageCount);
    expect(last.articles.length).toBeGreaterThan(0);
    expect(last.articles.map((a) => a.article_id)).not.toEqual(first.articles.map((a) => a.article_id));
    expect(last.total).toBe(first.total);
  });
});
