// Confirming an address (decision 044): a new account's, a changed one's, and an unconfirmed
// one's that asked for a reset. The link names the address it confirms; opening it and
// pressing the button makes that address the account's, confirmed, in one batch with using
// the link, and spends the account's other open links (a reset link sent to an old address
// must not outlive the change). The link itself is the proof: no login is needed, but a
// browser logged in as another account is refused.
import { eq, sql } from "drizzle-orm";
import { ACCOUNT_MESSAGES } from "@core/schemas/account";
import { LINK_MESSAGES } from "@core/schemas/account-settings";
import { fail, ok, type Result } from "@core/result";
import { nowSeconds } from "../platform/clock";
import { siteOrigin } from "../platform/config";
import { confirmationMail, type ConfirmationKind } from "./account-mails";
import {
  claimedEmail,
  claimedUserId,
  claimToken,
  inspectToken,
  issueToken,
  newNonce,
  spendOtherTokens,
  tokenHash,
  type TokenOwner,
} from "./account-tokens";
import { db, schema } from "./db";
import { sendMail } from "./mail";
import { getSessionUser } from "./session";

export const CONFIRM_PATH = "/potwierdz-email";

/** Mails a confirmation link for `email` to it; on a failed send the link is forgotten. */
export async function sendConfirmation(
  request: Request,
  user: { id: number; username: string },
  email: string,
  kind: ConfirmationKind,
): Promise<Result> {
  const issued = await issueToken(user.id, "email", email);
  const url = `${siteOrigin(request)}${CONFIRM_PATH}?token=${issued.token}`;
  const sent = await sendMail(confirmationMail(email, user.username, url, kind));
  await (sent.ok ? issued.commit() : issued.withdraw());
  return sent;
}

/** The link's owner and address when it can be used by this browser (the page asks before its button). */
export async function checkConfirmationLink(request: Request, token: string): Promise<Result<TokenOwner>> {
  const owner = await inspectToken(token, "email");
  if (!owner.ok) return owner;
  const viewer = await getSessionUser(request);
  if (viewer && viewer.id !== owner.value.userId) return fail("forbidden", LINK_MESSAGES.foreign, { field: "token" });
  return owner;
}

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: unknown })?.cause;
  return /UNIQUE constraint failed/i.test(`${error instanceof Error ? error.message : ""} ${cause instanceof Error ? cause.message : ""}`);
}

/** Uses the link: the address becomes the account's, confirmed. Answers the confirmed address. */
export async function confirmEmail(request: Request, token: string): Promise<Result<{ email: string }>> {
  const checked = await checkConfirmationLink(request, token);
  if (!checked.ok) return checked;
  const hash = await tokenHash(token);
  const nonce = newNonce();
  const now = nowSeconds();
  const u = schema.users;
  let claimed: { userId: number; email: string }[];
  try {
    [claimed] = await db().batch([
      claimToken(hash, "email", nonce, now),
      db()
        .update(u)
        .set({ email: claimedEmail(hash, nonce), emailConfirmedAt: now })
        .where(sql`${u.id} = ${claimedUserId(hash, nonce)}`),
      spendOtherTokens(hash, nonce, now),
    ]);
  } catch (error) {
    // Another account took the address meanwhile: the batch rolled back, the link is unused.
    if (isUniqueViolation(error)) return fail("conflict", ACCOUNT_MESSAGES.emailTaken, { field: "token" });
    throw error;
  }
  if (claimed.length === 0) {
    // Used or expired by a concurrent request between the check and the batch: say which.
    const again = await inspectToken(token, "email");
    return again.ok ? fail("invalid", LINK_MESSAGES.used, { field: "token" }) : again;
  }
  return ok({ email: claimed[0].email });
}

/** Whether the account's current address is confirmed (the settings page says so). */
export async function emailStatus(userId: number): Promise<{ email: string; confirmed: boolean } | null> {
  const [row] = await db()
    .select({ email: schema.users.email, confirmedAt: schema.users.emailConfirmedAt })
    .from(schema.users)
    .where(eq(schema.users.id, userId))
    .limit(1);
  return row ? { email: row.email, confirmed: row.confirmedAt !== null } : null;
}
