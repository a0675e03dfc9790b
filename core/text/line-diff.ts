// A line-by-line diff of two versions of a song's lyrics (decision 045), as the review queue
// and the history show it: unchanged lines, removed lines, added lines, in reading order,
// with unchanged stretches far from any change folded away.

export type DiffRow = { op: "same" | "del" | "add"; text: string; old: number | null; new: number | null } | { op: "fold"; count: number };

/** Unchanged lines kept around each change; longer unchanged stretches fold. */
export const DIFF_CONTEXT = 2;

export function lineDiff(before: string[], after: string[], context = DIFF_CONTEXT): DiffRow[] {
  const n = before.length;
  const m = after.length;
  const width = m + 1;
  const table = new Uint16Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      table[i * width + j] =
        before[i] === after[j] ? table[(i + 1) * width + j + 1] + 1 : Math.max(table[(i + 1) * width + j], table[i * width + j + 1]);
    }
  }
  const rows: Exclude<DiffRow, { op: "fold" }>[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && before[i] === after[j]) rows.push({ op: "same", text: before[i], old: i++, new: j++ });
    else if (j < m && (i >= n || table[i * width + j + 1] >= table[(i + 1) * width + j]))
      rows.push({ op: "add", text: after[j], old: null, new: j++ });
    else rows.push({ op: "del", text: before[i], old: i++, new: null });
  }
  return fold(rows, context);
}

/** Folds unchanged stretches more than `context` lines away from a change. */
function fold(rows: Exclude<DiffRow, { op: "fold" }>[], context: number): DiffRow[] {
  const near = rows.map(() => false);
  rows.forEach((row, k) => {
    if (row.op === "same") return;
    for (let d = Math.max(0, k - context); d <= Math.min(rows.length - 1, k + context); d++) near[d] = true;
  });
  const folded: DiffRow[] = [];
  for (let k = 0; k < rows.length; k++) {
    if (rows[k].op !== "same" || near[k]) {
      folded.push(rows[k]);
      continue;
    }
    let end = k;
    while (end + 1 < rows.length && rows[end + 1].op === "same" && !near[end + 1]) end++;
    folded.push({ op: "fold", count: end - k + 1 });
    k = end;
  }
  return folded;
}

/** How many lines a diff adds and removes (the queue's one-line summary). */
export function diffCounts(rows: DiffRow[]): { added: number; removed: number } {
  let added = 0;
  let removed = 0;
  for (const row of rows) {
    if (row.op === "add") added++;
    if (row.op === "del") removed++;
  }
  return { added, removed };
}

type VersionRow = { id: number; status: string; baseId: number | null };

/**
 * The history's diffs of one kind of version (lyrics, or title and artist as lines): each shown
 * version against the one before it (the first has none), and each suggestion against the
 * version it was made from, or `current` when that one is gone.
 */
export function versionDiffs(rows: VersionRow[], linesOf: Map<number, string[]>, current: string[]): Record<number, DiffRow[]> {
  const shown = rows.filter((row) => row.status === "live" || row.status === "past").sort((a, b) => a.id - b.id);
  const diffs: Record<number, DiffRow[]> = {};
  shown.forEach((row, k) => {
    if (k > 0) diffs[row.id] = lineDiff(linesOf.get(shown[k - 1].id) ?? [], linesOf.get(row.id) ?? []);
  });
  for (const row of rows) {
    if (row.status !== "pending" && row.status !== "rejected") continue;
    const before = (row.baseId !== null ? linesOf.get(row.baseId) : undefined) ?? current;
    diffs[row.id] = lineDiff(before, linesOf.get(row.id) ?? []);
  }
  return diffs;
}
