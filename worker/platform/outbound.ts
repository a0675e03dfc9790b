// The only door to the internet (YouTube, captcha verification, thumbnails). Tests swap the
// implementation so `npm test` never touches the network. The e2e and benchmark servers run
// the real build in another process, where no test can swap it: they set OUTBOUND_FETCH=off
// and every call fails at once, exactly as it would offline (callers fall back, e.g. to the
// placeholder thumbnail).
import { env } from "cloudflare:workers";

export type OutboundFetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

const realFetch: OutboundFetch = (input, init) => {
  if ((env as { OUTBOUND_FETCH?: string }).OUTBOUND_FETCH === "off") {
    return Promise.reject(new Error("Outbound fetch is switched off (OUTBOUND_FETCH=off)"));
  }
  return fetch(input, init);
};
let current: OutboundFetch = realFetch;

export function outboundFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  return current(input, init);
}

/** Replaces the outbound implementation; returns a function that restores the previous one. */
export function setOutboundFetch(next: OutboundFetch): () => void {
  const previous = current;
  current = next;
  return () => {
    current = previous;
  };
}
