import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, findChromium } from "./tests/e2e/browser";
import { writeCorpusSql } from "./tests/e2e/markup-corpus-sql";

// E2E_PORT / E2E_STATE let two suites run side by side on one machine.
const PORT = Number(process.env.E2E_PORT ?? 8799);
const STATE = process.env.E2E_STATE ?? ".wrangler/e2e-state";
// The local oEmbed stub (tests have no internet): next to the suite's own port range.
const STUB_PORT = Number(process.env.E2E_STUB_PORT ?? PORT + 1000);
const executablePath = await findChromium();
// The markup corpus as comments (markup-safety.spec.ts), written beside the state before the
// server starts; only the main process starts the server, so only it writes the file.
const CORPUS_SQL = `${STATE}-markup-corpus.sql`;
if (!process.env.TEST_WORKER_INDEX) await writeCorpusSql(CORPUS_SQL);

// Runs against the production build served by wrangler dev (scripts/serve-build.mjs);
// `npm test` builds first.
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: "pl-PL",
    timezoneId: "Europe/Warsaw",
    launchOptions: { executablePath, args: chromiumArgs },
    trace: "off",
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], launchOptions: { executablePath, args: chromiumArgs } } }],
  webServer: [
    {
      command: `node tests/e2e/oembed-stub.mjs --port ${STUB_PORT}`,
      url: `http://127.0.0.1:${STUB_PORT}/health`,
      timeout: 10_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      // e2e-fixtures.sql: what the demo content lacks (a song with a video, decision 033);
      // the corpus: songs full of hostile markup comments (decision 028). Captchas ask for
      // 1–4 steps instead of 100–400 (configuration, decision 020): the widget still solves them.
      command: `node scripts/serve-build.mjs --port ${PORT} --state ${STATE} --sql tests/e2e/e2e-fixtures.sql --sql ${CORPUS_SQL} --oembed-stub http://127.0.0.1:${STUB_PORT} --altcha-max-counter 4`,
      url: `http://127.0.0.1:${PORT}/api/randomSongs`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
