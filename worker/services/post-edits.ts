// Editing one's own interpretation, comment or translation (decision 048). The author is the
// verified session's account (never the body); visitors' posts have none and cannot be
// edited. An edit passes the gate every add call passes (blocks, the per-account throttle),
// its text the add form's schema and filter; it keeps the item's id, lines, language, votes
// and points. The replaced text is copied to post_revisions in the same D1 batch (one
// transaction) as the change, both guarded by the same condition, so concurrent edits are
// applied one after another: the item ends as one whole submitted version and every version
// it passed through is in its history, in order.
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import { canEditOwn } from "@core/auth/own-posts";
import { PERMISSION_MESSAGES } from "@core/auth/permissions";
import { fail, ok, type Result } from "@core/result";
import { type EditableKind, POST_EDIT_MESSAGES } from "@core/rules/post-edits";
import type { PostEditInput } from "@core/schemas/post-edit";
import { nowSeconds } from "../platform/clock";
import { withContributionGate } from "./contribution-gate";
import { STORED_TEXT } from "./contributions-write";
import { batchStatements, db, schema } from "./db";
import { postEdited } from "./freshness";
import { requireSession } from "./permissions";
import type { SessionUser } from "./session";

const TABLES = {
  annotation: { table: schema.annotations, name: "annotations" },
  comment: { table: schema.comments, name: "comments" },
  translation: { table: schema.translations, name: "translations" },
} as const;

/** What an edit changed: where the item is, for the page's landing after a post. */
export type PostEdited = { kind: EditableKind; id: number; songId: number; editedAt: number; lines: number[] | null; code: string | null };

type LiveRow = { songId: number; userId: number | null; text: string; lines: number[] | null; code: string | null };

async function liveRow(kind: EditableKind, id: number): Promise<LiveRow | null> {
  if (kind === "annotation") {
    const a = schema.annotations;
    const [row] = await db().select({ songId: a.songId, userId: a.userId, text: a.text, lines: a.lines }).from(a).where(eq(a.id, id));
    return row ? { ...row, code: null } : null;
  }
  if (kind === "translation") {
    const t = schema.translations;
    const [row] = await db().select({ songId: t.songId, userId: t.userId, text: t.text, code: t.code }).from(t).where(eq(t.id, id));
    return row ? { ...row, lines: null } : null;
  }
  const c = schema.comments;
  const [row] = await db().select({ songId: c.songId, userId: c.userId, text: c.text }).from(c).where(eq(c.id, id));
  return row ? { ...row, lines: null, code: null } : null;
}

/**
 * Why an item that is not live cannot be edited. Its author learns that reports hid it or a
 * moderator deleted it (the trash remembers the author); anyone else is told it is not there.
 */
async function notLive(kind: EditableKind, id: number, user: SessionUser): Promise<Result<never>> {
  const t = schema.trash;
  const [entry] = await db()
    .select({ status: t.status, authorId: t.authorId })
    .from(t)
    .where(and(eq(t.kind, kind), eq(t.itemId, id), inArray(t.status, ["trashed", "held"])))
    .orderBy(sql`${t.id} DESC`)
    .limit(1);
  if (entry && entry.authorId === user.id) {
    return entry.status === "held" ? fail("conflict", POST_EDIT_MESSAGES.held) : fail("not_found", POST_EDIT_MESSAGES.trashed);
  }
  return fail("not_found", POST_EDIT_MESSAGES.missing[kind]);
}

/** The refusal for an item the user may not edit, or null when they may. */
function ownership(user: SessionUser, row: LiveRow): Result<never> | null {
  if (canEditOwn(user, { authorId: row.userId })) return null;
  return fail("forbidden", row.userId === null ? POST_EDIT_MESSAGES.anonymous : POST_EDIT_MESSAGES.notOwn);
}

/**
 * The edit's two statements. Both carry the same guard — the item is still the user's and
 * its text differs from the new one — so they apply together or not at all, and of edits
 * racing each other each copies exactly the text the one before it stored.
 */
function editStatements(kind: EditableKind, id: number, userId: number, text: string, now: number): SQL[] {
  const table = sql.raw(TABLES[kind].name);
  const guard = sql`id = ${id} AND user_id = ${userId} AND text <> ${text}`;
  return [
    sql`INSERT INTO post_revisions (kind, item_id, song_id, text, user_id, written_at, replaced_at)
        SELECT ${kind}, id, song_id, text, user_id, coalesce(edited_at, created_at), ${now} FROM ${table} WHERE ${guard}`,
    sql`UPDATE ${table} SET text = ${text}, edited_at = ${now} WHERE ${guard} RETURNING id`,
  ];
}

/**
 * POST /api/editPost and the song page's edit forms (those name their song: an id of another
 * song's item is refused there as not found).
 */
export async function editOwnPost(request: Request, input: PostEditInput, onSong: number | null = null): Promise<Result<PostEdited>> {
  // A visitor is refused before the gate: there is no captcha that proves authorship.
  const session = await requireSession(request);
  if (!session.ok) return session;
  return withContributionGate(request, undefined, "", async (user) => {
    if (!user) return fail("unauthenticated", PERMISSION_MESSAGES.noSession);
    const { kind, id } = input;
    const row = await liveRow(kind, id);
    if (!row) return notLive(kind, id, user);
    if (onSong !== null && row.songId !== onSong) return fail("not_found", POST_EDIT_MESSAGES.missing[kind]);
    const refused = ownership(user, row);
    if (refused) return refused;
    const text = STORED_TEXT[kind](input.text);
    if (text === row.text) return fail("invalid", POST_EDIT_MESSAGES.unchanged, { field: "text" });
    const now = nowSeconds();
    const [, updated] = await batchStatements(editStatements(kind, id, user.id, text, now));
    if (updated.results.length === 0) {
      // Someone was quicker: the item left, or it already says exactly this.
      const again = await liveRow(kind, id);
      if (!again) return notLive(kind, id, user);
      return ownership(user, again) ?? fail("invalid", POST_EDIT_MESSAGES.unchanged, { field: "text" });
    }
    await postEdited(kind, row.songId);
    return ok({ kind, id, songId: row.songId, editedAt: now, lines: row.lines, code: row.code });
  });
}
