// Where the lines of one song's lyrics are in another's (decision 049): when a duplicate song
// is merged into the song it duplicates, its interpretations and the `?linia=N` links people
// shared must land on the same words. The pairing is the lyric edits' alignment (decision 045,
// core/text/line-align.ts: unchanged lines, moved lines, edited, split and joined lines). A
// merge, unlike an edit, removes nothing — both texts are the same song — so a line the other
// text has no counterpart for still gets a place: in order into the free lines between its
// neighbours' places, else next to the line before it (or the first line after it).
import { alignLines } from "../text/line-align";

/**
 * For every line of `from`, the index of the line of `to` it corresponds to (a split line: the
 * first part); null when the two texts are the same line for line (nothing to move). An empty
 * `to` maps everything to 0.
 */
export function lineMap(from: readonly string[], to: readonly string[]): number[] | null {
  const aligned = alignLines([...from], [...to]);
  if (from.length === to.length && aligned.every((targets, i) => targets.length === 1 && targets[0] === i)) return null;
  const placed = aligned.map((targets) => (targets.length > 0 ? targets[0] : null));
  const last = Math.max(to.length - 1, 0);
  return placed.map((target, i) => {
    if (target !== null) return target;
    let p = i - 1;
    while (p >= 0 && placed[p] === null) p--;
    let q = i + 1;
    while (q < placed.length && placed[q] === null) q++;
    const before = p >= 0 ? (placed[p] as number) : null;
    const after = q < placed.length ? (placed[q] as number) : null;
    if (before === null && after === null) return Math.min(i, last);
    if (before === null) return Math.max(0, (after as number) - (q - i));
    const ahead = before + (i - p);
    const limit = after === null ? last : (after as number) - 1;
    return ahead <= limit ? ahead : before;
  });
}

/** Lines of an interpretation carried over: mapped, without repeats, in order. */
export function carryLines(lines: readonly number[], map: readonly number[] | null): number[] {
  if (!map) return [...lines];
  return [...new Set(lines.map((line) => map[line] ?? line))].sort((x, y) => x - y);
}
