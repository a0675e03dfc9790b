// `npm run dev`: migrate and (when empty) seed the local D1, then start the dev server.
import { ensureDevVars, prepareLocalDatabase, run } from "./lib.mjs";

if (ensureDevVars()) console.log("Created .dev.vars with fresh local secrets.");
await prepareLocalDatabase();
await run("npx", ["react-router", "dev", ...process.argv.slice(2)]);
