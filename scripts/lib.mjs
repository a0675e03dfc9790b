// Small helpers shared by the npm scripts (dev, test, bench, scale).
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";

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

/**
 * Runs a tool whose chatter (banners, tables, update notices) helps nobody when it works:
 * its output is kept and shown only when it fails. Resolves with the output.
 */
export function runQuiet(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env: toolEnv, ...options });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      if (code === 0) return resolve(output);
      process.stderr.write(output);
      reject(new Error(`${command} ${args.join(" ")} failed (${signal ?? code})`));
    });
  });
}

/**
 * The throwaway secrets of the production build served on loopback (serve-build.mjs); the
 * load test signs its users' session cookies with the same one.
 */
export const LOCAL_BUILD_SECRETS = {
  SESSION_SECRET: "local-build-session-secret-0123456789abcdef",
  ALTCHA_HMAC_KEY: "local-build-altcha-hmac-key-0123456789abcdef",
};

const SECRET_LINE = /^(SESSION_SECRET|ALTCHA_HMAC_KEY)=$/gm;
const fillSecrets = (text) => text.replace(SECRET_LINE, (_, name) => `${name}=${randomBytes(32).toString("hex")}`);

/**
 * Creates .dev.vars from the example with fresh random secrets, once. An older .dev.vars gets
 * the settings the example has gained since (MAIL_PROVIDER, …) appended, its own lines kept.
 * Answers what happened: "created", "extended" or null.
 */
export function ensureDevVars() {
  const example = readFileSync(".dev.vars.example", "utf8");
  if (!existsSync(".dev.vars")) {
    writeFileSync(".dev.vars", fillSecrets(example));
    return "created";
  }
  const current = readFileSync(".dev.vars", "utf8");
  const has = new Set([...current.matchAll(/^([A-Z0-9_]+)=/gm)].map((match) => match[1]));
  const missing = example.split("\n").filter((line) => /^([A-Z0-9_]+)=/.test(line) && !has.has(line.slice(0, line.indexOf("="))));
  if (missing.length === 0) return null;
  const separator = current.endsWith("\n") || current === "" ? "" : "\n";
  writeFileSync(".dev.vars", `${current}${separator}# Added from .dev.vars.example:\n${fillSecrets(missing.join("\n"))}\n`);
  return "extended";
}

/**
 * Migrates the local D1 (or the one under `persistTo`) and seeds it when empty, saying in
 * two lines what happened (the tools' own output appears only when one fails).
 */
export async function prepareLocalDatabase(persistTo) {
  const persistArgs = persistTo ? ["--persist-to", persistTo] : [];
  // -c: always the source config; after a build wrangler would otherwise follow the redirect.
  const migrated = await runQuiet("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "-c", "wrangler.jsonc", ...persistArgs], {
    env: { ...toolEnv, CI: "true" },
  });
  const where = persistTo ?? ".wrangler/state";
  console.log(/No migrations to apply/.test(migrated) ? `Local database (${where}): up to date.` : `Local database (${where}): migrations applied.`);
  const seeded = await runQuiet("npx", ["tsx", "scripts/seed-local.ts"], { env: { ...toolEnv, ...(persistTo ? { PERSIST_TO: persistTo } : {}) } });
  const summary = seeded.split("\n").find((line) => /^(Demo content added|Local database already has content)/.test(line));
  if (summary) console.log(summary);
}

// Under autocannon's load wrangler dev's own log tail prints an error, and a line of native
// stack, for nearly every request it could not follow ("…execution context for this tail session
// was canceled…"): tens of thousands of lines that bury the measurements. It concerns its
// log relay, not the Worker's answers (which the measuring scripts check). Every other line passes.
const TAIL_NOISE = /tail session was canceled|^\s*stack: \S*workerd@/;

function relayServerErrors(stream) {
  const dropped = { count: 0, last: false };
  let rest = "";
  stream.setEncoding("utf8");
  stream.on("data", (chunk) => {
    const lines = (rest + chunk).split("\n");
    rest = lines.pop() ?? "";
    for (const line of lines) {
      // The blank lines wrangler puts around each such error go with it.
      if (TAIL_NOISE.test(line) || (dropped.last && line.trim() === "")) {
        dropped.count++;
        dropped.last = true;
      } else {
        dropped.last = false;
        process.stderr.write(`${line}\n`);
      }
    }
  });
  stream.on("end", () => {
    if (rest && !TAIL_NOISE.test(rest)) process.stderr.write(rest);
  });
  return dropped;
}

/**
 * Serves the production build (scripts/serve-build.mjs with `args`) on `origin` for a
 * measuring script (bench, lighthouse, loadtest): refuses to start when something already answers
 * there (it would be measured instead), runs the server in its own process group, stopped as
 * a group (never by name) when this process ends, and resolves once the API answers.
 */
export async function serveBuildForMeasuring(origin, args, { logFile } = {}) {
  const answering = await fetch(origin, { signal: AbortSignal.timeout(1000) }).then(
    () => true,
    () => false,
  );
  if (answering) {
    console.error(`Something already answers on ${origin}: stop it or pass --port.`);
    process.exit(1);
  }
  // With logFile, the Worker's log lines (one JSON line per request, decision 050) are kept.
  const stdout = logFile ? openSync(logFile, "w") : "ignore";
  const server = spawn("node", ["scripts/serve-build.mjs", ...args], {
    env: toolEnv,
    detached: true,
    stdio: ["ignore", stdout, "pipe"],
  });
  const dropped = relayServerErrors(server.stderr);
  const stop = () => {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {}
    if (dropped.count > 0) console.error(`(${dropped.count} lines of wrangler dev's own tail-session noise left out of the server's output)`);
  };
  process.on("exit", stop);
  process.on("SIGINT", () => process.exit(130));
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${origin}/api/randomSongs`)).ok) return { pid: server.pid, stop };
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error(`The server on ${origin} did not start in 2 minutes`);
}

/** The admin scale.mjs adds so the bench can time the panel (no secret: local data only). */
export const BENCH_ADMIN = { username: "bench_admin", password: "bench-admin-lokalnie" };

/** The scale data set's shape: bump when scale.mjs adds tables (2: reports, trash, audit log, bench admin). */
const SCALE_VERSION = 2;

/**
 * The large data set of `songs` songs in `state` (.wrangler/bench-state), made once by
 * scale.mjs for the bench, the load test and the profiles alike. A set of another size or
 * shape, or a half-made one, is thrown away, never added to.
 */
export async function ensureScaleData(state, songs, progress = (message) => process.stderr.write(`${message}\n`)) {
  const marker = `${state}/scale.json`;
  const scaled = existsSync(marker) ? JSON.parse(readFileSync(marker, "utf8")) : {};
  if (scaled.songs === Number(songs) && scaled.version === SCALE_VERSION) return;
  rmSync(state, { recursive: true, force: true });
  progress(`making the ${songs}-song data set in ${state} (once; a few minutes)…`);
  await run("node", ["scripts/scale.mjs", "--songs", String(songs), "--state", state]);
  writeFileSync(marker, JSON.stringify({ songs: Number(songs), version: SCALE_VERSION }));
}
