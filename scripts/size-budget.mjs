// `npm run size [-- --skip-build] [--no-worker]`: the size budgets of issue 21 (decision 052),
// read from the production build, no server needed.
// - Every page's JavaScript: what the page loads up front — the client entry, the root's and
//   the route's modules and their static imports (the modulepreloads React Router writes into
//   the page) and public/js/custom.js — gzipped, as `npm run bench` counts it from the HTML.
//   Budget: 130 KB a page. Chunks a page loads later (lazy parts, editors) are not counted.
// - The Worker: the upload `wrangler deploy --dry-run` reports (budget 1.5 MiB gzip), that the
//   share-card renderer's WebAssembly is reached only through the share-card route's dynamic
//   import, and that no XML library is bundled (the feeds have their own writer).
// Exits 1 when a budget or a check fails; speed is the bench's business, this is size only.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { run, runQuiet } from "./lib.mjs";

const PAGE_BUDGET_KB = 130;
const WORKER_BUDGET_KIB = 1.5 * 1024;
// Heavyweight XML packages the feeds must not pull in (decision 030: our own escaping writer).
const XML_PACKAGES = ["xml-js", "fast-xml-parser", "xmlbuilder", "xmlbuilder2", "xml2js", "sax", "@xmldom/xmldom", "rss"];

const { values } = parseArgs({
  options: {
    "skip-build": { type: "boolean", default: false },
    "no-worker": { type: "boolean", default: false },
  },
});

if (!values["skip-build"]) await run("npm", ["run", "build"]);

const failures = [];
const kb = (bytes) => bytes / 1024;
const gzipped = (file) => gzipSync(readFileSync(file)).length;

// React Router's manifest of the client build: every route's module and static imports.
const CLIENT = "build/client";
const manifestFile = readdirSync(path.join(CLIENT, "assets")).find((name) => /^manifest-[\w-]+\.js$/.test(name));
if (!manifestFile) throw new Error("No React Router manifest in build/client/assets: build first.");
const manifest = JSON.parse(
  readFileSync(path.join(CLIENT, "assets", manifestFile), "utf8")
    .replace(/^window\.__reactRouterManifest=/, "")
    .replace(/;\s*$/, ""),
);
const sizes = new Map();
const sizeOf = (url) => {
  if (!sizes.has(url)) sizes.set(url, gzipped(path.join(CLIENT, url)));
  return sizes.get(url);
};

const rows = [];
for (const [id, route] of Object.entries(manifest.routes)) {
  if (id === "root" || !route.hasDefaultExport) continue;
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (let current = route; current; current = current.parentId ? manifest.routes[current.parentId] : null) {
    files.add(current.module);
    for (const url of current.imports ?? []) files.add(url);
  }
  let bytes = gzipped("public/js/custom.js");
  for (const url of files) bytes += sizeOf(url);
  rows.push({ id, path: route.path ?? (route.index ? "(index)" : ""), kb: kb(bytes) });
}
rows.sort((a, b) => b.kb - a.kb);
console.log(`Page JavaScript, gzip KB (budget ${PAGE_BUDGET_KB}):`);
for (const row of rows) {
  const over = row.kb > PAGE_BUDGET_KB;
  if (over) failures.push(`${row.id}: ${row.kb.toFixed(1)} KB of JavaScript (budget ${PAGE_BUDGET_KB})`);
  console.log(`${row.kb.toFixed(1).padStart(7)}  ${over ? "OVER" : "ok  "}  ${row.id}  ${row.path}`);
}

if (!values["no-worker"]) {
  const outdir = mkdtempSync(path.join(tmpdir(), "size-budget-"));
  try {
    const output = await runQuiet("npx", ["wrangler", "deploy", "--dry-run", "--outdir", outdir]);
    const upload = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(output);
    if (!upload) throw new Error(`wrangler's dry run printed no upload size:\n${output}`);
    const gzipKib = Number(upload[2]);
    const over = gzipKib > WORKER_BUDGET_KIB;
    if (over) failures.push(`Worker upload ${gzipKib} KiB gzip (budget ${WORKER_BUDGET_KIB})`);
    console.log(`\nWorker upload: ${upload[1]} KiB, gzip ${gzipKib} KiB (budget ${WORKER_BUDGET_KIB} KiB) ${over ? "OVER" : "ok"}`);
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }

  // The server bundle: which chunks name the WebAssembly, who imports them, what packages are in.
  const SERVER = "build/server";
  const scripts = [
    path.join(SERVER, "index.js"),
    ...readdirSync(path.join(SERVER, "assets"))
      .filter((n) => n.endsWith(".js"))
      .map((n) => path.join(SERVER, "assets", n)),
  ];
  const texts = new Map(scripts.map((file) => [file, readFileSync(file, "utf8")]));
  const wasmUsers = scripts.filter((file) => /[\w-]+\.wasm/.test(texts.get(file)));
  for (const user of wasmUsers) {
    const name = path.basename(user);
    for (const [file, text] of texts) {
      if (file === user) continue;
      // A static import of the renderer's chunk would load it with every page.
      const statically = new RegExp(`(?:from|import)\\s*["'\`][^"'\`]*${name.replace(/[.$]/g, "\\$&")}["'\`]`).test(
        text.replace(/import\(\s*["'`][^"'`]*["'`]\s*\)/g, ""),
      );
      if (statically) failures.push(`${path.basename(file)} imports the WebAssembly's chunk ${name} statically`);
    }
  }
  console.log(`WebAssembly reached only through dynamic imports: ${wasmUsers.map((file) => path.basename(file)).join(", ") || "(none)"}`);
  const bundled = new Set();
  for (const file of scripts) {
    try {
      const map = JSON.parse(readFileSync(`${file}.map`, "utf8"));
      for (const source of map.sources) {
        const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source);
        if (match) bundled.add(match[1]);
      }
    } catch {
      // No source map for this chunk (a tiny runtime chunk): nothing to read.
    }
  }
  const xml = XML_PACKAGES.filter((name) => bundled.has(name));
  if (xml.length > 0) failures.push(`the Worker bundles XML packages: ${xml.join(", ")}`);
  console.log(`XML packages in the Worker: ${xml.join(", ") || "none"} (packages bundled: ${bundled.size})`);
}

if (failures.length > 0) {
  console.log(`\nOver budget or failed (${failures.length}):\n  ${failures.join("\n  ")}`);
  process.exitCode = 1;
}
