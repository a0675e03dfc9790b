// A lyrics diff (decision 045): removed lines struck through, added lines marked, unchanged
// stretches folded. Screen readers hear 'usunięto' / 'dodano' before each changed line.
import type { DiffRow } from "@core/text/line-diff";
import { plural } from "@core/text/numbers";

export function LineDiffView({ rows, label }: { rows: DiffRow[]; label: string }) {
  if (rows.length === 0) return null;
  return (
    <ol className="line-diff" aria-label={label}>
      {rows.map((row, k) => {
        if (row.op === "fold") {
          return (
            <li key={k} className="diff-fold">
              … {plural(row.count, "linia bez zmian", "linie bez zmian", "linii bez zmian")} …
            </li>
          );
        }
        const sign = row.op === "add" ? "+" : row.op === "del" ? "−" : " ";
        const spoken = row.op === "add" ? "dodano: " : row.op === "del" ? "usunięto: " : "";
        const Tag = row.op === "add" ? "ins" : row.op === "del" ? "del" : "span";
        return (
          <li key={k} className={`diff-${row.op}`}>
            <span className="diff-sign" aria-hidden="true">
              {sign}
            </span>
            {spoken && <span className="visually-hidden">{spoken}</span>}
            <Tag>{row.text || "\u00a0"}</Tag>
          </li>
        );
      })}
    </ol>
  );
}
