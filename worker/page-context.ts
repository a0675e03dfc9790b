// What the Worker hands React Router with each page request (its load context): the
// per-request nonce of the page's Content-Security-Policy (decision 027) — the server entry
// (app/entry.server.tsx) reads it and gives it to React, <ServerRouter> and NonceContext — and
// whether the page's document is asked (decision 053: packed data goes in the page).
import { createContext } from "react-router";

/** Set by worker/index.ts on every page request; undefined outside the Worker. */
export const cspNonceRouterContext = createContext<string | undefined>(undefined);

/**
 * True when the request asks for a page's document, false for a client navigation's data
 * (`….data`): a document carries its packed loader data in the page (core/pages/packed.ts).
 */
export const pageDocumentRouterContext = createContext<boolean>(false);
