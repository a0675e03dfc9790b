// The one place a request's D1 session is made (decision 050): reads that may be slightly
// stale start on any replica, a write request starts on the primary, and a visitor who has
// just written carries a bookmark that holds every later read to at least that write.
//
// The bookmark travels signed (HMAC-SHA256 under SESSION_SECRET, like the visitor cookie):
// D1 would wait for, or refuse, a bookmark no replica has reached, so a forged or foreign one
// — another database's, a made-up future — must never reach it. A value that fails the
// format or the signature is ignored: the request gets a fresh unconstrained session.
import { env } from "cloudflare:workers";
import { config } from "../platform/config";
import type { D1Usage } from "./request-scope";
import { readCookie } from "./session";

export const BOOKMARK_COOKIE = "zakladka";
export const BOOKMARK_HEADER = "X-D1-Bookmark";
/**
 * How long a writer's reads stay tied to their write. Replicas trail the primary by well
 * under a second in normal operation; five minutes covers a slow replica and the next few
 * pages, and keeps the window short in which the visitor's pages bypass shared caches.
 */
export const BOOKMARK_MAX_AGE_SECONDS = 300;

/** D1 bookmarks: four hex groups (8-8-8-32), lexicographically ordered by commit. */
const BOOKMARK_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;
const SIGNATURE_PATTERN = /^[A-Za-z0-9_-]{22}$/;
/** Domain separation: the same secret signs sessions and visitor keys. */
const PURPOSE = "d1-bookmark:";

// The imported key, once imported: a key still being imported is the importing request's
// promise, which no other request may await (shared-work.ts).
let signing: { secret: string; key: CryptoKey } | undefined;

async function hmacKey(): Promise<CryptoKey> {
  const secret = config().SESSION_SECRET;
  if (signing?.secret === secret) return signing.key;
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  signing = { secret, key };
  return key;
}

async function signatureOf(bookmark: string): Promise<string> {
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", await hmacKey(), new TextEncoder().encode(PURPOSE + bookmark)));
  // 128 bits are plenty for a value that only narrows which replica may answer.
  return btoa(String.fromCharCode(...mac.subarray(0, 16)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** Compares without an early exit, so the time taken says nothing about the signature. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/** The bookmark inside a signed value, or null for anything we did not sign ourselves. */
export async function verifiedBookmark(value: string | null | undefined): Promise<string | null> {
  if (!value || value.length > 120) return null;
  const [bookmark, signature, ...rest] = value.trim().split(".");
  if (rest.length > 0 || !BOOKMARK_PATTERN.test(bookmark ?? "") || !SIGNATURE_PATTERN.test(signature ?? "")) return null;
  return sameText(await signatureOf(bookmark), signature) ? bookmark : null;
}

export async function signBookmark(bookmark: string): Promise<string> {
  return `${bookmark}.${await signatureOf(bookmark)}`;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The request's session. Writes (any other method) begin at the primary, so what they check
 * before writing is current; reads begin wherever is nearest, unless the request carries a
 * bookmark — the later of the cookie's and the header's, bookmarks sort by time.
 */
export async function sessionFor(request: Request): Promise<D1DatabaseSession> {
  if (!SAFE_METHODS.has(request.method.toUpperCase())) return env.DB.withSession("first-primary");
  const [fromCookie, fromHeader] = await Promise.all([
    verifiedBookmark(readCookie(request, BOOKMARK_COOKIE)),
    verifiedBookmark(request.headers.get(BOOKMARK_HEADER)),
  ]);
  const latest = [fromCookie, fromHeader].filter((b): b is string => b !== null).sort();
  return env.DB.withSession(latest.at(-1) ?? "first-unconstrained");
}

/** A cron run reads what it recomputes from the primary: its lists must not go back in time. */
export function cronSession(): D1DatabaseSession {
  return env.DB.withSession("first-primary");
}

type D1Answer = { meta?: Partial<D1Meta> } | undefined;

function add(usage: D1Usage, answer: D1Answer): void {
  const meta = answer?.meta;
  if (!meta) return;
  usage.queries++;
  usage.rowsRead += meta.rows_read ?? 0;
  usage.rowsWritten += meta.rows_written ?? 0;
  if (meta.changed_db || (meta.rows_written ?? 0) > 0) usage.changedDb = true;
  if (meta.served_by_primary === false) usage.servedByReplica++;
}

/**
 * Counts every statement's metadata into `usage`. D1's public API drops the metadata of
 * raw() — which Drizzle uses for every select with columns — so the count is taken where
 * all of a session's statements pass: its internal `_sendOrThrow` (and `_queryOrThrow`, the
 * RPC transport). Those are workerd's internals, pinned with the toolchain (decision 022);
 * should they change, queries still run and `usage.measured` stays false, which the logs
 * and the status page show, and tests/worker/observability.test.ts fails.
 */
export function countUsage(session: D1DatabaseSession, usage: D1Usage): D1DatabaseSession {
  const internals = session as unknown as Record<string, unknown>;
  for (const name of ["_sendOrThrow", "_queryOrThrow"]) {
    const original = internals[name];
    if (typeof original !== "function") continue;
    // Counted from here on: a request that runs no query reads 0 rows, not an unknown number.
    usage.measured = true;
    internals[name] = async (...args: unknown[]) => {
      const answer = (await original.apply(session, args)) as D1Answer | D1Answer[];
      for (const one of Array.isArray(answer) ? answer : [answer]) add(usage, one);
      return answer;
    };
  }
  return session;
}
