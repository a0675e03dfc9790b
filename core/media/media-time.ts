// Times in a video (product §5.6 Loop, §9): parsing what visitors type ("75", "1:15", "1:01:15"),
// formatting seconds back, and the rules of an A–B loop range. Isomorphic: the song page's
// loop controls, its address (?od=&do=), the player and the LRC module all use it, so a time
// means the same everywhere.
import { PLAYER_END_DEFAULT_SECONDS } from "../constants";

/** The spec's exact inline message for a range that cannot loop (shown in red). */
export const LOOP_RANGE_MESSAGE = "please set correct time range for loop!";

/** The latest time anything may point at: the player's default end (product §9). */
export const MAX_MEDIA_SECONDS = PLAYER_END_DEFAULT_SECONDS;

export type TimeResult = { ok: true; seconds: number } | { ok: false; message: string };

export type LoopRange = { start: number; end: number };

export type RangeResult = { ok: true; range: LoopRange } | { ok: false; message: string };

// Seconds ("75", "75.5"), m:ss ("1:15", "12:05.25") or h:mm:ss ("1:01:15"). A comma is
// accepted for the decimal point because that is how Poles write it.
const SECONDS = /^(\d{1,9})(?:[.,](\d{1,3}))?$/;
const CLOCK = /^(?:(\d{1,3}):)?(\d{1,6}):(\d{1,2})(?:[.,](\d{1,3}))?$/;

const FORMAT_HINT = "Wpisz sekundy (np. 75) albo minuty:sekundy (np. 1:15).";

/** Seconds rounded to hundredths: the precision of LRC files and of what we store. */
export function roundTime(seconds: number): number {
  return Math.round(seconds * 100) / 100;
}

function fraction(digits: string | undefined): number {
  return digits ? Number(`0.${digits}`) : 0;
}

/** Parses a time typed by a visitor or read from an address; never throws. */
export function parseTime(input: string): TimeResult {
  const text = input.trim();
  if (text === "") return { ok: false, message: `Podaj czas. ${FORMAT_HINT}` };
  if (/^[-−–]/.test(text)) return { ok: false, message: "Czas nie może być ujemny." };
  let seconds: number;
  const plain = SECONDS.exec(text);
  const clock = plain ? null : CLOCK.exec(text);
  if (plain) {
    seconds = Number(plain[1]) + fraction(plain[2]);
  } else if (clock) {
    const [, hours, minutes, secs, frac] = clock;
    if (secs.length !== 2) return { ok: false, message: `Po dwukropku podaj dwie cyfry sekund, np. 1:05 (wpisano „${text}”).` };
    if (Number(secs) > 59) return { ok: false, message: `Sekundy muszą być od 00 do 59 (wpisano „${text}”).` };
    if (hours !== undefined && (minutes.length !== 2 || Number(minutes) > 59)) {
      return { ok: false, message: `W zapisie godziny:minuty:sekundy minuty muszą mieć dwie cyfry, od 00 do 59 (wpisano „${text}”).` };
    }
    seconds = Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(secs) + fraction(frac);
  } else {
    return { ok: false, message: `„${text}” to nie jest czas. ${FORMAT_HINT}` };
  }
  if (seconds > MAX_MEDIA_SECONDS) {
    return { ok: false, message: `Czas może wynosić najwyżej ${MAX_MEDIA_SECONDS} s (${formatTime(MAX_MEDIA_SECONDS)}).` };
  }
  return { ok: true, seconds: roundTime(seconds) };
}

function pad2(value: number): string {
  return String(value).padStart(2, "0");
}

/** 65 → "1:05", 65.5 → "1:05.5", 3725 → "1:02:05": what the inputs and the address show. */
export function formatTime(seconds: number): string {
  const hundredths = Math.round(Math.max(0, seconds) * 100);
  const whole = Math.floor(hundredths / 100);
  const rest = hundredths % 100;
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  const frac = rest === 0 ? "" : `.${pad2(rest).replace(/0$/, "")}`;
  const clock = h > 0 ? `${h}:${pad2(m)}:${pad2(s)}` : `${m}:${pad2(s)}`;
  return clock + frac;
}

/**
 * The loop's rules (product §5.6): both times must parse and the end must come after the start.
 * When the video's length is known, the start must also fall inside it (the end may lie past
 * it: the loop then restarts when the video ends).
 */
export function checkLoopRange(start: number, end: number, duration?: number | null): RangeResult {
  if (!(end > start)) return { ok: false, message: `Koniec pętli (${formatTime(end)}) musi być później niż początek (${formatTime(start)}).` };
  if (duration && start >= duration) {
    return { ok: false, message: `Początek pętli (${formatTime(start)}) wypada po końcu teledysku (${formatTime(duration)}).` };
  }
  return { ok: true, range: { start, end } };
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLocaleLowerCase("pl") + text.slice(1);
}

/** Parses both inputs and checks the range; the message names the input that is wrong. */
export function parseLoopRange(startText: string, endText: string, duration?: number | null): RangeResult {
  const start = parseTime(startText);
  if (!start.ok) return { ok: false, message: `Początek: ${lowerFirst(start.message)}` };
  const end = parseTime(endText);
  if (!end.ok) return { ok: false, message: `Koniec: ${lowerFirst(end.message)}` };
  return checkLoopRange(start.seconds, end.seconds, duration);
}

/**
 * What a looping player does at `time`: jump back to the start once it reaches the end, or
 * when someone scrubbed well before the start. Null: keep playing.
 */
export function loopCorrection(time: number, range: LoopRange): number | null {
  if (time >= range.end || time < range.start - 1) return range.start;
  return null;
}

// The song page address carries the loop as ?od=1:05&do=1:20 (decision 033).
export const LOOP_START_PARAM = "od";
export const LOOP_END_PARAM = "do";

export type AddressLoop = { range: LoopRange | null; problem: string | null };

/** The loop an address asks for: none, a valid range, or a message saying why it was ignored. */
export function loopFromSearch(search: URLSearchParams): AddressLoop {
  const start = search.get(LOOP_START_PARAM);
  const end = search.get(LOOP_END_PARAM);
  if (start === null && end === null) return { range: null, problem: null };
  const parsed = parseLoopRange(start ?? "", end ?? "");
  if (parsed.ok) return { range: parsed.range, problem: null };
  return { range: null, problem: `Adres zawiera zakres pętli, którego nie da się użyć (${parsed.message}) — zostają domyślne czasy.` };
}

/**
 * The query string (no "?") with the loop range set, or removed for null. Colons stay
 * readable (?od=1:05&do=1:20): they are allowed in a query and the address is meant to be shared.
 */
export function searchWithLoop(search: URLSearchParams, range: LoopRange | null): string {
  const next = new URLSearchParams(search);
  next.delete(LOOP_START_PARAM);
  next.delete(LOOP_END_PARAM);
  if (range) {
    next.set(LOOP_START_PARAM, formatTime(range.start));
    next.set(LOOP_END_PARAM, formatTime(range.end));
  }
  return next.toString().replace(/%3A/gi, ":");
}

/** The search without the loop range: what decides whether the page needs new data. */
export function searchWithoutLoop(search: URLSearchParams): string {
  return searchWithLoop(search, null);
}
