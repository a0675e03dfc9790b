// What the Worker hands React Router with each page request (its load context): the
// per-request nonce of the page's Content-Security-Policy (decision 027). The server entry
// (app/entry.server.tsx) reads it and gives it to React, <ServerRouter> and NonceContext.
import { createContext } from "react-router";

/** Set by worker/index.ts on every page request; undefined outside the Worker. */
export const cspNonceRouterContext = createContext<string | undefined>(undefined);
