// Corrections of a song's lyrics, title and artist (decision 045): anyone suggests, staff
// decide; every version stays in the song's history.

import type { DiffRow } from "../text/line-diff";

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
} as const;

/** The song page's list of interpretations whose lines an edit removed. */
export const DETACHED_HEADING = "Dotyczy usuniętego fragmentu";

/** What the 'Edytuj tekst' page gets: the text to correct and the token of that text (songs.lyrics_rev). */
export type LyricsEditData = { song: { urlname: string; title: string }; lyrics: string; base: string; staff: boolean };

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
