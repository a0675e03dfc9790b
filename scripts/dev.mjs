// `npm run dev [-- --port N]`: migrate and (when empty) seed the local D1, then start the
// dev server. Links, cookies and the cross-site check follow whatever port it takes (the
// Worker reads the site's origin from the request in development).
import { lookup } from "node:dns/promises";
import { ensureDevVars, prepareLocalDatabase, run, toolEnv } from "./lib.mjs";

const devVars = ensureDevVars();
if (devVars === "created") console.log("Created .dev.vars with fresh local secrets.");
if (devVars === "extended") console.log("Added the new settings of .dev.vars.example to .dev.vars.");
await prepareLocalDatabase();

/** Whether the video site's name resolves; offline machines answer fast, slow ones get 2 s. */
async function online() {
  const timeout = new Promise((resolve) => setTimeout(() => resolve(false), 2000).unref());
  return Promise.race([
    lookup("i.ytimg.com").then(
      () => true,
      () => false,
    ),
    timeout,
  ]);
}

const env = { ...toolEnv };
if (!(await online())) {
  // vite.config.ts turns this into OUTBOUND_FETCH=off for the Worker.
  env.DEV_OFFLINE = "1";
  console.log("No internet here: video thumbnails show placeholders, and checking video links will fail.");
}
console.log("Starting the dev server; open the Local address it prints (demo accounts are listed in README.md).\n");
await run("npx", ["react-router", "dev", ...process.argv.slice(2)], {
  env: { ...env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
});
