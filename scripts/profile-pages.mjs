// `npm run profile [-- --port 8788 --pages song,home --requests 100 --skip-build --hit]`:
// where a cache-miss page's Worker CPU goes. Serves the production build on the bench's
// 100k-song data set (made by `npm run bench`), profiles the isolate over `--requests`
// sequential requests per page (worker-cpu.mjs) and maps every sample through the build's
// source maps to the file it ran in. Prints per page the Worker CPU median and three tables:
// the share by area (a <Link>, Drizzle, the D1 client or loader-data encoding anywhere on the
// stack, else the innermost frame's: React, React Router, services, …), and the heaviest
// source files and functions by self time (PROFILE_ONLY=regex keeps the functions of matching
// files, PROFILE_TOP=n lists more, PROFILE_INCLUSIVE=n adds the n heaviest by total time). Pages: the bench's names (song, home, …) or paths.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { prepareLocalDatabase, run, serveBuildForMeasuring } from "./lib.mjs";
import { connectProfiler, findWorkerInspector, splitByRequest } from "./worker-cpu.mjs";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "8788" },
    requests: { type: "string", default: "100" },
    pages: { type: "string", default: "song,artist,home,archive,search" },
    "skip-build": { type: "boolean", default: false },
    // The page cache (decision 051) answers a visitor's repeated view of a cacheable page;
    // `--hit` profiles that path, the default profiles the render a cache miss pays.
    hit: { type: "boolean", default: false },
  },
});
/** A bookmark cookie that does not verify bypasses the page cache and renders as a miss does (bench.mjs). */
const MISS_COOKIE = "zakladka=bench";
const STATE = ".wrangler/bench-state";
/** Source maps by module, read on first use. */
const maps = new Map();
const origin = `http://127.0.0.1:${values.port}`;
if (!existsSync(path.join(STATE, "scale.json"))) throw new Error("No bench data: run `npm run bench` once first.");
if (!values["skip-build"]) await run("npm", ["run", "build"]);
await prepareLocalDatabase(STATE);

// The areas a sample is charged to: first the inclusive ones, when any frame of its stack
// matches (in this order); else the innermost frame (leaf first) that matches one of AREAS.
const INCLUSIVE = [
  ["<Link> / ListLink", (f) => /^(Link|LinkWithRef|NavLink|ListLink|PrefetchPageLinks)$/.test(f.name)],
  ["loader data serialisation", (f) => f.source.includes("turbo-stream") || /^(encodeViaTurboStream)$/.test(f.name)],
  ["Drizzle (query building, mapping)", (f) => f.source.includes("drizzle-orm")],
  ["D1 client binding", (f) => f.url.includes("d1-api")],
];
const AREAS = [
  ["text encoding", (f) => /TextEncoder|encodeInto/.test(f.name + f.source) || (f.name === "encode" && !f.source)],
  ["services (worker/)", (f) => f.source.startsWith("worker/")],
  ["page code (app/, core/)", (f) => /^(app|core)\//.test(f.source)],
  ["React render (react-dom/server)", (f) => f.source.includes("react-dom")],
  ["React Router", (f) => f.source.includes("react-router")],
  ["zod", (f) => f.source.includes("zod")],
  ["garbage collection", (f) => f.name === "(garbage collector)"],
];

const targets = pickTargets();
const server = await serveBuildForMeasuring(origin, ["--port", values.port, "--state", STATE, "--keep-state"]);
try {
  await fetch(`${origin}/cdn-cgi/handler/scheduled?cron=*/10+*+*+*+*`);
  await fetch(`${origin}/cdn-cgi/handler/scheduled?cron=0+*+*+*+*`);
  const profiler = await connectProfiler(await findWorkerInspector(server.pid));
  await profiler.perRequestMs(3, () => get("/"));
  for (const name of values.pages.split(",")) {
    const pathname = targets[name] ?? name;
    for (let i = 0; i < 10; i++) await get(pathname);
    const [profile, starts] = await profiler.profile(Number(values.requests), () => get(pathname));
    report(name, pathname, profile, starts);
  }
  profiler.close();
} finally {
  server.stop();
}

async function get(pathname) {
  const response = await fetch(origin + pathname, { headers: values.hit ? {} : { Cookie: MISS_COOKIE } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${pathname} answered ${response.status}`);
}

function pickTargets() {
  const dir = path.join(STATE, "v3", "d1", "miniflare-D1DatabaseObject");
  const file = readdirSync(dir).find((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite");
  const db = new DatabaseSync(path.join(dir, file), { readOnly: true });
  const song = db.prepare("SELECT urlname FROM songs WHERE id = (SELECT song_id FROM annotations ORDER BY points DESC LIMIT 1)").get();
  const artist = db.prepare("SELECT a.urlname FROM artists a JOIN songs s ON s.artist_id = a.id GROUP BY a.id ORDER BY count(*) DESC LIMIT 1").get();
  db.close();
  return {
    home: "/",
    archive: "/archiwum",
    artist: `/${encodeURIComponent(artist.urlname)}`,
    song: `/${encodeURIComponent(song.urlname)}`,
    search: `/szukaj/${encodeURIComponent("serce wisła")}`,
    "search-common": `/szukaj/${encodeURIComponent("serce")}`,
    "search-rare": `/szukaj/${encodeURIComponent("gęsota")}`,
  };
}

function report(name, pathname, profile, starts) {
  // PROFILE_SAVE=dir: keep the raw profile (a .cpuprofile DevTools opens) with its sources resolved.
  if (process.env.PROFILE_SAVE) saveProfile(name, profile);
  const perRequest = splitByRequest(profile, starts).sort((a, b) => a - b);
  const parents = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const frameOf = new Map();
  const frame = (id) => {
    if (!frameOf.has(id)) {
      const { functionName, url, lineNumber, columnNumber } = nodes.get(id).callFrame;
      frameOf.set(id, { name: functionName, url, source: originalSource(url, lineNumber, columnNumber) });
    }
    return frameOf.get(id);
  };
  const byArea = new Map();
  const bySource = new Map();
  const byFunction = new Map();
  const byStack = new Map();
  let total = 0;
  let time = profile.startTime;
  profile.samples.forEach((id, i) => {
    time += profile.timeDeltas[i];
    if (time < starts[0] || time >= starts.at(-1) || frame(id).name === "(idle)") return;
    total++;
    const leaf = frame(id);
    const key = leaf.source || leaf.url.split("/").pop() || leaf.name;
    bySource.set(key, (bySource.get(key) ?? 0) + 1);
    const fn = `${leaf.name || "(anonymous)"}  ${key.split("/").pop()}`;
    // PROFILE_ONLY=regex: list only the functions of matching files (e.g. react-router).
    if (!process.env.PROFILE_ONLY || new RegExp(process.env.PROFILE_ONLY).test(key)) byFunction.set(fn, (byFunction.get(fn) ?? 0) + 1);
    // An inclusive area anywhere on the stack wins (a <Link>'s hooks are the link's cost);
    // otherwise the innermost frame that belongs to an area.
    const stack = [];
    for (let node = id; node !== undefined; node = parents.get(node)) stack.push(frame(node));
    const inclusive = INCLUSIVE.find(([, test]) => stack.some(test));
    // PROFILE_INCLUSIVE=n: also list the n functions with the most samples anywhere on the stack.
    if (process.env.PROFILE_INCLUSIVE)
      for (const fn of new Set(stack.map((f) => `${f.name || "(anonymous)"}  ${(f.source || f.url.split("/").pop() || "").split("/").pop()}`)))
        byStack.set(fn, (byStack.get(fn) ?? 0) + 1);
    const innermost = stack.map((f) => AREAS.find(([, test]) => test(f))).find(Boolean);
    const area = inclusive?.[0] ?? innermost?.[0] ?? "other";
    byArea.set(area, (byArea.get(area) ?? 0) + 1);
  });
  const share = (n) => `${((100 * n) / total).toFixed(1).padStart(5)} %`;
  console.log(
    `\n${name} (${pathname}): Worker CPU median ${perRequest[Math.floor(perRequest.length / 2)].toFixed(2)} ms over ${perRequest.length} requests, ${total} samples`,
  );
  for (const [area, n] of [...byArea].sort((a, b) => b[1] - a[1])) console.log(`  ${share(n)}  ${area}`);
  console.log("  heaviest files (self time):");
  for (const [source, n] of [...bySource].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`    ${share(n)}  ${source}`);
  console.log("  heaviest functions (self time):");
  for (const [fn, n] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.PROFILE_TOP ?? 15)))
    console.log(`    ${share(n)}  ${fn}`);
  if (!process.env.PROFILE_INCLUSIVE) return;
  console.log("  heaviest functions (total time, anywhere on the stack):");
  for (const [fn, n] of [...byStack].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.PROFILE_INCLUSIVE)))
    console.log(`    ${share(n)}  ${fn}`);
}

function saveProfile(name, profile) {
  for (const node of profile.nodes) {
    const { url, lineNumber, columnNumber } = node.callFrame;
    node.callFrame.source = originalSource(url, lineNumber, columnNumber);
  }
  mkdirSync(process.env.PROFILE_SAVE, { recursive: true });
  writeFileSync(path.join(process.env.PROFILE_SAVE, `${name}.cpuprofile`), JSON.stringify(profile));
}

// --- source maps: the bundle's position → the original file (node_modules/pkg/… or app/…) ---

// wrangler dev names the bundle's modules by their path under build/server.
function originalSource(url, line, column) {
  if (!url || (url.includes(":") && !url.startsWith("file://"))) return "";
  const file = url.startsWith("file://") ? fileURLToPath(url) : path.join("build/server", url.replace(/^\/+/, ""));
  if (!maps.has(url)) maps.set(url, loadMap(existsSync(file) ? file : path.join("build/server/assets", path.basename(file))));
  const map = maps.get(url);
  if (!map) return "";
  const segments = map.lines[line];
  if (!segments) return "";
  let best = null;
  for (const segment of segments) {
    if (segment[0] > column) break;
    best = segment;
  }
  return best ? map.sources[best[1]] : "";
}

function loadMap(file) {
  const mapFile = `${file}.map`;
  if (!existsSync(mapFile)) return null;
  const raw = JSON.parse(readFileSync(mapFile, "utf8"));
  const sources = raw.sources.map((source) => {
    const full = path.relative(process.cwd(), path.resolve(path.dirname(file), raw.sourceRoot ?? "", source));
    const inModules = full.lastIndexOf("node_modules/");
    return inModules >= 0 ? full.slice(inModules) : full;
  });
  return { sources, lines: decodeMappings(raw.mappings) };
}

/** Source map v3 mappings → per generated line, [column, sourceIndex] pairs in column order. */
function decodeMappings(mappings) {
  const CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  const lines = [];
  let source = 0;
  for (const text of mappings.split(";")) {
    const line = [];
    let column = 0;
    for (const group of text.split(",")) {
      if (!group) continue;
      const fields = [];
      let value = 0;
      let shift = 0;
      for (const char of group) {
        const digit = CHARS.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0];
      if (fields.length > 1) {
        source += fields[1];
        line.push([column, source]);
      }
    }
    lines.push(line);
  }
  return lines;
}
