// The catch-all /{text}: songs and artists share one url-name namespace (decision 001), so a
// path segment is looked up in both tables, by their unique urlname indexes, in one round trip.
import { eq } from "drizzle-orm";
import { db, schema } from "./db";

export type Identity =
  | { type: "song"; id: number; artistId: number; urlname: string }
  | { type: "artist"; id: number; urlname: string }
  | { type: "unknown" };

// Url names are built from at most 120 characters per name (app/lib/urlname.ts).
const LONGEST_URLNAME = 260;

export async function identify(text: string): Promise<Identity> {
  if (text === "" || text.length > LONGEST_URLNAME) return { type: "unknown" };
  const [songs, artists] = await db().batch([
    db()
      .select({ id: schema.songs.id, artistId: schema.songs.artistId, urlname: schema.songs.urlname })
      .from(schema.songs)
      .where(eq(schema.songs.urlname, text)),
    db().select({ id: schema.artists.id, urlname: schema.artists.urlname }).from(schema.artists).where(eq(schema.artists.urlname, text)),
  ]);
  if (songs[0]) return { type: "song", ...songs[0] };
  if (artists[0]) return { type: "artist", ...artists[0] };
  return { type: "unknown" };
}
