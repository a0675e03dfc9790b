// Tags of cached pages (decision 051): a page names what it shows while it renders, and a
// write purges the tags of what it changed, so every location drops those pages at once.
// The tag names are here and nowhere else.
import { nowMs } from "../platform/clock";
import { forgetRecentPages } from "../page-cache/recent";
import { localPageCache, notePurge, type PageCache } from "../platform/page-cache";
import { currentScope } from "./request-scope";

export const pageTag = {
  song: (id: number) => `song:${id}`,
  artist: (id: number) => `artist:${id}`,
  /** the home page's lists */
  home: "home",
  /** the archive's pages */
  archive: "archive",
  ranking: "ranking",
  /** the blog's pages and every article */
  blog: "blog",
  /** about, FAQ, terms, privacy */
  static: "static",
  /** every search result page: whatever changes a song's text, title or artist purges them all */
  search: "search",
  /** every cached page */
  all: "page",
} as const;

/** Called by loaders of cacheable pages: the page being rendered shows these. */
export function tagPage(...tags: string[]): void {
  const collected = currentScope()?.pageTags;
  if (!collected) return;
  for (const tag of tags) collected.add(tag);
}

/** Tries before a purge is given up (and logged); the page's max age still bounds it. */
const PURGE_ATTEMPTS = 3;
const PURGE_BACKOFF_MS = [0, 100, 400];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Purges every cached page carrying one of `tags`, in every location. Retried; a purge that
 * still fails is logged and the write stands (its pages are never older than their max age).
 */
export async function pagesChanged(tags: Iterable<string>): Promise<boolean> {
  const list = [...new Set(tags)];
  if (list.length === 0) return true;
  const scope = currentScope();
  const cache = scope?.pageCache ?? localPageCache();
  // This isolate first: renders under way do not store, recent pages go.
  notePurge(list);
  forgetRecentPages();
  let lastError: unknown = null;
  for (let attempt = 0; attempt < PURGE_ATTEMPTS; attempt++) {
    if (PURGE_BACKOFF_MS[attempt]) await wait(PURGE_BACKOFF_MS[attempt]);
    try {
      await cache.purge(list);
      // Workers Cache: a page rendered from a read replica that had not yet seen the write
      // (or a render that started before it) may be stored after this purge; once more when
      // replicas have caught up (decision 050: normally well under a second).
      if (cache.kind === "workers-cache") scope?.defer?.(repurge(cache, list));
      return true;
    } catch (error) {
      lastError = error;
    }
  }
  console.error(
    JSON.stringify({
      type: "page-purge",
      ok: false,
      at: nowMs(),
      id: currentScope()?.id ?? null,
      tags: list,
      attempts: PURGE_ATTEMPTS,
      error: lastError instanceof Error ? lastError.message : String(lastError),
    }),
  );
  return false;
}

const REPURGE_AFTER_MS = 2_000;

async function repurge(cache: PageCache, tags: string[]): Promise<void> {
  await wait(REPURGE_AFTER_MS);
  try {
    await cache.purge(tags);
  } catch (error) {
    console.error(
      JSON.stringify({ type: "page-purge", ok: false, again: true, tags, error: error instanceof Error ? error.message : String(error) }),
    );
  }
}

/** The tags of songs and artists a write touched. */
export function entityTags(touched: { songs?: (number | null)[]; artists?: (number | null)[] } = {}): string[] {
  const songs = (touched.songs ?? []).filter((id): id is number => id !== null).map(pageTag.song);
  const artists = (touched.artists ?? []).filter((id): id is number => id !== null).map(pageTag.artist);
  return [...songs, ...artists];
}
