// `npm run cold-start [-- --port 8798 --runs 3 --warm 20 --path /fryderyk-chopin-zyczenie]`:
// the cold start of the production build (decision 052). Serves the build as the e2e tests do
// (serve-build.mjs, demo data), and for each run starts it afresh and times the first request
// for the song page — the Worker's modules loaded and the page's parts with them — then the
// same page warm (median of --warm more). Build first (`npm run build`). Reported, never
// asserted: the machine's load moves these figures.
import { spawn } from "node:child_process";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "8798" },
    state: { type: "string", default: ".wrangler/cold-start-state" },
    runs: { type: "string", default: "3" },
    warm: { type: "string", default: "20" },
    path: { type: "string", default: "/fryderyk-chopin-zyczenie" },
  },
});
const url = `http://127.0.0.1:${values.port}${values.path}`;

/** Starts serve-build in its own process group and resolves once wrangler says it is ready. */
function startServer(fresh) {
  const args = ["scripts/serve-build.mjs", "--port", values.port, "--state", values.state, ...(fresh ? [] : ["--keep-state"])];
  const child = spawn("node", args, { detached: true, stdio: ["ignore", "pipe", "pipe"] });
  return new Promise((resolve, reject) => {
    let output = "";
    const onData = (chunk) => {
      output += chunk;
      if (/Ready on http/.test(output)) resolve(child);
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("exit", (code) => reject(new Error(`serve-build exited (${code}) before it was ready:\n${output}`)));
  });
}

function stop(child) {
  return new Promise((resolve) => {
    child.removeAllListeners("exit");
    child.on("exit", () => resolve());
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      resolve();
    }
  });
}

async function timed() {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const results = [];
for (let run = 0; run < Number(values.runs); run++) {
  const server = await startServer(run === 0);
  try {
    const first = await timed();
    const warm = [];
    for (let i = 0; i < Number(values.warm); i++) warm.push(await timed());
    results.push({ first, warm: median(warm) });
    process.stderr.write(`[cold-start] run ${run + 1}: first ${first.toFixed(0)} ms, warm median ${median(warm).toFixed(1)} ms\n`);
  } finally {
    await stop(server);
  }
}
console.log(`Song page ${values.path}, ${results.length} fresh starts of the production build:`);
console.log(
  `  first request (cold): median ${median(results.map((r) => r.first)).toFixed(0)} ms  (${results.map((r) => r.first.toFixed(0)).join(", ")})`,
);
console.log(`  warm request:         median ${median(results.map((r) => r.warm)).toFixed(1)} ms`);
