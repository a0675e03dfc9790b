// Accounts: registration, login (with its throttles), the availability lookup and account
// deletion. The page actions and the /api twins call these same functions. Names are found
// through their canonical key (username-key.ts, decision 031), e-mails case-insensitively.
import { eq, sql } from "drizzle-orm";
import { ACCOUNT_MESSAGES, type AccountErrors, type LoginInput, type RegisterInput } from "@core/schemas/account";
import type { UserData } from "@core/auth/roles";
import { verifyCaptcha } from "./captcha";
import { db, schema } from "./db";
import { hashPassword, needsRehash, verifyPassword } from "./passwords";
import { LIMITS, THROTTLE_MESSAGES, hit, release, reserve, resetLimit, throttled } from "./rate-limit";
import { clientOf } from "./client-address";
import { fail, ok, type Failure, type Result } from "@core/result";
import { sendConfirmation } from "./email-confirmation";
import { createSession, type SessionUser } from "./session";
import { backfillUsernameKeys } from "./username-backfill";
import { reservedName, usernameKey } from "./username-key";

/** /api/getUser's answer for a name: never the e-mail, never the hash. */
export type PublicUser = { user_id: number; user_name: string; points: number };
/** /api/getUser's answer for an e-mail: only that it exists, never whose it is. */
export type EmailExists = { exists: true };

// Usernames cannot contain "@" (account-schemas.ts), so the login field's value is an
// e-mail exactly when it has one.
const isEmail = (value: string) => value.includes("@");

const u = schema.users;

/**
 * The accounts a typed name can mean: the one whose key it shares, and (until every row has
 * its key, and for a later look-alike that got a `key#id`) the one with that very name. Two
 * indexed look-ups: SQLite plans the plain OR of the two as a scan of users.
 */
const nameMatches = (name: string) =>
  sql`${u.id} IN (SELECT id FROM users WHERE username_key = ${usernameKey(name)} UNION ALL SELECT id FROM users WHERE username = ${name} COLLATE NOCASE)`;
// The name as typed wins over a look-alike, so the later of two colliding older names can
// still log in by typing it exactly.
const nameOrder = (name: string) => [sql`${u.username} = ${name} DESC`, sql`${u.username} = ${name} COLLATE NOCASE DESC`, u.id];
const emailMatches = (email: string) => sql`${u.email} = ${email} COLLATE NOCASE`;

/**
 * GET /api/getUser/{value} (the registration form's availability check): for a name, the
 * account it would collide with; for an e-mail, only whether it is registered. Limited per
 * client, so the call cannot list who has an account.
 */
export async function lookupUser(request: Request, value: string): Promise<Result<PublicUser[] | EmailExists[]>> {
  const state = await hit(LIMITS.userLookupPerIp, clientOf(request));
  if (!state.allowed) return throttled(state, THROTTLE_MESSAGES.lookup);
  const trimmed = value.trim();
  if (!trimmed) return ok([]);
  if (isEmail(trimmed)) {
    const [row] = await db().select({ id: u.id }).from(u).where(emailMatches(trimmed)).limit(1);
    return ok(row ? [{ exists: true as const }] : []);
  }
  // The site's own words are taken by the site (user_id 0), whoever holds an account.
  const reserved = reservedName(trimmed);
  if (reserved) return ok([{ user_id: 0, user_name: reserved, points: 0 }]);
  const rows = await db()
    .select({ user_id: u.id, user_name: u.username, points: u.points })
    .from(u)
    .where(nameMatches(trimmed))
    .orderBy(...nameOrder(trimmed))
    .limit(1);
  return ok(rows);
}

/** A login or registration that worked: the browser's copy of the user and the session cookie. */
export type SignedIn = { user: UserData; cookie: string };

function toUserData(user: SessionUser): UserData {
  return { username: user.username, role: user.role };
}

/** Which of the name (through its key) and e-mail are taken: one message per field. */
async function taken(input: RegisterInput): Promise<AccountErrors> {
  const [name, email] = await Promise.all([
    db().select({ id: u.id }).from(u).where(nameMatches(input.username)).limit(1),
    db().select({ id: u.id }).from(u).where(emailMatches(input.email)).limit(1),
  ]);
  const errors: AccountErrors = {};
  if (name.length > 0) errors.username = ACCOUNT_MESSAGES.usernameTaken;
  if (email.length > 0) errors.email = ACCOUNT_MESSAGES.emailTaken;
  return errors;
}

/** Which field's unique index refused an insert, from the driver's message; null if none did. */
function violatedField(error: unknown): "username" | "email" | null {
  const cause = (error as { cause?: unknown })?.cause;
  const message = `${error instanceof Error ? error.message : ""} ${cause instanceof Error ? cause.message : ""}`;
  if (!/UNIQUE constraint failed/i.test(message)) return null;
  return /email/i.test(message) ? "email" : "username";
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
  const slot = await reserve([[LIMITS.registrationPerIp, clientOf(request)]], THROTTLE_MESSAGES.registration);
  if (!slot.ok) return slot;
  const outcome = await createAccount(request, input, captchaToken).catch(async (error: unknown) => {
    await slot.undo();
    throw error;
  });
  if (!outcome.ok) await slot.undo();
  return outcome;
}

async function createAccount(request: Request, input: RegisterInput, captchaToken: unknown): Promise<Result<SignedIn>> {
  // Until every older account has its key, a look-alike of one would pass the key's index:
  // a few of them per registration (one empty index look-up once all have keys); the
  // hourly cron does the bulk.
  await backfillUsernameKeys(db(), 100);
  // A name of only invisible or ignorable characters has no key: nothing to show, nothing to tell apart.
  if (usernameKey(input.username).length < 3) return fail("invalid", ACCOUNT_MESSAGES.usernameShape, { field: "username" });
  const conflicts = await taken(input);
  // A look-alike of the site's own words reads as the site speaking (decision 041).
  if (reservedName(input.username)) conflicts.username = ACCOUNT_MESSAGES.usernameTaken;
  if (conflicts.username || conflicts.email) return conflict(conflicts);
  const captcha = await verifyCaptcha(captchaToken, request);
  if (!captcha.ok) return fail("captcha", ACCOUNT_MESSAGES.captcha, { field: "captcha" });

  const passwordHash = await hashPassword(input.password);
  let created: SessionUser;
  try {
    [created] = await db()
      .insert(u)
      .values({
        username: input.username,
        usernameKey: usernameKey(input.username),
        email: input.email,
        passwordHash,
        role: "user",
        emailConfirmedAt: null,
      })
      .returning({ id: u.id, username: u.username, role: u.role });
  } catch (error) {
    // Lost a race with another registration of a look-alike name or the same e-mail: the
    // unique indexes decided, and the loser hears which field, never a 500.
    const raced = await taken(input);
    if (raced.username || raced.email) return conflict(raced);
    const field = violatedField(error);
    if (field === "username") return conflict({ username: ACCOUNT_MESSAGES.usernameTaken });
    if (field === "email") return conflict({ email: ACCOUNT_MESSAGES.emailTaken });
    throw error;
  }
  // The confirmation link is part of registering (decision 044): when it cannot be sent the
  // account is taken back, so the user can simply try again in a moment.
  const mailed = await sendConfirmation(request, { id: created.id, username: created.username }, input.email, "registration");
  if (!mailed.ok) {
    await db().delete(u).where(eq(u.id, created.id));
    return mailed;
  }
  return ok({ user: toUserData(created), cookie: await createSession(created.id) });
}

/** An account as the login and the reset request find it. */
export type AccountRow = {
  id: number;
  username: string;
  role: SessionUser["role"];
  email: string;
  emailConfirmedAt: number | null;
  passwordHash: string;
};

/** The account a login field's value means: an e-mail (it has "@") or a name through its key (decision 031). */
export async function findAccountByLogin(typed: string): Promise<AccountRow | undefined> {
  const byEmail = isEmail(typed);
  const [row] = await db()
    .select({ id: u.id, username: u.username, role: u.role, email: u.email, emailConfirmedAt: u.emailConfirmedAt, passwordHash: u.passwordHash })
    .from(u)
    .where(byEmail ? emailMatches(typed) : nameMatches(typed))
    .orderBy(...(byEmail ? [u.id] : nameOrder(typed)))
    .limit(1);
  return row;
}

/** The throttles' name for an account that may not exist: look-alike spellings of an unknown name share one. */
export function accountSubject(row: AccountRow | undefined, typed: string): string {
  return row ? `id:${row.id}` : `name:${isEmail(typed) ? typed.toLowerCase() : usernameKey(typed)}`;
}

// Verifying against this when the account does not exist keeps the answer time the same,
// so timing does not tell which names are registered.
// Kept once made (a hash still being made is its request's promise, shared-work.ts).
let decoyHash: string | undefined;

/**
 * Logs in by username (through its key: `KrolowaRefrenu` reaches `KrólowaRefrenu`, and the
 * password decides) or e-mail. Failures are counted per account (resolved, whichever of
 * name or e-mail was typed) and client together (5 per 5 minutes), per client across
 * accounts (10), and per account from anywhere (10 per 15 minutes). Past the last one the
 * account is under attack from many clients: instead of locking its owner out, every login
 * to it must bring a solved captcha. Each attempt reserves its slots before the password is
 * checked, so concurrent guesses cannot all be evaluated; a success gives them back.
 */
export async function loginAccount(request: Request, input: LoginInput, captchaToken?: unknown): Promise<Result<SignedIn>> {
  const ip = clientOf(request);
  const typed = input.username;
  const row = await findAccountByLogin(typed);
  // Guesses at an unknown name share one count with its look-alikes.
  const account = accountSubject(row, typed);

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

  decoyHash ??= await hashPassword(crypto.randomUUID());
  const valid = await verifyPassword(input.password, row?.passwordHash ?? decoyHash);
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
