// Merging two artists (decision 049): 'Dzem' into 'Dżem'. Every song of the merged-away artist
// moves over (its address following the name), the duplicate songs the moderator ticked are
// merged into their twins (merge-pairs.ts), and every old address answers 301. Nothing is
// destroyed: the merged-away artist and songs wait in the trash (cause "merged") with what
// could not move, merge_moves records everything that did, and restoring that trash entry
// undoes the merge (merge-undo.ts). One D1 batch: it all happens, or nothing does.
import { eq, inArray, sql } from "drizzle-orm";
import { fail, ok, type Result } from "@core/result";
import { type MergePreview, RENAME_MESSAGES, type SongBrief } from "@core/rules/renames";
import { slugify, songUrlname } from "@core/text/urlname";
import { nowSeconds } from "../platform/clock";
import { audit } from "./audit";
import { type BatchStatement, batchStatements, db, schema } from "./db";
import { addressesChanged } from "./freshness";
import { pairStatements, planPair } from "./merge-pairs";
import { permit } from "./permissions";
import { derivedAddresses } from "./rename-addresses";
import type { SessionUser } from "./session";
import { copyToTrash } from "./trash-rows";
import { abortIf, abortOnTakenAddress, isAbort, reassignAddresses } from "./url-aliases";
import { isUniqueViolation } from "./urlnames";

const artistColumns = { id: schema.artists.id, name: schema.artists.name, urlname: schema.artists.urlname };
const songColumns = { id: schema.songs.id, name: schema.songs.name, urlname: schema.songs.urlname };

/** What merging `sourceId` into `targetId` would do; refused for the same artist or an unknown one. */
export async function mergePreview(sourceId: number, targetId: number): Promise<Result<MergePreview & { songs: SongBrief[] }>> {
  if (sourceId === targetId) return fail("invalid", RENAME_MESSAGES.selfMerge, { field: "target" });
  const [artists, sourceSongs, targetSongs] = await db().batch([
    db()
      .select(artistColumns)
      .from(schema.artists)
      .where(inArray(schema.artists.id, [sourceId, targetId])),
    db().select(songColumns).from(schema.songs).where(eq(schema.songs.artistId, sourceId)),
    db().select(songColumns).from(schema.songs).where(eq(schema.songs.artistId, targetId)).orderBy(schema.songs.id),
  ]);
  const source = artists.find((a) => a.id === sourceId);
  const target = artists.find((a) => a.id === targetId);
  if (!source) return fail("not_found", RENAME_MESSAGES.noArtist);
  if (!target) return fail("not_found", RENAME_MESSAGES.noArtist, { field: "target" });
  const twins = new Map<string, SongBrief>();
  for (const song of targetSongs) if (!twins.has(slugify(song.name))) twins.set(slugify(song.name), song);
  const duplicates = sourceSongs.flatMap((song) => {
    const twin = twins.get(slugify(song.name));
    return twin ? [{ source: song, target: twin }] : [];
  });
  return ok({ source, target, songCount: sourceSongs.length, duplicates, songs: sourceSongs });
}

/**
 * Merges artist `sourceId` into `targetId`; `mergeSongIds` are the duplicates (source songs of
 * `duplicates`) to merge into their twins — the others move as songs of their own.
 */
export async function mergeArtists(
  actor: SessionUser | null,
  sourceId: number,
  targetId: number,
  mergeSongIds: number[],
): Promise<Result<{ urlname: string }>> {
  const allowed = permit(actor, "artist.merge");
  if (!allowed.ok) return allowed;
  for (let attempt = 1; ; attempt++) {
    try {
      return await merge(allowed.value, sourceId, targetId, mergeSongIds);
    } catch (error) {
      // Another write changed the artists or took an address meanwhile: fresh reads decide.
      if (!isAbort(error) && !isUniqueViolation(error)) throw error;
      if (attempt >= 2) return fail("conflict", RENAME_MESSAGES.changed);
    }
  }
}

async function merge(actor: SessionUser, sourceId: number, targetId: number, mergeSongIds: number[]): Promise<Result<{ urlname: string }>> {
  const preview = await mergePreview(sourceId, targetId);
  if (!preview.ok) return preview;
  const { source, target, duplicates, songs } = preview.value;
  const picked = new Set(mergeSongIds);
  if ([...picked].some((id) => !duplicates.some((pair) => pair.source.id === id))) {
    return fail("invalid", RENAME_MESSAGES.badDuplicates, { field: "merge" });
  }
  const plans = await Promise.all(duplicates.filter((pair) => picked.has(pair.source.id)).map(planPair));
  const moving = songs.filter((song) => !picked.has(song.id));
  const addresses = await derivedAddresses(moving.map((song) => ({ id: song.id, urlname: song.urlname, base: songUrlname(target.name, song.name) })));

  const now = nowSeconds();
  const note = `Połączono z „${target.name}” (przywrócenie cofa połączenie).`;
  const [trash] = await db()
    .insert(schema.trash)
    .values({ kind: "artist", itemId: source.id, label: source.name, cause: "merged", status: "trashed", note, deletedBy: actor.id, deletedAt: now })
    .returning({ id: schema.trash.id });
  const [record] = await db()
    .insert(schema.merges)
    .values({
      kind: "artist",
      sourceId: source.id,
      targetId: target.id,
      label: `${source.name} → ${target.name}`,
      trashId: trash.id,
      status: "pending",
      actorId: actor.id,
      createdAt: now,
    })
    .returning({ id: schema.merges.id });
  const m = record.id;
  const statements: BatchStatement[] = [
    abortIf(sql`NOT EXISTS (SELECT 1 FROM artists WHERE id = ${source.id}) OR NOT EXISTS (SELECT 1 FROM artists WHERE id = ${target.id})`),
    ...abortOnTakenAddress("song", addresses),
    ...plans.flatMap((plan) => pairStatements(m, trash.id, plan)),
    // Every song still the artist's moves, also one added since the preview was read.
    sql`INSERT INTO merge_moves (merge_id, tbl, item_id, data)
      SELECT ${m}, 'songs', id, json_object('artist_id', artist_id, 'urlname', urlname) FROM songs WHERE artist_id = ${source.id}`,
    ...reassignAddresses("song", addresses, m),
    sql`UPDATE songs SET artist_id = ${target.id} WHERE artist_id = ${source.id}`,
    // The artist's old addresses, and its own, lead to the other artist.
    sql`INSERT INTO merge_moves (merge_id, tbl, item_id, data)
      SELECT ${m}, 'url_aliases', ${source.id}, json_object('urlname', urlname, 'kind', kind, 'item_id', item_id, 'line_map', json(line_map))
      FROM url_aliases WHERE kind = 'artist' AND item_id = ${source.id}`,
    sql`UPDATE url_aliases SET item_id = ${target.id} WHERE kind = 'artist' AND item_id = ${source.id}`,
    sql`INSERT INTO merge_moves (merge_id, tbl, item_id, data) SELECT ${m}, 'url_aliases:new', id, json_object('urlname', urlname) FROM artists WHERE id = ${source.id}`,
    sql`INSERT INTO url_aliases (urlname, kind, item_id, created_at) SELECT urlname, 'artist', ${target.id}, ${now} FROM artists WHERE id = ${source.id}`,
    copyToTrash(trash.id, "artists", sql`id = ${source.id}`),
    db().delete(schema.artists).where(eq(schema.artists.id, source.id)),
    db().update(schema.merges).set({ status: "done" }).where(eq(schema.merges.id, m)),
  ];
  try {
    await batchStatements(statements);
  } catch (error) {
    // Nothing of the batch happened: the header rows go too.
    await db().batch([db().delete(schema.merges).where(eq(schema.merges.id, m)), db().delete(schema.trash).where(eq(schema.trash.id, trash.id))]);
    throw error;
  }
  await audit(actor, {
    action: "merge",
    kind: "artist",
    itemId: source.id,
    label: `${source.name} → ${target.name}`,
    reason: `piosenek: ${songs.length}, scalonych z duplikatami: ${plans.length}`,
  });
  await addressesChanged({ songs: songs.map((song) => song.id), artists: [source.id, target.id] });
  return ok({ urlname: target.urlname });
}
