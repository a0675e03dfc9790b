// /profil/ustawienia (decision 044): what the logged-in owner does to their own account. Every
// action acts on the verified session's account only (never on a name or id from the body),
// and every change that matters wants the current password typed again, counted like a login
// (a wrong one uses the same per-account-and-client and per-client budgets, decision 018).
import { eq, sql } from "drizzle-orm";
import { ACCOUNT_MESSAGES } from "@core/schemas/account";
import {
  type ChangeEmailInput,
  type ChangePasswordInput,
  type DeleteAccountInput,
  RESET_MESSAGES,
  SETTINGS_MESSAGES,
} from "@core/schemas/account-settings";
import { fail, ok, type Result } from "@core/result";
import { siteOrigin } from "../platform/config";
import { type Erasure, eraseAccount } from "./account-erasure";
import { accountDeletedMail, confirmationMail, type DeletionFacts, emailChangeNotice } from "./account-mails";
import { issueToken } from "./account-tokens";
import { clientOf } from "./client-address";
import { db, schema } from "./db";
import { CONFIRM_PATH, sendConfirmation } from "./email-confirmation";
import { sendMail } from "./mail";
import { hashPassword, verifyPassword } from "./passwords";
import { privacyFacts } from "./privacy";
import { requireSession } from "./permissions";
import { LIMITS, THROTTLE_MESSAGES, hit, reserve, resetLimit, throttled } from "./rate-limit";
import { clearSessionCookie, forgetSessionUser, ownSessionId, revokeSessionsOf, type SessionUser } from "./session";

const u = schema.users;

type Owner = SessionUser & { email: string; passwordHash: string };

/**
 * The session's account when `typed` is its password. Each try reserves a slot of the login
 * budgets for this account and client (5 per 5 minutes) and for the client (10); a right
 * password gives them back, a wrong one keeps them, so guessing from a stolen session is as
 * slow as guessing at the login form.
 */
export async function confirmOwner(request: Request, typed: string): Promise<Result<Owner>> {
  const session = await requireSession(request);
  if (!session.ok) return session;
  const user = session.value;
  const ip = clientOf(request);
  const pair = `id:${user.id}|${ip}`;
  const slot = await reserve(
    [
      [LIMITS.loginPerAccountClient, pair],
      [LIMITS.loginPerClient, ip],
    ],
    THROTTLE_MESSAGES.password,
  );
  if (!slot.ok) return slot;
  const [row] = await db().select({ email: u.email, passwordHash: u.passwordHash }).from(u).where(eq(u.id, user.id)).limit(1);
  if (!row || !(await verifyPassword(typed, row.passwordHash))) {
    return fail("wrong_credentials", SETTINGS_MESSAGES.wrongPassword, { field: "current" });
  }
  await Promise.all([slot.undo(), resetLimit(LIMITS.loginPerAccountClient, pair)]);
  return ok({ ...user, ...row });
}

/** A new password; every other session of the account ends, this one stays. */
export async function changePassword(request: Request, input: ChangePasswordInput): Promise<Result<{ message: string }>> {
  const owner = await confirmOwner(request, input.current);
  if (!owner.ok) return owner;
  if (input.password === input.current) return fail("invalid", RESET_MESSAGES.samePassword, { field: "password" });
  const passwordHash = await hashPassword(input.password);
  const keep = await ownSessionId(request);
  await db().batch([db().update(u).set({ passwordHash }).where(eq(u.id, owner.value.id)), revokeSessionsOf(owner.value.id, keep)]);
  return ok({ message: SETTINGS_MESSAGES.passwordChanged });
}

async function accountMailBudget(userId: number): Promise<Result> {
  const state = await hit(LIMITS.accountMailPerAccount, `id:${userId}`);
  return state.allowed ? ok() : throttled(state, THROTTLE_MESSAGES.accountMail);
}

/**
 * A new address: a confirmation link goes to it and a notice to the current one. Both go out
 * or the link is forgotten (nothing pending, the address unchanged); the address changes only
 * when the link is opened (email-confirmation.ts).
 */
export async function requestEmailChange(request: Request, input: ChangeEmailInput): Promise<Result<{ message: string }>> {
  const owner = await confirmOwner(request, input.current);
  if (!owner.ok) return owner;
  const { id, username, email: current } = owner.value;
  if (input.email.toLowerCase() === current.toLowerCase()) return fail("invalid", SETTINGS_MESSAGES.sameEmail, { field: "email" });
  // Case-insensitive, as the unique index compares (users_email_nocase).
  const [holder] = await db().select({ id: u.id }).from(u).where(sql`${u.email} = ${input.email} COLLATE NOCASE`).limit(1);
  if (holder) return fail("conflict", ACCOUNT_MESSAGES.emailTaken, { field: "email" });
  const budget = await accountMailBudget(id);
  if (!budget.ok) return budget;

  const issued = await issueToken(id, "email", input.email);
  const url = `${siteOrigin(request)}${CONFIRM_PATH}?token=${issued.token}`;
  const toNew = await sendMail(confirmationMail(input.email, username, url, "change"));
  const toOld = toNew.ok ? await sendMail(emailChangeNotice(current, username, input.email)) : toNew;
  if (!toOld.ok) {
    await issued.withdraw();
    return toOld;
  }
  await issued.commit();
  return ok({ message: SETTINGS_MESSAGES.emailLinkSent });
}

/** The confirmation link again, for an account whose address is not confirmed yet. */
export async function resendConfirmation(request: Request): Promise<Result<{ message: string }>> {
  const session = await requireSession(request);
  if (!session.ok) return session;
  const [row] = await db().select({ email: u.email, confirmedAt: u.emailConfirmedAt }).from(u).where(eq(u.id, session.value.id)).limit(1);
  if (!row) return fail("unauthenticated", ACCOUNT_MESSAGES.registerFailed);
  if (row.confirmedAt !== null) return fail("invalid", SETTINGS_MESSAGES.alreadyConfirmed);
  const budget = await accountMailBudget(session.value.id);
  if (!budget.ok) return budget;
  const sent = await sendConfirmation(request, session.value, row.email, "again");
  return sent.ok ? ok({ message: SETTINGS_MESSAGES.confirmationSent }) : sent;
}

/** 'Wyloguj ze wszystkich urządzeń': every session of the account ends, this one too. Answers the clearing cookie. */
export async function logOutEverywhere(request: Request): Promise<Result<{ cookie: string }>> {
  const session = await requireSession(request);
  if (!session.ok) return session;
  await revokeSessionsOf(session.value.id);
  forgetSessionUser(request);
  return ok({ cookie: clearSessionCookie() });
}

/**
 * Leaving the site: the password again, the choice of what happens to the entries, then the
 * erasure (account-erasure.ts) and the mail to the account's address — all or nothing. The
 * mail goes only after the erasure succeeded, so it never announces a deletion that failed;
 * when it cannot go out, the erasure is undone and the owner is told to try again, still
 * logged in. The admin's own account cannot go this way.
 */
export async function deleteOwnAccount(request: Request, input: DeleteAccountInput): Promise<Result<{ cookie: string }>> {
  const session = await requireSession(request);
  if (!session.ok) return session;
  if (session.value.role === "admin") return fail("forbidden", SETTINGS_MESSAGES.adminCannotLeave);
  const owner = await confirmOwner(request, input.current);
  if (!owner.ok) return owner;
  const { id, email, username } = owner.value;
  let erasure: Erasure | null;
  try {
    erasure = await eraseAccount(id, input.contributions);
  } catch (error) {
    // The trash's move is one batch: nothing moved, and no mail has gone out.
    console.error("Nie udało się usunąć konta", error);
    return fail("unavailable", SETTINGS_MESSAGES.deleteFailed);
  }
  if (!erasure) return fail("conflict", SETTINGS_MESSAGES.alreadyDeleted);
  const mailed = await sendMail(accountDeletedMail(email, username, input.contributions === "keep", deletionFacts()));
  if (!mailed.ok) {
    const undone = await erasure.undo().catch((error: unknown) => {
      console.error("Nie udało się cofnąć usunięcia konta", error);
      return false;
    });
    if (undone) return mailed;
    // Could not be undone: the owner asked for the deletion and has it (30 days in the trash,
    // restorable by the staff); only the confirmation is missing, which is the lesser harm.
    console.error(`Konto ${id} usunięte bez wiadomości potwierdzającej`);
  }
  forgetSessionUser(request);
  return ok({ cookie: clearSessionCookie() });
}

/** What the deletion mail and the settings page promise, from the constants the code acts on (as the privacy page). */
export function deletionFacts(): DeletionFacts {
  const { days, controller } = privacyFacts();
  return { trashDays: days.trash, backupDays: days.backups, contact: controller.email };
}
