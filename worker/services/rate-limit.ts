// Fixed-window throttle counters in D1 (table throttle_counters), reusable by every abuse
// throttle. A count is bumped and read back in ONE statement (INSERT … ON CONFLICT DO UPDATE
// … RETURNING): D1 runs statements one at a time, so a hundred concurrent requests get a
// hundred different counts and only `limit` of them are let through. (KV, used before, has
// no atomic increment: every concurrent request read the same old count.)
//
// Limits that count only what succeeded (registrations, anonymous writes) `reserve` a slot
// first and give it back with `release` when the attempt fails, so the check and the count
// are one step and a burst cannot slip past the limit.
import { sql } from "drizzle-orm";
import { nowMs } from "../platform/clock";
import { db, schema } from "./db";
import { fail, type Failure } from "@core/result";

export type Limit = { name: string; limit: number; windowSeconds: number };

export const LIMITS = {
  /** wrong passwords from one client for one account */
  loginPerAccountClient: { name: "login-pair", limit: 5, windowSeconds: 5 * 60 },
  /** wrong passwords from one client, whatever the account */
  loginPerClient: { name: "login-ip", limit: 10, windowSeconds: 5 * 60 },
  /** wrong passwords for one account from anywhere: past this the login asks for a captcha */
  loginPerAccount: { name: "login-account", limit: 10, windowSeconds: 15 * 60 },
  registrationPerIp: { name: "register-ip", limit: 3, windowSeconds: 60 * 60 },
  /** the anonymous add calls (songs, interpretations, comments, translations, elements) */
  anonymousWritePerIp: { name: "anon-write-ip", limit: 20, windowSeconds: 10 * 60 },
  /** a logged-in account's add calls: generous, but a stolen session cannot flood */
  userWritePerAccount: { name: "user-write", limit: 30, windowSeconds: 10 * 60 },
  /** web-vitals beacons per client */
  vitalsPerIp: { name: "vitals-ip", limit: 200, windowSeconds: 10 * 60 },
  /** /api/getUser look-ups per client (the registration form's availability check) */
  userLookupPerIp: { name: "user-lookup-ip", limit: 60, windowSeconds: 60 },
  /** visitors' votes and withdrawals from one address (decision 034) */
  anonymousVotePerIp: { name: "anon-vote-ip", limit: 60, windowSeconds: 10 * 60 },
  /** visitors' new votes for one item from one address: clearing cookies buys little */
  anonymousVotePerIpItem: { name: "anon-vote-item", limit: 4, windowSeconds: 24 * 3600 },
  /** a logged-in account's votes and withdrawals: generous, a script cannot flood */
  userVotePerAccount: { name: "user-vote", limit: 200, windowSeconds: 10 * 60 },
  /** video look-ups per account or, for visitors, per address (/api/checkURL and the re-check of an added element): each costs an outbound call */
  videoCheckPerClient: { name: "video-check", limit: 30, windowSeconds: 10 * 60 },
  /** reports (decision 043): a few an hour per client or account; floods are refused */
  reportsPerClient: { name: "report-ip", limit: 10, windowSeconds: 60 * 60 },
  reportsPerAccount: { name: "report-user", limit: 30, windowSeconds: 60 * 60 },
  /** suggested corrections of lyrics, titles and artists (decision 045) */
  suggestionsPerClient: { name: "suggest-ip", limit: 10, windowSeconds: 60 * 60 },
  suggestionsPerAccount: { name: "suggest-user", limit: 30, windowSeconds: 60 * 60 },
  /** 'Nie pamiętasz hasła?' requests from one client, whatever the account (decision 044) */
  resetPerClient: { name: "reset-ip", limit: 5, windowSeconds: 60 * 60 },
  /** reset mails to one account: past this the answer stays the same and nothing is sent */
  resetPerAccount: { name: "reset-account", limit: 3, windowSeconds: 60 * 60 },
  /** confirmation links an account asks for itself (a new address, a link sent again) */
  accountMailPerAccount: { name: "account-mail", limit: 5, windowSeconds: 60 * 60 },
} satisfies Record<string, Limit>;

export type LimitState = { allowed: boolean; remaining: number; retryAfterSeconds: number };

/** Subjects are typed by users (names, e-mails): hashed, so any text makes a short, safe key. */
async function keyOf(limit: Limit, subject: string): Promise<string> {
  const bytes = new TextEncoder().encode(subject.toLowerCase());
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  let hex = "";
  for (const byte of digest.subarray(0, 16)) hex += byte.toString(16).padStart(2, "0");
  return `${limit.name}:${hex}`;
}

function stateOf(limit: Limit, count: number, windowStart: number): LimitState {
  const allowed = count <= limit.limit;
  const retryAfterMs = windowStart + limit.windowSeconds * 1000 - nowMs();
  return {
    allowed,
    remaining: Math.max(0, limit.limit - count),
    retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(retryAfterMs / 1000)),
  };
}

/**
 * Counts one event and answers the state including it: `allowed` is false once this event
 * is past the limit. The window starts again when the stored one is over.
 */
export async function hit(limit: Limit, subject: string, amount = 1): Promise<LimitState> {
  const key = await keyOf(limit, subject);
  const now = nowMs();
  const windowMs = limit.windowSeconds * 1000;
  const expired = now - windowMs;
  const t = schema.throttleCounters;
  const [row] = await db()
    .insert(t)
    .values({ key, windowStart: now, count: amount, expiresAt: now + windowMs })
    .onConflictDoUpdate({
      target: t.key,
      // Both CASEs read the row as it was: a finished window restarts at this event.
      set: {
        count: sql`CASE WHEN ${t.windowStart} <= ${expired} THEN ${amount} ELSE ${t.count} + ${amount} END`,
        windowStart: sql`CASE WHEN ${t.windowStart} <= ${expired} THEN ${now} ELSE ${t.windowStart} END`,
        expiresAt: sql`CASE WHEN ${t.windowStart} <= ${expired} THEN ${now + windowMs} ELSE ${t.expiresAt} END`,
      },
    })
    .returning({ count: t.count, windowStart: t.windowStart });
  return stateOf(limit, row.count, row.windowStart);
}

/** Whether one more event would be allowed now, counting nothing. */
export async function peek(limit: Limit, subject: string): Promise<LimitState> {
  const key = await keyOf(limit, subject);
  const t = schema.throttleCounters;
  const [row] = await db()
    .select({ count: t.count, windowStart: t.windowStart })
    .from(t)
    .where(sql`${t.key} = ${key} AND ${t.windowStart} > ${nowMs() - limit.windowSeconds * 1000}`);
  if (!row) return { allowed: true, remaining: limit.limit, retryAfterSeconds: 0 };
  // As if one more event came: allowed while it would still fit; remaining before it.
  return { ...stateOf(limit, row.count + 1, row.windowStart), remaining: Math.max(0, limit.limit - row.count) };
}

/** Gives back one event counted by `hit` (a reserved attempt that failed or was refused). */
export async function release(limit: Limit, subject: string): Promise<void> {
  const key = await keyOf(limit, subject);
  const t = schema.throttleCounters;
  await db()
    .update(t)
    .set({ count: sql`max(${t.count} - 1, 0)` })
    .where(sql`${t.key} = ${key}`);
}

export async function resetLimit(limit: Limit, subject: string): Promise<void> {
  const key = await keyOf(limit, subject);
  await db().delete(schema.throttleCounters).where(sql`${schema.throttleCounters.key} = ${key}`);
}

/**
 * Reserves one event under every limit (all counted together); when any of them says no, all
 * are given back and the refusal with the longest wait is answered. `undo` gives them back
 * later, when the attempt fails.
 */
export async function reserve(checks: [Limit, string][], message: string): Promise<{ ok: true; undo: () => Promise<void> } | Failure> {
  const states = await Promise.all(checks.map(([limit, subject]) => hit(limit, subject)));
  const undo = async () => {
    await Promise.all(checks.map(([limit, subject]) => release(limit, subject)));
  };
  const refused = states.filter((s) => !s.allowed);
  if (refused.length === 0) return { ok: true, undo };
  await undo();
  return throttled(
    refused.reduce((a, b) => (b.retryAfterSeconds > a.retryAfterSeconds ? b : a)),
    message,
  );
}

function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  return `${Math.ceil(seconds / 60)} min`;
}

/** The throttle's refusal: 429, the wait in Retry-After and in the Polish message. */
export function throttled(state: LimitState, what: string): Failure {
  return fail("throttled", `${what} Spróbuj ponownie za ${formatWait(state.retryAfterSeconds)}.`, {
    retryAfterSeconds: state.retryAfterSeconds,
  });
}

export const THROTTLE_MESSAGES = {
  login: "Zbyt wiele nieudanych prób logowania.",
  registration: "Zbyt wiele rejestracji z tego adresu.",
  anonymousWrite: "Zbyt wiele wpisów w krótkim czasie.",
  userWrite: "Zbyt wiele wpisów z tego konta w krótkim czasie.",
  vitals: "Zbyt wiele pomiarów z tego adresu.",
  lookup: "Zbyt wiele zapytań. Zwolnij trochę.",
  anonymousVote: "Zbyt wiele głosów z tego adresu.",
  anonymousVoteItem: "Z tego adresu oddano już zbyt wiele głosów na ten wpis.",
  userVote: "Zbyt wiele głosów z tego konta w krótkim czasie.",
  videoCheck: "Zbyt wiele sprawdzeń filmów w krótkim czasie.",
  reports: "Zbyt wiele zgłoszeń w krótkim czasie.",
  suggestions: "Zbyt wiele propozycji zmian w krótkim czasie.",
  reset: "Zbyt wiele próśb o nowe hasło z tego adresu.",
  password: "Zbyt wiele nieudanych prób podania hasła.",
  accountMail: "Zbyt wiele wiadomości z tego konta w krótkim czasie.",
} as const;
