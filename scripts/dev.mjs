// `npm run dev`: migrate and (when empty) seed the local D1, then start the dev server.
import { prepareLocalDatabase, run } from "./lib.mjs";

await prepareLocalDatabase();
await run("npx", ["react-router", "dev", ...process.argv.slice(2)]);
