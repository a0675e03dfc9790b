// Where the lines of one song's lyrics are in another's (decision 047): when a duplicate song
// is merged into the song it duplicates, its interpretations and the `?linia=N` links people
// shared must land on the same words. Lines are compared folded (case, Polish letters,
// punctuation and spacing ignored); the longest common subsequence anchors the lines both
// texts share in order, a line left over that the other text has elsewhere (a moved chorus)
// goes to it, and each other run of unmatched lines between two anchors maps in order onto the
// other text's run there (an edited line onto its edited counterpart), the surplus onto the
// run's last line, or onto the anchor before it when the other text has nothing there.

/** A line as compared: lower case, no diacritics (ł → l), letters and digits separated by single spaces. */
export function foldLine(line: string): string {
  return line
    .replace(/[łŁ]/g, "l")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The matched pairs [from index, to index] of the longest common subsequence of folded lines, in order. */
function anchors(from: string[], to: string[]): [number, number][] {
  const n = from.length;
  const m = to.length;
  // lengths[i][j]: the LCS of from[i..] and to[j..]; 500 × 500 lines at most (the song limit).
  const lengths = Array.from({ length: n + 1 }, () => new Uint16Array(m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lengths[i][j] = from[i] === to[j] ? lengths[i + 1][j + 1] + 1 : Math.max(lengths[i + 1][j], lengths[i][j + 1]);
    }
  }
  const pairs: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (from[i] === to[j]) {
      pairs.push([i, j]);
      i++;
      j++;
    } else if (lengths[i + 1][j] >= lengths[i][j + 1]) i++;
    else j++;
  }
  return pairs;
}

/**
 * For every line of `from`, the index of the line of `to` it corresponds to; null when the
 * two texts are the same line for line (nothing to move). An empty `to` maps everything to 0.
 */
export function lineMap(from: readonly string[], to: readonly string[]): number[] | null {
  const a = from.map(foldLine);
  const b = to.map(foldLine);
  if (a.length === b.length && a.every((line, i) => line === b[i])) return null;
  const map = new Array<number>(from.length);
  const matched = anchors(a, b);
  // Lines out of order: the first unused line of the other text with the same words.
  const usedTo = new Set(matched.map(([, j]) => j));
  const usedFrom = new Set(matched.map(([i]) => i));
  for (let i = 0; i < a.length; i++) {
    if (usedFrom.has(i) || a[i] === "") continue;
    const j = b.findIndex((line, k) => line === a[i] && !usedTo.has(k));
    if (j >= 0) {
      map[i] = j;
      usedTo.add(j);
    }
  }
  const pairs = [...matched, [from.length, to.length] as [number, number]];
  let previous: [number, number] = [-1, -1];
  for (const [i, j] of pairs) {
    const gapFrom = i - previous[0] - 1;
    const gapTo = j - previous[1] - 1;
    for (let k = 0; k < gapFrom; k++) {
      const source = previous[0] + 1 + k;
      if (map[source] !== undefined) continue;
      if (gapTo > 0) map[source] = previous[1] + 1 + Math.min(k, gapTo - 1);
      else map[source] = previous[1] >= 0 ? previous[1] : Math.min(j, Math.max(to.length - 1, 0));
    }
    if (i < from.length) map[i] = j;
    previous = [i, j];
  }
  return map;
}

/** Lines of an interpretation carried over: mapped, without repeats, in order. */
export function mapLines(lines: readonly number[], map: readonly number[] | null): number[] {
  if (!map) return [...lines];
  return [...new Set(lines.map((line) => map[line] ?? line))].sort((x, y) => x - y);
}
