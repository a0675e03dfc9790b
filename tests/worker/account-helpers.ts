// Helpers for the account, authorization, captcha, throttle and CSRF tests.
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";
import * as schema from "../../db/schema";
import { hashPassword } from "../../worker/services/passwords";
import { createSession } from "../../worker/services/session";
import { usernameKey } from "../../worker/services/username-key";
import { get, testDb } from "./helpers";

let counter = 0;
const unique = () => `${Date.now().toString(36)}${++counter}`;

/** A fresh address per call, so per-IP limits of one test do not spill into another. */
export const freshIp = () => `10.${counter % 250}.${Math.floor(Math.random() * 250)}.${++counter % 250}`;

/** Solves a challenge from the real endpoint, as the widget does; answers the field value. */
export async function solvedCaptcha(): Promise<string> {
  const challenge = await (await get("/api/captcha/challenge")).json<Challenge>();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("captcha not solved");
  return btoa(JSON.stringify({ challenge, solution }));
}

/** A user with a real password hash and the username key a registration writes. */
export async function makeAccount(options: { username?: string; password?: string; role?: "user" | "moderator" | "admin" } = {}) {
  const username = options.username ?? `konto${unique()}`;
  const password = options.password ?? "haslo-testowe-123";
  const [user] = await testDb()
    .insert(schema.users)
    .values({
      username,
      usernameKey: usernameKey(username),
      email: `${username}@example.pl`,
      passwordHash: await hashPassword(password),
      role: options.role ?? "user",
    })
    .returning();
  return { user, password };
}

/** The Cookie header value of a fresh session for the user. */
export async function sessionCookieFor(userId: number): Promise<string> {
  const setCookie = await createSession(userId);
  return setCookie.split(";")[0];
}

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
