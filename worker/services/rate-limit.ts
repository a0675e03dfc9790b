// Fixed-window counters in KV (env.CACHE), reusable by any abuse throttle: login failures,
// registrations, anonymous writes. The window start is stored in the value and compared
// with the clock seam, so windows close on time in tests too; the KV TTL only clears
// stale keys. KV is eventually consistent and takes about one write per second per key,
// so counts are approximate under bursts: good enough to stop brute force and spam, not
// a billing meter (see docs/decisions).
import { env } from "cloudflare:workers";
import { nowMs } from "../platform/clock";

export type Limit = { name: string; limit: number; windowSeconds: number };

export const LIMITS = {
  loginPerAccount: { name: "login-account", limit: 5, windowSeconds: 5 * 60 },
  loginPerIp: { name: "login-ip", limit: 5, windowSeconds: 5 * 60 },
  registrationPerIp: { name: "register-ip", limit: 3, windowSeconds: 60 * 60 },
  // For the anonymous add calls (annotations, comments, translations, elements, songs).
  anonymousWritePerIp: { name: "anon-write-ip", limit: 20, windowSeconds: 10 * 60 },
} satisfies Record<string, Limit>;

export type LimitState = { allowed: boolean; remaining: number; retryAfterSeconds: number };

type Counter = { start: number; count: number };

const KEY_PREFIX = "throttle:";

function keyOf(limit: Limit, subject: string): string {
  return `${KEY_PREFIX}${limit.name}:${subject.toLowerCase()}`;
}

async function readCounter(limit: Limit, subject: string): Promise<Counter | null> {
  const counter = await env.CACHE.get<Counter>(keyOf(limit, subject), "json");
  if (!counter || nowMs() - counter.start >= limit.windowSeconds * 1000) return null;
  return counter;
}

function stateOf(limit: Limit, counter: Counter | null): LimitState {
  const count = counter?.count ?? 0;
  const retryAfterMs = counter ? counter.start + limit.windowSeconds * 1000 - nowMs() : 0;
  return {
    allowed: count < limit.limit,
    remaining: Math.max(0, limit.limit - count),
    retryAfterSeconds: count < limit.limit ? 0 : Math.max(1, Math.ceil(retryAfterMs / 1000)),
  };
}

/** Whether one more event is allowed now, without counting anything. */
export async function checkLimit(limit: Limit, subject: string): Promise<LimitState> {
  return stateOf(limit, await readCounter(limit, subject));
}

/** Counts one event; answers the state after it. */
export async function consumeLimit(limit: Limit, subject: string): Promise<LimitState> {
  const current = await readCounter(limit, subject);
  const next: Counter = current ? { start: current.start, count: current.count + 1 } : { start: nowMs(), count: 1 };
  const ttl = Math.max(60, Math.ceil((next.start + limit.windowSeconds * 1000 - nowMs()) / 1000));
  try {
    await env.CACHE.put(keyOf(limit, subject), JSON.stringify(next), { expirationTtl: ttl });
  } catch (error) {
    // KV refuses more than about one write per second per key; the count already stored
    // still stands, so a refused write only undercounts a burst.
    console.warn("rate limit write refused", limit.name, error);
  }
  return stateOf(limit, next);
}

export async function resetLimit(limit: Limit, subject: string): Promise<void> {
  await env.CACHE.delete(keyOf(limit, subject));
}

/** Checks several limits; the refused one with the longest wait wins. */
export async function firstRefusal(checks: [Limit, string][]): Promise<LimitState | null> {
  const states = await Promise.all(checks.map(([limit, subject]) => checkLimit(limit, subject)));
  const refused = states.filter((s) => !s.allowed);
  if (refused.length === 0) return null;
  return refused.reduce((a, b) => (b.retryAfterSeconds > a.retryAfterSeconds ? b : a));
}

/** The visitor's address as Cloudflare reports it; one bucket for requests without it. */
export function clientIp(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? "unknown";
}

function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  return `${Math.ceil(seconds / 60)} min`;
}

export function tooManyAttemptsMessage(state: LimitState, what: string): string {
  return `${what} Spróbuj ponownie za ${formatWait(state.retryAfterSeconds)}.`;
}

export const THROTTLE_MESSAGES = {
  login: "Zbyt wiele nieudanych prób logowania.",
  registration: "Zbyt wiele rejestracji z tego adresu.",
  anonymousWrite: "Zbyt wiele wpisów w krótkim czasie.",
} as const;
