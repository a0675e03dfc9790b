// Shared by the trash's tests (trash.test.ts, trash-purge.test.ts): the accounts that act,
// and the helpers that delete, restore and read the trash.
import { and, eq, sql } from "drizzle-orm";
import { afterEach, beforeAll } from "vitest";
import * as schema from "@db/schema";
import { setClockForTests } from "@worker/platform/clock";
import { getProfile } from "@worker/services/profiles";
import { userLinks } from "@worker/services/user-links";
import { makeAccount, postForm, postJson, sessionCookieFor } from "./account-helpers";
import { makeSong, testDb } from "./helpers";

/** The sessions of an admin, a moderator and an ordinary user, made once per test file. */
export const sessions = { admin: "", moderator: { id: 0 }, moderatorCookie: "", user: "" };

export function withTrashSessions(): void {
  beforeAll(async () => {
    sessions.admin = await sessionCookieFor((await makeAccount({ role: "admin" })).user.id);
    sessions.moderator = (await makeAccount({ role: "moderator" })).user;
    sessions.moderatorCookie = await sessionCookieFor(sessions.moderator.id);
    sessions.user = await sessionCookieFor((await makeAccount()).user.id);
  });
  afterEach(() => setClockForTests({ fixedMs: null, offsetMs: 0 }));
}

export const asAdmin = (path: string, body: Record<string, unknown>) => postJson(path, body, { Cookie: sessions.admin });
export const restore = (trashId: number) => postForm("/panel/kosz", { trash_id: String(trashId) }, { Cookie: sessions.admin });
export const entryOf = async (kind: string, itemId: number) =>
  (
    await testDb()
      .select()
      .from(schema.trash)
      .where(and(eq(schema.trash.kind, kind as "song"), eq(schema.trash.itemId, itemId)))
      .orderBy(sql`id DESC`)
  )[0];
export type Counted =
  | typeof schema.comments
  | typeof schema.annotations
  | typeof schema.songs
  | typeof schema.artists
  | typeof schema.annotationVotes;
export const count = async (table: Counted, where: ReturnType<typeof sql>) =>
  (await testDb().select({ n: sql<number>`count(*)` }).from(table).where(where))[0].n;
/** Every table with a foreign key to users, and users itself. */
export const USER_TABLES = ["users", ...new Set(userLinks().map((link) => link.table))];
/** The account's points and place in the ranking, as its profile shows them. */
export const placeOf = async (username: string) => {
  const profile = await getProfile(username, 1);
  return profile.ok ? profile.value.user : null;
};
export const pointsOf = async (userId: number) =>
  (await testDb().select({ p: schema.users.points }).from(schema.users).where(eq(schema.users.id, userId)))[0].p;

/** A song by its own artist with an interpretation by `author` that two accounts voted for, a comment and a translation. */
export async function livelySong(title: string) {
  const { user: author } = await makeAccount();
  const { song, artist } = await makeSong({ title, artist: `Kapela ${title}`, lyrics: ["Pierwsza linia piosenki", "Druga linia"] });
  const [annotation] = await testDb()
    .insert(schema.annotations)
    .values({ songId: song.id, userId: author.id, text: `Teoria ${title}`, lines: [0], points: 2, rankedPoints: 2 })
    .returning();
  const voters = await Promise.all([makeAccount(), makeAccount()]);
  await testDb()
    .insert(schema.annotationVotes)
    .values(voters.map(({ user }) => ({ annotationId: annotation.id, voterKey: `u:${user.id}`, userId: user.id })));
  await testDb().update(schema.users).set({ points: 2 }).where(eq(schema.users.id, author.id));
  const [comment] = await testDb()
    .insert(schema.comments)
    .values({ songId: song.id, text: `Komentarz ${title}` })
    .returning();
  await testDb().insert(schema.translations).values({ songId: song.id, code: "en", text: "First line\nSecond line" });
  return { song, artist, author, annotation, comment };
}
