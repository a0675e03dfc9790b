// Renames and merges (decision 049): what moderators are told, shared by the pages, the
// services and the tests. Names follow the add-song rules and limits (product §5.5, decision 024).
import type { ArtistRef } from "../pages/api-types";
import { entityHref } from "../text/urlname";

/** The artist page's merge screen: /{artist}/polacz (?wykonawca=… picks the artist to merge into). */
export const MERGE_SLUG = "polacz";

export function mergeHref(artistUrlname: string, targetId?: number): string {
  return `${entityHref(artistUrlname)}/${MERGE_SLUG}${targetId === undefined ? "" : `?wykonawca=${targetId}`}`;
}

export const RENAME_MESSAGES = {
  noArtist: "Nie ma takiego wykonawcy.",
  noSong: "Nie ma takiej piosenki.",
  sameName: "Nowa nazwa jest taka sama jak obecna: nic nie zmieniono.",
  sameArtist: "Ta piosenka już należy do tego wykonawcy.",
  selfMerge: "Nie można połączyć wykonawcy z nim samym.",
  noTarget: "Wybierz wykonawcę, z którym połączyć.",
  badDuplicates: "Można scalić tylko piosenki o tym samym tytule, które znaleziono u obu wykonawców.",
  changed: "W międzyczasie ktoś zmienił tych wykonawców albo ich piosenki. Sprawdź i spróbuj jeszcze raz.",
  failed: "Nie udało się zapisać zmiany. Spróbuj ponownie.",
  badId: "Nieprawidłowy identyfikator.",
} as const;

export type AddressOwner = { kind: "song" | "artist"; label: string; alias: boolean };

/** A rename whose address someone else has (a live page, or an old address that still leads to one). */
export function addressTakenMessage(urlname: string, owner: AddressOwner): string {
  const address = entityHref(urlname);
  const what = owner.kind === "artist" ? `wykonawcy „${owner.label}”` : `piosenki „${owner.label}”`;
  if (owner.alias) return `Adres ${address} to dawny adres ${what} i nadal tam prowadzi. Wybierz inną nazwę.`;
  if (owner.kind === "artist") return `Adres ${address} ma już ${what}. Jeśli to ten sam wykonawca, połącz ich: „Połącz z innym wykonawcą”.`;
  return `Adres ${address} ma już ${what}. Wybierz inną nazwę.`;
}

/** A song's title or artist that would duplicate a song already there (the add-song rule, decision 024). */
export const duplicateAfterRename = (artist: string, title: string) =>
  `Ta piosenka już jest w serwisie: ${artist} – ${title}. Aby je scalić, połącz wykonawców.`;

export const RENAME_DONE = {
  artist: "Zmieniono nazwę wykonawcy. Stary adres przekierowuje na nowy.",
  song: "Zmieniono tytuł piosenki. Stary adres przekierowuje na nowy.",
  move: "Przeniesiono piosenkę do innego wykonawcy. Stary adres przekierowuje na nowy.",
  merge: "Połączono wykonawców. Stary adres przekierowuje na nowy; połączenie można cofnąć z kosza.",
} as const;

export type SongBrief = { id: number; name: string; urlname: string };
export type ArtistBrief = { id: number; name: string; urlname: string };
/** A song of the merged-away artist and the song of the same title the other artist has. */
export type MergePair = { source: SongBrief; target: SongBrief };

export type MergePreview = {
  source: ArtistBrief;
  target: ArtistBrief;
  /** how many songs move (duplicates included) */
  songCount: number;
  /** songs of both with the same title once folded (case, Polish letters, punctuation): offered for merging */
  duplicates: MergePair[];
};

/** The merge screen (/{artist}/polacz): artists found by name, and what merging into the picked one does. */
export type MergeScreen = {
  artist: ArtistRef;
  query: string;
  candidates: ArtistRef[];
  preview: MergePreview | null;
};
