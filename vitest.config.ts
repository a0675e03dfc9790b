import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vitest/config";

// Test-only secrets: real ones never live in the repository.
const testBindings = {
  SESSION_SECRET: "test-session-secret-0123456789abcdef0123456789",
  ALTCHA_HMAC_KEY: "test-altcha-hmac-key-0123456789abcdef012345678",
  SITE_URL: "http://localhost",
  // Captchas the tests solve by brute force (solvedCaptcha) cost 1–4 steps instead of 100–400;
  // the challenge is made and verified by the production code path all the same.
  ALTCHA_MAX_COUNTER: "4",
  // Mail stays in the outbox table (decision 044); a test of a provider switches this itself.
  MAIL_PROVIDER: "outbox",
  DATA_CONTROLLER_NAME: "Nadinterpretacje (testy)",
  DATA_CONTROLLER_ADDRESS: "ul. Testowa 1, 00-001 Kraków",
  DATA_CONTROLLER_EMAIL: "rodo@nadinterpretacje.test",
};

export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(import.meta.dirname, "migrations"));
  return {
    test: {
      // Three files at a time on two cores: a worker test waits on workerd and local D1 for much
      // of its time, and with Vitest's default (one fewer than the cores: one here) the suite
      // took seven minutes; three measured a third faster than one, four no faster than three.
      maxWorkers: 3,
      // Every request and cron run logs one JSON line (decision 050); tests that read them spy
      // on the console. Printed, thousands of them would bury what a failure says.
      onConsoleLog: (log: string) => !/^\{"type":"(request|cron)"/.test(log.trim()),
      projects: [
        {
          // Inside workerd, against real D1/KV/R2 with the real migrations.
          plugins: [
            cloudflareTest({
              wrangler: { configPath: "./wrangler.jsonc" },
              miniflare: { bindings: { ...testBindings, TEST_MIGRATIONS: migrations } },
            }),
            reactRouter(),
          ],
          resolve: { tsconfigPaths: true },
          test: {
            name: "worker",
            include: ["tests/worker/**/*.test.ts"],
            setupFiles: ["tests/worker/setup.ts"],
            // Several tests hash passwords (100,000 PBKDF2 rounds) or solve captchas in bulk:
            // seconds on a busy 2-core machine.
            testTimeout: 30_000,
          },
        },
        {
          // Node-side checks: schema/migration drift needs drizzle-kit, which is Node only.
          resolve: { tsconfigPaths: true },
          // Some load Vite's config or drizzle-kit (seconds when the machine is busy): the same
          // 30 s as the worker tests rather than Vitest's 5 s.
          test: { name: "node", include: ["tests/node/**/*.test.ts"], environment: "node", testTimeout: 30_000 },
        },
      ],
    },
  };
});
