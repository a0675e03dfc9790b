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

export async function prepareLocalDatabase() {
  if (ensureDevVars()) console.log("Created .dev.vars with fresh local secrets.");
  await run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local"], { env: { ...toolEnv, CI: "true" } });
  await run("npx", ["tsx", "scripts/seed-local.ts"]);
}
