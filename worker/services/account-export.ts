// 'Pobierz moje dane' (RODO art. 15 and 20, decision 044): one JSON file of everything the site
// keeps about the account and everything it wrote, each row as stored. A section is one line
// of SECTIONS: a table and its column naming the account (its reports and the blocks on it
// included; lyric suggestions are song revisions).
import { eq, type AnyColumn } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { SITE_NAME } from "@core/constants";
import { ok, type Result } from "@core/result";
import { nowMs } from "../platform/clock";
import { confirmOwner } from "./account-settings";
import { db, schema } from "./db";

type Section = { table: SQLiteTable; owner: AnyColumn };

const SECTIONS = {
  interpretations: { table: schema.annotations, owner: schema.annotations.userId },
  comments: { table: schema.comments, owner: schema.comments.userId },
  translations: { table: schema.translations, owner: schema.translations.userId },
  // Earlier versions of the account's edited posts (decision 048).
  editedVersions: { table: schema.postRevisions, owner: schema.postRevisions.userId },
  elements: { table: schema.songElements, owner: schema.songElements.userId },
  songsAdded: { table: schema.songs, owner: schema.songs.addedBy },
  // Every version the account made or suggested: videos, timings, lyrics, titles (decisions 042, 045).
  songRevisions: { table: schema.songRevisions, owner: schema.songRevisions.userId },
  syncedLyrics: { table: schema.songSyncs, owner: schema.songSyncs.userId },
  interpretationVotes: { table: schema.annotationVotes, owner: schema.annotationVotes.userId },
  commentVotes: { table: schema.commentVotes, owner: schema.commentVotes.userId },
  articles: { table: schema.articles, owner: schema.articles.authorId },
  uploads: { table: schema.uploads, owner: schema.uploads.userId },
  reports: { table: schema.reports, owner: schema.reports.userId },
  blocks: { table: schema.blocks, owner: schema.blocks.userId },
} satisfies Record<string, Section>;

export type AccountExport = {
  exportedAt: string;
  site: string;
  account: Record<string, unknown>;
  sessions: Record<string, unknown>[];
} & Record<keyof typeof SECTIONS, Record<string, unknown>[]>;

/** Everything about the account with `userId` (the password's hash and session ids left out: they prove nothing to the owner and would be secrets in a file). */
export async function collectAccountData(userId: number): Promise<AccountExport> {
  const u = schema.users;
  const s = schema.sessions;
  const names = Object.keys(SECTIONS) as (keyof typeof SECTIONS)[];
  const [[account], sessions, ...rows] = await db().batch([
    db()
      .select({
        id: u.id,
        username: u.username,
        email: u.email,
        emailConfirmedAt: u.emailConfirmedAt,
        role: u.role,
        points: u.points,
        createdAt: u.createdAt,
      })
      .from(u)
      .where(eq(u.id, userId)),
    db().select({ createdAt: s.createdAt, expiresAt: s.expiresAt, revokedAt: s.revokedAt }).from(s).where(eq(s.userId, userId)),
    ...names.map((name) => {
      const { table, owner } = SECTIONS[name] as Section;
      return db().select().from(table).where(eq(owner, userId));
    }),
  ]);
  const sections = Object.fromEntries(names.map((name, i) => [name, rows[i] as Record<string, unknown>[]])) as Record<
    keyof typeof SECTIONS,
    Record<string, unknown>[]
  >;
  return { exportedAt: new Date(nowMs()).toISOString(), site: SITE_NAME, account: account ?? {}, sessions, ...sections };
}

/** The owner's copy, after the password typed again: the file's name and its text. */
export async function exportOwnData(request: Request, current: string): Promise<Result<{ filename: string; json: string }>> {
  const owner = await confirmOwner(request, current);
  if (!owner.ok) return owner;
  const data = await collectAccountData(owner.value.id);
  const day = data.exportedAt.slice(0, 10);
  return ok({ filename: `nadinterpretacje-moje-dane-${day}.json`, json: JSON.stringify(data, null, 2) });
}
