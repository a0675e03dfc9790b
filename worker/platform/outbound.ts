// The only door to the internet (YouTube, captcha verification, thumbnails). Tests swap the
// implementation so `npm test` never touches the network.
export type OutboundFetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

const realFetch: OutboundFetch = (input, init) => fetch(input, init);
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
