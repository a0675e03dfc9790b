// React Router's default web entry, plus two things: every script the page carries gets the
// request's CSP nonce (decision 027), and the site's CSS is provided for inlining (decision
// 030). In the Worker's build React's renderer keeps its chunks as strings and encodes once
// per flush (vite-react-string-chunks.ts, decision 053).
import { renderToReadableStream } from "react-dom/server";
import { isbot } from "isbot";
import { preloadParts } from "~/lib/lazy-part";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { cspNonceRouterContext } from "@worker/page-context";
import { currentRequestId, noteError } from "@worker/services/request-scope";
import { NonceContext } from "./lib/csp-nonce";
import siteCss from "./app.css?inline";
import { SiteCssContext } from "./lib/site-css";
import { RequestIdContext } from "./lib/request-id";

export const streamTimeout = 5_000;

/**
 * Unexpected errors of loaders, actions and rendering go to the request's scope: its log line
 * carries the message and stack under the request id the error page shows (decision 050).
 * A request the visitor abandoned is no error of ours.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (!request.signal.aborted) noteError(error);
};

// Inlined in every page's head (app/lib/site-css.ts): the shell, then every stylesheet of
// app/styles (~7 KB gzipped in all), so no page waits for a stylesheet. Components do not
// import these files themselves; the build refuses such an import (vite.config.ts).
const STYLES = import.meta.glob<string>("./styles/*.css", { query: "?inline", import: "default", eager: true });
const SITE_CSS = [
  siteCss,
  ...Object.keys(STYLES)
    .sort()
    .map((file) => STYLES[file]),
].join("\n");

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // Set by worker/index.ts, which also sends it in the Content-Security-Policy header.
  const nonce = loadContext.get(cspNonceRouterContext);

  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  // Pages' lazily loaded parts render whole on the server, never as a fallback (decision 052).
  await preloadParts();

  let shellRendered = false;
  const userAgent = request.headers.get("user-agent");

  const body = await renderToReadableStream(
    // <ServerRouter nonce> covers React Router's own inline scripts and is the default of
    // <Scripts>, <ScrollRestoration> and <Links>; NonceContext reaches the root layout's.
    <NonceContext value={nonce}>
      <SiteCssContext value={SITE_CSS}>
        <RequestIdContext value={currentRequestId()}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </RequestIdContext>
      </SiteCssContext>
    </NonceContext>,
    {
      // React's own inline scripts (streamed Suspense boundaries).
      nonce,
      // React sends a finished Suspense boundary larger than this (12,800 bytes by default)
      // apart, hidden, and shows it with an inline script: a browser without JavaScript would
      // never see it. Our boundaries hold whole pages and tabs (lazyPart, decision 052), so
      // finished content always goes in place.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      signal: AbortSignal.timeout(streamTimeout + 1000),
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors while rendering the shell reject and are logged by React Router itself.
        if (shellRendered) console.error(error);
      },
    },
  );
  shellRendered = true;

  // Crawlers get the whole page at once, not a stream.
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) {
    await body.allReady;
  }

  responseHeaders.set("Content-Type", "text/html");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
