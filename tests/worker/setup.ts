import { applyD1Migrations, env } from "cloudflare:test";
import { beforeEach } from "vitest";
import { setOutboundFetch } from "@worker/platform/outbound";
import { clearIsolateMemory } from "@worker/services/cache";
import { forgetRecentPages } from "@worker/page-cache/recent";
import { localPageCache } from "@worker/platform/page-cache";

// Idempotent: applies only what this storage has not seen yet.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

// No test may reach the internet; a test that needs a remote answer installs its own fake.
setOutboundFetch(async (input) => {
  throw new Error(`Network disabled in tests: ${input instanceof Request ? input.url : String(input)}`);
});

// Cached lists live in isolate memory too; each test starts from what KV and D1 hold.
beforeEach(() => clearIsolateMemory());

// Test helpers write to D1 directly, past the services that purge cached pages (decision 051),
// so each test starts with no cached page; within a test, only the real write paths purge.
beforeEach(async () => {
  forgetRecentPages();
  await localPageCache().purge(["page"]);
});
