// Demo content for a living site on first start. Runs against any D1 binding: the local
// database (scripts/seed-local.ts through wrangler's platform proxy) and the test database
// (tests/worker), so both go through this one code path.
import { getTableColumns, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { SQLiteInsertValue, SQLiteTable } from "drizzle-orm/sqlite-core";
import * as schema from "../schema";
import { slugify, songUrlname } from "@core/text/urlname";
import { hashPassword } from "@worker/services/passwords";
import { usernameKey } from "@worker/services/username-key";
import { seedAnnotations, seedArticles, seedComments, seedElements, seedSongs, seedTranslations, seedUsers } from "./data/index";
import { DEMO_ADMIN, DEMO_USER_PASSWORD } from "./data/users";
import { buildVotes, createRandom } from "./votes";

export { DEMO_ADMIN, DEMO_USER_PASSWORD };

export type SeedResult = { seeded: boolean; counts: Record<string, number> };

// D1 accepts at most 100 bound parameters per statement.
const MAX_PARAMS = 100;

export async function seedDemoContent(d1: D1Database, nowMs: number = Date.now()): Promise<SeedResult> {
  const db = drizzle(d1, { schema });
  const [{ users, songs }] = await db.all<{ users: number; songs: number }>(
    sql`SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM songs) AS songs`,
  );
  if (users > 0 || songs > 0) return { seeded: false, counts: {} };

  const random = createRandom(20260101);
  const nowSec = Math.floor(nowMs / 1000);
  const at = (daysAgo: number, hoursAgo?: number) =>
    nowSec - daysAgo * 86400 - (hoursAgo ?? Math.floor(random() * 20)) * 3600 - Math.floor(random() * 3600);

  // Demo accounts share one hash per password: 100,000 PBKDF2 rounds per user would make
  // every test that seeds slow, and these passwords are public anyway.
  const [adminHash, userHash] = await Promise.all([hashPassword(DEMO_ADMIN.password), hashPassword(DEMO_USER_PASSWORD)]);
  const userRows = [
    {
      id: 1,
      username: DEMO_ADMIN.username,
      usernameKey: usernameKey(DEMO_ADMIN.username),
      email: DEMO_ADMIN.email,
      passwordHash: adminHash,
      role: "admin" as const,
      createdAt: at(200),
    },
    ...seedUsers.map((u, i) => ({
      id: i + 2,
      username: u.username,
      usernameKey: usernameKey(u.username),
      email: u.email,
      passwordHash: userHash,
      role: "user" as const,
      createdAt: at(u.daysAgo),
    })),
    // Demo addresses count as confirmed, like every account made before confirmation existed
    // (decision 044): a demo user can ask for a reset link at once.
  ].map((u) => ({ ...u, emailConfirmedAt: u.createdAt }));
  const userId = new Map(userRows.map((u) => [u.username, u.id]));
  const authorId = (name: string | null) => {
    if (name === null) return null;
    const id = userId.get(name);
    if (id === undefined) throw new Error(`Seed data names an unknown user: ${name}`);
    return id;
  };

  const artistNames = [...new Set(seedSongs.map((s) => s.artist))];
  const artistRows = artistNames.map((name, i) => ({ id: i + 1, name, urlname: slugify(name), createdAt: at(190) }));
  const artistId = new Map(artistRows.map((a) => [a.name, a.id]));

  const songRows = seedSongs.map((s, i) => ({
    id: i + 1,
    artistId: artistId.get(s.artist)!,
    name: s.title,
    urlname: songUrlname(s.artist, s.title),
    lyrics: s.lyrics,
    userAdded: s.userAdded ?? false,
    addedBy: s.userAdded ? authorId(s.addedBy ?? null) : null,
    createdAt: at(s.daysAgo),
  }));
  const songId = new Map(seedSongs.map((s, i) => [s.title, i + 1]));
  const songOf = (title: string) => {
    const id = songId.get(title);
    if (id === undefined) throw new Error(`Seed data names an unknown song: ${title}`);
    return id;
  };

  const annotationRows = seedAnnotations.map((a, i) => ({
    id: i + 1,
    songId: songOf(a.song),
    userId: authorId(a.author),
    text: a.text,
    lines: a.lines,
    points: 0,
    rankedPoints: 0,
    createdAt: at(a.daysAgo, a.hoursAgo),
  }));
  const commentRows = seedComments.map((c, i) => ({
    id: i + 1,
    songId: songOf(c.song),
    userId: authorId(c.author),
    text: c.text,
    points: 0,
    createdAt: at(c.daysAgo),
  }));
  const translationRows = seedTranslations.map((t, i) => ({
    id: i + 1,
    songId: songOf(t.song),
    userId: authorId(t.author),
    code: t.code,
    text: t.text,
    createdAt: at(t.daysAgo),
  }));
  const elementRows = seedElements.map((e, i) => ({
    id: i + 1,
    songId: songOf(e.song),
    userId: authorId(e.author),
    type: e.type,
    videoId: e.videoId,
    videoTitle: e.videoTitle,
    thumbnailUrl: `https://i.ytimg.com/vi/${e.videoId}/mqdefault.jpg`,
    createdAt: at(e.daysAgo),
  }));
  const articleRows = seedArticles.map((a, i) => {
    const createdAt = at(a.daysAgo);
    return { id: i + 1, title: a.title, url: a.url, text: a.html, authorId: 1, createdAt, updatedAt: createdAt };
  });

  // Votes give annotations and comments their points and the ranking its order.
  const votes = buildVotes(random, {
    voterIds: userRows.map((u) => u.id),
    annotations: annotationRows,
    comments: commentRows,
    nowSec,
  });
  const userPoints = new Map<number, number>();
  for (const a of annotationRows) {
    // Only accounts' votes count in the ranking (decision 040).
    if (a.userId !== null) userPoints.set(a.userId, (userPoints.get(a.userId) ?? 0) + (a.rankedPoints ?? 0));
  }
  for (const u of userRows) Object.assign(u, { points: userPoints.get(u.id) ?? 0 });

  const statements = [
    ...inserts(db, schema.users, userRows),
    ...inserts(db, schema.artists, artistRows),
    ...inserts(db, schema.songs, songRows),
    ...inserts(db, schema.annotations, annotationRows),
    ...inserts(db, schema.comments, commentRows),
    ...inserts(db, schema.translations, translationRows),
    ...inserts(db, schema.songElements, elementRows),
    ...inserts(db, schema.articles, articleRows),
    ...inserts(db, schema.annotationVotes, votes.annotationVotes),
    ...inserts(db, schema.commentVotes, votes.commentVotes),
  ];
  // One batch is one transaction: a failure leaves the database empty, never half seeded.
  await db.batch(statements as [(typeof statements)[number], ...typeof statements]);

  return {
    seeded: true,
    counts: {
      users: userRows.length,
      artists: artistRows.length,
      songs: songRows.length,
      annotations: annotationRows.length,
      comments: commentRows.length,
      translations: translationRows.length,
      elements: elementRows.length,
      articles: articleRows.length,
      annotationVotes: votes.annotationVotes.length,
      commentVotes: votes.commentVotes.length,
    },
  };
}

function inserts<T extends SQLiteTable>(db: ReturnType<typeof drizzle<typeof schema>>, table: T, rows: SQLiteInsertValue<T>[]) {
  if (rows.length === 0) return [];
  // Drizzle binds every column of the table (defaults included), not only the row's keys.
  const columns = Math.max(Object.keys(rows[0] as object).length, Object.keys(getTableColumns(table)).length);
  const perStatement = Math.max(1, Math.floor(MAX_PARAMS / columns));
  const statements = [];
  for (let i = 0; i < rows.length; i += perStatement) {
    statements.push(db.insert(table).values(rows.slice(i, i + perStatement)));
  }
  return statements;
}
