// Decision 049: a request's D1 session is made in one place (worker/services/db-session.ts)
// and reached through db(), d1() and batchStatements() (worker/services/db.ts). A service
// that took env.DB itself would read from the primary, outside the session: no replica, no
// bookmark, no rows counted. Only those two files may name the binding.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const ROOT = path.join(import.meta.dirname, "../..");
const ALLOWED = new Set(["worker/services/db.ts", "worker/services/db-session.ts"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const relative = `${dir}/${name}`;
    if (statSync(path.join(ROOT, relative)).isDirectory()) return sourceFiles(relative);
    return /\.(ts|tsx)$/.test(name) ? [relative] : [];
  });
}

it("no code but the session's own files reaches for env.DB", () => {
  const offenders = ["app", "worker", "core"]
    .flatMap(sourceFiles)
    .filter(
      (file) =>
        !ALLOWED.has(file) && /\benv\.DB\b|\bDB\s*:\s*D1Database|\.DB\.(prepare|batch|withSession)/.test(readFileSync(path.join(ROOT, file), "utf8")),
    );
  expect(offenders).toEqual([]);
});
