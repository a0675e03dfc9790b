// After `npm install` / `npm ci`: what the warnings above mean, and what to run next.
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
