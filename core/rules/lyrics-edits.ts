// Corrections of a song's lyrics, title and artist (decision 045): anyone suggests, staff
// decide; every version stays in the song's history.

import type { DiffRow } from "../text/line-diff";
import type { NamesState } from "./revisions";

/** The reason a proposer gives (optional) and a moderator's reason for a refusal. */
export const LYRICS_REASON_MAX = 300;

export const LYRICS_EDIT_MESSAGES = {
  sent: "Dziękujemy! Twoja propozycja czeka na sprawdzenie przez moderatora.",
  applied: "Zapisano nową wersję tekstu.",
  namesApplied: "Zapisano nowy tytuł i wykonawcę.",
  unchanged: "Propozycja nie różni się od obecnego tekstu.",
  namesUnchanged: "Propozycja nie różni się od obecnego tytułu i wykonawcy.",
  reasonTooLong: `Powód zmiany może mieć najwyżej ${LYRICS_REASON_MAX} znaków.`,
  captcha: "Rozwiąż captchę.",
  stale: "Tekst piosenki zmienił się w międzyczasie. Sprawdź różnice z obecną wersją i zdecyduj jeszcze raz.",
  missingSong: "Nie ma takiej piosenki.",
  repinLine: "Wybierz linię, do której przypiąć interpretację.",
  repinMissing: "Ta interpretacja nie czeka na przypięcie.",
  repinned: "Interpretacja jest znowu przy swojej linii.",
  namesStale: "Tytuł lub wykonawca zmienił się w międzyczasie. Sprawdź propozycję jeszcze raz.",
} as const;

/** The song page's list of interpretations whose lines an edit removed. */
export const DETACHED_HEADING = "Dotyczy usuniętego fragmentu";

/**
 * What the 'Edytuj tekst' page gets: the text to correct and the token of that text
 * (songs.lyrics_rev), and the song's title and artist to correct in their own form.
 * `staff`: lyrics edits apply at once; `names_staff`: so do title and artist changes.
 */
export type LyricsEditData = {
  song: { urlname: string; title: string };
  lyrics: string;
  base: string;
  staff: boolean;
  names: NamesState;
  names_staff: boolean;
};

/** A title and artist suggestion waiting in the review queue, beside the names now. */
export type NamesProposal = {
  revision_id: number;
  song: { id: number; title: string; urlname: string };
  author: string;
  created_at: number;
  reason: string | null;
  current: NamesState;
  proposed: NamesState;
  /** the version and names the moderator decided against (namesBase): a change since sends them back */
  base: string;
};

/** What a decision on names is made against: the live version's id and the names shown; a change of either since makes it stale. */
export const namesBase = (liveId: number | null, names: NamesState) => `${liveId ?? 0}\n${names.artist}\n${names.title}`;

/** The live version's id in a `namesBase`. */
export const namesBaseId = (base: string) => Number(base.split("\n", 1)[0]) || 0;

/** Names as lines, for the same line diff the lyrics use (history and queue). */
export const namesLines = (names: NamesState) => [`Wykonawca: ${names.artist}`, `Tytuł: ${names.title}`];

/** A suggestion waiting in the review queue. */
export type LyricsProposal = {
  revision_id: number;
  song: { id: number; title: string; urlname: string };
  author: string;
  created_at: number;
  reason: string | null;
  /** the suggested text, for the moderator to correct before accepting */
  lyrics: string;
  /** against the song's text now: a suggestion made against an older text shows what it changes today */
  diff: DiffRow[];
  /** the token of the text the diff was made against (songs.lyrics_rev) */
  base: string;
};

/** A user's own suggestion and what became of it (their profile). */
export type OwnSuggestion = {
  revision_id: number;
  kind: "lyrics" | "names";
  status: "live" | "past" | "pending" | "rejected";
  song_name: string | null;
  song_urlname: string | null;
  created_at: number;
  decided_at: number | null;
  decision_note: string | null;
};
