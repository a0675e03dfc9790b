// Which lyric lines can carry an interpretation (product §2.13, Song page). Isomorphic: the song
// page highlights with it, the add-interpretation form selects with it and the server
// validates posted line numbers with it, so all three always agree.

// Section names as singers and transcribers write them, English and Polish. "pre" covers
// "Pre-Chorus"/"Pre Chorus"; "ref" covers the common "Ref." abbreviation of "refren".
const SECTION_WORDS = [
  "intro",
  "outro",
  "hook",
  "verse",
  "pre",
  "prechorus",
  "chorus",
  "post-chorus",
  "postchorus",
  "bridge",
  "refren",
  "ref",
  "zwrotka",
  "zwr",
  "solo",
  "interlude",
  "mostek",
  "przejście",
  "przejscie",
  "coda",
  "instrumental",
  "break",
].join("|");

// A marker line is a section word followed only by numbers, repeat counts and punctuation
// ("Refren x2", "Verse 2:", "[Chorus]"), or by a colon and a performer ("Verse 1: Kasia").
const SECTION_MARKER = new RegExp(
  `^[\\s\\[({<*#-]*(?:${SECTION_WORDS})(?:[\\s-]*(?:chorus|\\d+|[ivx]+))?(?:[\\s\\d.:x×*()\\[\\]{}<>-]*$|\\s*\\d*\\s*[:-].*$)`,
  "iu",
);

// "[Refren]", "{Zwrotka 2}", "[Kasia & Tomek]": a whole line in square or curly brackets is a
// transcriber's note. Round brackets are not: "(oh, yeah)" is sung.
const BRACKETED = /^\s*(?:\[[^\]]*\]|\{[^}]*\})\s*$/u;

// "x2", "(x3)", "2x", "×4": repeat counts on their own line.
const REPEAT_COUNT = /^\s*\(?\s*(?:[x×]\s*\d+|\d+\s*[x×])\s*\)?\s*$/iu;

// Guitar tablature: "e|--0--3--|", "G|-------|".
const TAB_LINE = /^\s*[a-gA-G][#b]?\s*\|[\s\-0-9hpbrx/\\|~^().]*$/u;

// "Chwyty: C G a", "Akordy:", "Capo 2", "Tab:" — notes for guitarists.
const GUITAR_NOTE = /^\s*(?:chwyty|akordy|gitara|tabulatura|capo|kapodaster|tab|chords|guitar|tuning|strojenie)\b\s*[:\d]/iu;

// A chord: root, optional accidental, quality, extensions, optional bass note. Polish song
// books write minor chords in lower case ("a", "d", "e"), so the root is case-insensitive but
// a line must then hold at least one upper-case chord or two chords, so "a" and "i" stay lyrics.
const CHORD = /^\(?[A-Ha-h](?:#|b|is|es)?(?:m|maj|min|dim|aug|sus|add|°|\+)?\d{0,2}(?:(?:sus|add|maj)\d{1,2})?(?:\/[A-Ha-h](?:#|b)?)?\)?$/u;

function isChordLine(trimmed: string): boolean {
  const tokens = trimmed.split(/[\s|]+/u).filter((t) => t !== "" && t !== "-" && t !== "x2");
  if (tokens.length === 0 || !tokens.every((t) => CHORD.test(t))) return false;
  return tokens.length >= 2 || /^[A-H]/u.test(tokens[0]);
}

/** True when the line can be selected for an interpretation. */
export function isAnnotatableLine(line: string): boolean {
  const trimmed = line.trim();
  if (trimmed === "") return false;
  if (!/[\p{L}\p{N}]/u.test(trimmed)) return false;
  if (BRACKETED.test(trimmed) || REPEAT_COUNT.test(trimmed)) return false;
  if (SECTION_MARKER.test(trimmed)) return false;
  if (TAB_LINE.test(trimmed) || GUITAR_NOTE.test(trimmed) || isChordLine(trimmed)) return false;
  return true;
}

/** Line index → the interpretations touching it, for lines that can carry one. */
export function annotationsByLine<T extends { annotation_lines: number[] }>(lines: string[], annotations: T[]): Map<number, T[]> {
  const byLine = new Map<number, T[]>();
  for (const annotation of annotations) {
    for (const index of annotation.annotation_lines) {
      if (!Number.isInteger(index) || index < 0 || index >= lines.length || !isAnnotatableLine(lines[index])) continue;
      const list = byLine.get(index);
      if (!list) byLine.set(index, [annotation]);
      else if (!list.includes(annotation)) list.push(annotation);
    }
  }
  return byLine;
}
