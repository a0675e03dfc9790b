// Work that concurrent requests would otherwise repeat — rendering a cold page, rebuilding a
// cached list — done once at a time per key in this isolate, without one request awaiting a
// promise that another request settles.
//
// Why not simply share the promise: workerd runs a promise's continuations in the context of
// the request whose I/O settled it. A request that awaits another's promise goes on inside
// that other request, and the bodies and streams it then makes or reads belong to the wrong
// one: "Cannot perform I/O on behalf of a different request (I/O type: ReadableStreamSource)",
// and the visitor gets a 500. That is what the load test met at 64 connections (home and song
// pages, about 2 % of answers) while the page cache and the lists shared their work as
// promises. So a request that finds the work under way for another request waits on timers
// of its own until the result is where `ready` finds it, as plain data; only the request that
// started the work (or code outside any request, a test) awaits its promise.
import { currentScope, type RequestScope } from "./request-scope";

type UnderWay = { owner: RequestScope | undefined; done: Promise<unknown> };

const underWay = new Map<string, UnderWay>();

/** How long a request waits for another's work before doing it itself, in ms. */
const PATIENCE_MS = 10_000;
/** Its pauses between looks: short at first (most work ends within milliseconds), then 50 ms. */
const FIRST_PAUSE_MS = 2;
const LONGEST_PAUSE_MS = 50;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * `work()` for `key`, unless the same work is under way: then the result `ready()` finds once
 * it ends. When that work leaves nothing to find (a page that is not stored, a failure) or
 * takes longer than PATIENCE_MS, this request does the work itself, beside any others, so a
 * second wave never queues behind a first.
 */
export async function onceAtATime<T>(key: string, ready: () => T | undefined, work: () => Promise<T>): Promise<T> {
  const running = underWay.get(key);
  if (running) {
    if (running.owner === currentScope()) return running.done as Promise<T>;
    let waited = 0;
    for (let step = FIRST_PAUSE_MS; underWay.get(key) === running && waited < PATIENCE_MS; step = Math.min(step * 2, LONGEST_PAUSE_MS)) {
      await pause(step);
      waited += step;
      const value = ready();
      if (value !== undefined) return value;
    }
    return ready() ?? work();
  }
  const done = work();
  const entry: UnderWay = { owner: currentScope(), done };
  underWay.set(key, entry);
  try {
    return await done;
  } finally {
    if (underWay.get(key) === entry) underWay.delete(key);
  }
}
