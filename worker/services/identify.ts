// The catch-all /{text}: songs and artists share one url-name namespace (decision 001), so a
// path segment is looked up in both tables, by their unique urlname indexes, in one round trip.
import { eq, sql } from "drizzle-orm";
import { compiled, db, readBatch, schema } from "./db";

export type Identity =
  | { type: "song"; id: number; artistId: number; urlname: string }
  | { type: "artist"; id: number; urlname: string }
  | { type: "unknown" };

// Url names are built from at most 120 characters per name (app/lib/urlname.ts).
const LONGEST_URLNAME = 260;

// Compiled once per isolate (db.ts): every song and artist page asks this first.
const urlname = sql.placeholder("urlname");
const songByUrlname = compiled(() =>
  db()
    .select({ id: schema.songs.id, artistId: schema.songs.artistId, urlname: schema.songs.urlname })
    .from(schema.songs)
    .where(eq(schema.songs.urlname, urlname)),
);
const artistByUrlname = compiled(() =>
  db().select({ id: schema.artists.id, urlname: schema.artists.urlname }).from(schema.artists).where(eq(schema.artists.urlname, urlname)),
);

export async function identify(text: string): Promise<Identity> {
  if (text === "" || text.length > LONGEST_URLNAME) return { type: "unknown" };
  const [songs, artists] = await readBatch([songByUrlname({ urlname: text }), artistByUrlname({ urlname: text })] as const);
  if (songs[0]) return { type: "song", ...songs[0] };
  if (artists[0]) return { type: "artist", ...artists[0] };
  return { type: "unknown" };
}
