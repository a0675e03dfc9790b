// The layering rule of docs/architecture.md, checked on every import of the source tree
// (static, dynamic and `typeof import`): app → worker → core, core → nothing of ours, and the
// browser half of app/ (lib, components) never reaches server code. Biome's
// noRestrictedImports says the same while editing (biome.json); this test resolves relative
// paths and aliases to files, so a path that dodges a lint pattern is still caught.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.join(import.meta.dirname, "../..");
const AREAS = ["app", "worker", "core", "db"] as const;
const ALIASES: Record<string, string> = { "~/": "app/", "@core/": "core/", "@worker/": "worker/", "@db/": "db/" };
const FRAMEWORK = /^(react|react-dom|react-router|cloudflare:|node:)(\/|$)/;

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const relative = `${dir}/${name}`;
    if (statSync(path.join(ROOT, relative)).isDirectory()) return sourceFiles(relative);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith(".d.ts") ? [relative] : [];
  });
}

/** Every module a file names: `from "x"`, `import "x"`, `import("x")`, `typeof import("x")`. */
function specifiers(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)(["'])([^"'\n]+)\1/gm)) found.push(match[2]);
  return found;
}

/** The repository path a specifier points at, or the package name for anything else. */
function target(fromFile: string, specifier: string): string {
  const bare = specifier.split("?")[0];
  for (const [alias, folder] of Object.entries(ALIASES)) if (bare.startsWith(alias)) return folder + bare.slice(alias.length);
  if (bare.startsWith(".")) return path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), bare));
  return `package:${bare}`;
}

/** Why an import breaks the layering, or null. */
function violation(fromFile: string, to: string): string | null {
  const area = fromFile.split("/")[0];
  const toArea = to.split("/")[0];
  if (area === "core") {
    if (to.startsWith("package:") && FRAMEWORK.test(to.slice(8))) return "core/ is framework-free";
    if (toArea !== "core" && !to.startsWith("package:")) return "core/ imports only core/";
  }
  if ((area === "worker" || area === "db") && toArea === "app") return `${area}/ never imports app/`;
  if (fromFile === "db/schema.ts" && toArea === "worker") return "the schema imports no worker code";
  if (/^app\/(lib|components)\//.test(fromFile) && (toArea === "worker" || to.startsWith("app/server/") || /\.server$/.test(to))) {
    return "browser code never imports server code";
  }
  return null;
}

describe("import direction (app → worker → core)", () => {
  it("holds for every import of app/, worker/, core/ and db/", () => {
    const problems: string[] = [];
    for (const file of AREAS.flatMap(sourceFiles)) {
      for (const specifier of specifiers(readFileSync(path.join(ROOT, file), "utf8"))) {
        const why = violation(file, target(file, specifier));
        if (why) problems.push(`${file}: "${specifier}" — ${why}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("catches a wrong-direction import however it is written", () => {
    const wrong: [string, string][] = [
      ["worker/services/x.ts", 'import { USERDATA_KEY } from "../../app/lib/userdata";'],
      ["worker/services/x.ts", 'const m = await import("~/lib/userdata");'],
      ["core/text/x.ts", 'import { db } from "@worker/services/db";'],
      ["core/text/x.ts", 'import type { Foo } from "../../worker/services/db";'],
      ["core/text/x.ts", 'import { useState } from "react";'],
      ["app/lib/x.ts", 'import { getSessionUser } from "@worker/services/session";'],
      ["app/components/x.tsx", 'import { readForm } from "../server/read-form.server";'],
    ];
    for (const [file, line] of wrong) {
      const [specifier] = specifiers(line);
      expect(violation(file, target(file, specifier)), line).not.toBeNull();
    }
    expect(violation("app/routes/x.tsx", target("app/routes/x.tsx", "@worker/services/session"))).toBeNull();
    expect(violation("worker/x.ts", target("worker/x.ts", "@core/result"))).toBeNull();
  });
});
