// vite.config.ts tells the bundler that core/schemas and core/rules have no side effects, so a
// page loads such a module only for the exports it uses (decision 052). A top-level statement
// that does something — a call, an assignment, a loop filling a table — would be dropped from
// pages that use none of its module's exports. This keeps those folders to declarations.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.join(import.meta.dirname, "../..");
/** The folders vite.config.ts declares free of side effects. */
const DECLARED = ["core/schemas", "core/rules"];

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const relative = `${dir}/${name}`;
    if (statSync(path.join(ROOT, relative)).isDirectory()) return sourceFiles(relative);
    return /\.ts$/.test(name) && !name.endsWith(".d.ts") ? [relative] : [];
  });
}

/** Lines at the top level (no indentation) that act instead of declaring. */
function topLevelActions(source: string): string[] {
  const declaration = /^(?:import|export|const|let|var|function|async function|class|type|interface|enum|declare|\/\/|\/\*|\*|\}|\)|\]|$)/;
  return source.split("\n").filter((line) => /^\S/.test(line) && !declaration.test(line));
}

describe("core/schemas and core/rules without side effects", () => {
  it("has only declarations at the top level of the modules declared free of side effects", () => {
    const found: Record<string, string[]> = {};
    for (const file of DECLARED.flatMap(sourceFiles)) {
      const actions = topLevelActions(readFileSync(path.join(ROOT, file), "utf8"));
      if (actions.length > 0) found[file] = actions;
    }
    expect(found).toEqual({});
  });

  it("checks the folders the bundler is told about", () => {
    const config = readFileSync(path.join(ROOT, "vite.config.ts"), "utf8");
    expect(config).toContain("moduleSideEffects: (id: string) => !/\\/core\\/(?:schemas|rules)\\//.test(id)");
  });
});
