// `npm run lighthouse [-- --skip-build --port 8790 --runs 3]`: serves the production build on its own
// port and state (scripts/serve-build.mjs, demo data, in its own process group) and runs
// Lighthouse — mobile, default (simulated) throttling — on the home, a song page, search,
// the archive and registration, printing the four category scores and LCP, TBT and CLS.
// Chromium is the one the end-to-end tests use (tests/e2e/browser.ts), with their quiet flags.
// Each page is measured --runs times and the run with the median performance score is shown
// (Lighthouse's own advice: single runs vary, the more so on a busy machine). Its full report
// is written to .wrangler/lighthouse/{page}.html for a closer look.
import { mkdirSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import Trace from "lighthouse/core/gather/gatherers/trace.js";
import { chromiumArgs, findChromium } from "../tests/e2e/browser.ts";
import { run, serveBuildForMeasuring } from "./lib.mjs";

// The headless Chromium here (147, @sparticuz/chromium) crashes the page's renderer as soon as a
// document with a Referrer-Policy header (decision 027) loads while the trace records the
// `blink.webdx_feature_usage` category: every run ended in FAILED_DOCUMENT_REQUEST. That
// category only feeds the Baseline audit, which has weight 0 in best practices, so the trace
// leaves it out; no score or metric depends on it.
const defaultTraceCategories = Trace.getDefaultTraceCategories;
Trace.getDefaultTraceCategories = () => defaultTraceCategories().filter((category) => category !== "blink.webdx_feature_usage");

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "8790" },
    "skip-build": { type: "boolean", default: false },
    runs: { type: "string", default: "3" },
  },
});
const origin = `http://127.0.0.1:${values.port}`;
const STATE = ".wrangler/lighthouse-state";
const REPORTS = ".wrangler/lighthouse";
const progress = (message) => process.stderr.write(`[lighthouse] ${message}\n`);

if (!values["skip-build"]) {
  progress("building the production bundle…");
  await run("npm", ["run", "build"]);
}
progress(`starting the server on ${origin} (fresh demo data in ${STATE})…`);
const server = await serveBuildForMeasuring(origin, ["--port", values.port, "--state", STATE]);

let chrome;
try {
  // The lists a visitor sees are filled by cron in production.
  await fetch(`${origin}/cdn-cgi/handler/scheduled?cron=*/10+*+*+*+*`);
  await fetch(`${origin}/cdn-cgi/handler/scheduled?cron=0+*+*+*+*`);
  const { songs } = await (await fetch(`${origin}/api/recentSongs`)).json();
  const pages = {
    home: "/",
    song: `/${songs[0].song_urlname}`,
    search: "/szukaj/wisla",
    archive: "/archiwum",
    registration: "/rejestracja",
  };
  chrome = await chromeLauncher.launch({ chromePath: await findChromium(), chromeFlags: [...chromiumArgs, "--headless=new"], logLevel: "silent" });
  mkdirSync(REPORTS, { recursive: true });
  const rows = [];
  for (const [name, path] of Object.entries(pages)) {
    // One unmeasured load first, so the run measures the page and not the server's first start.
    await fetch(origin + path);
    const runs = [];
    for (let run = 1; run <= Number(values.runs); run++) {
      progress(`${name} (${path}), run ${run} of ${values.runs}…`);
      // Lighthouse's defaults: mobile form factor, simulated slow 4G and 4× CPU slowdown.
      runs.push(
        await lighthouse(origin + path, {
          port: chrome.port,
          output: "html",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        }),
      );
    }
    runs.sort((a, b) => a.lhr.categories.performance.score - b.lhr.categories.performance.score);
    const result = runs[Math.floor(runs.length / 2)];
    writeFileSync(`${REPORTS}/${name}.html`, result.report);
    const { categories, audits } = result.lhr;
    const score = (key) => Math.round((categories[key]?.score ?? 0) * 100);
    const failing = Object.values(audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
      .map((a) => a.id);
    rows.push({
      page: name,
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best practices": score("best-practices"),
      seo: score("seo"),
      "LCP s": (audits["largest-contentful-paint"].numericValue / 1000).toFixed(2),
      "TBT ms": Math.round(audits["total-blocking-time"].numericValue),
      CLS: audits["cumulative-layout-shift"].numericValue.toFixed(3),
      failing: failing.join(" "),
    });
  }
  printTable(rows);
  console.log(`\nReports: ${REPORTS}/*.html`);
} finally {
  await chrome?.kill();
  server.stop();
}

function printTable(rows) {
  const header = Object.keys(rows[0]);
  const lines = rows.map((row) => header.map((key) => String(row[key])));
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join("  ");
  console.log(`\n${format(header)}\n${widths.map((w) => "-".repeat(w)).join("  ")}`);
  for (const line of lines) console.log(format(line));
}
