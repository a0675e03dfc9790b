// Links for the text filter (product §5.1; what counts as a link: decision 039). Links are
// found in the normalised text (./text-normalise.ts: no invisible characters, no fullwidth
// or look-alike letters, entities decoded), with spelled-out dots ("kropka", "[dot]", "(.)")
// read as dots, and removed from the original text.
import { DOTTED_EXCEPTIONS, TLDS, WORDLIKE_TLDS } from "./text-filter-words";
import { type Normalised, normalise, originalSpan, replaceNormalised } from "./text-normalise";

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const anyCase = (s: string) => [...s].map((c) => `[${c}${c.toUpperCase()}]`).join("");
/** Every spelling of `s` but Title case: "to", "TO", "tO", not "To". */
function notTitleCase(s: string): string[] {
  const spellings: string[] = [];
  for (let mask = 0; mask < 1 << s.length; mask++) {
    const spelled = [...s].map((c, i) => (mask & (1 << i) ? c.toUpperCase() : c)).join("");
    if (spelled !== s[0].toUpperCase() + s.slice(1)) spellings.push(spelled);
  }
  return spellings;
}

const WORDLIKE = new Set(WORDLIKE_TLDS);
// Top-level domains in any case ("evil.Com"), except the ones that are also short words in
// Title case: "zrobić.To" and "Koniec.Na" are sentences typed without a space.
const TLD_ALTERNATION = [...TLDS]
  .sort((a, b) => b.length - a.length)
  .flatMap((tld) => (WORDLIKE.has(tld) ? notTitleCase(tld) : [anyCase(tld)]))
  .concat("[xX][nN]--[a-zA-Z0-9]+(?:-[a-zA-Z0-9]+)*")
  .join("|");
const LABEL = String.raw`[\p{L}\p{N}]+(?:-+[\p{L}\p{N}]+)*`;
const EXCEPTIONS = DOTTED_EXCEPTIONS.map(escapeRe).join("|");
const URL_CHARS = String.raw`[^\s<>"'\x60]`;
const OCTET = String.raw`(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)`;
const PORT_AND_PATH = String.raw`(?::\d{1,5}(?!\d))?(?:[/?#]${URL_CHARS}*)?`;

const URL_SOURCE = [
  // scheme://anything, as long as it has no whitespace (the lookbehinds keep a failed
  // attempt from being retried at every later letter of the same run: no quadratic time)
  String.raw`(?<![a-zA-Z0-9+.-])[a-zA-Z][a-zA-Z0-9+.-]*:\/\/${URL_CHARS}+`,
  // www.anything
  String.raw`|(?<![\p{L}\p{N}.])[wW]{3}\.[\p{L}\p{N}]${URL_CHARS}*`,
  // IPv4 addresses: four numbers 0–255 (three are a date or a version: 10.05.2024, 2.0.1)
  String.raw`|(?<![\p{L}\p{N}.])(?:${OCTET}\.){3}${OCTET}(?![\p{N}]|\.\p{N})${PORT_AND_PATH}`,
  // bare domains with an optional user@, port and path: onet.pl, foo.co.uk/x, jan@wp.pl
  String.raw`|(?<![\p{L}\p{N}._%+\-@])(?!(?:${EXCEPTIONS})(?![\p{L}\p{N}-]))`,
  String.raw`(?:[\p{L}\p{N}._%+-]+@)?(?:${LABEL}\.)+(?:${TLD_ALTERNATION})(?![\p{L}\p{N}-])${PORT_AND_PATH}`,
].join("");

const URL_RE = new RegExp(URL_SOURCE, "gu");

// Spelled-out dots between two labels. In brackets ("[.]", "(dot)", "{kropka}") the intent
// is plain; as a bare word ("evil dot com", "evil kropka pl") only before a top-level domain
// that is no common word, or before a label that a dot follows ("www kropka onet kropka pl",
// read from the right): "kropka na końcu" and "i kropka to" stay sentences.
const SPELLED_DOT = new RegExp(String.raw`(?<=[\p{L}\p{N}])(?:\s*[\[({]\s*(?:\.|dot|kropka)\s*[\])}]\s*|\s+(dot|kropka)\s+)(?=(${LABEL}))`, "giu");
const MAY_SPELL_DOT = /dot|kropka|[[({]\s*\./i;
const TLD_SET = new Set(TLDS);
const LABEL_START = /[\p{L}\p{N}]/u;

function dotBefore(text: string, match: RegExpExecArray): boolean {
  if (match[1] === undefined) return true;
  const next = match[2].toLowerCase();
  if ((TLD_SET.has(next) && !WORDLIKE.has(next)) || next.startsWith("xn--")) return true;
  const after = match.index + match[0].length + next.length;
  return text[after] === "." && LABEL_START.test(text[after + 1] ?? "");
}

/** The original's normalised text, with spelled-out dots made dots. */
function linkText(original: string): Normalised {
  let n = normalise(original);
  if (!MAY_SPELL_DOT.test(n.text)) return n;
  // Each round turns the dots that the round before has made readable.
  for (let round = 0; round < 4; round++) {
    const text = n.text;
    n = replaceNormalised(n, SPELLED_DOT, (match) => (dotBefore(text, match) ? "." : null));
    if (n.text === text) break;
  }
  return n;
}

/**
 * Every link contains "://" or a dot between two letters or digits, and none contains
 * whitespace. The full pattern above is slow to try at every word, so it only runs on
 * the whitespace-delimited chunks around these spots.
 */
const CANDIDATE_RE = /:\/\/|\.(?<=[\p{L}\p{N}]\.)(?=[\p{L}\p{N}])/gu;
const WHITESPACE = /\s/;

/** Sentence punctuation that follows a link rather than belonging to it. */
const TRAILING = new Set([...".,;:!?'\"»”…]})"]);

const count = (s: string, c: string) => s.split(c).length - 1;

/** [start, end) of every link in normalised text, without the punctuation that ends a sentence. */
function linkSpans(text: string, first = false): [number, number][] {
  const spans: [number, number][] = [];
  CANDIDATE_RE.lastIndex = 0;
  for (let m = CANDIDATE_RE.exec(text); m; m = CANDIDATE_RE.exec(text)) {
    let start = m.index;
    while (start > 0 && !WHITESPACE.test(text[start - 1])) start--;
    let end = m.index + m[0].length;
    while (end < text.length && !WHITESPACE.test(text[end])) end++;
    const chunk = text.slice(start, end);
    URL_RE.lastIndex = 0;
    for (let u = URL_RE.exec(chunk); u; u = URL_RE.exec(chunk)) {
      // Give back punctuation that ends the sentence, and a ")" that closes a bracket
      // opened before the link ("(zobacz onet.pl)"), but keep ".../Foo_(band)".
      const url = u[0];
      let keep = url.length;
      while (keep > 0 && TRAILING.has(url[keep - 1])) {
        if (url[keep - 1] === ")" && count(url.slice(0, keep), "(") >= count(url.slice(0, keep), ")")) break;
        keep--;
      }
      if (keep > 0) spans.push([start + u.index, start + u.index + keep]);
      if (first && spans.length) return spans;
    }
    CANDIDATE_RE.lastIndex = end;
  }
  return spans;
}

/** After these, a space left in front of a removed link is one too many. */
const CLOSING = /[\s.,;:!?)\]}»”…]/;

/** The text without its links, in the original's own characters. */
export function stripUrls(original: string): string {
  const n = linkText(original);
  const spans = linkSpans(n.text);
  if (spans.length === 0) return original;
  let out = "";
  let copied = 0;
  for (const [from, to] of spans) {
    const [start, end] = originalSpan(n, from, to);
    if (start < copied) continue;
    // "wejdź na onet.pl teraz" → "wejdź na teraz", not "wejdź na  teraz".
    const next = original[end];
    const dropSpace = original[start - 1] === " " && start - 1 >= copied && (next === undefined || CLOSING.test(next));
    out += original.slice(copied, dropSpace ? start - 1 : start);
    copied = end;
  }
  return out + original.slice(copied);
}

export function hasUrl(original: string): boolean {
  return linkSpans(linkText(original).text, true).length > 0;
}
