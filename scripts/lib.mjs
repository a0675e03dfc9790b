// Small helpers shared by the npm scripts (dev, test, bench, scale).
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";

// Miniflare would otherwise try to download request.cf data; machines here are offline.
export const toolEnv = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };

export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", env: toolEnv, ...options });
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(" ")} failed (${signal ?? code})`));
    });
  });
}

/** Creates .dev.vars from the example with fresh random secrets, once. */
export function ensureDevVars() {
  if (existsSync(".dev.vars")) return false;
  const example = readFileSync(".dev.vars.example", "utf8");
  const filled = example.replace(/^(SESSION_SECRET|ALTCHA_HMAC_KEY)=$/gm, (_, name) => `${name}=${randomBytes(32).toString("hex")}`);
  writeFileSync(".dev.vars", filled);
  return true;
}

/** Migrates the local D1 (or the one under `persistTo`) and seeds it when empty. */
export async function prepareLocalDatabase(persistTo) {
  const persistArgs = persistTo ? ["--persist-to", persistTo] : [];
  // -c: always the source config; after a build wrangler would otherwise follow the redirect.
  await run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "-c", "wrangler.jsonc", ...persistArgs], {
    env: { ...toolEnv, CI: "true" },
  });
  await run("npx", ["tsx", "scripts/seed-local.ts"], { env: { ...toolEnv, ...(persistTo ? { PERSIST_TO: persistTo } : {}) } });
}
