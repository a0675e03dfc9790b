// Sessions: a jose-signed cookie naming a row of the sessions table. The signature stops
// forged ids; the row makes a session revocable (logout, account deletion).
// Every loader and API handler learns the current user from getSessionUser, nowhere else.
import { and, eq, gt, isNull, ne, type SQL, sql } from "drizzle-orm";
import { SignJWT, jwtVerify } from "jose";
import { nowMs, nowSeconds } from "../platform/clock";
import { config } from "../platform/config";
import type { Role } from "@core/auth/roles";
import { db, schema } from "./db";

export type SessionUser = { id: number; username: string; role: Role };

const SESSION_COOKIE = "sesja";
export const SESSION_TTL_SECONDS = 30 * 86400;
const JWT_ALGORITHM = "HS256";

let signingKey: { secret: string; key: Uint8Array } | undefined;

function key(): Uint8Array {
  const secret = config().SESSION_SECRET;
  if (signingKey?.secret !== secret) signingKey = { secret, key: new TextEncoder().encode(secret) };
  return signingKey.key;
}

export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const separator = part.indexOf("=");
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return null;
}

function sessionCookie(value: string, maxAge: number): string {
  return `${SESSION_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; Secure; SameSite=Lax`;
}

export function clearSessionCookie(): string {
  return sessionCookie("", 0);
}

/**
 * Whether the request carries a session cookie at all, valid or not. The Worker marks such
 * answers private without a lookup (decision 027): whatever the page, its nav names the user.
 */
export function carriesSessionCookie(request: Request): boolean {
  return Boolean(readCookie(request, SESSION_COOKIE));
}

/** The session id from a cookie whose signature and expiry check out, else null. */
async function sessionIdFrom(request: Request): Promise<string | null> {
  const token = readCookie(request, SESSION_COOKIE);
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, key(), {
      algorithms: [JWT_ALGORITHM],
      currentDate: new Date(nowMs()),
    });
    return typeof payload.sid === "string" ? payload.sid : null;
  } catch {
    return null;
  }
}

// Root and route loaders of one document request share the Request; one lookup serves both.
const perRequest = new WeakMap<Request, Promise<SessionUser | null>>();

export function getSessionUser(request: Request): Promise<SessionUser | null> {
  let pending = perRequest.get(request);
  if (!pending) {
    pending = lookUpSessionUser(request);
    perRequest.set(request, pending);
  }
  return pending;
}

async function lookUpSessionUser(request: Request): Promise<SessionUser | null> {
  const sessionId = await sessionIdFrom(request);
  if (!sessionId) return null;
  const [row] = await db()
    .select({ id: schema.users.id, username: schema.users.username, role: schema.users.role })
    .from(schema.sessions)
    .innerJoin(schema.users, eq(schema.users.id, schema.sessions.userId))
    .where(and(eq(schema.sessions.id, sessionId), isNull(schema.sessions.revokedAt), gt(schema.sessions.expiresAt, nowSeconds())))
    .limit(1);
  return row ?? null;
}

function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** Opens a session for the user; answers the Set-Cookie header value. */
export async function createSession(userId: number): Promise<string> {
  const id = newSessionId();
  const issuedAt = nowSeconds();
  const expiresAt = issuedAt + SESSION_TTL_SECONDS;
  await db().insert(schema.sessions).values({ id, userId, createdAt: issuedAt, expiresAt });
  const token = await new SignJWT({ sid: id })
    .setProtectedHeader({ alg: JWT_ALGORITHM })
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(key());
  return sessionCookie(token, SESSION_TTL_SECONDS);
}

/** Revokes the request's own session (logout); answers the clearing Set-Cookie value. */
export async function revokeSession(request: Request): Promise<string> {
  const sessionId = await sessionIdFrom(request);
  if (sessionId) {
    await db()
      .update(schema.sessions)
      .set({ revokedAt: nowSeconds() })
      .where(and(eq(schema.sessions.id, sessionId), isNull(schema.sessions.revokedAt)));
  }
  perRequest.delete(request);
  return clearSessionCookie();
}

/** The id of the request's own session (valid signature and expiry), else null. */
export const ownSessionId = sessionIdFrom;

/**
 * The statement that ends every open session of an account (a password reset, 'Wyloguj ze
 * wszystkich urządzeń'), for a batch; `userId` may be SQL (the owner of a link just claimed).
 * With `keep` (ownSessionId of the request), that session stays open (a password changed in
 * the settings). Not async on purpose: a query builder awaited is a query run.
 */
export function revokeSessionsOf(userId: number | SQL, keep: string | null = null) {
  const s = schema.sessions;
  const owner = typeof userId === "number" ? eq(s.userId, userId) : sql`${s.userId} = ${userId}`;
  return db()
    .update(s)
    .set({ revokedAt: nowSeconds() })
    .where(and(owner, isNull(s.revokedAt), keep ? ne(s.id, keep) : undefined));
}

/** Forgets the request's memoised user (its session was just ended by a batch). */
export function forgetSessionUser(request: Request): void {
  perRequest.delete(request);
}
