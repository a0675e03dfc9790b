import { env } from "cloudflare:workers";
import { nowMs } from "../platform/clock";
import { countCache } from "./request-scope";
import { onceAtATime } from "./shared-work";

// KV holds precomputed lists (best-of, ranking tables, counts). Readers fall back to
// computing when the key is missing, so a cold cache is slower, never wrong.
//
// In front of KV sits a small per-isolate memory: the same lists are read on nearly every
// page, and a KV read per request costs a subrequest and parse time for data that changes
// once a minute at most. It lives at most ISOLATE_TTL_MS, so other isolates converge
// quickly after a write; this isolate's copy is dropped at once by writeCached/dropCached.
const ISOLATE_TTL_MS = 60_000;
/** Settled values only: a promise is never handed to another request (shared-work.ts). */
const memory = new Map<string, { expires: number; value: unknown }>();

// A drop while a value is being computed means the value may be older than the drop's write:
// it is then not kept (neither here nor in KV), so the next reader computes afresh.
let drops = 0;
const droppedAt = new Map<string, number>();

/** The value this isolate holds for `key`, boxed (a list may be empty, never a box). */
function held<T>(key: string): { value: T } | undefined {
  const entry = memory.get(key);
  return entry && entry.expires > nowMs() ? { value: entry.value as T } : undefined;
}

function keep(key: string, value: unknown, ttlSeconds: number): void {
  memory.set(key, { expires: nowMs() + Math.min(ISOLATE_TTL_MS, ttlSeconds * 1000), value });
}

/** Whether `key` was dropped after the drop count `mark`. */
function droppedSince(key: string, mark: number): boolean {
  return (droppedAt.get(key) ?? 0) > mark;
}

export async function readCached<T>(key: string, compute: () => Promise<T>, ttlSeconds: number): Promise<T> {
  // Hits and misses are counted for the request's log line and the status page.
  const hit = held<T>(key);
  if (hit) {
    countCache(true);
    return hit.value;
  }
  const box = await onceAtATime(
    `cache:${key}`,
    () => held<T>(key),
    async () => {
      const mark = drops;
      const stored = await env.CACHE.get<T>(key, "json");
      countCache(stored !== null);
      const value = stored !== null ? stored : await compute();
      if (!droppedSince(key, mark)) {
        if (stored === null) await env.CACHE.put(key, JSON.stringify(value), { expirationTtl: Math.max(60, ttlSeconds) });
        keep(key, value, ttlSeconds);
      }
      return { value };
    },
  );
  return box.value;
}

/** Per-isolate memory only, for lists that need no sharing (e.g. the footer's random songs). */
export async function memoInIsolate<T>(key: string, compute: () => Promise<T>, ttlSeconds: number): Promise<T> {
  const hit = held<T>(key);
  countCache(hit !== undefined);
  if (hit) return hit.value;
  const box = await onceAtATime(
    `memo:${key}`,
    () => held<T>(key),
    async () => {
      const mark = drops;
      const value = await compute();
      if (!droppedSince(key, mark)) keep(key, value, ttlSeconds);
      return { value };
    },
  );
  return box.value;
}

export async function writeCached<T>(key: string, value: T, ttlSeconds: number): Promise<void> {
  // KV rejects TTLs under 60 seconds.
  await env.CACHE.put(key, JSON.stringify(value), { expirationTtl: Math.max(60, ttlSeconds) });
  keep(key, value, ttlSeconds);
}

export async function dropCached(...keys: string[]): Promise<void> {
  for (const key of keys) forget(key);
  await Promise.all(keys.map((key) => env.CACHE.delete(key)));
}

function forget(key: string): void {
  memory.delete(key);
  droppedAt.set(key, ++drops);
}

/** Forgets this isolate's copies whose keys start with `prefix` (copies kept per origin). */
export function dropMemoPrefix(prefix: string): void {
  for (const key of [...memory.keys()]) if (key.startsWith(prefix)) forget(key);
}

/** Tests start every case with an empty isolate memory (KV is reset by the test pool). */
export function clearIsolateMemory(): void {
  memory.clear();
  droppedAt.clear();
}
