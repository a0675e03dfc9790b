// `npm run loadtest [-- --seconds 60] [-- --steps 1,4,16,32,64] [-- --writes 5]`: serves the production build
// on a copy of the 100k-song data set (made once by scale.mjs, as `npm run bench` does) and
// drives a realistic mix with autocannon (loadtest-plan.mjs) in steps of rising concurrency.
// For each step: requests per second, p50/p95/p99 latency, errors, and D1 rows read per
// request, counted by the Worker itself (its JSON log line per request, decision 050).
// Afterwards every write that was answered success is looked up in the database. Fails when a
// step saw a 5xx or a successful write is missing.
//
// Captchas are cheap here (ALTCHA_MAX_COUNTER 4, as in the e2e tests): solving them is the
// browser's work, not the server's; the server verifies each one as in production.
import { cpSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { ensureScaleData, LOCAL_BUILD_SECRETS, prepareLocalDatabase, run, serveBuildForMeasuring } from "./lib.mjs";
import { preparePlan, requestMix, sessionCookies, solveCaptchas } from "./loadtest-plan.mjs";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "30" },
    steps: { type: "string", default: "1,4,16,32,64" },
    songs: { type: "string", default: "100000" },
    users: { type: "string", default: "500" },
    // The share of writes in percent (5 by default); the rest of their 5 % goes to song pages.
    writes: { type: "string", default: "5" },
    port: { type: "string", default: "8821" },
    "skip-build": { type: "boolean", default: false },
  },
});
const seconds = Number(values.seconds);
const steps = values.steps.split(",").map(Number);
const writeShare = Number(values.writes) / 100;
if (!(writeShare >= 0 && writeShare <= 0.05)) throw new Error("--writes is a percentage from 0 to 5");
const origin = `http://127.0.0.1:${values.port}`;
const BENCH = ".wrangler/bench-state";
const STATE = ".wrangler/loadtest-state";
const LOG = ".wrangler/loadtest-worker.log";
const progress = (message) => process.stderr.write(`[loadtest] ${message}\n`);

if (!values["skip-build"]) {
  progress("building the production bundle…");
  await run("npm", ["run", "build"]);
}
// The bench's data set, made once and shared (its marker names its size and shape).
await ensureScaleData(BENCH, values.songs, progress);
await prepareLocalDatabase(BENCH);
// The test writes: it works on a copy, so the benchmark's data set stays as it was.
progress(`copying ${BENCH} to ${STATE}…`);
rmSync(STATE, { recursive: true, force: true });
cpSync(BENCH, STATE, { recursive: true });
const sqliteFile = () => {
  const dir = path.join(STATE, "v3/d1/miniflare-D1DatabaseObject");
  return path.join(
    dir,
    readdirSync(dir).find((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite"),
  );
};
const plan = preparePlan(sqliteFile(), { users: Number(values.users), sessionSecret: LOCAL_BUILD_SECRETS.SESSION_SECRET });
const users = await sessionCookies(plan);

progress(`starting the server on ${origin}…`);
const server = await serveBuildForMeasuring(origin, ["--port", values.port, "--state", STATE, "--keep-state", "--altcha-max-counter", "4"], {
  logFile: LOG,
});
const state = { writes: [] };
const rows = [];
try {
  // The cron's lists in KV, as in production.
  await fetch(`${origin}/cdn-cgi/handler/scheduled?cron=*/10+*+*+*+*`);
  await fetch(`${origin}/cdn-cgi/handler/scheduled?cron=0+*+*+*+*`);
  let expectedRps = 100;
  for (const connections of steps) {
    // Visitors' add calls need captchas: about 5 % × 40 % × ½ of the step's requests.
    const captchas = await solveCaptchas(origin, Math.ceil(expectedRps * seconds * writeShare * 0.4 * 0.5 * 1.3) + 5);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const logFrom = statSync(LOG).size;
    const writesFrom = state.writes.length;
    progress(`${connections} connections for ${seconds} s (${captchas.length} captchas ready)…`);
    const latencies = [];
    const statuses = new Map();
    const instance = autocannon({
      url: origin,
      connections,
      duration: seconds,
      timeout: 30,
      requests: requestMix({ origin, plan, users, captchas, state, writeShare }),
    });
    instance.on("response", (_client, status, _bytes, ms) => {
      latencies.push(ms);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    });
    const result = await instance;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const worker = workerLines(logFrom);
    const row = summarize(connections, result, latencies, statuses, worker, state.writes.slice(writesFrom));
    rows.push(row);
    expectedRps = Math.max(20, row.rps);
    progress(`  ${row.rps.toFixed(0)} req/s, p95 ${row.p95} ms, 5xx ${row.serverErrors}, D1 rows/request ${row.rowsPerRequest.toFixed(1)}`);
  }
} finally {
  server.stop();
}
// The server is gone: its database file is complete and no longer written.
await new Promise((resolve) => setTimeout(resolve, 2000));
const check = checkWrites(state.writes);
printReport(rows, check);
printRoutes(workerLines(0));
if (rows.some((r) => r.serverErrors > 0) || check.missing.length > 0) process.exitCode = 1;

/** The Worker's request lines written since byte `from` of its log. */
function workerLines(from) {
  const text = readFileSync(LOG, "utf8").slice(from);
  return text
    .split("\n")
    .filter((line) => line.startsWith('{"type":"request"'))
    .map((line) => JSON.parse(line));
}

function quantile(sorted, q) {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];
}

function summarize(connections, result, latencies, statuses, worker, writes) {
  latencies.sort((a, b) => a - b);
  const count = (test) => [...statuses].filter(([status]) => test(status)).reduce((n, [, c]) => n + c, 0);
  const pages = worker.filter((l) => l.kind === "page" && l.route.startsWith("GET"));
  const sum = (lines, field) => lines.reduce((n, l) => n + (l.d1[field] ?? 0), 0);
  return {
    connections,
    requests: latencies.length,
    rps: latencies.length / seconds,
    p50: Math.round(quantile(latencies, 0.5)),
    p95: Math.round(quantile(latencies, 0.95)),
    p99: Math.round(quantile(latencies, 0.99)),
    serverErrors: count((s) => s >= 500),
    refusals: count((s) => s >= 400 && s < 500),
    failures: result.errors + result.timeouts,
    rowsPerRequest: worker.length ? sum(worker, "rowsRead") / worker.length : 0,
    rowsPerPage: pages.length ? sum(pages, "rowsRead") / pages.length : 0,
    queriesPerRequest: worker.length ? sum(worker, "queries") / worker.length : 0,
    writes: writes.length,
    writesOk: writes.filter((w) => w.status === 200).length,
    logged: worker.length,
  };
}

/** Every write answered 200 is in the database: the row by its id, or the vote by its voter. */
function checkWrites(writes) {
  const db = new DatabaseSync(sqliteFile(), { readOnly: true });
  const annotation = db.prepare("SELECT text FROM annotations WHERE id = ?");
  const comment = db.prepare("SELECT text FROM comments WHERE id = ?");
  const vote = db.prepare("SELECT 1 AS found FROM annotation_votes WHERE annotation_id = ? AND voter_key = ?");
  const missing = [];
  const ok = writes.filter((w) => w.status === 200);
  for (const w of ok) {
    const found =
      w.kind === "vote"
        ? !w.voted || (w.voterKey && vote.get(w.annotationId, w.voterKey))
        : (w.kind === "comment" ? comment : annotation).get(w.id)?.text === w.text;
    if (!found) missing.push(w);
  }
  db.close();
  const byStatus = {};
  for (const w of writes) byStatus[`${w.kind} ${w.status}`] = (byStatus[`${w.kind} ${w.status}`] ?? 0) + 1;
  return { total: writes.length, ok: ok.length, missing, byStatus };
}

function printReport(rows, check) {
  const header = [
    "connections",
    "requests",
    "req/s",
    "p50 ms",
    "p95 ms",
    "p99 ms",
    "5xx",
    "4xx",
    "failed",
    "D1 rows/req",
    "D1 rows/page",
    "D1 queries/req",
    "writes ok/sent",
  ];
  const lines = rows.map((r) => [
    String(r.connections),
    String(r.requests),
    r.rps.toFixed(1),
    String(r.p50),
    String(r.p95),
    String(r.p99),
    String(r.serverErrors),
    String(r.refusals),
    String(r.failures),
    r.rowsPerRequest.toFixed(1),
    r.rowsPerPage.toFixed(1),
    r.queriesPerRequest.toFixed(1),
    `${r.writesOk}/${r.writes}`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells) => cells.map((c, i) => c.padStart(widths[i])).join("  ");
  const songs = 75 - Number(values.writes);
  console.log(
    `\nLoad test: ${values.songs} songs, ${seconds} s a step; mix ${songs} % songs, 10 % home, 10 % search, 5 % artists, ${values.writes} % writes`,
  );
  console.log("failed = connection errors and timeouts; D1 rows as the Worker's D1 metadata counted them (page = a document GET)\n");
  console.log(format(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const line of lines) console.log(format(line));
  console.log(
    `\nWrites: ${check.total} sent, ${check.ok} answered success, ${check.ok - check.missing.length} of them found in the database, ${check.missing.length} missing.`,
  );
  console.log(
    `By kind and status: ${Object.entries(check.byStatus)
      .map(([k, n]) => `${k}: ${n}`)
      .join(", ")}`,
  );
  for (const w of check.missing.slice(0, 10)) console.log("MISSING", JSON.stringify(w));
}

/** Where the time and the rows went, by route, over the whole run (the Worker's own lines). */
function printRoutes(lines) {
  const routes = new Map();
  for (const line of lines) {
    const route = routes.get(line.route) ?? { requests: 0, rows: 0, queries: 0, ms: [] };
    route.requests++;
    route.rows += line.d1.rowsRead ?? 0;
    route.queries += line.d1.queries ?? 0;
    route.ms.push(line.ms);
    routes.set(line.route, route);
  }
  console.log("\nBy route (the Worker's time to the answer's headers):");
  for (const [name, r] of [...routes].sort((a, b) => b[1].requests - a[1].requests)) {
    r.ms.sort((a, b) => a - b);
    const rows = r.rows / r.requests;
    console.log(
      `  ${name.padEnd(34)} ${String(r.requests).padStart(6)} requests  ${rows.toFixed(0).padStart(8)} D1 rows  ${(r.queries / r.requests).toFixed(1).padStart(5)} queries  p50 ${quantile(r.ms, 0.5)} ms  p95 ${quantile(r.ms, 0.95)} ms`,
    );
  }
}
