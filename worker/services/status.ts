// The admin's status page (/panel/status, permission status.view, decision 050): the last
// hour's requests and errors by route, the slowest routes, D1 rows read per page view, the
// latest errors with their request ids, cron runs, the moderation queue and the visitors'
// web vitals. Everything comes from request_metrics, request_errors and cron_runs
// (request-metrics.ts), the queue's own count and web_vitals (status-vitals.ts).
import { desc, gte, sql } from "drizzle-orm";
import { ok, type Result } from "@core/result";
import { nowMs } from "../platform/clock";
import { db, schema } from "./db";
import { queueLength } from "./moderation-queue";
import { requirePermission } from "./permissions";
import { type CronRun, DURATION_BUCKETS, type RequestKind } from "./request-metrics";
import { VITALS_WINDOW_DAYS, type VitalsByPage, vitalsByPageType } from "./status-vitals";

export const STATUS_WINDOW_MINUTES = 60;
const LATEST = 20;

export type RouteLine = {
  kind: RequestKind;
  route: string;
  requests: number;
  errors: number;
  refusals: number;
  avgMs: number;
  /** the bucket bound 95 % of the requests finished within; null: over the last bound */
  p95Ms: number | null;
  maxMs: number;
  rowsReadPerRequest: number;
  cacheHitRate: number | null;
};

export type StatusReport = {
  since: number;
  windowMinutes: number;
  vitalsDays: number;
  totals: { requests: number; errors: number; refusals: number; pageViews: number; rowsReadPerPageView: number | null; rowsWritten: number };
  routes: RouteLine[];
  slowest: RouteLine[];
  errors: { requestId: string; at: number; route: string; status: number; message: string }[];
  cronRuns: CronRun[];
  queue: number;
  vitals: VitalsByPage[];
};

/** The smallest bucket bound that 95 % of the counts fall within. */
export function p95Of(buckets: number[]): number | null {
  const total = buckets.reduce((sum, n) => sum + n, 0);
  let seen = 0;
  for (const [i, count] of buckets.entries()) {
    seen += count;
    if (seen >= total * 0.95) return DURATION_BUCKETS[i] ?? null;
  }
  return null;
}

const round = (n: number, places = 1) => Math.round(n * 10 ** places) / 10 ** places;

export async function statusReport(request: Request): Promise<Result<StatusReport>> {
  const actor = await requirePermission(request, "status.view");
  if (!actor.ok) return actor;
  const since = nowMs() - STATUS_WINDOW_MINUTES * 60_000;
  const m = schema.requestMetrics;
  const [routeRows, errors, cronRuns, queue, vitals] = await Promise.all([
    db()
      .select({
        kind: m.kind,
        route: m.route,
        requests: sql<number>`sum(${m.requests})`,
        errors: sql<number>`sum(${m.errors})`,
        refusals: sql<number>`sum(${m.refusals})`,
        durationMs: sql<number>`sum(${m.durationMs})`,
        maxMs: sql<number>`max(${m.maxDurationMs})`,
        rowsRead: sql<number>`sum(${m.rowsRead})`,
        rowsWritten: sql<number>`sum(${m.rowsWritten})`,
        cacheHits: sql<number>`sum(${m.cacheHits})`,
        cacheMisses: sql<number>`sum(${m.cacheMisses})`,
        buckets: sql<string>`json_array(sum(${m.upTo50}), sum(${m.upTo100}), sum(${m.upTo250}), sum(${m.upTo500}), sum(${m.upTo1000}), sum(${m.upTo2500}), sum(${m.over2500}))`,
      })
      .from(m)
      .where(gte(m.minute, Math.floor(since / 60_000) * 60))
      .groupBy(m.kind, m.route),
    db()
      .select({
        requestId: schema.requestErrors.requestId,
        at: schema.requestErrors.at,
        route: schema.requestErrors.route,
        status: schema.requestErrors.status,
        message: schema.requestErrors.message,
      })
      .from(schema.requestErrors)
      .orderBy(desc(schema.requestErrors.at))
      .limit(LATEST),
    db()
      .select({
        cron: schema.cronRuns.cron,
        job: schema.cronRuns.job,
        startedAt: schema.cronRuns.startedAt,
        durationMs: schema.cronRuns.durationMs,
        ok: schema.cronRuns.ok,
        error: schema.cronRuns.error,
        rowsRead: schema.cronRuns.rowsRead,
        rowsWritten: schema.cronRuns.rowsWritten,
      })
      .from(schema.cronRuns)
      .orderBy(desc(schema.cronRuns.startedAt))
      .limit(LATEST),
    queueLength(),
    vitalsByPageType(),
  ]);

  const routes: RouteLine[] = routeRows
    .map((row) => ({
      kind: row.kind,
      route: row.route,
      requests: row.requests,
      errors: row.errors,
      refusals: row.refusals,
      avgMs: round(row.durationMs / row.requests),
      p95Ms: p95Of(JSON.parse(row.buckets) as number[]),
      maxMs: row.maxMs,
      rowsReadPerRequest: round(row.rowsRead / row.requests),
      cacheHitRate: row.cacheHits + row.cacheMisses > 0 ? round(row.cacheHits / (row.cacheHits + row.cacheMisses), 2) : null,
    }))
    .sort((a, b) => b.requests - a.requests || a.route.localeCompare(b.route));
  const pages = routeRows.filter((row) => row.kind === "page");
  const pageViews = pages.reduce((sum, row) => sum + row.requests, 0);
  const sum = (field: "requests" | "errors" | "refusals" | "rowsWritten") => routeRows.reduce((total, row) => total + row[field], 0);
  const slowOrder = (line: RouteLine) => (line.p95Ms ?? Number.POSITIVE_INFINITY) * 1e6 + line.avgMs;

  return ok({
    since,
    windowMinutes: STATUS_WINDOW_MINUTES,
    vitalsDays: VITALS_WINDOW_DAYS,
    totals: {
      requests: sum("requests"),
      errors: sum("errors"),
      refusals: sum("refusals"),
      pageViews,
      rowsReadPerPageView: pageViews > 0 ? round(pages.reduce((total, row) => total + row.rowsRead, 0) / pageViews) : null,
      rowsWritten: sum("rowsWritten"),
    },
    routes,
    slowest: [...routes].sort((a, b) => slowOrder(b) - slowOrder(a)).slice(0, 10),
    errors,
    cronRuns,
    queue,
    vitals,
  });
}
