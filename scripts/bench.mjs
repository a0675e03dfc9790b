// `npm run bench [-- --songs 100000 --requests 200 --concurrency 8]`: builds, serves the
// production build with wrangler dev on the large data set (made once by scale.mjs into
// .wrangler/bench-state), and measures each page twice, side by side: answered from the page
// cache (hit) and rendered (miss; decision 051) — median and p95 latency, requests per second,
// server CPU per request, HTML bytes — plus the gzipped JavaScript the page loads, and the
// cached page's requests per second over a static file's, in alternating rounds. Latency is
// timed request by request; requests per second come from autocannon at --concurrency.
// `--pages song,home` limits the pages (names in pickTargets), `--port` moves the server.
//
// CPU: workerd freezes its clocks while JavaScript runs, so the Worker cannot time itself.
// Two figures: the Worker's own CPU (its isolate's V8 profile, see worker-cpu.mjs: the share
// production counts) and, as an upper bound, the CPU time (utime + stime) of the workerd
// processes read from /proc, which adds local D1's SQLite work and wrangler dev's plumbing.
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { BENCH_ADMIN, ensureScaleData, prepareLocalDatabase, run, serveBuildForMeasuring } from "./lib.mjs";
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
/**
 * How a request is sent. "hit": as a visitor, so cacheable pages come from the page cache
 * (decision 051); "miss": with a bookmark cookie that does not verify, which bypasses the
 * cache and renders the page exactly as a miss does (no cookie reaches a cacheable render,
 * and a foreign bookmark is ignored) — every request a miss, without the cache's write.
 */
const COOKIES = { hit: "", miss: "zakladka=bench", static: "" };
const STATIC_FILE = "/js/custom.js";
/** Alternating rounds of the static file and the cached page (see alternating). */
const ROUNDS = 5;
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

await ensureScaleData(STATE, values.songs, progress);

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
// Without a log line per answered request: wrangler dev relays each through its Node process
// at a cost larger than a cached page's whole answer, which production does not pay (REQUEST_LOG).
const server = await serveBuildForMeasuring(origin, ["--port", values.port, "--state", STATE, "--keep-state", "--request-log", "off"]);

try {
  // Warm the best-of and ranking caches as the cron would in production.
  await fetch(`${origin}/cdn-cgi/handler/scheduled?cron=*/10+*+*+*+*`);
  await fetch(`${origin}/cdn-cgi/handler/scheduled?cron=0+*+*+*+*`);
  profiler = await connectProfiler(await findWorkerInspector(server.pid));
  // workerd answers a new inspector session's first profile only after the isolate has run
  // a request under it; the static file never reaches the isolate, so warm it with pages.
  await profiler.perRequestMs(3, () => timed("/", "miss"));
  // The panel's pages are the admin's: one login, its cookie on those requests only.
  adminCookie = await logInAdmin();
  const rows = [];
  const wanted = values.pages?.split(",");
  const pages = Object.entries(targets).filter(([name]) => !wanted || wanted.includes(name));
  for (const [index, [name, pathname]] of pages.entries()) {
    progress(`${index + 1}/${pages.length} ${name} (${pathname}): a static file, the cache-miss render, then cache hits…`);
    // A visitor's second request says whether the page is cached at all.
    await timed(pathname, "static");
    const cached = (await timed(pathname, "static")).cache === "hit";
    const miss = await measure(pathname, "miss");
    const hit = cached ? await measure(pathname, "hit") : null;
    // The ratio's baseline: the static file and the cached page in alternating rounds, so a
    // neighbour's load on this shared machine weighs on both alike.
    // Two static files: the small one (as before this table had hits) and a built chunk of
    // about the page's size, since bytes cost every layer between the socket and the Worker.
    const sized = staticFileNear(miss.bytes);
    const rounds = await alternating([STATIC_FILE, "static"], [sized.path, "static"], [pathname, cached ? "hit" : "miss"]);
    const [staticRps, sizedRps] = rounds;
    if (hit) hit.rps = rounds[2];
    rows.push({ page: name, path: pathname, staticRps, sizedRps, sized, miss, hit, jsKb: await pageJavaScriptKb(miss.body) });
    progress(
      `    miss: median ${miss.median.toFixed(1)} ms, Worker CPU ${miss.workerCpuMedian.toFixed(2)} ms, ${miss.rps.toFixed(0)} req/s` +
        (hit
          ? `; hit: median ${hit.median.toFixed(1)} ms, Worker CPU ${hit.workerCpuMedian.toFixed(2)} ms, ${hit.rps.toFixed(0)} req/s`
          : "; not cached") +
        `; static ${staticRps.toFixed(0)} req/s`,
    );
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
    blog: "/blog",
    about: "/onas",
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

async function timed(pathname, mode) {
  const started = performance.now();
  const response = await fetch(origin + pathname, { headers: headersOf(pathname, mode) });
  const body = await response.text();
  if (!response.ok) throw new Error(`${pathname} answered ${response.status}`);
  const cache = response.headers.get("X-Page-Cache");
  if (mode === "hit" && cache !== "hit") throw new Error(`${pathname}: expected a cache hit, the answer says ${cache}`);
  return { ms: performance.now() - started, body, cache };
}

/** The built client file whose size is nearest to `bytes`. */
function staticFileNear(bytes) {
  const dir = path.join("build", "client", "assets");
  const files = readdirSync(dir)
    .filter((file) => file.endsWith(".js"))
    .map((file) => ({ path: `/assets/${file}`, bytes: statSync(path.join(dir, file)).size }));
  return files.reduce((best, file) => (Math.abs(file.bytes - bytes) < Math.abs(best.bytes - bytes) ? file : best));
}

/** The request headers of a mode (the panel's pages carry the admin's session). */
function headersOf(pathname, mode) {
  const cookies = [COOKIES[mode], pathname.startsWith("/panel") ? adminCookie : ""].filter(Boolean).join("; ");
  return cookies ? { Cookie: cookies } : {};
}

/**
 * Requests per second at the bench's concurrency for `seconds`, driven by autocannon: a load
 * tool that does not parse what it reads, so the server, not this process's fetch client
 * (which spends more CPU reading a 100 KB page than workerd spends serving it from the cache),
 * sets the rate. Any answer but a 2xx fails the bench.
 */
async function requestsPerSecond(pathname, mode, seconds = 3) {
  const result = await autocannon({ url: origin + pathname, connections: concurrency, duration: seconds, headers: headersOf(pathname, mode) });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${pathname}: ${result.non2xx} answers that were no 2xx, ${result.errors} errors`);
  return result.requests.total / result.duration;
}

/** Requests per second of two or more kinds of request, measured in alternating rounds of two seconds. */
async function alternating(...kinds) {
  const rates = kinds.map(() => 0);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, [pathname, mode]] of kinds.entries()) rates[index] += (await requestsPerSecond(pathname, mode, 2)) / ROUNDS;
  }
  return rates;
}

async function measure(pathname, mode) {
  const { body, cache } = await timed(pathname, mode);
  for (let i = 0; i < 10; i++) await timed(pathname, mode);
  const cpuBefore = workerdCpuMs();
  const latencies = [];
  for (let i = 0; i < requests; i++) latencies.push((await timed(pathname, mode)).ms);
  const cpuPerRequest = (workerdCpuMs() - cpuBefore) / requests;
  latencies.sort((a, b) => a - b);
  // A separate sequential pass under the profiler, which slows what it watches.
  const workerCpu = (await profiler.perRequestMs(requests, () => timed(pathname, mode))).sort((a, b) => a - b);
  return {
    body,
    cache,
    bytes: Buffer.byteLength(body),
    median: quantile(latencies, 0.5),
    p95: quantile(latencies, 0.95),
    rps: await requestsPerSecond(pathname, mode),
    cpu: cpuPerRequest,
    workerCpuMedian: quantile(workerCpu, 0.5),
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
  const header = [
    "page",
    "median ms hit/miss",
    "p95 ms hit/miss",
    "req/s hit/miss",
    "Worker CPU median hit/miss",
    "process CPU hit/miss",
    "HTML KB hit/miss",
    "static req/s small/sized",
    "hit÷static small/sized",
    "JS gzip KB",
    "path",
  ];
  const pair = (hit, miss, digits) => `${hit == null ? "—" : hit.toFixed(digits)} / ${miss.toFixed(digits)}`;
  const lines = rows.map(({ page, path: where, staticRps, sizedRps, miss, hit, jsKb }) => [
    page,
    pair(hit?.median, miss.median, 1),
    pair(hit?.p95, miss.p95, 1),
    pair(hit?.rps, miss.rps, 0),
    pair(hit?.workerCpuMedian, miss.workerCpuMedian, 2),
    pair(hit?.cpu, miss.cpu, 2),
    pair(hit && hit.bytes / 1024, miss.bytes / 1024, 1),
    `${staticRps.toFixed(0)} / ${sizedRps.toFixed(0)}`,
    hit ? `${(hit.rps / staticRps).toFixed(2)} / ${(hit.rps / sizedRps).toFixed(2)}` : "—",
    jsKb.toFixed(1),
    where,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join("  ");
  console.log(`\nBenchmark: ${values.songs} songs, ${requests} requests per page and mode, concurrency ${concurrency}`);
  console.log("hit = a visitor's request answered by the page cache; miss = the same page rendered (a request that");
  console.log("bypasses the cache: an unverifiable bookmark cookie); — = a page that is never cached (search, profile, panel).");
  console.log("CPU in ms per request. Worker CPU = the Worker's isolate alone, from V8 profiler samples split by request");
  console.log("(what production counts; the profiler adds a little). process CPU = all workerd processes: the Worker plus");
  console.log("local D1's SQLite plus wrangler dev's proxy and asset workers. An upper bound.");
  console.log("The server runs with REQUEST_LOG=off: wrangler dev relays, parses and source-maps every console line in its");
  console.log("Node process, which alone halves the rate of any Worker answer; production's Workers Logs collects it outside.");
  console.log(`req/s by autocannon at concurrency ${concurrency}; latency and CPU from requests sent one at a time.`);
  console.log(`static req/s = static files served without the Worker, at the same concurrency, in rounds alternating with`);
  console.log(`the cached page's (whose req/s is from those rounds): small = ${STATIC_FILE} (${statSync("public/js/custom.js").size} bytes),`);
  console.log("sized = the built chunk nearest the page's HTML in size (per page below);");
  console.log("hit÷static = the cached page's requests per second over the static file's (goal ≥ 0.8).\n");
  console.log(format(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const line of lines) console.log(format(line));
  console.log("\nsized static files:");
  for (const row of rows) console.log(`  ${row.page}: ${row.sized.path} (${(row.sized.bytes / 1024).toFixed(1)} KB)`);
}
