// Time is a seam so tests can pin "today" for the best-of lists and throttle windows.
let offsetMs = 0;
let fixedMs: number | null = null;

export function nowMs(): number {
  return (fixedMs ?? Date.now()) + offsetMs;
}

export function nowSeconds(): number {
  return Math.floor(nowMs() / 1000);
}

export function setClockForTests(options: { fixedMs?: number | null; offsetMs?: number }): void {
  if (options.fixedMs !== undefined) fixedMs = options.fixedMs;
  if (options.offsetMs !== undefined) offsetMs = options.offsetMs;
}
