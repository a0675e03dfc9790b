// `node scripts/dev-cold-check.mjs [--runs 5] [--port 5191] [--parallel] [--config vite.x.config.ts]`:
// starts `npm run dev` cold (node_modules/.vite removed) that many times and, the moment it
// prints its address, sends the site's form posts with bad input and a few page loads; prints
// every 5xx and what the optimizer said. Decision 046: a cold server must answer like a warm
// one, and this is how that was measured. Slow (tens of seconds a run), so not part of npm test.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { parseArgs } from "node:util";
import { toolEnv } from "./lib.mjs";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    port: { type: "string", default: "5191" },
    parallel: { type: "boolean" },
    config: { type: "string" },
  },
});
const origin = `http://localhost:${values.port}`;
const form = (fields) => new URLSearchParams(fields).toString();
// Bad input throughout: every post must come back 4xx, as on the production build.
const STEPS = [
  ["GET", "/"],
  ["GET", "/login"],
  ["POST", "/login.data", form({ intent: "login", username: "nikt-taki", password: "zle-haslo-123" })],
  ["GET", "/rejestracja"],
  ["POST", "/rejestracja.data", form({ intent: "register", username: "a", email: "zly", password: "x" })],
  ["GET", "/dodaj"],
  ["POST", "/dodaj.data", form({ artist: "", title: "", lyrics: "" })],
  ["POST", "/login.data", form({ username: "", password: "" })],
  ["GET", "/archiwum"],
  ["POST", "/rejestracja.data", form({ intent: "register", username: "nowy-gosc", email: "gosc@example.com", password: "dlugie-haslo-123" })],
  ["GET", "/szukaj/test"],
];
// What the dev server says when it re-bundles or restarts under running requests.
const WATCHED = /optimized dependencies changed|new dependencies optimized|restarting server|server restarted|fetch failed|Internal server error/i;

async function step([method, path, body]) {
  const headers = method === "POST" ? { "content-type": "application/x-www-form-urlencoded", origin } : {};
  try {
    const response = await fetch(origin + path, { method, body, headers, redirect: "manual", signal: AbortSignal.timeout(120_000) });
    const text = await response.text();
    return { line: `${method} ${path} ${response.status}`, failed: response.status >= 500, text };
  } catch (error) {
    return { line: `${method} ${path} ${error.message}`, failed: true, text: "" };
  }
}

async function coldRun() {
  rmSync("node_modules/.vite", { recursive: true, force: true });
  const started = Date.now();
  const args = ["run", "dev", "--", "--port", values.port, "--strictPort", ...(values.config ? ["--config", values.config] : [])];
  // Its own process group, stopped as a group (the dev script relaunches itself once).
  const server = spawn("npm", args, { env: toolEnv, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const ready = new Promise((resolve) => {
    const collect = (chunk) => {
      output += chunk;
      if (/Local:/.test(output)) resolve(true);
    };
    server.stdout.on("data", collect);
    server.stderr.on("data", collect);
    server.on("exit", () => resolve(false));
  });
  if (!(await ready)) throw new Error(`The dev server did not start:\n${output}`);
  const startup = Math.round((Date.now() - started) / 1000);
  const results = values.parallel ? await Promise.all(STEPS.map(step)) : [];
  if (!values.parallel) for (const s of STEPS) results.push(await step(s));
  await new Promise((resolve) => setTimeout(resolve, 1500)); // let late log lines arrive
  process.kill(-server.pid, "SIGTERM");
  await new Promise((resolve) => server.on("exit", resolve));
  const said = output.split("\n").filter((line) => WATCHED.test(line));
  return { startup, results, said };
}

let tries = 0;
let failures = 0;
for (let run = 1; run <= Number(values.runs); run++) {
  const { startup, results, said } = await coldRun();
  const failed = results.filter((r) => r.failed);
  tries += results.length;
  failures += failed.length;
  console.log(`run ${run}: ${results.length} requests, ${failed.length} answered 5xx (address printed after ${startup} s)`);
  for (const r of failed) console.log(`  ${r.line}: ${r.text.slice(0, 160).replace(/\s+/g, " ")}`);
  for (const line of said) console.log(`  dev server: ${line.trim()}`);
}
console.log(`\n${tries} requests on ${values.runs} cold starts: ${failures} answered 5xx.`);
process.exitCode = failures > 0 ? 1 : 0;
