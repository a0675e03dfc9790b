// A forgotten password (decision 044). Asking answers the same words whether or not the
// account exists; the link goes only to a confirmed address (an unconfirmed account gets a
// confirmation link and is told to ask again after). Asking is limited per client (a 429 that
// is the same for every name) and per account (silently: the answer stays the same, no mail
// goes). Setting the new password uses the link, stores the hash and ends every session of
// the account in one batch, then opens a new session for this browser.
import { eq, sql } from "drizzle-orm";
import { LINK_MESSAGES, RESET_MESSAGES } from "@core/schemas/account-settings";
import { fail, ok, type Result } from "@core/result";
import { nowSeconds } from "../platform/clock";
import { siteOrigin } from "../platform/config";
import { accountSubject, findAccountByLogin, type SignedIn } from "./accounts";
import { resetMail } from "./account-mails";
import { claimedUserId, claimToken, inspectToken, issueToken, newNonce, spendOtherTokens, tokenHash } from "./account-tokens";
import { clientOf } from "./client-address";
import { db, schema } from "./db";
import { sendConfirmation } from "./email-confirmation";
import { sendMail } from "./mail";
import { hashPassword, verifyPassword } from "./passwords";
import { LIMITS, THROTTLE_MESSAGES, hit, release, reserve } from "./rate-limit";
import { createSession, forgetSessionUser, getSessionUser, revokeSessionsOf } from "./session";

export const RESET_PATH = "/nowe-haslo";

/**
 * 'Nie pamiętasz hasła?': mails a reset link when the account exists and its address is
 * confirmed. Answers RESET_MESSAGES.sent in every case but two: too many requests from this
 * client (429, counted for every request alike) and a mail the provider did not take (503).
 */
export async function requestPasswordReset(request: Request, login: string): Promise<Result<{ message: string }>> {
  const client = clientOf(request);
  const slot = await reserve([[LIMITS.resetPerClient, client]], THROTTLE_MESSAGES.reset);
  if (!slot.ok) return slot;
  const sent = ok({ message: RESET_MESSAGES.sent });

  const account = await findAccountByLogin(login);
  if (!account) return sent;
  const subject = accountSubject(account, login);
  const budget = await hit(LIMITS.resetPerAccount, subject);
  // Past the account's budget nothing goes out, and nothing in the answer says so.
  if (!budget.allowed) return sent;

  let mailed: Result;
  if (account.emailConfirmedAt === null) {
    mailed = await sendConfirmation(request, account, account.email, "beforeReset");
  } else {
    const issued = await issueToken(account.id, "reset", account.email);
    mailed = await sendMail(resetMail(account.email, account.username, `${siteOrigin(request)}${RESET_PATH}?token=${issued.token}`));
    await (mailed.ok ? issued.commit() : issued.withdraw());
  }
  if (!mailed.ok) {
    // Nothing was sent: the attempt does not count against the client or the account.
    await Promise.all([slot.undo(), release(LIMITS.resetPerAccount, subject)]);
    return mailed;
  }
  return sent;
}

/** The link's owner when this browser may use it: unused, unexpired, and not another account's session. */
export async function checkResetLink(request: Request, token: string): Promise<Result<{ userId: number }>> {
  const owner = await inspectToken(token, "reset");
  if (!owner.ok) return owner;
  const viewer = await getSessionUser(request);
  if (viewer && viewer.id !== owner.value.userId) return fail("forbidden", LINK_MESSAGES.foreign, { field: "token" });
  return ok({ userId: owner.value.userId });
}

/**
 * Sets the new password through the link: of any number of concurrent uses one wins, and its
 * batch stores the hash, ends every session of the account (this browser's too) and spends
 * the account's other links; the winner gets a new session.
 */
export async function completePasswordReset(request: Request, token: string, password: string): Promise<Result<SignedIn>> {
  const checked = await checkResetLink(request, token);
  if (!checked.ok) return checked;
  const u = schema.users;
  const [account] = await db().select({ passwordHash: u.passwordHash }).from(u).where(eq(u.id, checked.value.userId)).limit(1);
  if (!account) return fail("invalid", LINK_MESSAGES.invalid, { field: "token" });
  if (await verifyPassword(password, account.passwordHash)) return fail("invalid", RESET_MESSAGES.samePassword, { field: "password" });

  const passwordHash = await hashPassword(password);
  const hash = await tokenHash(token);
  const nonce = newNonce();
  const now = nowSeconds();
  const owner = claimedUserId(hash, nonce);
  const [claimed, , , updated] = await db().batch([
    claimToken(hash, "reset", nonce, now),
    spendOtherTokens(hash, nonce, now),
    revokeSessionsOf(owner),
    db().update(u).set({ passwordHash }).where(sql`${u.id} = ${owner}`).returning({ id: u.id, username: u.username, role: u.role }),
  ]);
  if (claimed.length === 0 || updated.length === 0) {
    const again = await inspectToken(token, "reset");
    return again.ok ? fail("invalid", LINK_MESSAGES.used, { field: "token" }) : again;
  }
  forgetSessionUser(request);
  const [user] = updated;
  return ok({ user: { username: user.username, role: user.role }, cookie: await createSession(user.id) });
}
