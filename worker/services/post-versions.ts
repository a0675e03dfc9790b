// The earlier versions of edited posts, for moderators (decision 048, permission
// `posts.history`): the song page carries the newest of each of its items to staff (a
// 'Poprzednie wersje' disclosure on the item), and GET /api/postVersions/{kind}/{id} gives
// one item's whole history.
import { and, desc, eq, sql } from "drizzle-orm";
import { ANONYMOUS_AUTHOR } from "@core/constants";
import type { PostVersion, PostVersions } from "@core/pages/page-data";
import { fail, ok, type Result } from "@core/result";
import { type EditableKind, PAGE_VERSIONS_PER_ITEM, POST_EDIT_MESSAGES } from "@core/rules/post-edits";
import { db, schema } from "./db";
import { requirePermission } from "./permissions";

const r = schema.postRevisions;

type VersionRow = { kind: EditableKind; itemId: number; text: string; author: string | null; writtenAt: number; replacedAt: number };

const toVersion = (row: VersionRow): PostVersion => ({
  text: row.text,
  author: row.author ?? ANONYMOUS_AUTHOR,
  written_at: row.writtenAt,
  replaced_at: row.replacedAt,
});

/** Key of an item in PostVersions. */
export const versionKey = (kind: EditableKind, id: number) => `${kind}:${id}`;

/**
 * The song's items' earlier versions, newest first, at most PAGE_VERSIONS_PER_ITEM each, with
 * how many each has in all (index post_revisions_song). Only staff pages ask for it.
 */
export async function songPostVersions(songId: number): Promise<PostVersions> {
  const rows = await db().all<VersionRow & { total: number }>(sql`
    SELECT kind, item_id AS itemId, text, author, written_at AS writtenAt, replaced_at AS replacedAt, total
    FROM (
      SELECT p.kind, p.item_id, p.text, u.username AS author, p.written_at, p.replaced_at, p.id,
             row_number() OVER (PARTITION BY p.kind, p.item_id ORDER BY p.id DESC) AS rank,
             count(*) OVER (PARTITION BY p.kind, p.item_id) AS total
      FROM post_revisions p LEFT JOIN users u ON u.id = p.user_id
      WHERE p.song_id = ${songId}
    )
    WHERE rank <= ${PAGE_VERSIONS_PER_ITEM}
    ORDER BY kind, itemId, id DESC`);
  const versions: PostVersions = {};
  for (const row of rows) {
    const entry = (versions[versionKey(row.kind, row.itemId)] ??= { total: row.total, versions: [] });
    entry.versions.push(toVersion(row));
  }
  return versions;
}

/** GET /api/postVersions/{kind}/{id}: every earlier version of one item, newest first. */
export async function postVersions(request: Request, kind: EditableKind, id: number): Promise<Result<{ versions: PostVersion[] }>> {
  const actor = await requirePermission(request, "posts.history");
  if (!actor.ok) return actor;
  const rows = await db()
    .select({ kind: r.kind, itemId: r.itemId, text: r.text, author: schema.users.username, writtenAt: r.writtenAt, replacedAt: r.replacedAt })
    .from(r)
    .leftJoin(schema.users, eq(schema.users.id, r.userId))
    .where(and(eq(r.kind, kind), eq(r.itemId, id)))
    .orderBy(desc(r.id));
  if (rows.length === 0 && !(await exists(kind, id))) return fail("not_found", POST_EDIT_MESSAGES.missing[kind]);
  return ok({ versions: rows.map(toVersion) });
}

async function exists(kind: EditableKind, id: number): Promise<boolean> {
  const table = { annotation: schema.annotations, comment: schema.comments, translation: schema.translations }[kind];
  const [row] = await db().select({ id: table.id }).from(table).where(eq(table.id, id));
  return row !== undefined;
}
