// The versions of a song's shared layers (decision 042): its video and its synced timings.
// Every change is a revision; a visitor's or user's change of a layer someone already set
// waits for a moderator instead of replacing it; moderators accept, reject and revert.

import type { Permission } from "../auth/permissions";

export type RevisionKind = "video" | "sync" | "lyrics" | "names";

/** Who decides and reverts each kind: the history's buttons and the services read this one map. */
export const REVISION_PERMISSIONS: Record<RevisionKind, Permission> = {
  video: "video.replace",
  sync: "sync.replace",
  lyrics: "lyrics.edit",
  names: "song.rename",
};
export type RevisionStatus = "live" | "past" | "pending" | "rejected";

/** The song's video as a revision sets it; null: no video. */
export type VideoState = { id: string; title: string; thumbDefault: string; thumbMedium: string } | null;

/** A video's timings as a revision sets them; `timings` null: none for that video. */
export type SyncState = { videoId: string; timings: (number | null)[] | null };

/** The song's lyrics as a revision sets them (decision 045). */
export type LyricsState = { lyrics: string[] };

/** The song's title and artist as a revision sets them (decision 045). */
export type NamesState = { title: string; artist: string };

export type RevisionPayload = VideoState | SyncState | LyricsState | NamesState;

/** A revision as the history page and the review queue show it. */
export type RevisionItem = {
  revision_id: number;
  kind: RevisionKind;
  status: RevisionStatus;
  /** 'Anonimowy' for visitors and deleted accounts */
  author: string;
  created_at: number;
  /** one line saying what the revision sets, in Polish */
  summary: string;
  /** the video id the revision is about (sync: the video whose timings it sets) */
  video_id: string | null;
  decided_by: string | null;
  decided_at: number | null;
  decision_note: string | null;
  /** why the proposer made it (lyrics and names) */
  reason: string | null;
  /** lyrics: the lines against the version before it (the history's diff) */
  diff?: import("../text/line-diff").DiffRow[];
};

export const REVISION_MESSAGES = {
  pending: "Dziękujemy! Twoja propozycja czeka na sprawdzenie przez moderatora.",
  alreadyPending: "Ta sama propozycja już czeka na sprawdzenie.",
  missing: "Nie ma takiej wersji.",
  decided: "Tę propozycję już rozpatrzono.",
  stale: "W międzyczasie ktoś zmienił ten stan piosenki. Sprawdź aktualną wersję i zdecyduj jeszcze raz.",
  sameAsLive: "Ta wersja jest właśnie pokazywana.",
  noteTooLong: "Uzasadnienie może mieć najwyżej 500 znaków.",
  reverted: "Przywrócono wybraną wersję.",
  accepted: "Propozycja została przyjęta.",
  rejected: "Propozycja została odrzucona.",
} as const;

export const REVISION_NOTE_MAX = 500;

const syncedLines = (timings: (number | null)[]) => timings.filter((t) => t !== null).length;

/** What a revision sets, in one Polish line. */
export function revisionSummary(kind: RevisionKind, payload: RevisionPayload): string {
  if (kind === "lyrics") return `Tekst piosenki: ${(payload as LyricsState).lyrics.length} linii`;
  if (kind === "names") {
    const names = payload as NamesState;
    return `Tytuł i wykonawca: ${names.artist} – ${names.title}`;
  }
  if (kind === "video") {
    const video = payload as VideoState;
    return video ? `Teledysk: „${video.title}” (${video.id})` : "Bez teledysku";
  }
  const sync = payload as SyncState;
  return sync.timings ? `Synchronizacja z ${sync.videoId}: ${syncedLines(sync.timings)} linii z czasem` : `Bez synchronizacji z ${sync.videoId}`;
}

export const REVISION_STATUS_LABELS: Record<RevisionStatus, string> = {
  live: "obecna",
  past: "wcześniejsza",
  pending: "czeka na sprawdzenie",
  rejected: "odrzucona",
};
