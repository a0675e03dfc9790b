// The dev server's Worker gets only the packages of WORKER_DEPS pre-bundled (vite-deps.ts,
// decision 046). This walks every module the Worker can load — its entry in wrangler.jsonc and
// React Router's server build (root, entry.server, every route of app/routes.ts), following
// static and dynamic imports through relative paths and tsconfig aliases — and checks that the
// packages they import are exactly that list, and that vite.config.ts really turns discovery
// off for the Worker's environment.
import { existsSync, readFileSync, statSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { WORKER_DEPS } from "../../vite-deps";

const ROOT = path.join(import.meta.dirname, "../..");
const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];
// Not packages: Node's and the runtime's modules, and the plugins' virtual ones.
const NOT_PACKAGES = new RegExp(`^(node:|cloudflare:|virtual:|(${builtinModules.join("|")})(/|$))`);

/** tsconfig.json's paths ("~/*": ["./app/*"]) as prefix → folder. */
function aliases(): [string, string][] {
  const { compilerOptions } = JSON.parse(readFileSync(path.join(ROOT, "tsconfig.json"), "utf8"));
  return Object.entries(compilerOptions.paths as Record<string, string[]>).map(([from, [to]]) => [from.replace("*", ""), to.replace("*", "")]);
}

/**
 * The modules a file loads at run time, as written: `import … from`, `export … from`,
 * `import "x"` and `import("x")`. Type-only forms (`import type`, `export type`,
 * `typeof import()`) are erased by the compiler and left out.
 */
function runtimeSpecifiers(source: string): string[] {
  const found: string[] = [];
  for (const m of source.matchAll(/^\s*(?:import|export)\s+(type\s)?[^;]*?\bfrom\s*(["'])([^"'\n]+)\2/gm)) if (!m[1]) found.push(m[3]);
  for (const m of source.matchAll(/^\s*import\s*(["'])([^"'\n]+)\1/gm)) found.push(m[2]);
  for (const m of source.matchAll(/(\btypeof\s+)?\bimport\s*\(\s*(["'])([^"'\n]+)\2\s*\)/g)) if (!m[1]) found.push(m[3]);
  return found;
}

/** The repository file a local specifier names, null for a package, "skip" for a non-code file. */
function resolveLocal(fromFile: string, specifier: string, prefixes: [string, string][]): string | null | "skip" {
  const bare = specifier.split("?")[0];
  let base: string | undefined;
  for (const [prefix, folder] of prefixes) if (bare.startsWith(prefix)) base = path.join(ROOT, folder, bare.slice(prefix.length));
  if (bare.startsWith(".")) base = path.resolve(path.dirname(fromFile), bare);
  if (base === undefined) return null;
  if (/\.(css|json|wasm|bin|txt|html|sql|svg|png)$/.test(base)) return "skip";
  for (const extension of EXTENSIONS) if (existsSync(base + extension) && statSync(base + extension).isFile()) return base + extension;
  throw new Error(`${path.relative(ROOT, fromFile)}: cannot resolve "${specifier}"`);
}

/** Where the Worker starts: its entry and React Router's server build. */
function entryFiles(): string[] {
  const wrangler = readFileSync(path.join(ROOT, "wrangler.jsonc"), "utf8");
  const main = /"main"\s*:\s*"([^"]+)"/.exec(wrangler)?.[1];
  if (!main) throw new Error('wrangler.jsonc has no "main"');
  const routes = readFileSync(path.join(ROOT, "app/routes.ts"), "utf8");
  const routeFiles = [...routes.matchAll(/["'](routes\/[^"']+\.tsx?)["']/g)].map((m) => `app/${m[1]}`);
  expect(routeFiles.length, "routes found in app/routes.ts").toBeGreaterThan(5);
  return [main, "app/root.tsx", "app/entry.server.tsx", ...routeFiles].map((file) => path.join(ROOT, file));
}

/** Every package (as imported, subpath included) some module the Worker can load imports. */
function workerPackages(): string[] {
  const prefixes = aliases();
  const packages = new Set<string>();
  const seen = new Set<string>();
  const queue = entryFiles();
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    // The dev server compiles JSX to calls into React's dev runtime: an import no source names.
    if (file.endsWith(".tsx")) packages.add("react/jsx-dev-runtime");
    for (const specifier of runtimeSpecifiers(readFileSync(file, "utf8"))) {
      const local = resolveLocal(file, specifier, prefixes);
      if (local === "skip") continue;
      if (local) queue.push(local);
      else if (!NOT_PACKAGES.test(specifier) && !/\.(wasm|bin)$/.test(specifier)) packages.add(specifier.split("?")[0]);
    }
  }
  expect(seen.size, "modules reached from the Worker's entries").toBeGreaterThan(100);
  return [...packages].sort();
}

describe("the Worker's pre-bundled dependencies (vite-deps.ts)", () => {
  it("are exactly the packages the Worker's code imports", () => {
    const imported = workerPackages();
    const listed = [...WORKER_DEPS].sort();
    // Missing: a cold dev server would find it late; stale: bundled for nothing.
    expect({ missing: imported.filter((p) => !listed.includes(p)), stale: listed.filter((p) => !imported.includes(p)) }).toEqual({
      missing: [],
      stale: [],
    });
  });

  it("reads imports the way the compiler keeps them", () => {
    const source = [
      'import { a } from "kept-a";',
      'import type { B } from "erased-b";',
      "import {\n  c,\n  type D,\n} from 'kept-c';",
      'export { e } from "kept-e";',
      'export type { F } from "erased-f";',
      'import "kept-side-effect";',
      'const g = await import("kept-dynamic");',
      'type H = typeof import("erased-typeof");',
    ].join("\n");
    expect(runtimeSpecifiers(source).sort()).toEqual(["kept-a", "kept-c", "kept-dynamic", "kept-e", "kept-side-effect"]);
  });

  it("are the only ones: vite.config.ts turns discovery off for the Worker's environment", async () => {
    const { resolveConfig } = await import("vite");
    const config = await resolveConfig({ root: ROOT, configFile: path.join(ROOT, "vite.config.ts"), logLevel: "silent" }, "serve");
    const optimizeDeps = config.environments.ssr.optimizeDeps;
    expect(optimizeDeps.noDiscovery).toBe(true);
    expect(optimizeDeps.include).toEqual(expect.arrayContaining(WORKER_DEPS));
  });
});
