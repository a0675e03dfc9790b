// The last few seconds' pages, in this isolate's memory, in front of the page cache
// (decision 051): a popular page is served without even the cache's lookup. Other isolates
// do not see this isolate's purges, so an entry lives at most RECENT_MS — well inside the
// 5 s in which a write must reach every reader; in the writing isolate a purge empties it.
import { nowMs } from "../platform/clock";

export const RECENT_MS = 2_000;
/** Enough for the hot pages of the moment; each is ~50–100 KB. */
const RECENT_MAX = 64;

export type StoredPage = { status: number; statusText: string; headers: [string, string][]; body: ArrayBuffer; hit: boolean };

const recent = new Map<string, { page: StoredPage; until: number }>();

export function recentPage(key: string): StoredPage | null {
  const entry = recent.get(key);
  if (!entry) return null;
  if (entry.until <= nowMs()) {
    recent.delete(key);
    return null;
  }
  return entry.page;
}

export function keepRecent(key: string, page: StoredPage): void {
  recent.delete(key);
  recent.set(key, { page, until: nowMs() + RECENT_MS });
  // Maps iterate in insertion order: the first key is the oldest.
  while (recent.size > RECENT_MAX) recent.delete(recent.keys().next().value as string);
}

/** A purge in this isolate: nothing kept here may be older than it. */
export function forgetRecentPages(): void {
  recent.clear();
}
