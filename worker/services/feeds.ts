// RSS 2.0 feeds (decision 030): what the blog and the newest-interpretations feeds hold, as
// plain text (worker/seo/rss.ts writes the XML and escapes it). Each is a short index walk
// (articles_created, annotations_created) and is kept a minute per isolate; the
// response tells caches the same.
import { desc } from "drizzle-orm";
import { SITE_NAME } from "@core/constants";
import { FEEDS } from "@core/pages/feeds";
import { annotationHref } from "@core/pages/song-view";
import { cutNear } from "@core/text/text-cut";
import type { RssChannel, RssItem } from "../seo/rss";
import { selectAnnotations, toAnnotationItem } from "./annotation-shape";
import { sanitizeArticleHtml } from "./article-html";
import { articleDescription } from "./article-text";
import { dropMemoPrefix, memoInIsolate } from "./cache";
import { db, schema } from "./db";
import { songSummariesByIds } from "./songs";

/** Items per feed: what a reader that checks hourly could have missed, and no more. */
export const FEED_ITEMS = 20;
// A minute, like every per-isolate copy: a deleted item leaves other isolates' feeds within it.
const FEED_MEMO_SECONDS = 60;
const ITEM_TITLE_LENGTH = 90;

export type FeedKey = (typeof FEEDS)[number]["key"];

function channel(origin: string, key: FeedKey, description: string, updated: Date, items: RssItem[]): RssChannel {
  const feed = FEEDS.find((f) => f.key === key)!;
  return {
    title: feed.title,
    link: `${origin}/`,
    description,
    self: `${origin}${feed.path}`,
    language: "pl",
    updated,
    generator: SITE_NAME,
    copyright: `© ${SITE_NAME}`,
    items,
  };
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

async function buildBlogFeed(origin: string): Promise<RssChannel> {
  const rows = await db()
    .select({ title: schema.articles.title, url: schema.articles.url, text: schema.articles.text, createdAt: schema.articles.createdAt })
    .from(schema.articles)
    .orderBy(desc(schema.articles.createdAt), desc(schema.articles.id))
    .limit(FEED_ITEMS);
  const items: RssItem[] = [];
  for (const row of rows) {
    const html = await sanitizeArticleHtml(row.text);
    items.push({
      title: row.title,
      link: `${origin}/artykul/${encodeURIComponent(row.url)}`,
      date: new Date(row.createdAt * 1000),
      description: await articleDescription(html),
      contentHtml: await absoluteLinks(html, origin),
    });
  }
  const description = "Wpisy redakcji: o muzyce, o tekstach i o tym, czego w nich nie ma.";
  return channel(origin, "blog", description, new Date((rows[0]?.createdAt ?? 0) * 1000), items);
}

async function buildInterpretationsFeed(origin: string): Promise<RssChannel> {
  const rows = await selectAnnotations().orderBy(desc(schema.annotations.createdAt), desc(schema.annotations.id)).limit(FEED_ITEMS);
  const annotations = rows.map(toAnnotationItem);
  const songs = await songSummariesByIds(annotations.map((item) => item.annotation_song_id));
  const items: RssItem[] = [];
  for (const item of annotations) {
    const song = songs[item.annotation_song_id];
    if (!song) continue;
    // Interpretations are plain text (never markup): title and description carry it as is.
    items.push({
      title: `${song.song_search}: ${cutNear(item.annotation_text, ITEM_TITLE_LENGTH)} (${item.annotation_author})`,
      link: `${origin}${annotationHref(song.song_urlname, item.annotation_id)}`,
      date: new Date(item.annotation_timestamp * 1000),
      description: item.annotation_text,
    });
  }
  const description = "Najnowsze zabawne i celowo nieprawdziwe interpretacje tekstów piosenek.";
  return channel(origin, "interpretacje", description, new Date((annotations[0]?.annotation_timestamp ?? 0) * 1000), items);
}

const BUILDERS: Record<FeedKey, (origin: string) => Promise<RssChannel>> = { blog: buildBlogFeed, interpretacje: buildInterpretationsFeed };

/** One feed's channel and items, as plain text and the sanitised article HTML. */
export function feedChannel(key: FeedKey, origin: string): Promise<RssChannel> {
  return memoInIsolate(`feed:${key}:${origin}`, () => BUILDERS[key](origin), FEED_MEMO_SECONDS);
}

/** A deleted, restored or new item: this isolate's copies of every feed go at once. */
export function dropFeeds(): void {
  dropMemoPrefix("feed:");
}
