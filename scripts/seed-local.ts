// Seeds the local D1 (the one `npm run dev` uses) when it is empty.
import { getPlatformProxy } from "wrangler";
import { seedDemoContent } from "../db/seed/seed";

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
} finally {
  await proxy.dispose();
}
