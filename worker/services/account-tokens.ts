// Single-use links (decision 044). A link carries 32 random bytes; D1 keeps only their SHA-256,
// so the table cannot be turned back into working links. Using a link is `claimToken`: one
// conditional UPDATE (unused, unexpired, this purpose) that stamps the request's own random
// nonce, placed first in the D1 batch that does what the link is for; the batch's other
// statements act only through `claimedUserId(nonce)`. D1 runs batches one at a time, so of any
// number of concurrent uses exactly one claims the row and the rest change nothing.
import { and, eq, isNull, lt, ne, sql } from "drizzle-orm";
import { LINK_MESSAGES } from "@core/schemas/account-settings";
import { fail, ok, type Result } from "@core/result";
import { nowSeconds } from "../platform/clock";
import { db, schema } from "./db";

export type TokenPurpose = "reset" | "email";

/** A reset link lives an hour (the issue); a confirmation link two days (mail can be slow to be read). */
export const TOKEN_TTL_SECONDS: Record<TokenPurpose, number> = { reset: 3600, email: 48 * 3600 };

const t = schema.accountTokens;

function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

export async function tokenHash(token: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token)));
  return [...digest].map((b) => b.toString(16).padStart(2, "0")).join("");
}

export type IssuedToken = {
  token: string;
  /** The mail went out: the account's older links of this purpose stop working. */
  commit: () => Promise<void>;
  /** The mail did not go out: the link is forgotten, the older ones still work. */
  withdraw: () => Promise<void>;
};

/** A new link for the account, sent to `email` (for "email": the address it confirms). */
export async function issueToken(userId: number, purpose: TokenPurpose, email: string): Promise<IssuedToken> {
  const token = base64url(crypto.getRandomValues(new Uint8Array(32)));
  const hash = await tokenHash(token);
  const now = nowSeconds();
  await db()
    .insert(t)
    .values({ tokenHash: hash, userId, purpose, email, createdAt: now, expiresAt: now + TOKEN_TTL_SECONDS[purpose] });
  return {
    token,
    commit: async () => {
      await db()
        .update(t)
        .set({ usedAt: nowSeconds() })
        .where(and(eq(t.userId, userId), eq(t.purpose, purpose), isNull(t.usedAt), ne(t.tokenHash, hash)));
    },
    withdraw: async () => {
      await db().delete(t).where(eq(t.tokenHash, hash));
    },
  };
}

export type TokenOwner = { userId: number; email: string };

/** What a link is, without using it: its owner, or why it cannot be used (the pages show this before any form). */
export async function inspectToken(token: string, purpose: TokenPurpose): Promise<Result<TokenOwner>> {
  const [row] = await db()
    .select({ userId: t.userId, email: t.email, usedAt: t.usedAt, expiresAt: t.expiresAt })
    .from(t)
    .where(and(eq(t.tokenHash, await tokenHash(token)), eq(t.purpose, purpose)))
    .limit(1);
  if (!row) return fail("invalid", LINK_MESSAGES.invalid, { field: "token" });
  if (row.usedAt !== null) return fail("invalid", LINK_MESSAGES.used, { field: "token" });
  if (row.expiresAt <= nowSeconds()) return fail("invalid", LINK_MESSAGES.expired, { field: "token" });
  return ok({ userId: row.userId, email: row.email });
}

/** The statement that uses the link for the request holding `nonce`; answers its owner when it won. */
export function claimToken(hash: string, purpose: TokenPurpose, nonce: string, now = nowSeconds()) {
  return db()
    .update(t)
    .set({ usedAt: now, claim: nonce })
    .where(and(eq(t.tokenHash, hash), eq(t.purpose, purpose), isNull(t.usedAt), sql`${t.expiresAt} > ${now}`))
    .returning({ userId: t.userId, email: t.email });
}

/** The owner of the link this request claimed in the same batch, else NULL (so later statements match nothing). */
export const claimedUserId = (hash: string, nonce: string) =>
  sql`(SELECT user_id FROM account_tokens WHERE token_hash = ${hash} AND claim = ${nonce})`;

/** The address of the link this request claimed in the same batch. */
export const claimedEmail = (hash: string, nonce: string) => sql`(SELECT email FROM account_tokens WHERE token_hash = ${hash} AND claim = ${nonce})`;

/** Spends every other unused link of the claimed link's owner (all purposes): what they were for has changed. */
export function spendOtherTokens(hash: string, nonce: string, now = nowSeconds()) {
  return db()
    .update(t)
    .set({ usedAt: now })
    .where(and(sql`${t.userId} = ${claimedUserId(hash, nonce)}`, isNull(t.usedAt), ne(t.tokenHash, hash)));
}

export function newNonce(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(16)));
}

/**
 * Links a day past their expiry go with the hourly clean-up, used or not (until then a used
 * link still says 'used' rather than 'invalid'): at most three days for any link.
 */
export function pruneTokens(now = nowSeconds()) {
  return db()
    .delete(t)
    .where(lt(t.expiresAt, now - 86400));
}
