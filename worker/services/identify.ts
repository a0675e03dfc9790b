// The catch-all /{text}: songs and artists share one url-name namespace (decision 001), so a
// path segment is looked up in both tables, by their unique urlname indexes, in one round trip.
import { eq, sql } from "drizzle-orm";
import { type BatchRead, compiled, db, readBatch, schema } from "./db";

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

/** identify's two look-ups for a D1 batch (the song page's shares them, song-page.ts); null for a text no url name can be. */
export function identityReads(text: string) {
  if (text === "" || text.length > LONGEST_URLNAME) return null;
  return [songByUrlname({ urlname: text }), artistByUrlname({ urlname: text })] as const;
}

type Found<R> = R extends BatchRead<infer T> ? T : never;
type Reads = NonNullable<ReturnType<typeof identityReads>>;

export function toIdentity(songs: Found<Reads[0]>, artists: Found<Reads[1]>): Identity {
  if (songs[0]) return { type: "song", ...songs[0] };
  if (artists[0]) return { type: "artist", ...artists[0] };
  return { type: "unknown" };
}

export async function identify(text: string): Promise<Identity> {
  const reads = identityReads(text);
  if (!reads) return { type: "unknown" };
  const [songs, artists] = await readBatch(reads);
  return toIdentity(songs, artists);
}
