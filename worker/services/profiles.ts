// The profile page: who the user is, where they stand, and the songs they interpreted.
import { and, count, countDistinct, desc, eq, gt, lt, max, sql, sum } from "drizzle-orm";
import { fail, ok, type Result } from "@core/result";
import type { SongSummary } from "@core/pages/api-types";
import { PROFILE_SONGS_PAGE_SIZE, RECENT_SONGS_GRID } from "@core/constants";
import { clampPage, pageCount } from "@core/pages/pager";
import { db, schema } from "./db";
import { songSummaryColumns, toSongSummary } from "./song-shape";
import { newestSongsQuery } from "./songs";

export type ProfileSong = SongSummary & {
  /** points of the user's interpretations of this song */
  points: number;
  /** how many interpretations of this song the user wrote */
  annotations: number;
};

export type ProfileData = {
  user: { user_id: number; user_name: string; points: number; position: number };
  /** one page of the songs the user interpreted, best first */
  songs: ProfileSong[];
  /** how many songs the user interpreted in all */
  songCount: number;
  page: number;
  pages: number;
  /** the newest songs of the site ('Nowe Piosenki') */
  newest: SongSummary[];
};

/** Case-insensitive, like registration's uniqueness check (index users_username_nocase). */
export async function findUserByName(username: string) {
  const [user] = await db()
    .select({ id: schema.users.id, username: schema.users.username, points: schema.users.points, role: schema.users.role })
    .from(schema.users)
    .where(sql`${schema.users.username} = ${username} collate nocase`);
  return user ?? null;
}

/** not_found when no such user; `page` is clamped to the pages there are. */
export async function getProfile(username: string, page: number): Promise<Result<ProfileData>> {
  const user = await findUserByName(username);
  if (!user) return fail("not_found", "Nie ma takiego użytkownika.");
  const mine = eq(schema.annotations.userId, user.id);
  const activity = db()
    .select({
      songId: schema.annotations.songId,
      points: sum(schema.annotations.points).mapWith(Number).as("points"),
      annotations: count().as("annotations"),
      lastAt: max(schema.annotations.createdAt).as("last_at"),
    })
    .from(schema.annotations)
    .where(mine)
    .groupBy(schema.annotations.songId)
    .as("activity");
  const songsPage = (pageNumber: number) =>
    db()
      .select({ ...songSummaryColumns, points: activity.points, annotations: activity.annotations })
      .from(activity)
      .innerJoin(schema.songs, eq(schema.songs.id, activity.songId))
      .innerJoin(schema.artists, eq(schema.artists.id, schema.songs.artistId))
      .orderBy(desc(activity.points), desc(activity.lastAt), desc(activity.songId))
      .limit(PROFILE_SONGS_PAGE_SIZE)
      .offset((pageNumber - 1) * PROFILE_SONGS_PAGE_SIZE);

  // Ranking order is points descending, then the older account (as in the ranking service);
  // two range counts on users_points, never a pass over all users.
  const [above, tiedBefore, counted, rows, newest] = await db().batch([
    db().select({ n: count() }).from(schema.users).where(gt(schema.users.points, user.points)),
    db()
      .select({ n: count() })
      .from(schema.users)
      .where(and(eq(schema.users.points, user.points), lt(schema.users.id, user.id))),
    db()
      .select({ n: countDistinct(schema.annotations.songId) })
      .from(schema.annotations)
      .where(mine),
    songsPage(Math.max(1, page)),
    newestSongsQuery(RECENT_SONGS_GRID),
  ]);
  const songCount = counted[0]?.n ?? 0;
  const pages = pageCount(songCount, PROFILE_SONGS_PAGE_SIZE);
  const clamped = clampPage(page, pages);
  // A page past the end (an old link) shows the last page rather than nothing.
  const pageRows = clamped === page ? rows : await songsPage(clamped);
  return ok({
    user: {
      user_id: user.id,
      user_name: user.username,
      points: user.points,
      position: (above[0]?.n ?? 0) + (tiedBefore[0]?.n ?? 0) + 1,
    },
    songs: pageRows.map((row) => ({ ...toSongSummary(row), points: Number(row.points ?? 0), annotations: row.annotations })),
    songCount,
    page: clamped,
    pages,
    newest: newest.map(toSongSummary),
  });
}
