// Text filter for everything users write on the site (interpretations, comments,
// profiles). It runs in the browser, to show the result while typing, and again in the
// Worker before anything is stored, so it uses no Node APIs and both sides agree.
//
// Words are matched whole against an explicit list of forms rather than by substring:
// substring filters mangle "Scunthorpe", "analiza" and "hulajnoga", and on a lyrics site
// an unjust asterisk is worse than a missed insult. Links are removed rather than masked
// because they are what spammers come for. Everything is compiled once per isolate so
// a few kilobytes filter in well under a millisecond.
//
// Both look at the text with its disguises taken off (./text-normalise.ts: invisible
// characters, fullwidth and look-alike letters, entities) and change the text as written:
// a forbidden word is masked in its own letters, a link removed (decision 039).
import { hasUrl, stripUrls } from "./text-filter-links";
import { EN_WORDS, FOLD_ALLOW, PL_FAMILIES, PL_WORDS } from "./text-filter-words";
import { type Normalised, normalise, originalSpan } from "./text-normalise";

// ---------------------------------------------------------------------------------------
// Forbidden words

const NON_ASCII = /[^\x00-\x7f]/;
const COMBINING = /\p{M}/gu;

/** Lowercase text without diacritics, so "jebać", "jebac" and "JEBAĆ" compare equal. */
function fold(lower: string): string {
  if (!NON_ASCII.test(lower)) return lower;
  return lower.normalize("NFD").replace(COMBINING, "").replace(/ł/g, "l");
}

function expandFamilies(): string[] {
  const words: string[] = [];
  const split = (list: string) => list.split(/\s+/).map((part) => (part === "_" ? "" : part));
  for (const [prefixes, stems, endings] of PL_FAMILIES) {
    for (const prefix of split(prefixes)) for (const stem of split(stems)) for (const ending of split(endings)) words.push(prefix + stem + ending);
  }
  return words;
}

/** Folded spelling → the forbidden forms that fold to it, as written in the lists. */
const FORBIDDEN = new Map<string, string[]>();
/** Folded spellings that are innocent words when typed in plain ASCII ("dupe", "heroine"). */
const ASCII_ALLOWED = new Set(FOLD_ALLOW);
/**
 * The first three letters of every forbidden form, lowercased, in every mix of plain and
 * Polish letters: one lookup rules out almost every word before any folding is done.
 */
const HEADS = new Set<string>();
const HEAD_LENGTH = 3;
let longestForbidden = 0;

function addHeads(head: string, from = 0, prefix = ""): void {
  if (from === head.length) return void HEADS.add(prefix);
  const c = head[from];
  addHeads(head, from + 1, prefix + c);
  const plain = fold(c);
  if (plain !== c) addHeads(head, from + 1, prefix + plain);
}

for (const word of [...EN_WORDS, ...PL_WORDS, ...expandFamilies()]) {
  const lower = word.toLowerCase().normalize("NFC");
  if (lower.length < HEAD_LENGTH) throw new Error(`text-filter: "${word}" is too short to filter safely`);
  const folded = fold(lower);
  const forms = FORBIDDEN.get(folded);
  if (!forms) FORBIDDEN.set(folded, [lower]);
  else if (!forms.includes(lower)) forms.push(lower);
  addHeads(lower.slice(0, HEAD_LENGTH));
  longestForbidden = Math.max(longestForbidden, lower.length);
}

const POLISH_DIACRITIC = /[ąćęłńóśźż]/;

/**
 * Typing without Polish diacritics is common, so "jebac" must match "jebać"; but a
 * diacritic that is typed is meant: "pierdołę" (a trifle) is not "pierdolę".
 */
function sameWordLoosely(typed: string, form: string): boolean {
  if (typed.length !== form.length) return true;
  for (let i = 0; i < typed.length; i++) {
    const t = typed[i];
    if (t !== form[i] && POLISH_DIACRITIC.test(t)) return false;
  }
  return true;
}

function hasCombiningMark(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x300 && c <= 0x36f) return true;
  }
  return false;
}

function isForbidden(word: string): boolean {
  if (word.length > longestForbidden * 2) return false;
  const head = word.slice(0, HEAD_LENGTH).toLowerCase();
  if (!HEADS.has(head) && !hasCombiningMark(head)) return false;
  const lower = word.toLowerCase();
  if (!NON_ASCII.test(lower)) return FORBIDDEN.has(lower) && !ASCII_ALLOWED.has(lower);
  const typed = lower.normalize("NFC");
  const forms = FORBIDDEN.get(fold(typed));
  return forms?.some((form) => sameWordLoosely(typed, form)) ?? false;
}

const GRAPHEME_SPLIT_NEEDED = /[\p{M}\uD800-\uDFFF]/u;
const GRAPHEME_RE = /\P{M}\p{M}*/gu;

/**
 * Keeps the first and last letter and stars the rest: "kurwa" → "k***a", "Fuck" → "F**k".
 * Words of one or two letters become all stars. Letters with combining marks and astral
 * characters count as one letter each.
 */
export function maskWord(word: string): string {
  const letters = GRAPHEME_SPLIT_NEEDED.test(word) ? (word.match(GRAPHEME_RE) ?? []) : word;
  const n = letters.length;
  if (n <= 2) return "*".repeat(n);
  return letters[0] + "*".repeat(n - 2) + letters[n - 1];
}

/** Runs of one letter, three or more long: "kuuuurwa", "fuuuck" (no word has three alike). */
const STRETCHED = /(\p{L})\1{2,}/gu;

/**
 * A forbidden word, also stretched ("kuuurwa": the run read as one letter, or two, for
 * "asss") and with "v" for "u" ("fvck").
 */
function isForbiddenDisguised(word: string): boolean {
  if (isForbidden(word)) return true;
  const lower = word.toLowerCase();
  const stretched = lower.search(STRETCHED) >= 0;
  const spellings = stretched ? [lower.replace(STRETCHED, "$1"), lower.replace(STRETCHED, "$1$1")] : [];
  if (lower.includes("v")) spellings.push(...[lower, ...spellings].map((s) => s.replace(/v/g, "u")));
  return spellings.some(isForbidden);
}

// A word is a run of letters with their combining marks; digits, "_" and "'" split words.
// Runs shorter than any forbidden word are only looked at as letters of a spaced-out word.
const RUN_RE = /[\p{L}\p{M}]+/gu;
const SINGLE_LETTER = /^\p{L}\p{M}*$/u;
/** What may stand between the letters of a spaced-out word: "k u r w a", "k.u.r.w.a", "k-u-r-w-a". */
const SPACING = /^[\s.\-_*+~|/\\,:;'"•·]{1,3}$/u;

type Found = { from: number; to: number; letters: number };
type Letter = { at: number; text: string };

/** Forbidden words spelled by consecutive letters of a spaced-out run, longest first ("no i k.u.r.w.a"). */
function spacedOut(letters: Letter[], found: Found[]): void {
  for (let i = 0; i + 2 < letters.length; i++) {
    for (let j = Math.min(letters.length, i + longestForbidden * 2) - 1; j >= i + 2; j--) {
      if (
        !isForbiddenDisguised(
          letters
            .slice(i, j + 1)
            .map((l) => l.text)
            .join(""),
        )
      )
        continue;
      found.push({ from: letters[i].at, to: letters[j].at + letters[j].text.length, letters: j - i + 1 });
      i = j;
      break;
    }
  }
}

/** The forbidden words of normalised text: [from, to) and their letter count. */
function forbiddenIn(text: string): Found[] {
  const found: Found[] = [];
  let spaced: Letter[] = [];
  let lastEnd = 0;
  RUN_RE.lastIndex = 0;
  for (let m = RUN_RE.exec(text); m; m = RUN_RE.exec(text)) {
    const run = m[0];
    const single = run.length <= 4 && SINGLE_LETTER.test(run);
    if (spaced.length > 0 && !(single && SPACING.test(text.slice(lastEnd, m.index)))) {
      if (spaced.length >= 3) spacedOut(spaced, found);
      spaced = [];
    }
    if (single) spaced.push({ at: m.index, text: run });
    else if (run.length >= HEAD_LENGTH && isForbiddenDisguised(run)) {
      found.push({ from: m.index, to: m.index + run.length, letters: [...run.replace(COMBINING, "")].length });
    }
    lastEnd = m.index + run.length;
  }
  if (spaced.length >= 3) spacedOut(spaced, found);
  return found;
}

const LETTER_AT = /\p{L}\p{M}*/uy;

/** The first letter of normalised text from `at` with its marks: [from, to) of it. */
function letterAt(text: string, at: number): [number, number] {
  LETTER_AT.lastIndex = at;
  const letter = LETTER_AT.exec(text);
  return [at, at + (letter ? letter[0].length : 1)];
}

/** The last letter before `end`, with its marks. */
function letterBefore(text: string, end: number): [number, number] {
  let from = end - 1;
  while (from > 0 && /\p{M}/u.test(text[from])) from--;
  if (from > 0 && /[\uDC00-\uDFFF]/.test(text[from])) from--;
  return [from, end];
}

/** The mask of a found word in the original: its first and last letter as written, stars between. */
function maskOf(original: string, n: Normalised, text: string, found: Found): string {
  if (found.letters <= 2) return "*".repeat(found.letters);
  const [firstStart, firstEnd] = originalSpan(n, ...letterAt(text, found.from));
  const [lastStart, lastEnd] = originalSpan(n, ...letterBefore(text, found.to));
  return original.slice(firstStart, firstEnd) + "*".repeat(found.letters - 2) + original.slice(lastStart, lastEnd);
}

function maskForbidden(original: string): string {
  const n = normalise(original);
  const found = forbiddenIn(n.text);
  if (found.length === 0) return original;
  let out = "";
  let copied = 0;
  for (const word of found) {
    const [start, end] = originalSpan(n, word.from, word.to);
    if (start < copied) continue;
    out += original.slice(copied, start) + maskOf(original, n, n.text, word);
    copied = end;
  }
  return out + original.slice(copied);
}

// ---------------------------------------------------------------------------------------
// &nbsp;

const NBSP_RE = /&(?:nbsp|#0*160|#x0*a0);/gi;

function stripNbsp(text: string): string {
  return text.includes("&") ? text.replace(NBSP_RE, "") : text;
}

// ---------------------------------------------------------------------------------------
// API

/** Masks forbidden words and strips links, domains and `&nbsp;` entities. */
export function filterText(input: string): string {
  if (!input) return input;
  return maskForbidden(stripUrls(stripNbsp(input)));
}

/** Masks forbidden words only, keeping links (for registered users' comments, which may link). */
export function maskProfanity(input: string): string {
  if (!input) return input;
  return maskForbidden(input);
}

/** True when filtering would leave the text exactly as it is. */
export function isClean(input: string): boolean {
  return filterText(input) === input;
}

/** True when the text contains a forbidden word outside of links. */
export function containsProfanity(input: string): boolean {
  if (!input) return false;
  return forbiddenIn(normalise(stripUrls(stripNbsp(input))).text).length > 0;
}

/** True when the text contains a link or something that looks like a domain. */
export function containsUrl(input: string): boolean {
  if (!input) return false;
  return hasUrl(stripNbsp(input));
}
