// What one request (or one cron run) carries through every await without passing it along:
// its id, its D1 session (worker/services/db.ts reads it, so services keep calling db()),
// and what it cost — D1 queries and rows, cache hits and misses, the route it matched. Held
// in an AsyncLocalStorage (nodejs_compat), set up once by worker/request.ts for fetch and
// worker/index.ts for scheduled; code outside a scope (tests calling a service directly,
// scripts) sees none and falls back to the plain binding.
import { AsyncLocalStorage } from "node:async_hooks";
import type { PageCache } from "../platform/page-cache";

export type D1Usage = {
  queries: number;
  rowsRead: number;
  rowsWritten: number;
  /** some statement changed the database (D1's meta.changed_db) */
  changedDb: boolean;
  /** statements answered by a read replica rather than the primary */
  servedByReplica: number;
  /** false when the session offered no way to count its statements (see db-session.ts) */
  measured: boolean;
};

export type RequestScope = {
  id: string;
  kind: "fetch" | "cron";
  session: D1DatabaseSession;
  d1: D1Usage;
  cache: { hits: number; misses: number };
  /** the route pattern that answered ("GET /:text/:second?", "POST /api/voteUp"), once known */
  route: string | null;
  /** the unexpected error that made this a 5xx, once known */
  error: { message: string; stack?: string } | null;
  /** while a cacheable page renders: the tags of what it shows (page-tags.ts, decision 051) */
  pageTags?: Set<string> | null;
  /** where this request's writes purge cached pages (worker/platform/page-cache.ts) */
  pageCache?: PageCache;
  /** work that may finish after the answer (ctx.waitUntil) */
  defer?: (work: Promise<unknown>) => void;
};

const storage = new AsyncLocalStorage<RequestScope>();

export function currentScope(): RequestScope | undefined {
  return storage.getStore();
}

export function runInScope<T>(scope: RequestScope, work: () => Promise<T>): Promise<T> {
  return storage.run(scope, work);
}

export function emptyUsage(): D1Usage {
  return { queries: 0, rowsRead: 0, rowsWritten: 0, changedDb: false, servedByReplica: 0, measured: false };
}

/** Cache reads (worker/services/cache.ts) say whether they found their list. */
export function countCache(hit: boolean): void {
  const scope = storage.getStore();
  if (!scope) return;
  if (hit) scope.cache.hits++;
  else scope.cache.misses++;
}

/** The route pattern, told by whichever router matched (Hono middleware, React Router middleware). */
export function noteRoute(route: string): void {
  const scope = storage.getStore();
  if (scope) scope.route = route;
}

/** An unexpected error on the way to a 5xx; the first one is the one that mattered. */
export function noteError(error: unknown): void {
  const scope = storage.getStore();
  if (!scope || scope.error) return;
  scope.error = error instanceof Error ? { message: error.message, stack: error.stack } : { message: String(error) };
}

/** The id of the request in hand (the error page shows it), or null outside one. */
export function currentRequestId(): string | null {
  return storage.getStore()?.id ?? null;
}
