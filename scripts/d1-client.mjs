// One way for the backup and restore scripts to reach a D1 database, local or remote:
// query(sql) answers rows as objects (column order kept), run(statements) executes a list.
// Local: wrangler's platform proxy over the local state (as seed-local.ts does), statements
// in D1 batches. Remote: `wrangler d1 execute --remote`, a query per call (--command) and
// statement lists as one imported file (--file), which is how D1 takes large SQL.
import { spawn } from "node:child_process";
import { createWriteStream, mkdtempSync, rmSync } from "node:fs";
import { once } from "node:events";
import { tmpdir } from "node:os";
import path from "node:path";
import { toolEnv } from "./lib.mjs";

const CONFIG = "wrangler.jsonc";

/** Runs wrangler, answering its stdout; its chatter on stderr is shown only when it fails. */
function wrangler(args) {
  return new Promise((resolve, reject) => {
    const child = spawn("npx", ["wrangler", ...args, "-c", CONFIG], { stdio: ["ignore", "pipe", "pipe"], env: { ...toolEnv, CI: "true" } });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.stderr.on("data", (chunk) => (err += chunk));
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code === 0) return resolve(out);
      process.stderr.write(err + out);
      reject(new Error(`wrangler ${args.slice(0, 3).join(" ")} failed (${code})`));
    });
  });
}

/** A local D1: the one `npm run dev` uses, or the one under `state` (wrangler --persist-to). */
export async function localD1(state) {
  const { getPlatformProxy } = await import("wrangler");
  const persist = state ? { path: path.join(state, "v3") } : true;
  const proxy = await getPlatformProxy({ configPath: CONFIG, persist });
  const db = proxy.env.DB;
  return {
    where: `local (${state ?? ".wrangler/state"})`,
    async query(sql) {
      const [columns, ...rows] = await db.prepare(sql).raw({ columnNames: true });
      return rows.map((row) => Object.fromEntries(columns.map((name, i) => [name, row[i]])));
    },
    /** Statements in D1 batches (one transaction each) of at most ~4 MB of SQL. */
    async run(statements, onProgress = () => {}) {
      let batch = [];
      let size = 0;
      let done = 0;
      const flush = async () => {
        if (batch.length === 0) return;
        // A batch is a transaction: foreign keys are checked at its end, so rows of one
        // table that point at each other may come in any order within it.
        await db.batch([db.prepare("PRAGMA defer_foreign_keys = on"), ...batch.map((sql) => db.prepare(sql))]);
        done += batch.length;
        onProgress(done);
        batch = [];
        size = 0;
      };
      for await (const statement of statements) {
        batch.push(statement);
        size += statement.length;
        if (size > 4_000_000 || batch.length >= 1000) await flush();
      }
      await flush();
      return done;
    },
    close: () => proxy.dispose(),
  };
}

/** The production D1 named in wrangler.jsonc (binding DB), through wrangler's own login. */
export function remoteD1() {
  return {
    where: "remote (wrangler.jsonc, binding DB)",
    async query(sql) {
      const answer = JSON.parse(await wrangler(["d1", "execute", "DB", "--remote", "--json", "--command", sql]));
      return answer[0]?.results ?? [];
    },
    /** Statements as one SQL file imported by D1 (large files are what its import is for). */
    async run(statements, onProgress = () => {}) {
      const dir = mkdtempSync(path.join(tmpdir(), "d1-restore-"));
      const file = path.join(dir, "restore.sql");
      try {
        // Streamed to disk: the whole copy may not fit in one string.
        const out = createWriteStream(file);
        // Rows of one table may point at each other in any order: keys are checked at the end.
        out.write("PRAGMA defer_foreign_keys = on;\n");
        let count = 0;
        for await (const statement of statements) {
          if (!out.write(`${statement};\n`)) await once(out, "drain");
          count++;
        }
        out.end();
        await once(out, "finish");
        await wrangler(["d1", "execute", "DB", "--remote", "--yes", "--file", file]);
        onProgress(count);
        return count;
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    close: async () => {},
  };
}
