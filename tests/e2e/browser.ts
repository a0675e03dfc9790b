import { existsSync } from "node:fs";

// Flags that keep Chromium quiet on a machine with no internet (see DEVELOPERS.md).
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

/** CHROME_PATH, else the system Chromium, else the binary shipped in @sparticuz/chromium. */
export async function findChromium(): Promise<string> {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  const { default: chromium } = await import("@sparticuz/chromium");
  return chromium.executablePath();
}
