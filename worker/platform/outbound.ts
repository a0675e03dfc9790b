// The only door to the internet (YouTube, captcha verification, thumbnails). Tests swap the
// implementation so `npm test` never touches the network. The e2e and benchmark servers run
// the real build in another process, where no test can swap it: they set OUTBOUND_FETCH=off
// and every call fails at once, exactly as it would offline (callers fall back, e.g. to the
// placeholder thumbnail).
//
// One exception, for the e2e server only: adding a cover needs the video site's oEmbed
// answer, so OUTBOUND_STUB_ORIGIN (set by scripts/serve-build.mjs --oembed-stub) sends the
// oEmbed requests, and nothing else, to a local stub (tests/e2e/oembed-stub.mjs). Only a
// loopback origin is accepted: a stray setting cannot send requests anywhere else.
import { env } from "cloudflare:workers";

export type OutboundFetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

const OEMBED_PREFIX = "https://www.youtube.com/oembed?";
const LOOPBACK_ORIGIN = /^http:\/\/(127\.0\.0\.1|localhost):\d{1,5}$/;

type OutboundVars = { OUTBOUND_FETCH?: string; OUTBOUND_STUB_ORIGIN?: string };

/** The stub's address for an oEmbed request when the stub is configured, else null (exported for its test). */
export function stubbedAddress(input: string | URL | Request): string | null {
  const origin = (env as OutboundVars).OUTBOUND_STUB_ORIGIN;
  if (!origin) return null;
  if (!LOOPBACK_ORIGIN.test(origin))
    throw new Error("Invalid configuration: OUTBOUND_STUB_ORIGIN must be a loopback origin, e.g. http://127.0.0.1:9799");
  const address = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  return address.startsWith(OEMBED_PREFIX) ? `${origin}/oembed?${address.slice(OEMBED_PREFIX.length)}` : null;
}

const realFetch: OutboundFetch = (input, init) => {
  const stub = stubbedAddress(input);
  if (stub) return fetch(stub, init);
  if ((env as OutboundVars).OUTBOUND_FETCH === "off") {
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
