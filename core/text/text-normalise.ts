// What the text filter matches against (decision 039): the text with its disguises taken
// off, and for every unit of it the span of the original it came from, so that a match is
// masked or removed in the text as written. Per code point of the original:
// - invisible format characters (\p{Cf}: zero-width space and joiners, word joiner, BOM,
//   soft hyphen; and the other default-ignorable code points) are dropped;
// - NFKC: fullwidth ｅｖｉｌ．ｃｏｍ, math bold 𝐤𝐮𝐫𝐰𝐚 and the like become plain letters;
// - letters of other scripts that look like a Latin letter become that letter (Cyrillic е,
//   Greek ο: ./text-filter-confusables.ts), and marks that look like a full stop (。) a dot;
// - HTML character references (&#46; &#x2E; &period;) and the percent escapes of . : / @
//   become what they encode.
// Decomposed diacritics stay as they are: the word lists read them (text-filter.ts).
import { CONFUSABLE_DOTS, CONFUSABLE_FROM, CONFUSABLE_TO } from "./text-filter-confusables";

export type Normalised = {
  text: string;
  /** Original start of each UTF-16 unit of `text`; null when `text` is the original. */
  starts: number[] | null;
  /** Original end of each unit. */
  ends: number[] | null;
};

/** [start, end) of the original that units [from, to) of the normalised text came from. */
export function originalSpan(n: Normalised, from: number, to: number): [number, number] {
  return n.starts && n.ends ? [n.starts[from], n.ends[to - 1]] : [from, to];
}

// Text made only of these needs no work: the common case, checked with one test.
const PLAIN = /^[\t\n\r\x20-\x24\x27-\x7eąćęłńóśźżĄĆĘŁŃÓŚŹŻéüöäÉÜÖÄ„”“‘’–—…«»]*$/;
const IGNORABLE = /^[\p{Cf}\p{Default_Ignorable_Code_Point}]$/u;
const NAMED: Record<string, string> = { period: ".", colon: ":", sol: "/", commat: "@" };
const REFERENCE = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|(period|colon|sol|commat));/y;
const PERCENT = /%(2[eEfF]|3[aA]|40)/y;

let fold: Map<string, string> | undefined;

function foldTable(): Map<string, string> {
  if (fold) return fold;
  const to = [...CONFUSABLE_TO];
  fold = new Map([...CONFUSABLE_FROM].map((from, i) => [from, to[i]]));
  for (const dot of `${CONFUSABLE_DOTS}。`) fold.set(dot, ".");
  return fold;
}

const memo = new Map<string, string>();

/** What one code point of the original stands for, after the steps above ("" if nothing). */
function normaliseCodePoint(c: string): string {
  if (c.length === 1 && c.charCodeAt(0) < 0x80) return c;
  const known = memo.get(c);
  if (known !== undefined) return known;
  let out = "";
  if (!IGNORABLE.test(c)) {
    for (const part of c.normalize("NFKC")) {
      if (IGNORABLE.test(part)) continue;
      out += foldTable().get(part) ?? part;
    }
  }
  if (memo.size < 4096) memo.set(c, out);
  return out;
}

function decodeReference(match: RegExpExecArray): string {
  if (match[3]) return NAMED[match[3]];
  const cp = match[1] ? Number(match[1]) : Number.parseInt(match[2], 16);
  const valid = cp > 0 && cp <= 0x10ffff && (cp < 0xd800 || cp > 0xdfff);
  return valid ? String.fromCodePoint(cp) : match[0];
}

// filterText and containsUrl look at the same text twice or more in a row.
let last: { original: string; normalised: Normalised } | undefined;

/** The text with its disguises taken off (see above), and where each unit came from. */
export function normalise(original: string): Normalised {
  if (last?.original === original) return last.normalised;
  const normalised = PLAIN.test(original) ? { text: original, starts: null, ends: null } : normaliseSlowly(original);
  last = { original, normalised };
  return normalised;
}

function normaliseSlowly(original: string): Normalised {
  let text = "";
  const starts: number[] = [];
  const ends: number[] = [];
  const emit = (piece: string, start: number, end: number) => {
    text += piece;
    for (let k = 0; k < piece.length; k++) {
      starts.push(start);
      ends.push(end);
    }
  };
  let i = 0;
  while (i < original.length) {
    const c = original[i];
    if (c === "&" || c === "%") {
      const re = c === "&" ? REFERENCE : PERCENT;
      re.lastIndex = i;
      const match = re.exec(original);
      if (match) {
        const decoded = c === "&" ? decodeReference(match) : String.fromCharCode(Number.parseInt(match[1], 16));
        let piece = "";
        for (const part of decoded) piece += normaliseCodePoint(part);
        emit(piece, i, i + match[0].length);
        i += match[0].length;
        continue;
      }
    }
    const cp = original.codePointAt(i) ?? 0;
    const width = cp > 0xffff ? 2 : 1;
    emit(normaliseCodePoint(original.slice(i, i + width)), i, i + width);
    i += width;
  }
  return { text, starts, ends };
}

/**
 * Replaces matches of a global `pattern` in normalised text (`replace` answers the new text,
 * or null to keep the match): each unit of a replacement comes from the whole match.
 */
export function replaceNormalised(n: Normalised, pattern: RegExp, replace: (match: RegExpExecArray) => string | null): Normalised {
  let text = "";
  const starts: number[] = [];
  const ends: number[] = [];
  let copied = 0;
  const copy = (to: number) => {
    for (let k = copied; k < to; k++) {
      const [start, end] = originalSpan(n, k, k + 1);
      starts.push(start);
      ends.push(end);
    }
    text += n.text.slice(copied, to);
    copied = to;
  };
  pattern.lastIndex = 0;
  for (let match = pattern.exec(n.text); match; match = pattern.exec(n.text)) {
    const replacement = replace(match);
    if (replacement === null) {
      pattern.lastIndex = match.index + 1;
      continue;
    }
    copy(match.index);
    const [start, end] = originalSpan(n, match.index, match.index + match[0].length);
    text += replacement;
    for (let k = 0; k < replacement.length; k++) {
      starts.push(start);
      ends.push(end);
    }
    copied = match.index + match[0].length;
  }
  if (copied === 0 && text === "") return n;
  copy(n.text.length);
  return { text, starts, ends };
}
