// `npm test`: format and lint check, type check, the vitest suite inside workerd, then the end-to-end tests in
// Chromium against the production build. Stops at the first failing stage.
import { run } from "./lib.mjs";

const stages = [
  ["Format and lint (Biome)", "npx", ["biome", "check", "."]],
  ["Type check", "npm", ["run", "typecheck"]],
  ["Vitest (workerd + node)", "npx", ["vitest", "run"]],
  ["Build", "npm", ["run", "build"]],
  ["End-to-end (Playwright)", "npx", ["playwright", "test"]],
];

for (const [name, command, args] of stages) {
  console.log(`\n=== ${name} ===`);
  await run(command, args);
}
