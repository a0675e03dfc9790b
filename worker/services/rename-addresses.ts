// Which url name a renamed, moved or merged song or artist gets (decision 049). A page the
// moderator names gets its name's own address, or the refusal when someone else has it; the
// songs that only follow their artist's new name get the first free address for it.
import { fail, ok, type Result } from "@core/result";
import { addressTakenMessage } from "@core/rules/renames";
import { RESERVED_URLNAMES } from "@core/text/urlname";
import { addressOwners, type Assignment } from "./url-aliases";
import { urlnameCandidates } from "./urlnames";

/**
 * The address a rename gives: kept when it already fits the new name (`kult-2` stays for a
 * new spelling of "Kult"), else the new name's own (a route's word skipped), refused with a
 * clear message when a live page or an old address of another has it.
 */
export async function addressFor(kind: "song" | "artist", id: number, current: string, base: string): Promise<Result<string>> {
  const candidates = urlnameCandidates(base);
  if (candidates.includes(current)) return ok(current);
  const owners = await addressOwners(candidates);
  for (const candidate of candidates) {
    if (RESERVED_URLNAMES.has(candidate)) continue;
    const owner = owners.get(candidate);
    if (!owner || (owner.kind === kind && owner.id === id)) return ok(candidate);
    return fail("conflict", addressTakenMessage(candidate, owner), { field: kind === "artist" ? "name" : "title" });
  }
  return ok(`${base}-${crypto.randomUUID().slice(0, 8)}`);
}

export type Derived = { id: number; urlname: string; base: string };

/**
 * New url names for songs whose artist's name changed: a song keeps its address when it still
 * fits (`base`, `base-2`…), otherwise takes the first candidate nobody else has (`taken`: names
 * this change gives to others). Only the songs whose address changes are answered.
 */
export async function derivedAddresses(songs: Derived[], taken: Set<string> = new Set()): Promise<Assignment[]> {
  const changing = songs.filter((song) => !urlnameCandidates(song.base).includes(song.urlname));
  if (changing.length === 0) return [];
  // The bases first; only songs whose base someone has ask for every candidate.
  const owners = await addressOwners(changing.map((song) => song.base));
  const bases = new Map<string, number>();
  for (const song of changing) bases.set(song.base, (bases.get(song.base) ?? 0) + 1);
  const crowded = changing.filter((song) => {
    const owner = owners.get(song.base);
    return (owner && !(owner.kind === "song" && owner.id === song.id)) || taken.has(song.base) || (bases.get(song.base) ?? 0) > 1;
  });
  if (crowded.length > 0) {
    for (const [name, owner] of await addressOwners(crowded.flatMap((song) => urlnameCandidates(song.base)))) owners.set(name, owner);
  }
  const chosen = new Set(taken);
  const assignments: Assignment[] = [];
  for (const song of changing) {
    const free = urlnameCandidates(song.base).find((candidate) => {
      if (chosen.has(candidate) || RESERVED_URLNAMES.has(candidate)) return false;
      const owner = owners.get(candidate);
      return !owner || (owner.kind === "song" && owner.id === song.id);
    });
    const u = free ?? `${song.base}-${crypto.randomUUID().slice(0, 8)}`;
    chosen.add(u);
    assignments.push({ id: song.id, u });
  }
  return assignments;
}
