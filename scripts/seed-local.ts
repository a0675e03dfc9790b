// Seeds the local D1 (the one `npm run dev` uses) when it is empty.
import { getPlatformProxy } from "wrangler";
import { seedDemoContent } from "../db/seed/seed";

const proxy = await getPlatformProxy<Env>({ configPath: "wrangler.jsonc", persist: true });
try {
  const result = await seedDemoContent(proxy.env.DB);
  if (result.seeded) {
    console.log("Demo content added:", Object.entries(result.counts).map(([k, v]) => `${k} ${v}`).join(", "));
  } else {
    console.log("Local database already has content; seed skipped.");
  }
} finally {
  await proxy.dispose();
}
