// Shared by the merges' tests (merges.test.ts, merges-undo.test.ts): the moderator who merges,
// the rows a test inserts and reads back, and 'Dzem', the artist merged into 'Dżem'.
import { eq, sql } from "drizzle-orm";
import * as schema from "@db/schema";
import { makeAccount } from "./account-helpers";
import { get, testDb } from "./helpers";

export { cookie, moderator, withModerator } from "./moderator-session";

let n = 0;
export const db = testDb;
export const location = async (path: string) => {
  const response = await get(path, { redirect: "manual" });
  return { status: response.status, location: response.headers.get("location") };
};

export async function artist(name: string, urlname: string) {
  const [row] = await db().insert(schema.artists).values({ name, urlname }).returning();
  return row;
}
export async function song(artistRow: { id: number; urlname: string }, title: string, slug: string, lyrics: string[] = ["la"]) {
  const [row] = await db()
    .insert(schema.songs)
    .values({ artistId: artistRow.id, name: title, urlname: `${artistRow.urlname}-${slug}`, lyrics })
    .returning();
  return row;
}
export async function annotation(
  songId: number,
  userId: number | null,
  text: string,
  lines: number[],
  voters: { key: string; userId: number | null }[],
) {
  const [row] = await db().insert(schema.annotations).values({ songId, userId, text, lines }).returning();
  if (voters.length)
    await db()
      .insert(schema.annotationVotes)
      .values(voters.map((v) => ({ annotationId: row.id, voterKey: v.key, userId: v.userId })));
  return row;
}
async function comment(songId: number, text: string, voterKeys: string[]) {
  const [row] = await db().insert(schema.comments).values({ songId, text }).returning();
  if (voterKeys.length)
    await db()
      .insert(schema.commentVotes)
      .values(voterKeys.map((voterKey) => ({ commentId: row.id, voterKey })));
  return row;
}
/** Points as the vote service keeps them: each item's from its rows, each user's from their interpretations. */
async function settlePoints() {
  await db().run(sql`UPDATE annotations SET points = (SELECT count(*) FROM annotation_votes v WHERE v.annotation_id = annotations.id),
    ranked_points = (SELECT count(*) FROM annotation_votes v WHERE v.annotation_id = annotations.id AND v.user_id IS NOT NULL)`);
  await db().run(sql`UPDATE comments SET points = (SELECT count(*) FROM comment_votes v WHERE v.comment_id = comments.id)`);
  await db().run(sql`UPDATE users SET points = coalesce((SELECT sum(ranked_points) FROM annotations a WHERE a.user_id = users.id), 0)`);
}
export const annotationNow = async (id: number) => (await db().select().from(schema.annotations).where(eq(schema.annotations.id, id)))[0];
export const commentNow = async (id: number) => (await db().select().from(schema.comments).where(eq(schema.comments.id, id)))[0];
export const songNow = async (id: number) => (await db().select().from(schema.songs).where(eq(schema.songs.id, id)))[0];
export const pointsOf = async (id: number) => (await db().select({ p: schema.users.points }).from(schema.users).where(eq(schema.users.id, id)))[0].p;
export const voters = async (annotationId: number) =>
  (
    await db()
      .select({ key: schema.annotationVotes.voterKey })
      .from(schema.annotationVotes)
      .where(eq(schema.annotationVotes.annotationId, annotationId))
  )
    .map((row) => row.key)
    .sort();

/** 'Dżem' and 'Dzem' (its address the -2 a namesake gets), with a duplicate full of contributions. */
export async function dzem() {
  const tag = `${++n}${Date.now().toString(36)}`;
  const target = await artist(`Dżem ${tag}`, `dzem-${tag}`);
  const source = await artist(`Dzem ${tag}`, `dzem-${tag}-2`);
  const twin = await song(target, "Wehikuł Czasu", "wehikul-czasu", ["[Zwrotka]", "Jadę na wehikule", "czasu przez miasto", "Refren tu"]);
  const whisky = await song(target, "Whisky", "whisky");
  // The duplicate has a line more at the top: its lines 1–4 are the twin's 0–3.
  const duplicate = await song(source, "Wehikul czasu", "wehikul-czasu", [
    "Intro dodane",
    "[Zwrotka]",
    "Jade na wehikule",
    "Czasu, przez miasto!",
    "Refren tu",
  ]);
  const own = await song(source, "Sen O Victorii", "sen-o-victorii");
  const whisky2 = await song(source, "Whisky!", "whisky");
  const accounts = await Promise.all([makeAccount(), makeAccount(), makeAccount(), makeAccount(), makeAccount()]);
  const [author, author2, v1, v2, v3] = accounts.map(({ user }) => ({ id: user.id, key: `u:${user.id}`, userId: user.id }));
  const moved = await annotation(duplicate.id, author2.id, "Wehikuł to rower", [2], [v1, v2]);
  const combinedAway = await annotation(duplicate.id, author.id, "Czas to pieniądz", [3], [v1, v2]);
  const kept = await annotation(twin.id, author.id, "Czas to pieniądz", [2], [v1, v3]);
  const sameComment = await comment(duplicate.id, "Super", ["a:gosc1"]);
  const keptComment = await comment(twin.id, "Super", ["a:gosc1", "a:gosc2"]);
  const otherComment = await comment(duplicate.id, "Inny komentarz", ["a:gosc3"]);
  await db()
    .insert(schema.translations)
    .values([
      { songId: duplicate.id, code: "en", text: "Time machine" },
      { songId: twin.id, code: "en", text: "Time machine" },
      { songId: duplicate.id, code: "de", text: "Zeitmaschine" },
    ]);
  const element = { type: 1, videoTitle: "Cover", thumbnailUrl: "https://i.ytimg.com/vi/x/default.jpg" };
  await db()
    .insert(schema.songElements)
    .values([
      { ...element, songId: duplicate.id, videoId: "coverVideo1" },
      { ...element, songId: twin.id, videoId: "coverVideo1" },
      { ...element, songId: duplicate.id, type: 0, videoId: "remixVideo1" },
    ]);
  await db()
    .insert(schema.songSyncs)
    .values({ songId: duplicate.id, videoId: "syncVideo01", timings: [1, 2, 3, 4, 5] });
  await settlePoints();
  return {
    tag,
    target,
    source,
    twin,
    whisky,
    duplicate,
    own,
    whisky2,
    author,
    author2,
    moved,
    combinedAway,
    kept,
    sameComment,
    keptComment,
    otherComment,
  };
}

export const count = async (table: typeof schema.translations | typeof schema.songElements, songId: number) =>
  (await db().select({ n: sql<number>`count(*)` }).from(table).where(eq(table.songId, songId)))[0].n;
