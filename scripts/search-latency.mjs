// `npm run search-latency [-- --port 8788 --skip-build]`: search's latency on the
// bench's 100k-song data set (made by `npm run bench`) without the help of a remembered
// answer: every request asks for words not asked before in this run. Common words are the
// generator's ordinary words (each in 20–40 % of the songs), rare ones are picked from the
// index with 20–400 matches; each is asked as its page 1, then the common ones as page 2.
// Prints the median and p95 per kind.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { parseArgs } from "node:util";
import { prepareLocalDatabase, run, serveBuildForMeasuring } from "./lib.mjs";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "8788" },
    "skip-build": { type: "boolean", default: false },
  },
});
const STATE = ".wrangler/bench-state";
const origin = `http://127.0.0.1:${values.port}`;
if (!existsSync(path.join(STATE, "scale.json"))) throw new Error("No bench data: run `npm run bench` once first.");
if (!values["skip-build"]) await run("npm", ["run", "build"]);
await prepareLocalDatabase(STATE);

// scripts/scale.mjs's ordinary words (each in a fifth to two fifths of the songs).
const COMMON = (
  "miłość serce noc dzień rzeka wisła las pole wiatr słońce księżyc gwiazda dziewczyna chłopak konik sokół góry " +
  "morze łza śmiech taniec pieśń muzyka droga dom okno kwiat róża jabłko wiosna lato jesień zima śnieg deszcz"
).split(" ");
const rare = pickRareWords(COMMON.length);

// Without the per-request log line, as the bench: wrangler dev relays every console line
// through its Node process, a cost production's Workers Logs does not put on the request.
const server = await serveBuildForMeasuring(origin, ["--port", values.port, "--state", STATE, "--keep-state", "--request-log", "off"]);
try {
  // Warm the isolate (and the sidebar's cached list) on a word measured by neither list.
  for (let i = 0; i < 5; i++) await timed("/szukaj/ogien");
  const rows = [
    ["common word, page 1", await measure(COMMON.map((w) => `/szukaj/${encodeURIComponent(w)}`))],
    ["common word, page 2", await measure(COMMON.map((w) => `/szukaj/${encodeURIComponent(w)}/2`))],
    ["rare word, page 1", await measure(rare.map((w) => `/szukaj/${encodeURIComponent(w)}`))],
  ];
  console.log(`\nSearch latency, ${COMMON.length} distinct queries per row, none asked before (ms):`);
  for (const [name, ms] of rows)
    console.log(`  ${name.padEnd(22)} median ${quantile(ms, 0.5).toFixed(1).padStart(6)}   p95 ${quantile(ms, 0.95).toFixed(1).padStart(6)}`);
} finally {
  server.stop();
}

async function measure(paths) {
  const ms = [];
  for (const pathname of paths) ms.push(await timed(pathname));
  return ms.sort((a, b) => a - b);
}

async function timed(pathname) {
  const started = performance.now();
  const response = await fetch(origin + pathname);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${pathname} answered ${response.status}`);
  return performance.now() - started;
}

function quantile(sorted, q) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];
}

/** Words of generated lyrics with 20–400 matching songs, by walking songs in id order. */
function pickRareWords(count) {
  const dir = path.join(STATE, "v3", "d1", "miniflare-D1DatabaseObject");
  const file = readdirSync(dir).find((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite");
  const db = new DatabaseSync(path.join(dir, file), { readOnly: true });
  const matches = db.prepare("SELECT count(*) AS n FROM songs_fts WHERE songs_fts MATCH ?");
  const words = new Set();
  for (const { lyrics } of db.prepare("SELECT lyrics FROM songs WHERE id % 997 = 0 ORDER BY id").iterate()) {
    for (const word of lyrics.split(/\s+/u)) {
      const folded = word.replace(/[łŁ]/g, "l").toLowerCase();
      if (words.size >= count || words.has(word) || !/^\p{L}{5,}$/u.test(word)) continue;
      const { n } = matches.get(`"${folded}"*`);
      if (n >= 20 && n <= 400) words.add(word);
    }
    if (words.size >= count) break;
  }
  db.close();
  return [...words];
}
