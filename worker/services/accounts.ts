// Accounts: registration, login (with its throttles), the availability lookup and account
// deletion. The page actions and the /api twins call these same functions.
import { eq, sql } from "drizzle-orm";
import { ACCOUNT_MESSAGES, type AccountErrors, type LoginInput, type RegisterInput } from "../../app/lib/account-schemas";
import type { UserData } from "../../app/lib/userdata";
import { verifyCaptcha } from "./captcha";
import { db, schema } from "./db";
import { hashPassword, needsRehash, verifyPassword } from "./passwords";
import { LIMITS, THROTTLE_MESSAGES, checkLimit, clientIp, consumeLimit, firstRefusal, resetLimit, tooManyAttemptsMessage } from "./rate-limit";
import { refreshAfterModeration } from "./moderation";
import { createSession, type SessionUser } from "./session";

/** /api/getUser's answer: never the e-mail, never the hash. */
export type PublicUser = { user_id: number; user_name: string; points: number };

const matchesNameOrEmail = (value: string) =>
  sql`(${schema.users.username} = ${value} collate nocase or ${schema.users.email} = ${value} collate nocase)`;

/** Non-empty when the value is a taken username or e-mail (case-insensitive). */
export async function findUsers(value: string): Promise<PublicUser[]> {
  const trimmed = value.trim();
  if (!trimmed) return [];
  return db()
    .select({ user_id: schema.users.id, user_name: schema.users.username, points: schema.users.points })
    .from(schema.users)
    .where(matchesNameOrEmail(trimmed))
    .limit(1);
}

export type AccountOutcome =
  | { kind: "success"; user: UserData; cookie: string }
  | { kind: "invalid"; status: 400 | 401 | 409; errors: AccountErrors }
  | { kind: "throttled"; retryAfterSeconds: number; message: string };

function toUserData(user: SessionUser): UserData {
  return { username: user.username, role: user.role };
}

async function taken(input: RegisterInput) {
  const rows = await db()
    .select({ username: schema.users.username, email: schema.users.email })
    .from(schema.users)
    .where(sql`${schema.users.username} = ${input.username} collate nocase or ${schema.users.email} = ${input.email} collate nocase`);
  const errors: { username?: string; email?: string } = {};
  for (const row of rows) {
    if (row.username.toLowerCase() === input.username.toLowerCase()) errors.username = ACCOUNT_MESSAGES.usernameTaken;
    if (row.email.toLowerCase() === input.email.toLowerCase()) errors.email = ACCOUNT_MESSAGES.emailTaken;
  }
  return errors;
}

/** Registers and logs in. Input is already zod-parsed; the captcha is always required. */
export async function registerAccount(request: Request, input: RegisterInput, captchaToken: unknown): Promise<AccountOutcome> {
  const ip = clientIp(request);
  const limit = await checkLimit(LIMITS.registrationPerIp, ip);
  if (!limit.allowed) {
    return { kind: "throttled", retryAfterSeconds: limit.retryAfterSeconds, message: tooManyAttemptsMessage(limit, THROTTLE_MESSAGES.registration) };
  }
  const conflicts = await taken(input);
  if (conflicts.username || conflicts.email) return { kind: "invalid", status: 409, errors: conflicts };
  const captcha = await verifyCaptcha(captchaToken, request);
  if (!captcha.ok) return { kind: "invalid", status: 400, errors: { captcha: ACCOUNT_MESSAGES.captcha } };

  const passwordHash = await hashPassword(input.password);
  let created: SessionUser;
  try {
    [created] = await db()
      .insert(schema.users)
      .values({ username: input.username, email: input.email, passwordHash, role: "user" })
      .returning({ id: schema.users.id, username: schema.users.username, role: schema.users.role });
  } catch (error) {
    // Lost a race with another registration of the same name or e-mail.
    const raced = await taken(input);
    if (raced.username || raced.email) return { kind: "invalid", status: 409, errors: raced };
    throw error;
  }
  await consumeLimit(LIMITS.registrationPerIp, ip);
  return { kind: "success", user: toUserData(created), cookie: await createSession(created.id) };
}

// Verifying against this when the account does not exist keeps the answer time the same,
// so timing does not tell which names are registered.
let decoyHash: Promise<string> | undefined;

/** Logs in by username or e-mail; 5 failures per account and per address per 5 minutes. */
export async function loginAccount(request: Request, input: LoginInput): Promise<AccountOutcome> {
  const ip = clientIp(request);
  const account = input.username.toLowerCase();
  const refused = await firstRefusal([
    [LIMITS.loginPerAccount, account],
    [LIMITS.loginPerIp, ip],
  ]);
  if (refused) {
    return { kind: "throttled", retryAfterSeconds: refused.retryAfterSeconds, message: tooManyAttemptsMessage(refused, THROTTLE_MESSAGES.login) };
  }

  const [row] = await db()
    .select({ id: schema.users.id, username: schema.users.username, role: schema.users.role, passwordHash: schema.users.passwordHash })
    .from(schema.users)
    .where(matchesNameOrEmail(input.username))
    .limit(1);
  decoyHash ??= hashPassword(crypto.randomUUID());
  const valid = await verifyPassword(input.password, row?.passwordHash ?? (await decoyHash));
  if (!row || !valid) {
    await Promise.all([consumeLimit(LIMITS.loginPerAccount, account), consumeLimit(LIMITS.loginPerIp, ip)]);
    return { kind: "invalid", status: 401, errors: { form: ACCOUNT_MESSAGES.loginWrong } };
  }

  if (needsRehash(row.passwordHash)) {
    await db()
      .update(schema.users)
      .set({ passwordHash: await hashPassword(input.password) })
      .where(eq(schema.users.id, row.id));
  }
  await resetLimit(LIMITS.loginPerAccount, account);
  const user = { id: row.id, username: row.username, role: row.role };
  return { kind: "success", user: toUserData(user), cookie: await createSession(row.id) };
}

export type DeleteAccountOutcome = { status: "success" } | { status: "error"; error: string; httpStatus: 400 | 403 | 404 };

/**
 * Removes an account and its sessions (admin only, never the admin's own). The user's
 * annotations, comments, translations and songs stay and read 'Anonimowy'; their votes
 * go, and the points those votes gave are taken back, all in one transaction.
 */
export async function deleteAccount(actor: SessionUser, username: string): Promise<DeleteAccountOutcome> {
  if (actor.role !== "admin") return { status: "error", error: "brak dostępu", httpStatus: 403 };
  const [target] = await db()
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(sql`${schema.users.username} = ${username.trim()} collate nocase`)
    .limit(1);
  if (!target) return { status: "error", error: "Nie ma takiego użytkownika.", httpStatus: 404 };
  if (target.id === actor.id) return { status: "error", error: "Nie możesz usunąć własnego konta.", httpStatus: 400 };

  const id = target.id;
  await db().batch([
    // Each of the user's votes gave one point to an annotation or comment, and through
    // the annotation to its author: all taken back before the votes go.
    db()
      .update(schema.users)
      .set({
        points: sql`${schema.users.points} - (
          SELECT count(*) FROM annotation_votes v JOIN annotations a ON a.id = v.annotation_id
          WHERE v.user_id = ${id} AND a.user_id = ${schema.users.id})`,
      })
      .where(sql`${schema.users.id} IN (
        SELECT a.user_id FROM annotation_votes v JOIN annotations a ON a.id = v.annotation_id WHERE v.user_id = ${id})`),
    db()
      .update(schema.annotations)
      .set({ points: sql`${schema.annotations.points} - 1` })
      .where(sql`${schema.annotations.id} IN (SELECT annotation_id FROM annotation_votes WHERE user_id = ${id})`),
    db()
      .update(schema.comments)
      .set({ points: sql`${schema.comments.points} - 1` })
      .where(sql`${schema.comments.id} IN (SELECT comment_id FROM comment_votes WHERE user_id = ${id})`),
    db().delete(schema.annotationVotes).where(eq(schema.annotationVotes.userId, id)),
    db().delete(schema.commentVotes).where(eq(schema.commentVotes.userId, id)),
    db().delete(schema.sessions).where(eq(schema.sessions.userId, id)),
    // Foreign keys set the user's contributions to null: they read 'Anonimowy'.
    db().delete(schema.users).where(eq(schema.users.id, id)),
  ]);
  await refreshAfterModeration();
  return { status: "success" };
}
