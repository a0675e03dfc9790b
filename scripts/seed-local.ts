// Seeds the local D1 (the one `npm run dev` uses) when it is empty, and fills username keys
// an older local database lacks.
import { drizzle } from "drizzle-orm/d1";
import { getPlatformProxy } from "wrangler";
import * as schema from "@db/schema";
import { seedDemoContent } from "@db/seed/seed";
import { backfillUsernameKeys } from "@worker/services/username-backfill";

// PERSIST_TO points at another local state folder (the e2e and bench servers use their own).
// wrangler --persist-to X keeps its data under X/v3; the proxy wants that inner folder.
const persist = process.env.PERSIST_TO ? { path: `${process.env.PERSIST_TO}/v3` } : true;
const proxy = await getPlatformProxy<Env>({ configPath: "wrangler.jsonc", persist });
try {
  const result = await seedDemoContent(proxy.env.DB);
  if (result.seeded) {
    console.log(
      "Demo content added:",
      Object.entries(result.counts)
        .map(([k, v]) => `${k} ${v}`)
        .join(", "),
    );
  } else {
    console.log("Local database already has content; seed skipped.");
  }
  // A database seeded before usernames had keys gets them here (decision 031), so login by
  // a name without Polish letters works without waiting for the hourly cron.
  const keys = await backfillUsernameKeys(drizzle(proxy.env.DB, { schema }), Number.POSITIVE_INFINITY);
  if (keys.filled > 0) console.log(`Username keys filled: ${keys.filled} (${keys.disambiguated.length} disambiguated).`);
} finally {
  await proxy.dispose();
}
