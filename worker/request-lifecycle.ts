// Around every request and cron run (decision 050): its scope (id, D1 session, what it cost),
// then, on the way out, the bookmark for a visitor who wrote, the request id on a 5xx, one
// structured log line, and its numbers for the status page (request-metrics.ts).
import { BOOKMARK_COOKIE, BOOKMARK_HEADER, BOOKMARK_MAX_AGE_SECONDS, countUsage, cronSession, sessionFor, signBookmark } from "./services/db-session";
import { recordCronRun, recordRequest, type RequestKind } from "./services/request-metrics";
import { emptyUsage, type RequestScope, runInScope } from "./services/request-scope";
import { env } from "cloudflare:workers";
import { nowMs } from "./platform/clock";
import type { PageCache } from "./platform/page-cache";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Writes whose author never reads them back get no bookmark: a web-vitals beacon follows
 * nearly every page view, and a cookie on its answer would tie every visitor's next pages
 * to the primary's latest state for nothing (and keep them out of shared caches).
 */
const NO_BOOKMARK_PATHS = new Set(["/api/vitals"]);

function kindOf(pathname: string, isSeoPath: (path: string) => boolean): RequestKind {
  if (pathname === "/api" || pathname.startsWith("/api/")) return "api";
  if (isSeoPath(pathname)) return "feed";
  // React Router's client navigations fetch /{path}.data (single fetch).
  return pathname.endsWith(".data") ? "data" : "page";
}

/**
 * REQUEST_LOG=off leaves out the lines of answered requests (never an error's). Only the
 * throughput bench sets it: under `wrangler dev` every console line is relayed, parsed and
 * source-mapped by wrangler's Node process, which alone halves the rate of any Worker answer,
 * while production's Workers Logs collects the line outside the request (decision 051).
 * Read from the binding, not config(): a broken configuration must still log its errors.
 */
function requestLogOn(): boolean {
  return (env as { REQUEST_LOG?: string }).REQUEST_LOG !== "off";
}

/** Cloudflare's ray id names the request in its own logs too; a local run makes one up. */
function requestIdOf(request: Request): string {
  return request.headers.get("cf-ray") ?? crypto.randomUUID();
}

/**
 * The bookmark goes out only on successful answers to writes that changed something: a
 * refusal (a wrong password, a throttle) may have bumped a counter, but the visitor reads
 * nothing of it back.
 */
async function withBookmark(request: Request, scope: RequestScope, response: Response): Promise<Response> {
  if (SAFE_METHODS.has(request.method.toUpperCase()) || !scope.d1.changedDb || response.status >= 400) return response;
  const { pathname } = new URL(request.url);
  const bookmark = scope.session.getBookmark();
  if (!bookmark || NO_BOOKMARK_PATHS.has(pathname)) return response;
  const signed = await signBookmark(bookmark);
  const headers = new Headers(response.headers);
  // Pages keep it in a cookie (forms and client navigations send it back by themselves);
  // API clients get the header too and send it back as the same header.
  headers.append("Set-Cookie", `${BOOKMARK_COOKIE}=${signed}; Path=/; Max-Age=${BOOKMARK_MAX_AGE_SECONDS}; HttpOnly; Secure; SameSite=Lax`);
  if (pathname.startsWith("/api/")) headers.set(BOOKMARK_HEADER, signed);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

function withRequestId(response: Response, id: string): Response {
  const headers = new Headers(response.headers);
  headers.set("X-Request-Id", id);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * Runs `handle` as one request: the scope holds its D1 session for every service it calls;
 * the answer gets the bookmark (writes) or the request id (5xx); the log line and the
 * metrics follow.
 */
export async function serveRequest(
  request: Request,
  ctx: ExecutionContext,
  isSeoPath: (path: string) => boolean,
  options: { pageCache?: PageCache },
  handle: () => Promise<Response>,
): Promise<Response> {
  const started = Date.now();
  const d1 = emptyUsage();
  const scope: RequestScope = {
    id: requestIdOf(request),
    kind: "fetch",
    session: countUsage(await sessionFor(request), d1),
    d1,
    cache: { hits: 0, misses: 0 },
    route: null,
    error: null,
    pageCache: options.pageCache,
    defer: (work) => ctx.waitUntil(work),
  };
  let response = await runInScope(scope, handle);
  response = await withBookmark(request, scope, response);
  if (response.status >= 500) response = withRequestId(response, scope.id);

  const { pathname } = new URL(request.url);
  const kind = kindOf(pathname, isSeoPath);
  const route = scope.route ?? `${request.method} (bez trasy)`;
  const ms = Date.now() - started;
  const cf = request.cf as { colo?: string } | undefined;
  // One line per request, JSON so Workers Logs can filter by any field. No path or query:
  // search terms and names stay out of the logs; the route pattern says enough.
  const line = {
    type: "request",
    id: scope.id,
    kind,
    route,
    status: response.status,
    ms,
    d1: d1.measured
      ? { queries: d1.queries, rowsRead: d1.rowsRead, rowsWritten: d1.rowsWritten, replica: d1.servedByReplica }
      : { queries: null, rowsRead: null, rowsWritten: null, replica: null },
    cache: scope.cache,
    // The page cache's answer (decision 051): hit, miss, bypass, or null for what is no page.
    page: response.headers.get("X-Page-Cache"),
    colo: cf?.colo ?? null,
    ...(scope.error && response.status >= 500 ? { error: scope.error.message, stack: scope.error.stack } : {}),
  };
  if (response.status >= 500) console.error(JSON.stringify(line));
  else if (requestLogOn()) console.log(JSON.stringify(line));

  ctx.waitUntil(
    recordRequest({
      at: nowMs(),
      kind,
      route,
      status: response.status,
      ms,
      queries: d1.queries,
      rowsRead: d1.rowsRead,
      rowsWritten: d1.rowsWritten,
      cacheHits: scope.cache.hits,
      cacheMisses: scope.cache.misses,
      error: response.status >= 500 ? { requestId: scope.id, message: scope.error?.message ?? `status ${response.status}` } : undefined,
    }),
  );
  return response;
}

/** One cron run in its own scope (a session that starts at the primary), logged and stored. */
export async function runCron(cron: string, job: () => Promise<string>): Promise<void> {
  const started = Date.now();
  const startedAt = nowMs();
  const d1 = emptyUsage();
  const scope: RequestScope = {
    id: crypto.randomUUID(),
    kind: "cron",
    session: countUsage(cronSession(), d1),
    d1,
    cache: { hits: 0, misses: 0 },
    route: null,
    error: null,
  };
  let jobName = "?";
  let failure: unknown = null;
  try {
    jobName = await runInScope(scope, job);
  } catch (error) {
    failure = error;
  }
  const message = failure ? (failure instanceof Error ? failure.message : String(failure)) : null;
  const run = {
    cron,
    job: jobName,
    startedAt,
    durationMs: Date.now() - started,
    ok: !failure,
    error: message,
    rowsRead: d1.rowsRead,
    rowsWritten: d1.rowsWritten,
  };
  const line = JSON.stringify({ type: "cron", id: scope.id, ...run });
  if (failure) console.error(line);
  else console.log(line);
  await recordCronRun(run);
  // The invocation still reports the failure (worker/index.ts awaits this).
  if (failure) throw failure;
}
