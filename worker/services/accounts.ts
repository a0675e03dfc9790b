// Accounts: registration, login (with its throttles), the availability lookup and account
// deletion. The page actions and the /api twins call these same functions.
import { eq, sql } from "drizzle-orm";
import { ACCOUNT_MESSAGES, type AccountErrors, type LoginInput, type RegisterInput } from "../../app/lib/account-schemas";
import type { UserData } from "../../app/lib/userdata";
import { verifyCaptcha } from "./captcha";
import { db, schema } from "./db";
import { hashPassword, needsRehash, verifyPassword } from "./passwords";
import { LIMITS, THROTTLE_MESSAGES, clientIp, hit, release, reserve, resetLimit } from "./rate-limit";
import { fail, ok, type Failure, type Result } from "./result";
import { refreshAfterModeration } from "./moderation";
import { withdrawVotesOf } from "./points";
import { NO_ACCESS_MESSAGE, createSession, type SessionUser } from "./session";

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

/** A login or registration that worked: the browser's copy of the user and the session cookie. */
export type SignedIn = { user: UserData; cookie: string };

function toUserData(user: SessionUser): UserData {
  return { username: user.username, role: user.role };
}

/** Which of the name and e-mail are taken: one message per field. */
async function taken(input: RegisterInput): Promise<AccountErrors> {
  const rows = await db()
    .select({ username: schema.users.username, email: schema.users.email })
    .from(schema.users)
    .where(sql`${schema.users.username} = ${input.username} collate nocase or ${schema.users.email} = ${input.email} collate nocase`);
  const errors: AccountErrors = {};
  for (const row of rows) {
    if (row.username.toLowerCase() === input.username.toLowerCase()) errors.username = ACCOUNT_MESSAGES.usernameTaken;
    if (row.email.toLowerCase() === input.email.toLowerCase()) errors.email = ACCOUNT_MESSAGES.emailTaken;
  }
  return errors;
}

/** A conflict naming its first field, with every field's message in `details.errors`. */
function conflict(errors: AccountErrors): Failure {
  const [field, message] = Object.entries(errors)[0] as [string, string];
  return fail("conflict", message, { field, details: { errors } });
}

/**
 * Registers and logs in. Input is already zod-parsed; the captcha is always required. The
 * per-address slot is reserved first and given back when the registration fails, so three
 * registrations per hour hold however many arrive at once.
 */
export async function registerAccount(request: Request, input: RegisterInput, captchaToken: unknown): Promise<Result<SignedIn>> {
  const slot = await reserve([[LIMITS.registrationPerIp, clientIp(request)]], THROTTLE_MESSAGES.registration);
  if (!slot.ok) return slot;
  const outcome = await createAccount(request, input, captchaToken).catch(async (error: unknown) => {
    await slot.undo();
    throw error;
  });
  if (!outcome.ok) await slot.undo();
  return outcome;
}

async function createAccount(request: Request, input: RegisterInput, captchaToken: unknown): Promise<Result<SignedIn>> {
  const conflicts = await taken(input);
  if (conflicts.username || conflicts.email) return conflict(conflicts);
  const captcha = await verifyCaptcha(captchaToken, request);
  if (!captcha.ok) return fail("captcha", ACCOUNT_MESSAGES.captcha, { field: "captcha" });

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
    if (raced.username || raced.email) return conflict(raced);
    throw error;
  }
  return ok({ user: toUserData(created), cookie: await createSession(created.id) });
}

// Verifying against this when the account does not exist keeps the answer time the same,
// so timing does not tell which names are registered.
let decoyHash: Promise<string> | undefined;

/**
 * Logs in by username or e-mail. Failures are counted per account (resolved, whichever of
 * name or e-mail was typed) and client together (5 per 5 minutes), per client across
 * accounts (10), and per account from anywhere (10 per 15 minutes). Past the last one the
 * account is under attack from many clients: instead of locking its owner out, every login
 * to it must bring a solved captcha. Each attempt reserves its slots before the password is
 * checked, so concurrent guesses cannot all be evaluated; a success gives them back.
 */
export async function loginAccount(request: Request, input: LoginInput, captchaToken?: unknown): Promise<Result<SignedIn>> {
  const ip = clientIp(request);
  const [row] = await db()
    .select({ id: schema.users.id, username: schema.users.username, role: schema.users.role, passwordHash: schema.users.passwordHash })
    .from(schema.users)
    .where(matchesNameOrEmail(input.username))
    .limit(1);
  const account = row ? `id:${row.id}` : `name:${input.username.toLowerCase()}`;

  // This client first (5 per account, 10 across accounts), so one client's burst is refused
  // outright; then the account from anywhere, where the answer is a captcha, not a lockout.
  const pair = `${account}|${ip}`;
  const slot = await reserve(
    [
      [LIMITS.loginPerAccountClient, pair],
      [LIMITS.loginPerClient, ip],
    ],
    THROTTLE_MESSAGES.login,
  );
  if (!slot.ok) return slot;
  const accountState = await hit(LIMITS.loginPerAccount, account);
  const giveBack = () => Promise.all([slot.undo(), release(LIMITS.loginPerAccount, account)]);
  if (!accountState.allowed) {
    const captcha = await verifyCaptcha(captchaToken, request);
    if (!captcha.ok) {
      await giveBack();
      return fail("captcha", ACCOUNT_MESSAGES.captcha, { field: "captcha", details: { captchaRequired: true } });
    }
  }

  decoyHash ??= hashPassword(crypto.randomUUID());
  const valid = await verifyPassword(input.password, row?.passwordHash ?? (await decoyHash));
  // A failure keeps every count it reserved.
  if (!row || !valid) return fail("wrong_credentials", ACCOUNT_MESSAGES.loginWrong);

  await Promise.all([giveBack(), resetLimit(LIMITS.loginPerAccountClient, pair)]);
  if (needsRehash(row.passwordHash)) {
    await db()
      .update(schema.users)
      .set({ passwordHash: await hashPassword(input.password) })
      .where(eq(schema.users.id, row.id));
  }
  const user = { id: row.id, username: row.username, role: row.role };
  return ok({ user: toUserData(user), cookie: await createSession(row.id) });
}

/**
 * Removes an account and its sessions (admin only, never the admin's own). The user's
 * annotations, comments, translations and songs stay and read 'Anonimowy'; their votes
 * go, and the points those votes gave are taken back, all in one transaction.
 */
export async function deleteAccount(actor: SessionUser, username: string): Promise<Result> {
  if (actor.role !== "admin") return fail("forbidden", NO_ACCESS_MESSAGE);
  const [target] = await db()
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(sql`${schema.users.username} = ${username.trim()} collate nocase`)
    .limit(1);
  if (!target) return fail("not_found", "Nie ma takiego użytkownika.");
  if (target.id === actor.id) return fail("invalid", "Nie możesz usunąć własnego konta.");

  const id = target.id;
  const [first, ...rest] = withdrawVotesOf(id);
  await db().batch([
    first,
    ...rest,
    db().delete(schema.sessions).where(eq(schema.sessions.userId, id)),
    // Foreign keys set the user's contributions to null: they read 'Anonimowy'.
    db().delete(schema.users).where(eq(schema.users.id, id)),
  ]);
  await refreshAfterModeration();
  return ok();
}
