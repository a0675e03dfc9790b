// The per-request nonce of the page's Content-Security-Policy (decision 027). The Worker
// makes it and sends it in the header; React Router carries it to the server entry in its
// load context (worker/page-context.ts); the entry hands it to React (its own inline
// scripts), to React Router's <ServerRouter> and, through NonceContext, to the inline
// scripts the root layout writes.
import { createContext, useContext } from "react";

/** Server only: in the browser the nonce is neither known nor needed after the first paint. */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
