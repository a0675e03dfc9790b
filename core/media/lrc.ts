// LRC files ("[01:05.20] line text") for synced lyrics: import maps an LRC file onto the
// song's selectable lines (the lines an interpretation can be pinned to, lyric-lines.ts),
// export writes the timings back out. Isomorphic: the sync editor checks a file before it
// sends it, and the server checks the timings again before it stores them.
import { isAnnotatableLine } from "../rules/lyric-lines";
import { formatTime, MAX_MEDIA_SECONDS, roundTime } from "./media-time";

/** One entry per lyric line (same index as the lyrics): seconds, or null for no time. */
export type LineTimings = (number | null)[];

export type LrcImport = { ok: true; timings: LineTimings } | { ok: false; errors: string[] };

export type LrcMeta = { artist?: string; title?: string; duration?: number | null };

/** Longest LRC text we read: a long song's file is a few kilobytes. */
export const LRC_MAX_CHARS = 200_000;
/** Errors listed at most; the rest are counted, so a wrong file gives a readable answer. */
const MAX_ERRORS = 10;

// [mm:ss], [mm:ss.x], [mm:ss.xx], [mm:ss.xxx]; some tools write [mm:ss:xx].
const TIME_TAG = /^\[(\d{1,5}):(\d{1,2})(?:[.:](\d{1,3}))?\]/;
// Any bracketed tag at the start of a line, to tell a bad time from a metadata tag.
const ANY_TAG = /^\[([^\]]*)\]/;
// ID tags: [ar:], [ti:], [al:], [au:], [by:], [length:], [offset:], [re:], [ve:], [tool:], [#:].
const META_TAG = /^\[(ar|ti|al|au|by|length|offset|re|ve|tool|lr|#)\s*:([^\]]*)\]\s*$/i;
// Word-level times of "enhanced" LRC: <01:05.20>.
const WORD_TIME = /<\d{1,5}:\d{1,2}(?:[.:]\d{1,3})?>/g;

/** Formats seconds as an LRC time tag body: 65.2 → "01:05.20". */
export function lrcTime(seconds: number): string {
  const hundredths = Math.round(seconds * 100);
  const minutes = Math.floor(hundredths / 6000);
  const secs = Math.floor((hundredths % 6000) / 100);
  return `${String(minutes).padStart(2, "0")}:${String(secs).padStart(2, "0")}.${String(hundredths % 100).padStart(2, "0")}`;
}

/** Lines compare without case, punctuation and spacing: LRC files from elsewhere differ in those. */
export function normalizeLyricLine(line: string): string {
  return line
    .normalize("NFKC")
    .toLocaleLowerCase("pl")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

type Entry = { seconds: number; text: string; fileLine: number; tag: string };

function quote(text: string): string {
  return text.length > 60 ? `„${text.slice(0, 59)}…”` : `„${text}”`;
}

/** Reads the time-tagged entries of an LRC text, in file order; errors for lines that are not LRC. */
function readEntries(text: string, errors: string[]): Entry[] {
  const entries: Entry[] = [];
  let offsetSeconds = 0;
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const fileLine = index + 1;
    const line = raw.replace(/^\uFEFF/, "").trim();
    if (line === "") return;
    const meta = META_TAG.exec(line);
    if (meta) {
      // [offset:+500]: a positive offset (ms) makes every line of the file come that much sooner.
      if (meta[1].toLowerCase() === "offset") {
        const ms = Number(meta[2].trim());
        if (Number.isFinite(ms) && /^[+-]?\d{1,7}$/.test(meta[2].trim())) offsetSeconds = ms / 1000;
        else errors.push(`Linia ${fileLine}: nieprawidłowe przesunięcie [offset:${meta[2]}] — podaj liczbę milisekund, np. [offset:+250].`);
      }
      return;
    }
    const times: { seconds: number; tag: string }[] = [];
    let rest = line;
    for (let time = TIME_TAG.exec(rest); time; time = TIME_TAG.exec(rest)) {
      const [whole, minutes, secs, frac] = time;
      if (Number(secs) > 59 || secs.length !== 2) {
        errors.push(`Linia ${fileLine}: nieprawidłowy czas ${whole} — sekundy muszą mieć dwie cyfry, od 00 do 59.`);
        return;
      }
      times.push({ seconds: Number(minutes) * 60 + Number(secs) + (frac ? Number(`0.${frac}`) : 0), tag: whole });
      rest = rest.slice(whole.length).trimStart();
    }
    if (times.length === 0) {
      const tag = ANY_TAG.exec(line);
      errors.push(
        tag
          ? `Linia ${fileLine}: ${quote(tag[0])} to nie jest czas LRC — zapisz go jako [mm:ss.xx], np. [01:05.20].`
          : `Linia ${fileLine}: ${quote(line)} nie zaczyna się od czasu [mm:ss.xx], więc to nie jest linia LRC.`,
      );
      return;
    }
    const lyric = rest.replace(WORD_TIME, "").trim();
    // One line can carry several times ("[00:12.00][01:15.00]Refrain"): one entry each.
    for (const { seconds, tag } of times) entries.push({ seconds, text: lyric, fileLine, tag });
  });
  return entries.map((entry) => ({ ...entry, seconds: roundTime(entry.seconds - offsetSeconds) }));
}

/**
 * Maps an LRC text onto the song's lines. Entries are taken in time order and matched, in
 * order, to the next selectable lyric line with the same words (case and punctuation aside),
 * so times rise with the lines by construction and a file whose order disagrees with the
 * lyrics is reported. Entries without lyric text (instrumental gaps, section names) are
 * skipped. Every rule failure is reported, in Polish, with the LRC line it comes from.
 */
export function importLrc(text: string, lyrics: string[], duration?: number | null): LrcImport {
  if (text.length > LRC_MAX_CHARS) return { ok: false, errors: [`Plik LRC jest za długi (najwyżej ${LRC_MAX_CHARS} znaków).`] };
  const errors: string[] = [];
  const entries = readEntries(text, errors);
  if (entries.length === 0 && errors.length === 0) {
    return { ok: false, errors: ["To nie jest tekst LRC: nie ma w nim ani jednej linii z czasem, np. [01:05.20] Tekst linii."] };
  }
  const limit = duration || MAX_MEDIA_SECONDS;
  // Several times on one line ("compressed" LRC) make file order differ from time order.
  const ordered = entries.slice().sort((a, b) => a.seconds - b.seconds || a.fileLine - b.fileLine);
  const timings: LineTimings = lyrics.map(() => null);
  const targets = lyrics.flatMap((line, index) => (isAnnotatableLine(line) ? [{ index, key: normalizeLyricLine(line) }] : []));
  let cursor = 0;
  let previous: Entry | null = null;
  for (const entry of ordered) {
    if (!isAnnotatableLine(entry.text)) continue;
    if (entry.seconds < 0) {
      errors.push(`Linia ${entry.fileLine}: po przesunięciu [offset] czas ${entry.tag} wypada przed początkiem teledysku.`);
      continue;
    }
    if (entry.seconds > limit) {
      errors.push(`Linia ${entry.fileLine}: czas ${entry.tag} wypada po końcu teledysku (${formatTime(limit)}).`);
      continue;
    }
    if (previous && entry.seconds === previous.seconds) {
      errors.push(`Linia ${entry.fileLine}: czas ${entry.tag} jest taki sam jak w linii ${previous.fileLine} — czasy muszą rosnąć.`);
      continue;
    }
    const key = normalizeLyricLine(entry.text);
    const found = targets.findIndex((t, i) => i >= cursor && t.key === key);
    if (found === -1) {
      errors.push(
        targets.some((t) => t.key === key)
          ? `Linia ${entry.fileLine}: ${quote(entry.text)} ma czas ${entry.tag}, ale w tekście piosenki nie ma jej już po liniach z wcześniejszymi czasami — czasy muszą rosnąć razem z kolejnością linii.`
          : `Linia ${entry.fileLine}: ${quote(entry.text)} — nie ma takiej linii w tekście tej piosenki.`,
      );
      continue;
    }
    timings[targets[found].index] = entry.seconds;
    cursor = found + 1;
    previous = entry;
  }
  return errors.length === 0 ? { ok: true, timings } : { ok: false, errors: limitErrors(errors) };
}

function limitErrors(errors: string[]): string[] {
  if (errors.length <= MAX_ERRORS) return errors;
  return [...errors.slice(0, MAX_ERRORS), `…i jeszcze ${errors.length - MAX_ERRORS} błędów.`];
}

/**
 * The rules a set of timings must meet, whatever produced it (an LRC import, the sync editor,
 * a request to the server): one entry per lyric line, times only on selectable lines, each a
 * number inside the video, rising with the lines. Empty list: all good.
 */
export function validateTimings(lyrics: string[], timings: readonly unknown[], duration?: number | null): string[] {
  const errors: string[] = [];
  if (timings.length !== lyrics.length) {
    return [`Czasów jest ${timings.length}, a linii tekstu ${lyrics.length} — każda linia potrzebuje swojego miejsca (czas albo puste).`];
  }
  const limit = duration || MAX_MEDIA_SECONDS;
  let previous: { line: number; seconds: number } | null = null;
  for (const [index, value] of timings.entries()) {
    if (value === null) continue;
    const line = index + 1;
    if (typeof value !== "number" || !Number.isFinite(value) || value < 0) {
      errors.push(`Linia ${line}: czas musi być liczbą sekund, nie mniejszą niż 0.`);
      continue;
    }
    if (!isAnnotatableLine(lyrics[index])) {
      errors.push(`Linia ${line}: ta linia nie może mieć czasu (jest pusta albo to oznaczenie sekcji, chwyty czy powtórzenie).`);
      continue;
    }
    if (value > limit) errors.push(`Linia ${line}: czas ${formatTime(value)} wypada po końcu teledysku (${formatTime(limit)}).`);
    if (previous && value <= previous.seconds) {
      errors.push(
        `Linia ${line}: czas ${formatTime(value)} nie jest późniejszy niż ${formatTime(previous.seconds)} w linii ${previous.line} — czasy muszą rosnąć.`,
      );
    }
    previous = { line, seconds: value };
  }
  return limitErrors(errors);
}

function metaValue(value: string): string {
  return value.replace(/[\]\r\n]/g, " ").trim();
}

/** Writes the timed lines as LRC, in lyric order, with artist, title and length tags when known. */
export function exportLrc(lyrics: string[], timings: LineTimings, meta: LrcMeta = {}): string {
  const out: string[] = [];
  if (meta.artist) out.push(`[ar:${metaValue(meta.artist)}]`);
  if (meta.title) out.push(`[ti:${metaValue(meta.title)}]`);
  if (meta.duration) out.push(`[length:${lrcTime(meta.duration).slice(0, 5)}]`);
  lyrics.forEach((line, index) => {
    const seconds = timings[index];
    if (seconds === null || seconds === undefined) return;
    out.push(`[${lrcTime(seconds)}]${line.trim()}`);
  });
  return `${out.join("\n")}\n`;
}
