import { env, exports } from "cloudflare:workers";
import { drizzle } from "drizzle-orm/d1";
import * as schema from "@db/schema";

export const testDb = () => drizzle(env.DB, { schema });

let counter = 0;

/** Inserts an artist and one song; names are made unique per call unless given. */
export async function makeSong(input: { artist?: string; title?: string; lyrics?: string[] } = {}) {
  // Its own number: concurrent calls must not read one another's after an await.
  const n = ++counter;
  const artistName = input.artist ?? `Wykonawca ${n}`;
  const title = input.title ?? `Piosenka ${n}`;
  const [artist] = await testDb()
    .insert(schema.artists)
    .values({ name: artistName, urlname: `artysta-${n}-${Date.now()}` })
    .returning();
  const [song] = await testDb()
    .insert(schema.songs)
    .values({ artistId: artist.id, name: title, urlname: `piosenka-${n}-${Date.now()}`, lyrics: input.lyrics ?? ["la la la"] })
    .returning();
  return { artist, song };
}

export async function makeUser(username = `user${++counter}`, role: "user" | "moderator" | "admin" = "user") {
  const [user] = await testDb()
    .insert(schema.users)
    .values({ username, email: `${username}@example.pl`, passwordHash: "x", role })
    .returning();
  return user;
}

/** A request through the whole Worker (router, Hono, React Router), as a browser sends it. */
export function get(path: string, init?: RequestInit) {
  return exports.default.fetch(new Request(`http://localhost${path}`, init));
}

/** Drizzle wraps driver errors; the constraint message is on the cause. */
export async function expectConstraintViolation(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e as Error & { cause?: Error },
  );
  if (!error) throw new Error("expected a constraint violation, the write succeeded");
  const message = `${error.message} ${error.cause?.message ?? ""}`;
  if (!/UNIQUE|PRIMARY KEY|constraint/i.test(message)) throw new Error(`unexpected error: ${message}`);
}

/**
 * The Set-Cookie line for one cookie, or null. An answer to a write may set more than one
 * (the D1 bookmark, decision 050, rides along with the session or visitor cookie).
 */
export function setCookieOf(response: Response, name: string): string | null {
  return response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`)) ?? null;
}
