// RSS 2.0 feeds (decision 030): the blog and the newest interpretations, built with the
// `feed` library. Each is a short index walk (articles_created, annotations_created) and is
// kept a few minutes per isolate; the response tells caches the same.
import { desc } from "drizzle-orm";
import { Feed } from "feed";
import { SITE_NAME } from "@core/constants";
import { FEEDS } from "@core/pages/feeds";
import { annotationHref } from "@core/pages/song-view";
import { cutNear } from "@core/text/text-cut";
import { selectAnnotations, toAnnotationItem } from "./annotation-shape";
import { sanitizeArticleHtml } from "./article-html";
import { articleDescription } from "./article-text";
import { memoInIsolate } from "./cache";
import { db, schema } from "./db";
import { songSummariesByIds } from "./songs";

/** Items per feed: what a reader that checks hourly could have missed, and no more. */
export const FEED_ITEMS = 20;
const FEED_MEMO_SECONDS = 5 * 60;
const ITEM_TITLE_LENGTH = 90;

export type FeedKey = (typeof FEEDS)[number]["key"];

function newFeed(origin: string, key: FeedKey, description: string, updated: Date): Feed {
  const feed = FEEDS.find((f) => f.key === key)!;
  return new Feed({
    title: feed.title,
    description,
    id: `${origin}/`,
    link: `${origin}/`,
    language: "pl",
    updated,
    generator: SITE_NAME,
    feedLinks: { rss: `${origin}${feed.path}` },
    copyright: `© ${SITE_NAME}`,
  });
}

/** Feed readers open article bodies away from the site: its own addresses must be absolute. */
async function absoluteLinks(html: string, origin: string): Promise<string> {
  const fix = (attribute: string) => ({
    element(element: Element) {
      const value = element.getAttribute(attribute);
      if (value?.startsWith("/") && !value.startsWith("//")) element.setAttribute(attribute, `${origin}${value}`);
    },
  });
  return new HTMLRewriter().on("a[href]", fix("href")).on("img[src]", fix("src")).transform(new Response(html)).text();
}

async function buildBlogFeed(origin: string): Promise<string> {
  const rows = await db()
    .select({ title: schema.articles.title, url: schema.articles.url, text: schema.articles.text, createdAt: schema.articles.createdAt })
    .from(schema.articles)
    .orderBy(desc(schema.articles.createdAt), desc(schema.articles.id))
    .limit(FEED_ITEMS);
  const feed = newFeed(
    origin,
    "blog",
    "Wpisy redakcji: o muzyce, o tekstach i o tym, czego w nich nie ma.",
    new Date((rows[0]?.createdAt ?? 0) * 1000),
  );
  for (const row of rows) {
    const html = await sanitizeArticleHtml(row.text);
    const link = `${origin}/artykul/${encodeURIComponent(row.url)}`;
    feed.addItem({
      title: row.title,
      id: link,
      link,
      date: new Date(row.createdAt * 1000),
      description: await articleDescription(html),
      content: await absoluteLinks(html, origin),
    });
  }
  return feed.rss2();
}

async function buildInterpretationsFeed(origin: string): Promise<string> {
  const rows = await selectAnnotations().orderBy(desc(schema.annotations.createdAt), desc(schema.annotations.id)).limit(FEED_ITEMS);
  const items = rows.map(toAnnotationItem);
  const songs = await songSummariesByIds(items.map((item) => item.annotation_song_id));
  const feed = newFeed(
    origin,
    "interpretacje",
    "Najnowsze zabawne i celowo nieprawdziwe interpretacje tekstów piosenek.",
    new Date((items[0]?.annotation_timestamp ?? 0) * 1000),
  );
  for (const item of items) {
    const song = songs[item.annotation_song_id];
    if (!song) continue;
    const link = `${origin}${annotationHref(song.song_urlname, item.annotation_id)}`;
    feed.addItem({
      title: `${song.song_search}: ${cutNear(item.annotation_text, ITEM_TITLE_LENGTH)} (${item.annotation_author})`,
      id: link,
      link,
      date: new Date(item.annotation_timestamp * 1000),
      description: item.annotation_text,
    });
  }
  return feed.rss2();
}

const BUILDERS: Record<FeedKey, (origin: string) => Promise<string>> = { blog: buildBlogFeed, interpretacje: buildInterpretationsFeed };

/** One feed's RSS 2.0 document. */
export function rssFeed(key: FeedKey, origin: string): Promise<string> {
  return memoInIsolate(`feed:${key}:${origin}`, () => BUILDERS[key](origin), FEED_MEMO_SECONDS);
}
