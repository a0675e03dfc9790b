// Blocks (decision 043): a moderator blocks an account (it can still read and log in) or,
// for anonymous abuse, a client by the keyed hash of its address, until a chosen time. Every
// write path asks `blockedWriter` first and answers the block's Polish message with 403.
import { and, desc, eq, gt, isNull, or, sql } from "drizzle-orm";
import { fail, ok, type Result } from "@core/result";
import { MODERATION_MESSAGES } from "@core/rules/reports";
import { nowSeconds } from "../platform/clock";
import { config } from "../platform/config";
import { audit } from "./audit";
import { clientHash } from "./client-address";
import { db, schema } from "./db";
import { requirePermission } from "./permissions";
import type { SessionUser } from "./session";

const b = schema.blocks;

const untilText = (until: number) =>
  new Intl.DateTimeFormat("pl-PL", { timeZone: "Europe/Warsaw", dateStyle: "long", timeStyle: "short" }).format(new Date(until * 1000));

/** The refusal for a blocked writer, or null. One indexed look-up per write. */
export async function blockedWriter(request: Request, user: SessionUser | null): Promise<Result<null>> {
  const hash = await clientHash(request, config().SESSION_SECRET);
  const now = nowSeconds();
  const [block] = await db()
    .select({ until: b.until, userId: b.userId })
    .from(b)
    .where(and(isNull(b.liftedAt), gt(b.until, now), user ? or(eq(b.userId, user.id), eq(b.clientHash, hash)) : eq(b.clientHash, hash)))
    .orderBy(desc(b.until))
    .limit(1);
  if (!block) return ok(null);
  const message =
    block.userId !== null ? MODERATION_MESSAGES.blocked(untilText(block.until)) : MODERATION_MESSAGES.blockedClient(untilText(block.until));
  return fail("forbidden", message, { details: { blockedUntil: block.until } });
}

export type BlockTarget = { userId: number | null; clientHash: string | null; label: string };

/** Blocks the target for `days` (users.block). */
export async function blockTarget(request: Request, target: BlockTarget, days: number, reason: string | null): Promise<Result<{ until: number }>> {
  const actor = await requirePermission(request, "users.block");
  if (!actor.ok) return actor;
  if (target.userId === null && target.clientHash === null) return fail("invalid", MODERATION_MESSAGES.noAuthor);
  const until = nowSeconds() + days * 86_400;
  await db()
    .insert(b)
    .values({
      userId: target.userId,
      clientHash: target.userId === null ? target.clientHash : null,
      label: target.label,
      until,
      reason,
      createdBy: actor.value.id,
    });
  await audit(actor.value, {
    action: "block",
    kind: target.userId === null ? "client" : "account",
    itemId: target.userId,
    label: target.label,
    reason: `${days} dni${reason ? `: ${reason}` : ""}`,
  });
  return ok({ until });
}

export async function liftBlock(request: Request, blockId: number): Promise<Result> {
  const actor = await requirePermission(request, "users.block");
  if (!actor.ok) return actor;
  const [lifted] = await db()
    .update(b)
    // A lifted block has ended: its client's hash is not kept a moment longer (the privacy page).
    .set({ liftedAt: nowSeconds(), liftedBy: actor.value.id, clientHash: null })
    .where(and(eq(b.id, blockId), isNull(b.liftedAt)))
    .returning({ id: b.id, label: b.label, userId: b.userId });
  if (!lifted) return fail("not_found", "Nie ma takiej blokady (albo już ją zdjęto).");
  await audit(actor.value, { action: "unblock", kind: lifted.userId === null ? "client" : "account", itemId: lifted.userId, label: lifted.label });
  return ok();
}

export type BlockRow = {
  id: number;
  label: string;
  until: number;
  reason: string | null;
  created_by: string | null;
  created_at: number;
  account: boolean;
};

/** Active blocks, the soonest to end first (the panel). */
export async function activeBlocks(request: Request): Promise<Result<BlockRow[]>> {
  const actor = await requirePermission(request, "users.block");
  if (!actor.ok) return actor;
  const rows = await db()
    .select({
      id: b.id,
      label: b.label,
      until: b.until,
      reason: b.reason,
      created_by: sql<string | null>`(SELECT username FROM users WHERE users.id = ${b.createdBy})`,
      created_at: b.createdAt,
      account: sql<boolean>`${b.userId} IS NOT NULL`,
    })
    .from(b)
    .where(and(isNull(b.liftedAt), gt(b.until, nowSeconds())))
    .orderBy(b.until)
    .limit(200);
  return ok(rows.map((row) => ({ ...row, account: Boolean(row.account) })));
}
