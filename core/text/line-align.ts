// Which line of a song's new lyrics each old line became (decision 045), so interpretations,
// synced timings and translation lines follow the text they were written for when the lyrics
// are corrected. Pure and deterministic; lyrics have at most 500 lines.
//
//   1. Unchanged lines by content: the longest common subsequence of the normalised lines.
//   2. Moved lines: an old line left over whose exact text is left over among the new lines
//      goes there (a chorus moved keeps its interpretations), copies in order.
//   3. Edited lines, in each gap between the anchors of step 1: a small dynamic programme
//      pairs what is left by similarity (character bigrams), and also recognises a line split
//      in two (old → both new lines) and two lines joined (both old → the new one).
//   4. Anything left is gone: it maps to no line.

/** For each old line, the new lines it became (sorted; empty: removed). */
export type LineMapping = number[][];

/** The similarity (0–1) two lines need to count as one line edited. */
export const EDIT_SIMILARITY = 0.5;

const normalize = (line: string) => line.normalize("NFC").trim().replace(/\s+/g, " ").toLowerCase();
const letters = (line: string) => normalize(line).replace(/[^\p{L}\p{N}]+/gu, "");

function bigrams(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (let i = 0; i < text.length - 1; i++) {
    const pair = text.slice(i, i + 2);
    counts.set(pair, (counts.get(pair) ?? 0) + 1);
  }
  return counts;
}

/** Dice coefficient of the lines' letter bigrams: 1 for the same letters, 0 for nothing shared. */
export function lineSimilarity(a: string, b: string, memo?: Map<string, Map<string, number>>): number {
  const x = letters(a);
  const y = letters(b);
  if (x === y) return x.length > 0 ? 1 : 0;
  if (x.length < 2 || y.length < 2) return 0;
  const grams = (text: string) => {
    let found = memo?.get(text);
    if (!found) {
      found = bigrams(text);
      memo?.set(text, found);
    }
    return found;
  };
  const left = grams(x);
  let shared = 0;
  for (const [pair, count] of grams(y)) shared += Math.min(count, left.get(pair) ?? 0);
  return (2 * shared) / (x.length - 1 + (y.length - 1));
}

/** Past this many cells a gap is paired only near its diagonal (a whole text replaced at 500 lines). */
const FULL_GAP_CELLS = 40_000;
const BAND = 24;

/** Step 1: index pairs of the longest common subsequence of the normalised lines. */
function commonLines(a: string[], b: string[]): [number, number][] {
  const n = a.length;
  const m = b.length;
  const table = new Uint16Array((n + 1) * (m + 1));
  const at = (i: number, j: number) => i * (m + 1) + j;
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      table[at(i, j)] = a[i] === b[j] ? table[at(i + 1, j + 1)] + 1 : Math.max(table[at(i + 1, j)], table[at(i, j + 1)]);
    }
  }
  const pairs: [number, number][] = [];
  for (let i = 0, j = 0; i < n && j < m; ) {
    if (a[i] === b[j]) pairs.push([i++, j++]);
    else if (table[at(i + 1, j)] >= table[at(i, j + 1)]) i++;
    else j++;
  }
  return pairs;
}

// Moves of the gap's dynamic programme: skip an old line, skip a new one, pair, split, join.
const SKIP_OLD = 1;
const SKIP_NEW = 2;
const PAIR = 3;
const SPLIT = 4;
const JOIN = 5;
const MOVES: Record<number, [number, number]> = { [SKIP_OLD]: [1, 0], [SKIP_NEW]: [0, 1], [PAIR]: [1, 1], [SPLIT]: [1, 2], [JOIN]: [2, 1] };

/**
 * Step 3 within one gap: old lines `olds` against new lines `news` (indices into the full
 * texts), keeping order, maximising the summed similarity of what is paired.
 */
function pairGap(oldText: string[], newText: string[], olds: number[], news: number[]): [number, number][] {
  const n = olds.length;
  const m = news.length;
  if (n === 0 || m === 0) return [];
  const width = m + 1;
  const score = new Float64Array((n + 1) * width).fill(Number.NEGATIVE_INFINITY);
  const move = new Uint8Array((n + 1) * width);
  score[0] = 0;
  const memo = new Map<string, Map<string, number>>();
  const sim = (text: string, other: string) => {
    const s = lineSimilarity(text, other, memo);
    return s >= EDIT_SIMILARITY ? s : 0;
  };
  const consider = (i: number, j: number, kind: number, gain: number) => {
    const [di, dj] = MOVES[kind];
    const total = score[(i - di) * width + (j - dj)] + gain;
    if (total > score[i * width + j]) {
      score[i * width + j] = total;
      move[i * width + j] = kind;
    }
  };
  // Skips are always tried, so every cell stays reachable; pairs are tried everywhere in a
  // small gap and only near the diagonal in a huge one.
  const banded = n * m > FULL_GAP_CELLS;
  for (let i = 0; i <= n; i++) {
    for (let j = 0; j <= m; j++) {
      if (i === 0 && j === 0) continue;
      if (i > 0) consider(i, j, SKIP_OLD, 0);
      if (j > 0) consider(i, j, SKIP_NEW, 0);
      if (banded && Math.abs(i * (m / n) - j) > BAND) continue;
      if (i > 0 && j > 0) {
        const s = sim(oldText[olds[i - 1]], newText[news[j - 1]]);
        if (s > 0) consider(i, j, PAIR, s);
      }
      if (i > 0 && j > 1) {
        // One old line split into two new ones: both halves keep what pointed at it.
        const s = sim(oldText[olds[i - 1]], `${newText[news[j - 2]]} ${newText[news[j - 1]]}`);
        if (s > 0) consider(i, j, SPLIT, 2 * s);
      }
      if (i > 1 && j > 0) {
        // Two old lines joined into one new line.
        const s = sim(`${oldText[olds[i - 2]]} ${oldText[olds[i - 1]]}`, newText[news[j - 1]]);
        if (s > 0) consider(i, j, JOIN, 2 * s);
      }
    }
  }
  const pairs: [number, number][] = [];
  for (let i = n, j = m; i > 0 || j > 0; ) {
    const kind = move[i * width + j];
    if (kind === PAIR) pairs.push([olds[i - 1], news[j - 1]]);
    if (kind === SPLIT) pairs.push([olds[i - 1], news[j - 2]], [olds[i - 1], news[j - 1]]);
    if (kind === JOIN) pairs.push([olds[i - 2], news[j - 1]], [olds[i - 1], news[j - 1]]);
    const [di, dj] = MOVES[kind];
    i -= di;
    j -= dj;
  }
  return pairs;
}

/** Where every old line went in the new lyrics. */
export function alignLines(oldLines: string[], newLines: string[]): LineMapping {
  const a = oldLines.map(normalize);
  const b = newLines.map(normalize);
  const mapping: LineMapping = oldLines.map(() => []);
  const oldTaken = new Array<boolean>(a.length).fill(false);
  const newTaken = new Array<boolean>(b.length).fill(false);
  const take = (i: number, j: number) => {
    mapping[i].push(j);
    oldTaken[i] = true;
    newTaken[j] = true;
  };
  const anchors = commonLines(a, b);
  for (const [i, j] of anchors) take(i, j);

  // Step 2: moved lines (blank ones carry nothing worth moving).
  const leftByText = new Map<string, number[]>();
  b.forEach((text, j) => {
    if (!newTaken[j] && text !== "") leftByText.set(text, [...(leftByText.get(text) ?? []), j]);
  });
  a.forEach((text, i) => {
    const places = oldTaken[i] || text === "" ? undefined : leftByText.get(text);
    if (places && places.length > 0) take(i, places.shift() as number);
  });

  // Step 3: the gaps between anchors, including before the first and after the last.
  const bounds: [number, number][] = [[-1, -1], ...anchors, [a.length, b.length]];
  for (let k = 0; k < bounds.length - 1; k++) {
    const [i0, j0] = bounds[k];
    const [i1, j1] = bounds[k + 1];
    const olds: number[] = [];
    const news: number[] = [];
    for (let i = i0 + 1; i < i1; i++) if (!oldTaken[i] && a[i] !== "") olds.push(i);
    for (let j = j0 + 1; j < j1; j++) if (!newTaken[j] && b[j] !== "") news.push(j);
    for (const [i, j] of pairGap(oldLines, newLines, olds, news)) take(i, j);
  }
  return mapping.map((targets) => [...new Set(targets)].sort((x, y) => x - y));
}

/** An interpretation's lines in the new text: every line its lines became (empty: all removed). */
export function mapLines(lines: number[], mapping: LineMapping): number[] {
  const mapped = new Set<number>();
  for (const line of lines) for (const target of mapping[line] ?? []) mapped.add(target);
  return [...mapped].sort((x, y) => x - y);
}

/**
 * Synced timings (one per line, null for none) in the new text: a line keeps its time where
 * it went (the first half of a split line; the earlier of two joined lines), new lines have none.
 */
export function mapTimings(timings: (number | null)[], mapping: LineMapping, newLength: number): (number | null)[] {
  const mapped = new Array<number | null>(newLength).fill(null);
  timings.forEach((time, i) => {
    const target = mapping[i]?.[0];
    if (time === null || target === undefined) return;
    const current = mapped[target];
    mapped[target] = current === null ? time : Math.min(current, time);
  });
  return mapped;
}

/**
 * A translation's lines (paired with the lyrics by position) in the new text: each goes where
 * its line went (the first half of a split line; joined lines' translations joined), new lines
 * get an empty one. Trailing empty lines are dropped, as translations are stored.
 */
export function mapTranslation(translated: string[], mapping: LineMapping, newLength: number): string[] {
  const mapped = new Array<string>(newLength).fill("");
  translated.forEach((text, i) => {
    const target = mapping[i]?.[0];
    if (target === undefined || text.trim() === "") return;
    mapped[target] = mapped[target] ? `${mapped[target]} ${text}` : text;
  });
  while (mapped.length > 0 && mapped[mapped.length - 1] === "") mapped.pop();
  return mapped;
}
