import { inArray } from "drizzle-orm";
import { RESERVED_URLNAMES } from "@core/text/urlname";
import { db, schema } from "./db";

/** The url names a row named like `base` may hold: `base`, `base-2` … `base-20`. */
export function urlnameCandidates(base: string): string[] {
  return [base, ...Array.from({ length: 19 }, (_, i) => `${base}-${i + 2}`)];
}

/**
 * Picks `base`, or `base-2`, `base-3`… so that no artist, song, route or old address (an alias
 * of a renamed or merged page, decision 049) already uses it. Candidates are checked in one
 * round trip per table rather than one per suffix.
 */
export async function uniqueUrlname(base: string, taken: Set<string> = new Set()): Promise<string> {
  const candidates = urlnameCandidates(base);
  const [artistRows, songRows, aliasRows] = await db().batch([
    db().select({ u: schema.artists.urlname }).from(schema.artists).where(inArray(schema.artists.urlname, candidates)),
    db().select({ u: schema.songs.urlname }).from(schema.songs).where(inArray(schema.songs.urlname, candidates)),
    db().select({ u: schema.urlAliases.urlname }).from(schema.urlAliases).where(inArray(schema.urlAliases.urlname, candidates)),
  ]);
  const used = new Set([...taken, ...artistRows.map((r) => r.u), ...songRows.map((r) => r.u), ...aliasRows.map((r) => r.u)]);
  const free = candidates.find((c) => !used.has(c) && !RESERVED_URLNAMES.has(c));
  // Twenty namesakes is beyond any real catalogue; a random suffix keeps it unique anyway.
  return free ?? `${base}-${crypto.randomUUID().slice(0, 8)}`;
}

/** Whether a write lost a race for a unique column (D1 wraps SQLite's error in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as Error & { cause?: Error };
  return /UNIQUE/i.test(`${e?.message ?? ""} ${e?.cause?.message ?? ""}`);
}
