// React Router's default web entry, plus one thing: React's renderer gets a faster encoder
// for the short ASCII strings it writes (see ascii-text-encoder.server.ts). Import order
// matters here: the encoder module must be evaluated before react-dom/server.
import { restoreNativeTextEncoder } from "./lib/ascii-text-encoder.server";
import { renderToReadableStream } from "react-dom/server";
import { isbot } from "isbot";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";

restoreNativeTextEncoder();

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  let shellRendered = false;
  const userAgent = request.headers.get("user-agent");

  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} />, {
    signal: AbortSignal.timeout(streamTimeout + 1000),
    onError(error: unknown) {
      responseStatusCode = 500;
      // Errors while rendering the shell reject and are logged by React Router itself.
      if (shellRendered) console.error(error);
    },
  });
  shellRendered = true;

  // Crawlers get the whole page at once, not a stream.
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) {
    await body.allReady;
  }

  responseHeaders.set("Content-Type", "text/html");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
