// `npm run bench [-- --songs 100000 --requests 200 --concurrency 8]`: builds, serves the
// production build with wrangler dev on the large data set (made once by scale.mjs into
// .wrangler/bench-state), and measures each page: median and p95 latency, requests per
// second, server CPU per request, and the gzipped JavaScript the page loads.
//
// CPU: workerd freezes its clocks while JavaScript runs, so the Worker cannot time itself.
// Two figures: the Worker's own CPU (its isolate's V8 profile, see worker-cpu.mjs: the share
// production counts) and, as an upper bound, the CPU time (utime + stime) of the workerd
// processes read from /proc, which adds local D1's SQLite work and wrangler dev's plumbing.
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { BENCH_ADMIN, prepareLocalDatabase, run, serveBuildForMeasuring } from "./lib.mjs";
import { connectProfiler, descendants, findWorkerInspector } from "./worker-cpu.mjs";

const { values } = parseArgs({
  options: {
    songs: { type: "string", default: "100000" },
    requests: { type: "string", default: "200" },
    concurrency: { type: "string", default: "8" },
    port: { type: "string", default: "8788" },
    "skip-build": { type: "boolean", default: false },
    // A comma-separated subset of the pages below (e.g. panel-queue,panel-trash).
    pages: { type: "string" },
  },
});
const STATE = ".wrangler/bench-state";
/** The admin's session cookie, for the panel's pages (set after the server starts). */
let adminCookie = "";
const origin = `http://127.0.0.1:${values.port}`;
const requests = Number(values.requests);
const concurrency = Number(values.concurrency);

/** Progress on stderr, so the table on stdout stays clean when redirected. */
const progress = (message) => process.stderr.write(`[bench] ${message}\n`);

if (!values["skip-build"]) {
  progress("building the production bundle…");
  await run("npm", ["run", "build"]);
}

// The data set's shape: bump when scale.mjs adds tables (2: reports, trash, audit log, bench admin).
const SCALE_VERSION = 2;
const marker = path.join(STATE, "scale.json");
const scaled = existsSync(marker) ? JSON.parse(readFileSync(marker, "utf8")) : {};
if (scaled.songs !== Number(values.songs) || scaled.version !== SCALE_VERSION) {
  // A data set of another size (or a half-made one) is thrown away, never added to.
  rmSync(STATE, { recursive: true, force: true });
  progress(`making the ${values.songs}-song data set in ${STATE} (once; a few minutes)…`);
  await run("node", ["scripts/scale.mjs", "--songs", values.songs, "--state", STATE]);
  writeFileSync(marker, JSON.stringify({ songs: Number(values.songs), version: SCALE_VERSION }));
}

// Migrations and the username-key backfill (decision 031) run here, unhurried: on 50,000
// generated users the backfill takes minutes once, and inside serve-build it would count
// against the server's start-up wait below.
console.log("Preparing the data set (migrations, username keys)…");
await prepareLocalDatabase(STATE);

const targets = pickTargets();
let profiler;
// A server left on the port would be measured instead of this build (and never profiled):
// serveBuildForMeasuring refuses to start then.
progress(`starting the server on ${origin}…`);
const server = await serveBuildForMeasuring(origin, ["--port", values.port, "--state", STATE, "--keep-state"]);

try {
  // Warm the best-of and ranking caches as the cron would in production.
  await fetch(`${origin}/cdn-cgi/handler/scheduled?cron=*/10+*+*+*+*`);
  await fetch(`${origin}/cdn-cgi/handler/scheduled?cron=0+*+*+*+*`);
  profiler = await connectProfiler(await findWorkerInspector(server.pid));
  // workerd answers a new inspector session's first profile only after the isolate has run
  // a request under it; the baseline below never reaches the isolate, so warm it with pages.
  await profiler.perRequestMs(3, () => timed("/"));
  // The panel's pages are the admin's: one login, its cookie on those requests only.
  adminCookie = await logInAdmin();
  const rows = [];
  // What wrangler dev itself costs per request (its proxy and asset workers), with no app
  // code at all: the floor under the process CPU column.
  const wanted = values.pages?.split(",");
  const pages = [["baseline", "/js/custom.js"], ...Object.entries(targets).filter(([name]) => !wanted || wanted.includes(name))];
  for (const [index, [name, pathname]] of pages.entries()) {
    progress(
      `${index + 1}/${pages.length} ${name} (${pathname}): ${requests} sequential requests, ${requests} profiled, ${requests} at concurrency ${concurrency}…`,
    );
    const row = await measure(name, pathname);
    rows.push(name === "baseline" ? { ...row, jsKb: 0 } : row);
    progress(`    median ${row.median.toFixed(1)} ms, Worker CPU median ${row.workerCpuMedian.toFixed(2)} ms, ${row.rps.toFixed(0)} req/s`);
  }
  printTable(rows);
  profiler.close();
} finally {
  server.stop();
}

function pickTargets() {
  const dir = path.join(STATE, "v3", "d1", "miniflare-D1DatabaseObject");
  const file = readdirSync(dir).find((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite");
  const db = new DatabaseSync(path.join(dir, file), { readOnly: true });
  const song = db.prepare("SELECT urlname FROM songs WHERE id = (SELECT song_id FROM annotations ORDER BY points DESC LIMIT 1)").get();
  const artist = db.prepare("SELECT a.urlname FROM artists a JOIN songs s ON s.artist_id = a.id GROUP BY a.id ORDER BY count(*) DESC LIMIT 1").get();
  const user = db.prepare("SELECT username FROM users ORDER BY points DESC LIMIT 1").get();
  db.close();
  return {
    home: "/",
    archive: "/archiwum",
    artist: `/${encodeURIComponent(artist.urlname)}`,
    song: `/${encodeURIComponent(song.urlname)}`,
    search: `/szukaj/${encodeURIComponent("serce wisła")}`,
    // One word in a third of the songs (the first page of a common word) and one in 80.
    "search-common": `/szukaj/${encodeURIComponent("serce")}`,
    "search-rare": `/szukaj/${encodeURIComponent("gęsota")}`,
    ranking: "/ranking",
    profile: `/profil/${encodeURIComponent(user.username)}`,
    // The moderation panel on 100,000 reports, a 5,000-entry trash and a 100,000-entry log.
    "panel-queue": "/panel/zgloszenia",
    "panel-trash": "/panel/kosz",
    "panel-log": "/panel/dziennik",
    "panel-log-filtered": "/panel/dziennik?akcja=delete&rodzaj=comment",
  };
}

async function logInAdmin() {
  const response = await fetch(`${origin}/api/loginUser`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin },
    body: JSON.stringify(BENCH_ADMIN),
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("sesja="));
  if (!response.ok || !cookie) throw new Error(`Logging in as ${BENCH_ADMIN.username}: ${response.status}`);
  return cookie.split(";")[0];
}

function workerdCpuMs() {
  const ticks = 100; // USER_HZ on Linux
  let total = 0;
  for (const pid of descendants(server.pid)) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("workerd")) continue;
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
      total += ((Number(stat[11]) + Number(stat[12])) / ticks) * 1000;
    } catch {}
  }
  return total;
}

async function timed(pathname) {
  const started = performance.now();
  const headers = pathname.startsWith("/panel") ? { Cookie: adminCookie } : {};
  const response = await fetch(origin + pathname, { headers });
  const body = await response.text();
  if (!response.ok) throw new Error(`${pathname} answered ${response.status}`);
  return { ms: performance.now() - started, body };
}

async function measure(name, pathname) {
  const { body } = await timed(pathname);
  for (let i = 0; i < 10; i++) await timed(pathname);
  const cpuBefore = workerdCpuMs();
  const latencies = [];
  for (let i = 0; i < requests; i++) latencies.push((await timed(pathname)).ms);
  const cpuPerRequest = (workerdCpuMs() - cpuBefore) / requests;
  latencies.sort((a, b) => a - b);
  // A separate sequential pass under the profiler, which slows what it watches.
  const workerCpu = (await profiler.perRequestMs(requests, () => timed(pathname))).sort((a, b) => a - b);
  const started = performance.now();
  let issued = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (issued < requests) {
        issued++;
        await timed(pathname);
      }
    }),
  );
  const rps = requests / ((performance.now() - started) / 1000);
  return {
    page: name,
    path: pathname,
    median: quantile(latencies, 0.5),
    p95: quantile(latencies, 0.95),
    rps,
    cpu: cpuPerRequest,
    workerCpuMedian: quantile(workerCpu, 0.5),
    workerCpuMean: workerCpu.reduce((sum, ms) => sum + ms, 0) / workerCpu.length,
    jsKb: await pageJavaScriptKb(body),
  };
}

/** The value at quantile `q` of an ascending list. */
function quantile(sorted, q) {
  return sorted[Math.floor(sorted.length * q)];
}

/** Gzipped size of every script the page loads up front (module scripts and preloads). */
async function pageJavaScriptKb(html) {
  const sources = new Set();
  for (const match of html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+\.js)"/g)) sources.add(match[1]);
  for (const match of html.matchAll(/import\s*\(?\s*"([^"]+\.js)"/g)) sources.add(match[1]);
  let bytes = 0;
  for (const source of sources) {
    const response = await fetch(new URL(source, origin));
    bytes += gzipSync(Buffer.from(await response.arrayBuffer())).length;
  }
  return bytes / 1024;
}

function printTable(rows) {
  const header = ["page", "median ms", "p95 ms", "req/s", "Worker CPU median", "Worker CPU mean", "process CPU mean", "JS gzip KB", "path"];
  const lines = rows.map((r) => [
    r.page,
    r.median.toFixed(1),
    r.p95.toFixed(1),
    r.rps.toFixed(0),
    r.workerCpuMedian.toFixed(2),
    r.workerCpuMean.toFixed(2),
    r.cpu.toFixed(2),
    r.jsKb.toFixed(1),
    r.path,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join("  ");
  console.log(`\nBenchmark: ${values.songs} songs, ${requests} requests per page, concurrency ${concurrency}`);
  console.log("CPU in ms per request. Worker CPU = the Worker's isolate alone, from V8 profiler samples split by request");
  console.log("(what production counts; the profiler adds a little). process CPU = all workerd processes: the Worker plus");
  console.log("local D1's SQLite plus wrangler dev's proxy and asset workers");
  console.log("(the baseline row is a static file served without the Worker). An upper bound.\n");
  console.log(format(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const line of lines) console.log(format(line));
}
