// What moving one item to the trash takes along (decision 043): the rows of every table that
// hang on it, and the statements that then remove it. Each plan reads the item's label and
// context first; everything else is set-based SQL run in one batch by trash.ts.
import { eq, getTableName, type SQL, sql } from "drizzle-orm";
import { fail, ok, type Result } from "@core/result";
import { type BatchStatement, db, schema } from "./db";
import { TRASHABLE, type TrashableTable } from "./trash-rows";
import { NOT_KEPT, userLinks } from "./user-links";

type Statement = BatchStatement;

export type TrashKind = (typeof schema.trash.$inferSelect)["kind"];

export type TrashPlan = {
  label: string;
  songId: number | null;
  authorId: number | null;
  /** rows to copy: table and the rows matched (SQL over the table) */
  copies: [TrashableTable, SQL][];
  /** rows whose column the account's deletion sets to null: table, column and the rows */
  owners: [string, string, SQL][];
  /** statements that run before the root's removal (an account's contributions) */
  before: Statement[];
  /** removes the item itself, answering the removed rows: none means someone was quicker */
  root: Statement;
  /** statements after it (the artist of a song that was their last) */
  after: Statement[];
  /** sitemap ranges to drop */
  sitemap: { songs?: number[]; artists?: number[]; artykuly?: number[] };
};

export const TRASH_MESSAGES = {
  annotation: "Nie ma takiej interpretacji.",
  comment: "Nie ma takiego komentarza.",
  translation: "Nie ma takiego tłumaczenia.",
  element: "Nie ma takiego elementu.",
  song: "Nie ma takiej piosenki.",
  artist: "Nie ma takiego wykonawcy.",
  article: "Nie ma takiego artykułu.",
  account: "Nie ma takiego użytkownika.",
} as const;

const cut = (text: string, length = 80) => {
  const flat = text.replace(/\s+/gu, " ").trim();
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
};

const songsOfArtist = (artistId: number) => sql`(SELECT id FROM songs WHERE artist_id = ${artistId})`;

/** Everything that hangs on the songs matched by `songIds` (SQL: a list or a subquery). */
export function songChildren(songIds: SQL): [TrashableTable, SQL][] {
  return [
    ["annotations", sql`song_id IN ${songIds}`],
    ["annotation_votes", sql`annotation_id IN (SELECT id FROM annotations WHERE song_id IN ${songIds})`],
    ["comments", sql`song_id IN ${songIds}`],
    ["comment_votes", sql`comment_id IN (SELECT id FROM comments WHERE song_id IN ${songIds})`],
    ["translations", sql`song_id IN ${songIds}`],
    // Removed with the song by its foreign key's cascade.
    ["post_revisions", sql`song_id IN ${songIds}`],
    ["song_elements", sql`song_id IN ${songIds}`],
    ["song_syncs", sql`song_id IN ${songIds}`],
    ["song_revisions", sql`song_id IN ${songIds}`],
  ];
}

type Simple = "annotation" | "comment" | "translation" | "element";

const SIMPLE: Record<
  Simple,
  {
    table: typeof schema.annotations | typeof schema.comments | typeof schema.translations | typeof schema.songElements;
    name: TrashableTable;
    votes?: [TrashableTable, string];
  }
> = {
  annotation: { table: schema.annotations, name: "annotations", votes: ["annotation_votes", "annotation_id"] },
  comment: { table: schema.comments, name: "comments", votes: ["comment_votes", "comment_id"] },
  translation: { table: schema.translations, name: "translations" },
  element: { table: schema.songElements, name: "song_elements" },
};

async function simplePlan(kind: Simple, id: number): Promise<Result<TrashPlan>> {
  const { table, name, votes } = SIMPLE[kind];
  const label = kind === "element" ? sql<string>`video_title` : sql<string>`text`;
  const [row] = await db().select({ label, songId: table.songId, userId: table.userId }).from(table).where(eq(table.id, id));
  if (!row) return fail("not_found", TRASH_MESSAGES[kind]);
  const copies: [TrashableTable, SQL][] = [[name, sql`id = ${id}`]];
  if (votes) copies.push([votes[0], sql`${sql.raw(votes[1])} = ${id}`]);
  // An edited post's earlier versions (decision 048) go and come back with it.
  const versions = kind === "element" ? null : sql`kind = ${kind} AND item_id = ${id}`;
  if (versions) copies.push(["post_revisions", versions]);
  return ok({
    label: cut(row.label),
    songId: row.songId,
    authorId: row.userId,
    copies,
    owners: [],
    before: [],
    root: db().delete(table).where(eq(table.id, id)).returning({ id: table.id }),
    after: versions ? [db().delete(schema.postRevisions).where(versions)] : [],
    sitemap: {},
  });
}

async function songPlan(id: number): Promise<Result<TrashPlan>> {
  const [row] = await db()
    .select({ title: schema.songs.name, artist: schema.artists.name, artistId: schema.songs.artistId, addedBy: schema.songs.addedBy })
    .from(schema.songs)
    .innerJoin(schema.artists, eq(schema.artists.id, schema.songs.artistId))
    .where(eq(schema.songs.id, id));
  if (!row) return fail("not_found", TRASH_MESSAGES.song);
  // The artist goes with their last song, so no artist page is left without songs.
  const lastSong = sql`id = ${row.artistId} AND NOT EXISTS (SELECT 1 FROM songs WHERE artist_id = ${row.artistId} AND id <> ${id})`;
  return ok({
    label: `${row.artist} – ${row.title}`,
    songId: id,
    authorId: row.addedBy,
    copies: [["songs", sql`id = ${id}`], ...songChildren(sql`(${id})`), ["artists", lastSong]],
    owners: [],
    before: [],
    root: db().delete(schema.songs).where(eq(schema.songs.id, id)).returning({ id: schema.songs.id }),
    after: [db().delete(schema.artists).where(sql`id = ${row.artistId} AND NOT EXISTS (SELECT 1 FROM songs WHERE artist_id = ${row.artistId})`)],
    sitemap: { songs: [id], artists: [row.artistId] },
  });
}

async function artistPlan(id: number): Promise<Result<TrashPlan>> {
  const [row] = await db().select({ name: schema.artists.name }).from(schema.artists).where(eq(schema.artists.id, id));
  if (!row) return fail("not_found", TRASH_MESSAGES.artist);
  const songIds = (await db().select({ id: schema.songs.id }).from(schema.songs).where(eq(schema.songs.artistId, id))).map((s) => s.id);
  return ok({
    label: row.name,
    songId: null,
    authorId: null,
    copies: [["artists", sql`id = ${id}`], ["songs", sql`artist_id = ${id}`], ...songChildren(songsOfArtist(id))],
    owners: [],
    before: [],
    root: db().delete(schema.artists).where(eq(schema.artists.id, id)).returning({ id: schema.artists.id }),
    after: [],
    sitemap: { songs: songIds, artists: [id] },
  });
}

async function articlePlan(id: number): Promise<Result<TrashPlan>> {
  const [row] = await db()
    .select({ title: schema.articles.title, authorId: schema.articles.authorId })
    .from(schema.articles)
    .where(eq(schema.articles.id, id));
  if (!row) return fail("not_found", TRASH_MESSAGES.article);
  return ok({
    label: row.title,
    songId: null,
    authorId: row.authorId,
    copies: [["articles", sql`id = ${id}`]],
    owners: [],
    before: [],
    root: db().delete(schema.articles).where(eq(schema.articles.id, id)).returning({ id: schema.articles.id }),
    after: [],
    sitemap: { artykuly: [id] },
  });
}

const ACCOUNT_POSTS = [schema.annotations, schema.comments, schema.translations, schema.postRevisions, schema.songElements] as const;

const isTrashable = (table: string): table is TrashableTable => table in TRASHABLE;

/**
 * What an account takes along: its votes always; its contributions when `withContributions`;
 * and whatever the database clears when the user row goes (user-links.ts), so restoring the
 * account puts it all back: rows that cascade with it (its votes, blocks on it) are copied,
 * and every row whose column is set to null is named (`owner:<table>:<column>`, its key).
 */
export function accountPlan(user: { id: number; username: string }, withContributions: boolean): TrashPlan {
  const id = user.id;
  const mine = (table: string) => sql`(SELECT id FROM ${sql.raw(table)} WHERE user_id = ${id})`;
  const copies: [TrashableTable, SQL][] = [["users", sql`id = ${id}`]];
  for (const link of userLinks()) {
    if (!link.cascade || NOT_KEPT.has(link.table)) continue;
    if (!isTrashable(link.table))
      throw new Error(`${link.table} cascades with an account: add it to TRASHABLE (trash-rows.ts) or NOT_KEPT (user-links.ts)`);
    copies.push([link.table, sql`${sql.raw(`"${link.column}"`)} = ${id}`]);
  }
  const before: Statement[] = [];
  if (withContributions) {
    copies.push(
      ["annotations", sql`user_id = ${id}`],
      ["annotation_votes", sql`annotation_id IN ${mine("annotations")} AND user_id IS NOT ${id}`],
      ["comments", sql`user_id = ${id}`],
      ["comment_votes", sql`comment_id IN ${mine("comments")} AND user_id IS NOT ${id}`],
      ["translations", sql`user_id = ${id}`],
      // Only authors edit, so the versions of its posts are the account's own rows.
      ["post_revisions", sql`user_id = ${id}`],
      ["song_elements", sql`user_id = ${id}`],
    );
    for (const table of ACCOUNT_POSTS) before.push(db().delete(table).where(eq(table.userId, id)));
  }
  // Its posts removed with it come back as rows; every other column naming it is given back.
  const removed = new Set<string>(withContributions ? ACCOUNT_POSTS.map((table) => getTableName(table)) : []);
  const owners = userLinks()
    .filter((link) => !link.cascade && !(removed.has(link.table) && link.column === "user_id"))
    .map((link): [string, string, SQL] => [link.table, link.column, sql`${sql.raw(`"${link.column}"`)} = ${id}`]);
  return {
    label: user.username,
    songId: null,
    authorId: id,
    copies,
    owners,
    // Contributions first: once the account is gone their user_id is already null.
    before,
    root: db().delete(schema.users).where(eq(schema.users.id, id)).returning({ id: schema.users.id }),
    after: [],
    sitemap: {},
  };
}

export function planFor(kind: Exclude<TrashKind, "account" | "video" | "sync">, id: number): Promise<Result<TrashPlan>> {
  if (kind === "song") return songPlan(id);
  if (kind === "artist") return artistPlan(id);
  if (kind === "article") return articlePlan(id);
  return simplePlan(kind, id);
}
