// After `npm install` / `npm ci`: what the warnings above mean, and what to run next.
import { existsSync } from "node:fs";

// The `node` dev dependency's preinstall puts Node 24 in node_modules/.bin; without it every npm
// script would run the machine's Node and fail far from the cause, so say it here and stop.
if (!existsSync("node_modules/node/bin/node")) {
  console.error(
    "\nNode 24 from the `node` dev dependency is missing (its install script did not run)." +
      '\nRun: npm rebuild node   — and check that package-lock.json marks it "hasInstallScript": true.\n',
  );
  process.exit(1);
}
const userAgent = process.env.npm_config_user_agent ?? "";
const machineNode = /node\/v(\d+)/.exec(userAgent)?.[1];
if (machineNode && Number(machineNode) < 22) {
  console.log(
    `\nThe "EBADENGINE" warnings above are expected: this machine has Node ${machineNode}, wrangler and React Router ask for Node 22+,` +
      "\nand every npm script runs the Node 24 that the `node` dev dependency installed.",
  );
}
if (process.env.npm_command === "ci" || process.env.npm_command === "install") {
  console.log(
    "A note about @react-router/node asking for react-router 8.4.0 exactly is known: React Router's 8.4 dev tools build the 8.5 runtime fine.",
  );
}
console.log("\nNext: npm run dev   (another port: npm run dev -- --port 5180; tests: npm test)\n");
