import { env } from "cloudflare:workers";
import { nowMs } from "../platform/clock";
import { countCache } from "./request-scope";

// KV holds precomputed lists (best-of, ranking tables, counts). Readers fall back to
// computing when the key is missing, so a cold cache is slower, never wrong.
//
// In front of KV sits a small per-isolate memory: the same lists are read on nearly every
// page, and a KV read per request costs a subrequest and parse time for data that changes
// once a minute at most. It lives at most ISOLATE_TTL_MS, so other isolates converge
// quickly after a write; this isolate's copy is dropped at once by writeCached/dropCached.
const ISOLATE_TTL_MS = 60_000;
const memory = new Map<string, { expires: number; value: Promise<unknown> }>();

function remember<T>(key: string, value: Promise<T>, ttlSeconds: number): Promise<T> {
  memory.set(key, { expires: nowMs() + Math.min(ISOLATE_TTL_MS, ttlSeconds * 1000), value });
  // A failed computation must not be served from memory.
  value.catch(() => memory.delete(key));
  return value;
}

export function readCached<T>(key: string, compute: () => Promise<T>, ttlSeconds: number): Promise<T> {
  const hit = memory.get(key);
  // Hits and misses are counted for the request's log line and the status page.
  if (hit && hit.expires > nowMs()) {
    countCache(true);
    return hit.value as Promise<T>;
  }
  return remember(
    key,
    (async () => {
      const stored = await env.CACHE.get<T>(key, "json");
      countCache(stored !== null);
      if (stored !== null) return stored;
      const value = await compute();
      await env.CACHE.put(key, JSON.stringify(value), { expirationTtl: Math.max(60, ttlSeconds) });
      return value;
    })(),
    ttlSeconds,
  );
}

/** Per-isolate memory only, for lists that need no sharing (e.g. the footer's random songs). */
export function memoInIsolate<T>(key: string, compute: () => Promise<T>, ttlSeconds: number): Promise<T> {
  const hit = memory.get(key);
  const fresh = hit !== undefined && hit.expires > nowMs();
  countCache(fresh);
  if (fresh) return hit.value as Promise<T>;
  return remember(key, compute(), ttlSeconds);
}

export async function writeCached<T>(key: string, value: T, ttlSeconds: number): Promise<void> {
  // KV rejects TTLs under 60 seconds.
  await env.CACHE.put(key, JSON.stringify(value), { expirationTtl: Math.max(60, ttlSeconds) });
  remember(key, Promise.resolve(value), ttlSeconds);
}

export async function dropCached(...keys: string[]): Promise<void> {
  for (const key of keys) memory.delete(key);
  await Promise.all(keys.map((key) => env.CACHE.delete(key)));
}

/** Forgets this isolate's copies whose keys start with `prefix` (copies kept per origin). */
export function dropMemoPrefix(prefix: string): void {
  for (const key of memory.keys()) if (key.startsWith(prefix)) memory.delete(key);
}

/** Tests start every case with an empty isolate memory (KV is reset by the test pool). */
export function clearIsolateMemory(): void {
  memory.clear();
}
