import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// `npm ci` runs a package's install script only when the lockfile says it has one. Once an
// `npm install` wrote a lockfile without these flags and a fresh clone got no Node 24 (the `node`
// package's preinstall fetches it), so every npm script ran the machine's Node 20 and CI failed.
const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as {
  packages: Record<string, { hasInstallScript?: boolean }>;
};

describe("package-lock.json", () => {
  it("lets npm ci run the install scripts of node, workerd and esbuild", () => {
    const needsScript = Object.keys(lock.packages).filter((key) => /(^|\/)node_modules\/(node|workerd|esbuild)$/.test(key));
    expect(needsScript).toContain("node_modules/node");
    const missing = needsScript.filter((key) => lock.packages[key]?.hasInstallScript !== true);
    expect(missing).toEqual([]);
  });
});
