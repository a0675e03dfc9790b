import { env } from "cloudflare:workers";

// KV holds precomputed lists (best-of, ranking tables). Readers fall back to computing
// when the key is missing, so a cold cache is slower, never wrong.
export async function readCached<T>(key: string, compute: () => Promise<T>, ttlSeconds: number): Promise<T> {
  const hit = await env.CACHE.get<T>(key, "json");
  if (hit !== null) return hit;
  const value = await compute();
  await writeCached(key, value, ttlSeconds);
  return value;
}

export async function writeCached<T>(key: string, value: T, ttlSeconds: number): Promise<void> {
  // KV rejects TTLs under 60 seconds.
  await env.CACHE.put(key, JSON.stringify(value), { expirationTtl: Math.max(60, ttlSeconds) });
}

export async function dropCached(...keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => env.CACHE.delete(key)));
}
