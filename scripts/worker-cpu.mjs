// Measures the Worker's own CPU time per request, the share Cloudflare bills and limits.
//
// Locally one workerd thread runs the Worker, local D1's SQLite, KV and wrangler's plumbing,
// so process CPU overstates the Worker. V8's sampling profiler is per isolate: it only takes
// a sample while that isolate holds its lock, i.e. while the Worker itself runs (JavaScript,
// garbage collection and the native calls it makes, but not D1's query work, which happens
// in D1's own isolate). Samples × the effective sampling interval ≈ the Worker's CPU time.
// The profiler adds some overhead of its own, so the figure is a slight overestimate.
import { readFileSync, readdirSync, readlinkSync } from "node:fs";

/** The inspector WebSocket URL of the app's isolate inside the workerd processes under `rootPid`. */
export async function findWorkerInspector(rootPid) {
  for (const pid of descendants(rootPid)) {
    let cmd = "";
    try {
      cmd = readFileSync(`/proc/${pid}/cmdline`, "utf8");
    } catch {
      continue;
    }
    if (!cmd.includes("workerd") || !cmd.includes("--inspector-addr")) continue;
    for (const port of listeningPorts(pid)) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/json`, { signal: AbortSignal.timeout(2000) });
        const targets = await response.json();
        const app = targets.find((t) => t.id.startsWith("core:user:") && !t.id.includes("miniflare"));
        if (app) return app.webSocketDebuggerUrl;
      } catch {}
    }
  }
  throw new Error("No workerd inspector found (is wrangler dev running with its inspector?)");
}

/**
 * A profiler attached to the isolate. `perRequestMs(count, request)` sends `count` requests
 * one after another under it and answers each one's CPU milliseconds. One session serves
 * every measurement (workerd's inspector is happiest with few connections).
 */
export async function connectProfiler(inspectorUrl) {
  let session = await openProfilerSession(inspectorUrl);
  return {
    async perRequestMs(count, request) {
      return splitByRequest(...(await this.profile(count, request)));
    },
    /** The raw V8 profile of `count` requests and each request's start (for profile-pages.mjs). */
    async profile(count, request) {
      // Now and then a fresh session's profile never comes back (workerd 2026-11 here): the
      // pass is measured again on a new session rather than failing the whole benchmark.
      for (let attempt = 1; ; attempt++) {
        await session.send("Profiler.start");
        // V8 stamps samples with the monotonic clock in µs, as process.hrtime reads it, so
        // each sample falls in the time between one request's start and the next one's.
        const starts = [];
        for (let i = 0; i < count; i++) {
          starts.push(Number(process.hrtime.bigint() / 1000n));
          await request();
        }
        starts.push(Number(process.hrtime.bigint() / 1000n));
        const answer = await session.send("Profiler.stop", {}, 60_000);
        if (answer.result) return [answer.result.profile, starts];
        const why = answer.error?.message ?? "no profile";
        if (attempt === 3) throw new Error(`Profiler.stop failed: ${why}`);
        console.warn(`Profiler.stop failed (${why}); measuring again on a new inspector session`);
        session.close();
        session = await openProfilerSession(inspectorUrl);
      }
    },
    close: () => session.close(),
  };
}

async function openProfilerSession(inspectorUrl) {
  const session = await openSession(inspectorUrl);
  await session.send("Profiler.setSamplingInterval", { interval: 100 });
  return session;
}

/**
 * A DevTools protocol session with Profiler enabled. workerd drops the very first inspector
 * connection after start (seen with wrangler 4.155), so a closed or silent one is made again.
 * (Its answer to Profiler.enable echoes the request rather than carrying a `result`.)
 */
async function openSession(inspectorUrl) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const socket = new WebSocket(inspectorUrl);
    const opened = await new Promise((resolve) => {
      socket.onopen = () => resolve(true);
      socket.onclose = () => resolve(false);
    });
    if (!opened) continue;
    let nextId = 0;
    const waiting = new Map();
    socket.onmessage = (message) => {
      const data = JSON.parse(message.data);
      waiting.get(data.id)?.(data);
      waiting.delete(data.id);
    };
    socket.onclose = () => {
      for (const resolve of waiting.values()) resolve({ error: { message: "the inspector closed the connection" } });
      waiting.clear();
    };
    const send = (method, params = {}, timeoutMs = 60_000) =>
      new Promise((resolve) => {
        const id = ++nextId;
        const timer = setTimeout(() => {
          waiting.delete(id);
          resolve({ error: { message: `no answer to ${method}` } });
        }, timeoutMs);
        waiting.set(id, (data) => {
          clearTimeout(timer);
          resolve(data);
        });
        socket.send(JSON.stringify({ id, method, params }));
      });
    const enabled = await send("Profiler.enable", {}, 3000);
    if (!enabled.error) return { send, close: () => socket.close() };
    socket.close();
  }
  throw new Error(`The inspector at ${inspectorUrl} does not answer`);
}

export function splitByRequest(profile, starts) {
  const names = new Map(profile.nodes.map((node) => [node.id, node.callFrame.functionName]));
  // The sampler rarely keeps the requested pace: take the interval it achieved while busy
  // (the median gap; gaps while the isolate waits are far longer and lie above it).
  const gaps = profile.timeDeltas.slice(1).sort((a, b) => a - b);
  const interval = gaps.length ? gaps[Math.floor(gaps.length / 2)] : 0;
  const perRequest = new Array(starts.length - 1).fill(0);
  let time = profile.startTime;
  let request = 0;
  profile.samples.forEach((node, i) => {
    time += profile.timeDeltas[i];
    while (request < perRequest.length - 1 && time >= starts[request + 1]) request++;
    // Samples before the first request or after the last one (the profiler's own start and
    // stop) belong to none.
    const inside = time >= starts[0] && time < starts[starts.length - 1];
    if (inside && names.get(node) !== "(idle)") perRequest[request] += interval / 1000;
  });
  return perRequest;
}

/** `pid` and every process below it (Linux /proc). */
export function descendants(pid) {
  const all = [pid];
  for (let i = 0; i < all.length; i++) {
    try {
      const children = readFileSync(`/proc/${all[i]}/task/${all[i]}/children`, "utf8").trim();
      if (children) all.push(...children.split(/\s+/).map(Number));
    } catch {}
  }
  return all;
}

/**
 * TCP ports a process listens on, in the order it opened them (its socket inodes matched
 * against /proc/net/tcp). workerd opens its HTTP sockets and the inspector before the debug
 * port, which speaks Cap'n Proto and would log a broken connection on an HTTP probe.
 */
function listeningPorts(pid) {
  const inodes = new Map();
  try {
    for (const fd of readdirSync(`/proc/${pid}/fd`)) {
      const link = readlinkSync(`/proc/${pid}/fd/${fd}`, { encoding: "utf8" });
      const match = /^socket:\[(\d+)\]$/.exec(link);
      if (match) inodes.set(match[1], Number(fd));
    }
  } catch {
    return [];
  }
  const ports = [];
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    let lines = [];
    try {
      lines = readFileSync(table, "utf8").trim().split("\n").slice(1);
    } catch {}
    for (const line of lines) {
      const cols = line.trim().split(/\s+/);
      if (cols[3] === "0A" && inodes.has(cols[9])) ports.push({ fd: inodes.get(cols[9]), port: parseInt(cols[1].split(":")[1], 16) });
    }
  }
  return ports.sort((a, b) => a.fd - b.fd).map((entry) => entry.port);
}
