// Old addresses (decision 049). A rename, a move or a merge keeps every url name a song or an
// artist had in `url_aliases`, pointing at the entity (not at its new name), so the catch-all
// answers one 301 to wherever it is now, however many renames later. Live url names and
// aliases share one namespace: nobody may take an address that still leads somewhere.
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import { entityHref } from "@core/text/urlname";
import { nowSeconds } from "../platform/clock";
import { type BatchStatement, db, schema } from "./db";

const a = schema.urlAliases;

export type AliasTarget = { kind: "song" | "artist"; id: number; urlname: string; lineMap: number[] | null };

// Url names are built from at most 120 characters per name (core/text/urlname.ts).
const LONGEST_URLNAME = 260;

/** Where an old url name leads now; null when it never was one or its page is gone (deleted). */
export async function resolveAlias(urlname: string): Promise<AliasTarget | null> {
  if (urlname === "" || urlname.length > LONGEST_URLNAME) return null;
  const [row] = await db()
    .select({
      kind: a.kind,
      id: a.itemId,
      lineMap: a.lineMap,
      urlname: sql<string | null>`CASE ${a.kind} WHEN 'song' THEN (SELECT urlname FROM songs WHERE songs.id = ${a.itemId})
        ELSE (SELECT urlname FROM artists WHERE artists.id = ${a.itemId}) END`,
    })
    .from(a)
    .where(eq(a.urlname, urlname));
  return row?.urlname ? { ...row, urlname: row.urlname } : null;
}

/** The interpretation an identical one was combined into by a merge (its shared link leads there). */
export async function combinedAnnotation(id: number): Promise<number | null> {
  const m = schema.mergeMoves;
  const [row] = await db()
    .select({ kept: sql<number>`json_extract(${m.data}, '$.kept')` })
    .from(m)
    .innerJoin(schema.merges, eq(schema.merges.id, m.mergeId))
    .where(and(eq(m.tbl, "annotations:combined"), eq(m.itemId, id), eq(schema.merges.status, "done")))
    .limit(1);
  return row?.kept ?? null;
}

export type AddressOwner = { kind: "song" | "artist"; id: number; label: string; alias: boolean };

const CHUNK = 90;
const chunks = <T>(list: T[]) => Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, i) => list.slice(i * CHUNK, (i + 1) * CHUNK));

const songLabel = sql<string>`(SELECT ar.name || ' – ' || s.name FROM songs s JOIN artists ar ON ar.id = s.artist_id WHERE s.id = ${a.itemId})`;
const artistLabel = sql<string>`(SELECT name FROM artists WHERE artists.id = ${a.itemId})`;

/** Who has each of these url names: a live song or artist, or an old address leading to one. */
export async function addressOwners(names: string[]): Promise<Map<string, AddressOwner>> {
  const owners = new Map<string, AddressOwner>();
  for (const part of chunks([...new Set(names)])) {
    const [songs, artists, aliases] = await db().batch([
      db()
        .select({ u: schema.songs.urlname, id: schema.songs.id, title: schema.songs.name, artist: schema.artists.name })
        .from(schema.songs)
        .innerJoin(schema.artists, eq(schema.artists.id, schema.songs.artistId))
        .where(inArray(schema.songs.urlname, part)),
      db()
        .select({ u: schema.artists.urlname, id: schema.artists.id, name: schema.artists.name })
        .from(schema.artists)
        .where(inArray(schema.artists.urlname, part)),
      db()
        .select({
          u: a.urlname,
          kind: a.kind,
          id: a.itemId,
          label: sql<string | null>`CASE ${a.kind} WHEN 'song' THEN ${songLabel} ELSE ${artistLabel} END`,
        })
        .from(a)
        .where(inArray(a.urlname, part)),
    ]);
    for (const row of aliases) owners.set(row.u, { kind: row.kind, id: row.id, label: row.label ?? row.u, alias: true });
    for (const row of songs) owners.set(row.u, { kind: "song", id: row.id, label: `${row.artist} – ${row.title}`, alias: false });
    for (const row of artists) owners.set(row.u, { kind: "artist", id: row.id, label: row.name, alias: false });
  }
  return owners;
}

/** A url name given to an entity by a rename, a move or a merge. */
export type Assignment = { id: number; u: string };

// D1 rolls a whole batch back when one statement fails. A NULL into merge_moves' NOT NULL
// merge_id is the failure this statement causes on purpose, and `isAbort` recognises it.
const ABORT = "NOT NULL constraint failed: merge_moves.merge_id";

/** A statement that stops its batch (every statement undone) when `condition` holds. */
export function abortIf(condition: SQL): BatchStatement {
  return sql`INSERT INTO merge_moves (merge_id, tbl, item_id, data) SELECT NULL, 'abort', 0, '{}' WHERE ${condition}`;
}

export function isAbort(error: unknown): boolean {
  const e = error as Error & { cause?: Error };
  return `${e?.message ?? ""} ${e?.cause?.message ?? ""}`.includes(ABORT);
}

// Long lists go in parts: each statement looks its rows up in its own JSON list.
const PART = 200;
const parts = <T>(list: T[]) => Array.from({ length: Math.ceil(list.length / PART) }, (_, i) => list.slice(i * PART, (i + 1) * PART));

/**
 * Stops the batch when a url name it assigns belongs, at that moment, to someone else: a live
 * song or artist other than the one getting it, or an old address of another. Checked inside
 * the batch, so a rename racing another write for the same address cannot both win.
 */
export function abortOnTakenAddress(kind: "song" | "artist", assignments: Assignment[]): BatchStatement[] {
  return parts(assignments).map((part) => {
    const list = JSON.stringify(part);
    const u = sql`json_extract(j.value, '$.u')`;
    const id = sql`json_extract(j.value, '$.id')`;
    return abortIf(sql`EXISTS (SELECT 1 FROM json_each(${list}) j WHERE
        EXISTS (SELECT 1 FROM songs s WHERE s.urlname = ${u} AND NOT (${kind} = 'song' AND s.id = ${id}))
        OR EXISTS (SELECT 1 FROM artists r WHERE r.urlname = ${u} AND NOT (${kind} = 'artist' AND r.id = ${id}))
        OR EXISTS (SELECT 1 FROM url_aliases x WHERE x.urlname = ${u} AND NOT (x.kind = ${kind} AND x.item_id = ${id})))`);
  });
}

const tableOf = (kind: "song" | "artist") => sql.raw(kind === "song" ? "songs" : "artists");

/**
 * Gives entities new url names: each current name that changes becomes an old address of its
 * own entity (read inside the batch, so two renames at once both leave theirs), an old
 * address the entity takes back stops being one, then the names change. With `mergeId`, the
 * new aliases are recorded for the merge's undo.
 */
export function reassignAddresses(kind: "song" | "artist", assignments: Assignment[], mergeId?: number): BatchStatement[] {
  return parts(assignments).flatMap((part) => reassignPart(kind, part, mergeId));
}

function reassignPart(kind: "song" | "artist", assignments: Assignment[], mergeId?: number): BatchStatement[] {
  const list = JSON.stringify(assignments);
  const table = tableOf(kind);
  const changing = sql`FROM ${table} t JOIN json_each(${list}) j ON t.id = json_extract(j.value, '$.id') WHERE t.urlname <> json_extract(j.value, '$.u')`;
  const record: BatchStatement[] =
    mergeId === undefined
      ? []
      : [
          sql`INSERT INTO merge_moves (merge_id, tbl, item_id, data) SELECT ${mergeId}, 'url_aliases:new', t.id, json_object('urlname', t.urlname)
            ${changing} AND NOT EXISTS (SELECT 1 FROM url_aliases x WHERE x.urlname = t.urlname)`,
        ];
  return [
    ...record,
    sql`INSERT INTO url_aliases (urlname, kind, item_id, created_at) SELECT t.urlname, ${kind}, t.id, ${nowSeconds()} ${changing}
      ON CONFLICT (urlname) DO NOTHING`,
    sql`DELETE FROM url_aliases WHERE urlname IN (SELECT json_extract(value, '$.u') FROM json_each(${list}))`,
    sql`UPDATE ${table} SET urlname = (SELECT json_extract(j.value, '$.u') FROM json_each(${list}) j WHERE json_extract(j.value, '$.id') = ${table}.id)
      WHERE id IN (SELECT json_extract(value, '$.id') FROM json_each(${list}))`,
  ];
}

const SHARED_INTERPRETATION = /^interpretacja-([1-9]\d{0,14})$/;
const LINE = /^\d{1,5}$/;

/**
 * The current address for an old one: the same tab or page after it, the same query — a
 * merged song's `?linia=` carried to where that line is now, and an interpretation combined
 * into an identical one opened as that one.
 */
export async function movedHref(target: AliasTarget, second: string | undefined, search: string): Promise<string> {
  let rest = second === undefined ? "" : `/${encodeURIComponent(second)}`;
  let query = search;
  if (target.kind === "song") {
    const params = new URLSearchParams(search);
    const line = params.get("linia");
    if (target.lineMap && line !== null && LINE.test(line)) {
      const moved = target.lineMap[Number(line)];
      if (moved !== undefined && moved !== Number(line)) {
        params.set("linia", String(moved));
        query = `?${params.toString()}`;
      }
    }
    const shared = second === undefined ? null : SHARED_INTERPRETATION.exec(second);
    const kept = shared ? await combinedAnnotation(Number(shared[1])) : null;
    if (kept !== null) rest = `/interpretacja-${kept}`;
  }
  return `${entityHref(target.urlname)}${rest}${query}`;
}
