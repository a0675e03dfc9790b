// Text filter for everything users write on the site (interpretations, comments,
// profiles). It runs in the browser, to show the result while typing, and again in the
// Worker before anything is stored, so it uses no Node APIs and both sides agree.
//
// Words are matched whole against an explicit list of forms rather than by substring:
// substring filters mangle "Scunthorpe", "analiza" and "hulajnoga", and on a lyrics site
// an unjust asterisk is worse than a missed insult. Links are removed rather than masked
// because they are what spammers come for. Everything is compiled once per isolate so
// a few kilobytes filter in well under a millisecond.
import { DOTTED_EXCEPTIONS, EN_WORDS, FOLD_ALLOW, PL_FAMILIES, PL_WORDS, TLDS } from "./text-filter-words";

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

/**
 * A word is a run of letters with their combining marks; digits, "_" and "'" split words.
 * Runs shorter than any forbidden word are not even looked at.
 */
const WORD_RE = new RegExp(`[\\p{L}\\p{M}]{${HEAD_LENGTH},}`, "gu");
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

function maskForbidden(text: string): string {
  return text.replace(WORD_RE, (word) => (isForbidden(word) ? maskWord(word) : word));
}

// ---------------------------------------------------------------------------------------
// Links and &nbsp;

const NBSP_RE = /&(?:nbsp|#0*160|#x0*a0);/gi;

function stripNbsp(text: string): string {
  return text.includes("&") ? text.replace(NBSP_RE, "") : text;
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const LABEL = String.raw`[\p{L}\p{N}]+(?:-+[\p{L}\p{N}]+)*`;
// Top-level domains in lower or upper case only: "koniec.To" is a sentence, "onet.PL" a domain.
const TLD_ALTERNATION = [...TLDS]
  .sort((a, b) => b.length - a.length)
  .flatMap((tld) => [tld, tld.toUpperCase()])
  .join("|");
const EXCEPTIONS = DOTTED_EXCEPTIONS.map(escapeRe).join("|");
const URL_CHARS = String.raw`[^\s<>"'\x60]`;

const URL_SOURCE = [
  // scheme://anything, as long as it has no whitespace (the lookbehinds keep a failed
  // attempt from being retried at every later letter of the same run: no quadratic time)
  String.raw`(?<![a-zA-Z0-9+.-])[a-zA-Z][a-zA-Z0-9+.-]*:\/\/${URL_CHARS}+`,
  // www.anything
  String.raw`|(?<![\p{L}\p{N}.])[wW]{3}\.[\p{L}\p{N}]${URL_CHARS}*`,
  // bare domains with an optional user@, port and path: onet.pl, foo.co.uk/x, jan@wp.pl
  String.raw`|(?<![\p{L}\p{N}._%+\-@])(?!(?:${EXCEPTIONS})(?![\p{L}\p{N}-]))`,
  String.raw`(?:[\p{L}\p{N}._%+-]+@)?(?:${LABEL}\.)+(?:${TLD_ALTERNATION})(?![\p{L}\p{N}-])`,
  String.raw`(?::\d{1,5}(?!\d))?(?:[/?#]${URL_CHARS}*)?`,
].join("");

const URL_RE = new RegExp(URL_SOURCE, "gu");
const URL_TEST_RE = new RegExp(URL_SOURCE, "u");

/**
 * Every link contains "://" or a dot between two letters or digits, and none contains
 * whitespace. The full pattern above is slow to try at every word, so it only runs on
 * the whitespace-delimited chunks around these spots.
 */
const CANDIDATE_RE = /:\/\/|\.(?<=[\p{L}\p{N}]\.)(?=[\p{L}\p{N}])/gu;
const WHITESPACE = /\s/;

/** Calls back with [start, end) of each whitespace-delimited chunk that may hold a link. */
function forEachCandidateChunk(text: string, callback: (start: number, end: number) => boolean | undefined): void {
  CANDIDATE_RE.lastIndex = 0;
  for (let m = CANDIDATE_RE.exec(text); m; m = CANDIDATE_RE.exec(text)) {
    let start = m.index;
    while (start > 0 && !WHITESPACE.test(text[start - 1])) start--;
    let end = m.index + m[0].length;
    while (end < text.length && !WHITESPACE.test(text[end])) end++;
    if (callback(start, end) === false) return;
    CANDIDATE_RE.lastIndex = end;
  }
}

/** Sentence punctuation that follows a link rather than belonging to it. */
const TRAILING = new Set([...".,;:!?'\"»”…]})"]);
/** After these, a space left in front of a removed link is one too many. */
const CLOSING = /[\s.,;:!?)\]}»”…]/;

const count = (s: string, c: string) => s.split(c).length - 1;

function stripUrls(text: string): string {
  let out = "";
  let copied = 0;
  forEachCandidateChunk(text, (start, end) => {
    const chunk = text.slice(start, end);
    let dropSpaceBefore = false;
    const stripped = chunk.replace(URL_RE, (url: string, offset: number) => {
      // Give back punctuation that ends the sentence, and a ")" that closes a bracket
      // opened before the link ("(zobacz onet.pl)"), but keep ".../Foo_(band)".
      let keep = url.length;
      while (keep > 0 && TRAILING.has(url[keep - 1])) {
        if (url[keep - 1] === ")" && count(url.slice(0, keep), "(") >= count(url.slice(0, keep), ")")) break;
        keep--;
      }
      const tail = url.slice(keep);
      // "wejdź na onet.pl teraz" → "wejdź na teraz", not "wejdź na  teraz".
      const next = tail[0] ?? chunk[offset + url.length] ?? text[end];
      if (offset === 0 && text[start - 1] === " " && (next === undefined || CLOSING.test(next))) {
        dropSpaceBefore = true;
      }
      return tail;
    });
    if (stripped === chunk) return;
    out += text.slice(copied, dropSpaceBefore ? start - 1 : start) + stripped;
    copied = end;
  });
  return copied === 0 ? text : out + text.slice(copied);
}

function hasUrl(text: string): boolean {
  let found = false;
  forEachCandidateChunk(text, (start, end) => {
    found = URL_TEST_RE.test(text.slice(start, end));
    return !found;
  });
  return found;
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
  const text = stripUrls(stripNbsp(input));
  WORD_RE.lastIndex = 0;
  for (let m = WORD_RE.exec(text); m; m = WORD_RE.exec(text)) if (isForbidden(m[0])) return true;
  return false;
}

/** True when the text contains a link or something that looks like a domain. */
export function containsUrl(input: string): boolean {
  if (!input) return false;
  return hasUrl(stripNbsp(input));
}
