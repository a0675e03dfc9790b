// Shared by the renames' tests (renames.test.ts, renames-bad-input.test.ts): the moderator who
// renames, artists made with their songs, and the reads of where an address leads and what the
// rows hold now.
import { eq, sql } from "drizzle-orm";
import * as schema from "@db/schema";
import { get, testDb } from "./helpers";

export { cookie, moderator, withModerator } from "./moderator-session";

/** A number that grows with every artist made, so the names a test gives are its own. */
export let n = 0;
/** Moves `n` on and returns it (an importing file cannot write `++n` itself). */
export const nextN = () => ++n;

/** An artist named `name` (its url name derived as the site derives it) with songs of these titles. */
export async function artistWithSongs(name: string, titles: string[]) {
  const tag = `${++n}${Date.now().toString(36)}`;
  const [artist] = await testDb()
    .insert(schema.artists)
    .values({ name: `${name} ${tag}`, urlname: `${slug(name)}-${tag}` })
    .returning();
  const songs = [];
  for (const title of titles) {
    const [song] = await testDb()
      .insert(schema.songs)
      .values({
        artistId: artist.id,
        name: title,
        urlname: `${artist.urlname}-${slug(title)}`,
        lyrics: ["Pierwsza linia", "Druga linia", "Trzecia linia"],
      })
      .returning();
    songs.push(song);
  }
  return { artist, songs };
}
export const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ł/g, "l")
    .replace(/[^a-z0-9]+/g, "-");

export const location = async (path: string) => {
  const response = await get(path, { redirect: "manual" });
  return { status: response.status, location: response.headers.get("location") };
};
export const artistNow = async (id: number) => (await testDb().select().from(schema.artists).where(eq(schema.artists.id, id)))[0];
export const songNow = async (id: number) => (await testDb().select().from(schema.songs).where(eq(schema.songs.id, id)))[0];
export const aliasCount = async () => (await testDb().select({ n: sql<number>`count(*)` }).from(schema.urlAliases))[0].n;
export const auditOf = async (action: string, itemId: number) =>
  testDb().select().from(schema.auditLog).where(sql`${schema.auditLog.action} = ${action} AND ${schema.auditLog.itemId} = ${itemId}`);
