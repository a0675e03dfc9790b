// Per-request metrics into D1 (decision 050): each request adds to its (minute, kind, route)
// row of request_metrics. Rows are summed in the isolate and written in one batch of upserts
// (INSERT … ON CONFLICT DO UPDATE: additive, so isolates never overwrite each other) at most
// once every five seconds per isolate. Every request's ctx.waitUntil lasts until a flush has
// taken its numbers, so nothing is lost when the isolate goes idle — and a busy isolate
// writes once per interval instead of once per request, which would make every page view a
// write on the primary. KV is never used for counters: it has no atomic increment.
import { sql } from "drizzle-orm";
import { nowMs } from "../platform/clock";
import { batchStatements, type BatchStatement, primaryD1, schema } from "./db";

export type RequestKind = "page" | "data" | "api" | "feed";

export type RequestSample = {
  at: number;
  kind: RequestKind;
  route: string;
  status: number;
  ms: number;
  queries: number;
  rowsRead: number;
  rowsWritten: number;
  cacheHits: number;
  cacheMisses: number;
  error?: { requestId: string; message: string };
};

/** Upper bounds of the duration buckets (ms); the last bucket takes the rest. */
export const DURATION_BUCKETS = [50, 100, 250, 500, 1000, 2500] as const;

type Row = {
  minute: number;
  kind: RequestKind;
  route: string;
  requests: number;
  errors: number;
  refusals: number;
  durationMs: number;
  maxDurationMs: number;
  buckets: number[];
  queries: number;
  rowsRead: number;
  rowsWritten: number;
  cacheHits: number;
  cacheMisses: number;
};

type ErrorRow = { requestId: string; at: number; route: string; status: number; message: string };

let pending = new Map<string, Row>();
let pendingErrors: ErrorRow[] = [];
/** Bumped whenever a flush takes the pending numbers: a waiting request checks it. */
let generation = 0;
let lastFlushAt = 0;
/** Waiting is free (waitUntil bills no CPU); every write on the primary is not. */
const FLUSH_INTERVAL_MS = 5000;
/** Writes under way, for flushMetricsForTests. */
const writing = new Set<Promise<unknown>>();

function bucketOf(ms: number): number {
  const index = DURATION_BUCKETS.findIndex((bound) => ms <= bound);
  return index === -1 ? DURATION_BUCKETS.length : index;
}

function add(sample: RequestSample): void {
  const minute = Math.floor(sample.at / 60_000) * 60;
  const key = `${minute}\u0000${sample.kind}\u0000${sample.route}`;
  let row = pending.get(key);
  if (!row) {
    row = {
      minute,
      kind: sample.kind,
      route: sample.route,
      requests: 0,
      errors: 0,
      refusals: 0,
      durationMs: 0,
      maxDurationMs: 0,
      buckets: Array(DURATION_BUCKETS.length + 1).fill(0),
      queries: 0,
      rowsRead: 0,
      rowsWritten: 0,
      cacheHits: 0,
      cacheMisses: 0,
    };
    pending.set(key, row);
  }
  row.requests++;
  if (sample.status >= 500) row.errors++;
  else if (sample.status >= 400) row.refusals++;
  row.durationMs += sample.ms;
  row.maxDurationMs = Math.max(row.maxDurationMs, sample.ms);
  row.buckets[bucketOf(sample.ms)]++;
  row.queries += sample.queries;
  row.rowsRead += sample.rowsRead;
  row.rowsWritten += sample.rowsWritten;
  row.cacheHits += sample.cacheHits;
  row.cacheMisses += sample.cacheMisses;
  if (sample.error) {
    pendingErrors.push({ ...sample.error, at: sample.at, route: sample.route, status: sample.status, message: sample.error.message.slice(0, 500) });
  }
}

function upsert(row: Row): BatchStatement {
  const m = schema.requestMetrics;
  const [b50, b100, b250, b500, b1000, b2500, over] = row.buckets;
  return sql`INSERT INTO request_metrics (minute, kind, route, requests, errors, refusals, duration_ms, max_duration_ms,
      up_to_50, up_to_100, up_to_250, up_to_500, up_to_1000, up_to_2500, over_2500,
      queries, rows_read, rows_written, cache_hits, cache_misses)
    VALUES (${row.minute}, ${row.kind}, ${row.route}, ${row.requests}, ${row.errors}, ${row.refusals}, ${row.durationMs}, ${row.maxDurationMs},
      ${b50}, ${b100}, ${b250}, ${b500}, ${b1000}, ${b2500}, ${over},
      ${row.queries}, ${row.rowsRead}, ${row.rowsWritten}, ${row.cacheHits}, ${row.cacheMisses})
    ON CONFLICT (minute, kind, route) DO UPDATE SET
      requests = ${m.requests} + excluded.requests, errors = ${m.errors} + excluded.errors,
      refusals = ${m.refusals} + excluded.refusals, duration_ms = ${m.durationMs} + excluded.duration_ms,
      max_duration_ms = max(${m.maxDurationMs}, excluded.max_duration_ms),
      up_to_50 = ${m.upTo50} + excluded.up_to_50, up_to_100 = ${m.upTo100} + excluded.up_to_100,
      up_to_250 = ${m.upTo250} + excluded.up_to_250, up_to_500 = ${m.upTo500} + excluded.up_to_500,
      up_to_1000 = ${m.upTo1000} + excluded.up_to_1000, up_to_2500 = ${m.upTo2500} + excluded.up_to_2500,
      over_2500 = ${m.over2500} + excluded.over_2500, queries = ${m.queries} + excluded.queries,
      rows_read = ${m.rowsRead} + excluded.rows_read, rows_written = ${m.rowsWritten} + excluded.rows_written,
      cache_hits = ${m.cacheHits} + excluded.cache_hits, cache_misses = ${m.cacheMisses} + excluded.cache_misses`;
}

/** Writes whatever is pending now; a failed write puts its numbers back for the next flush. */
export async function flushMetrics(): Promise<void> {
  generation++;
  lastFlushAt = Date.now();
  const rows = [...pending.values()];
  const errors = pendingErrors;
  pending = new Map();
  pendingErrors = [];
  if (rows.length === 0 && errors.length === 0) return;
  const statements: BatchStatement[] = rows.map(upsert);
  if (errors.length > 0)
    statements.push(sql`INSERT INTO request_errors (request_id, at, route, status, message) SELECT
      json_extract(value, '$.requestId'), json_extract(value, '$.at'), json_extract(value, '$.route'),
      json_extract(value, '$.status'), json_extract(value, '$.message') FROM json_each(${JSON.stringify(errors)})`);
  const write = batchStatements(statements, primaryD1());
  writing.add(write);
  try {
    // The binding itself, outside any request's session: these numbers are no one request's.
    await write;
  } catch (error) {
    console.error(JSON.stringify({ type: "metrics-flush-failed", message: error instanceof Error ? error.message : String(error) }));
    for (const row of rows) mergeBack(row);
    pendingErrors.push(...errors);
  } finally {
    writing.delete(write);
  }
}

function mergeBack(row: Row): void {
  const key = `${row.minute}\u0000${row.kind}\u0000${row.route}`;
  const current = pending.get(key);
  if (!current) {
    pending.set(key, row);
    return;
  }
  for (const field of ["requests", "errors", "refusals", "durationMs", "queries", "rowsRead", "rowsWritten", "cacheHits", "cacheMisses"] as const) {
    current[field] += row[field];
  }
  current.maxDurationMs = Math.max(current.maxDurationMs, row.maxDurationMs);
  row.buckets.forEach((count, i) => {
    current.buckets[i] += count;
  });
}

/**
 * Counts one request; the promise (for ctx.waitUntil) settles once a flush has taken it.
 * It waits out the isolate's interval; whoever wakes first writes everyone's numbers and the
 * others see the generation moved on. No promise is shared between requests.
 */
export async function recordRequest(sample: RequestSample): Promise<void> {
  add(sample);
  const mine = generation;
  const wait = lastFlushAt + FLUSH_INTERVAL_MS - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  if (generation !== mine) return;
  await flushMetrics();
}

/** Tests: once this settles, everything counted so far is in D1 (writes already under way included). */
export async function flushMetricsForTests(): Promise<void> {
  await flushMetrics();
  await Promise.allSettled([...writing]);
}

export type CronRun = {
  cron: string;
  job: string;
  startedAt: number;
  durationMs: number;
  ok: boolean;
  error: string | null;
  rowsRead: number;
  rowsWritten: number;
};

/** One row per cron run; a failure to store it is logged, never thrown over the job's own result. */
export async function recordCronRun(run: CronRun): Promise<void> {
  try {
    await batchStatements(
      [
        sql`INSERT INTO cron_runs (cron, job, started_at, duration_ms, ok, error, rows_read, rows_written)
      VALUES (${run.cron}, ${run.job}, ${run.startedAt}, ${run.durationMs}, ${run.ok ? 1 : 0}, ${run.error}, ${run.rowsRead}, ${run.rowsWritten})`,
      ],
      primaryD1(),
    );
  } catch (error) {
    console.error(JSON.stringify({ type: "cron-record-failed", message: error instanceof Error ? error.message : String(error) }));
  }
}

/** The cut-off times the hourly clean-up (housekeeping.ts) keeps observability rows after. */
export const METRICS_KEEP_DAYS = 7;
export const CRON_RUNS_KEEP_DAYS = 30;

export function observabilityCutoffs(): { metricsMinute: number; errorsAt: number; cronAt: number } {
  const now = nowMs();
  return {
    metricsMinute: Math.floor((now - METRICS_KEEP_DAYS * 86_400_000) / 1000),
    errorsAt: now - METRICS_KEEP_DAYS * 86_400_000,
    cronAt: now - CRON_RUNS_KEEP_DAYS * 86_400_000,
  };
}
