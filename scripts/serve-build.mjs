// Serves the production build with wrangler dev on its own fresh local state (migrated and
// seeded), for the end-to-end tests and the benchmark. Usage: node scripts/serve-build.mjs
// [--port 8799] [--state .wrangler/e2e-state] [--keep-state] [--sql file.sql ...]
// [--oembed-stub http://127.0.0.1:9799] [--altcha-max-counter 4] [--request-log off]
// --sql runs SQL files on that state after seeding, before the server starts: the e2e suite
// gives its fixtures what the demo content lacks (a song with a video) without any test-only
// path in the Worker.
import { rmSync } from "node:fs";
import { parseArgs } from "node:util";
import { LOCAL_BUILD_SECRETS, prepareLocalDatabase, run } from "./lib.mjs";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "8799" },
    state: { type: "string", default: ".wrangler/e2e-state" },
    "keep-state": { type: "boolean", default: false },
    sql: { type: "string", multiple: true, default: [] },
    // The e2e tests' local oEmbed stub (tests/e2e/oembed-stub.mjs); the benchmark has none.
    "oembed-stub": { type: "string" },
    // The e2e tests' cheap captchas (ALTCHA_MAX_COUNTER, worker/platform/config.ts); the
    // benchmark and Lighthouse measure the production default.
    "altcha-max-counter": { type: "string" },
    // The throughput bench's `off`: no log line per answered request (REQUEST_LOG, decision 051).
    "request-log": { type: "string" },
  },
});

if (!values["keep-state"]) rmSync(values.state, { recursive: true, force: true });
await prepareLocalDatabase(values.state);
for (const file of values.sql) {
  await run("npx", ["wrangler", "d1", "execute", "DB", "--local", "-c", "wrangler.jsonc", "--persist-to", values.state, "--file", file]);
}

const origin = `http://127.0.0.1:${values.port}`;
// Throwaway secrets: this server only ever runs on loopback.
const vars = {
  ...LOCAL_BUILD_SECRETS,
  SITE_URL: origin,
  // Never reach the internet from tests or benchmarks (see worker/platform/outbound.ts).
  OUTBOUND_FETCH: "off",
  // Mail stays here too: printed once and listed at /_dev/poczta (decision 044).
  MAIL_PROVIDER: "outbox",
  DATA_CONTROLLER_NAME: "Nadinterpretacje (serwer testowy)",
  DATA_CONTROLLER_ADDRESS: "ul. Przykładowa 1, 30-001 Kraków",
  DATA_CONTROLLER_EMAIL: "rodo@nadinterpretacje.local",
  // …except the video site's oEmbed look-ups, answered by a local stub when given.
  ...(values["oembed-stub"] ? { OUTBOUND_STUB_ORIGIN: values["oembed-stub"] } : {}),
  ...(values["altcha-max-counter"] ? { ALTCHA_MAX_COUNTER: values["altcha-max-counter"] } : {}),
  ...(values["request-log"] ? { REQUEST_LOG: values["request-log"] } : {}),
};
await run("npx", [
  "wrangler",
  "dev",
  "--port",
  values.port,
  "--ip",
  "127.0.0.1",
  "--persist-to",
  values.state,
  "--show-interactive-dev-session=false",
  ...Object.entries(vars).flatMap(([k, v]) => ["--var", `${k}:${v}`]),
]);
