// Helpers for the account, authorization, captcha, throttle and CSRF tests.
import { env } from "cloudflare:workers";
import { solveChallenge, type Challenge } from "altcha-lib";
import type { BatchItem } from "drizzle-orm/batch";
import { SignJWT } from "jose";
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";
import * as schema from "@db/schema";
import { hashPassword } from "@worker/services/passwords";
import { createSession } from "@worker/services/session";
import { usernameKey } from "@worker/services/username-key";
import { get, testDb } from "./helpers";

let counter = 0;
const unique = () => `${Date.now().toString(36)}${++counter}`;

/**
 * A fresh address per call, so per-IP limits of one test do not spill into another: a
 * running number over the 16 million addresses of 10.0.0.0/8, never the same one twice in
 * a test file (a random pick repeated one now and then, and a repeated address is throttled).
 */
let ipNumber = 0;
export const freshIp = () => {
  ipNumber++;
  return `10.${(ipNumber >> 16) & 255}.${(ipNumber >> 8) & 255}.${ipNumber & 255}`;
};

/** Solves a challenge from the real endpoint, as the widget does; answers the field value. */
export async function solvedCaptcha(): Promise<string> {
  const challenge = await (await get("/api/captcha/challenge")).json<Challenge>();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("captcha not solved");
  return btoa(JSON.stringify({ challenge, solution }));
}

/**
 * One real hash per test password for the whole file: hashPassword runs 100,000 PBKDF2
 * rounds, and the accounts made here only need a hash that verifies (what a registration
 * stores is tested through registration itself). A shared salt changes nothing a login sees.
 */
const hashes = new Map<string, Promise<string>>();
function hashOf(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
}

/** A user with a real password hash and the username key a registration writes. */
export async function makeAccount(
  options: { username?: string; password?: string; role?: "user" | "moderator" | "admin"; email?: string; confirmed?: boolean } = {},
) {
  const username = options.username ?? `konto${unique()}`;
  const password = options.password ?? "haslo-testowe-123";
  const [user] = await testDb()
    .insert(schema.users)
    .values({
      username,
      usernameKey: usernameKey(username),
      email: options.email ?? `${username}@example.pl`,
      passwordHash: await hashOf(password),
      role: options.role ?? "user",
      // Confirmed unless asked otherwise, like every account made before confirmation existed (decision 044).
      emailConfirmedAt: options.confirmed === false ? null : Math.floor(Date.now() / 1000),
    })
    .returning();
  return { user, password };
}

/** The Cookie header value of a fresh session for the user. */
export async function sessionCookieFor(userId: number): Promise<string> {
  const setCookie = await createSession(userId);
  return setCookie.split(";")[0];
}

/**
 * `count` users with a session each (Cookie header values), for load tests: the users and
 * the sessions go in batched inserts, and the cookies are signed as createSession signs them
 * (the session format itself is tested by the account tests).
 */
export async function usersWithSessions(count: number): Promise<{ id: number; cookie: string }[]> {
  const tag = unique();
  const rows = Array.from({ length: count }, (_, i) => ({ username: `tlum${tag}x${i}`, email: `tlum${tag}x${i}@example.pl`, passwordHash: "x" }));
  // D1 binds at most 100 parameters: a user row binds 6 (defaults included).
  const users = (await inBatches(rows, 12, (chunk) => testDb().insert(schema.users).values(chunk).returning({ id: schema.users.id }))).flat();
  const now = Math.floor(Date.now() / 1000);
  const sessions = users.map((u) => ({ id: crypto.randomUUID(), userId: u.id, createdAt: now, expiresAt: now + 86400 }));
  await inBatches(sessions, 25, (chunk) => testDb().insert(schema.sessions).values(chunk));
  const key = new TextEncoder().encode(env.SESSION_SECRET);
  const tokens = await Promise.all(
    sessions.map((s) => new SignJWT({ sid: s.id }).setProtectedHeader({ alg: "HS256" }).setIssuedAt(now).setExpirationTime(s.expiresAt).sign(key)),
  );
  return users.map((u, i) => ({ id: u.id, cookie: `sesja=${tokens[i]}` }));
}

async function inBatches<Row, Query extends BatchItem<"sqlite">>(rows: Row[], size: number, statement: (chunk: Row[]) => Query) {
  const statements: Query[] = [];
  for (let i = 0; i < rows.length; i += size) statements.push(statement(rows.slice(i, i + size)));
  return testDb().batch(statements as [Query, ...Query[]]);
}

/** A registration's two required boxes (decision 044): the terms accepted, 16 or older. */
export const CONSENTS = { terms: true, age: true } as const;

/** A JSON POST as our own pages send it (same origin). */
export function postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
  return get(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: "http://localhost", "CF-Connecting-IP": freshIp(), ...headers },
    body: JSON.stringify(body),
  });
}

/** A form POST to a page action, as the browser sends it without JavaScript. */
export function postForm(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return get(path, {
    method: "POST",
    headers: { Origin: "http://localhost", "CF-Connecting-IP": freshIp(), ...headers },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}
