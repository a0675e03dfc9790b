import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { cspNonceRouterContext } from "./page-context";
import { api } from "./api";
import { CROSS_SITE_MESSAGE, isCrossSiteWrite } from "./api/csrf";
import { dispatchCron } from "./cron/dispatch";
import { runCron, serveRequest } from "./request-lifecycle";
import { currentRequestId, noteError } from "./services/request-scope";
import { createNonce, withSecurityHeaders } from "./security-headers";
import { isSeoPath, seoRoutes } from "./seo/routes";

const loadBuild = () => import("virtual:react-router/server-build") as Promise<ServerBuild>;

// Given a function, React Router re-imports the build and re-derives its route tables
// (flattening and compiling every route path) on every request, so that dev HMR sees new
// routes. That cost several milliseconds of CPU per request, so outside dev the build is
// loaded once per isolate and the derived handler kept.
let productionHandler: ReturnType<typeof createRequestHandler> | undefined;
const handleDocument: ReturnType<typeof createRequestHandler> = import.meta.env.DEV
  ? createRequestHandler(loadBuild, import.meta.env.MODE)
  : async (request, context) => {
      productionHandler ??= createRequestHandler(await loadBuild(), import.meta.env.MODE);
      return productionHandler(request, context);
    };

const SERVER_ERROR_MESSAGE = "Wystąpił błąd serwera. Spróbuj ponownie za chwilę.";

async function route(request: Request, env: Env, ctx: ExecutionContext, nonce: string): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (pathname === "/api" || pathname.startsWith("/api/")) {
    return api.fetch(request, env, ctx);
  }
  if (isSeoPath(pathname)) return seoRoutes.fetch(request, env, ctx);
  // Page actions (React Router) get the API's CSRF check here, in one place for all.
  if (isCrossSiteWrite(request)) {
    return new Response(CROSS_SITE_MESSAGE, { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  // The page's CSP nonce travels to app/entry.server.tsx in React Router's load context.
  return handleDocument(request, new RouterContextProvider(new Map([[cspNonceRouterContext, nonce]])));
}

export default {
  async fetch(request, env, ctx) {
    // One nonce per request; only pages use it, in their scripts and their CSP header.
    const nonce = createNonce();
    // The request's scope: its D1 session, its id, what it costs (worker/request-lifecycle.ts).
    const response = await serveRequest(request, ctx, isSeoPath, async () => {
      try {
        return await route(request, env, ctx, nonce);
      } catch (error) {
        // Hono and React Router answer their own errors; this is whatever escaped both, so
        // that it too carries the headers below instead of the platform's bare error page.
        noteError(error);
        return new Response(`${SERVER_ERROR_MESSAGE}\nIdentyfikator błędu: ${currentRequestId()}`, {
          status: 500,
          headers: { "Content-Type": "text/plain; charset=utf-8" },
        });
      }
    });
    // Security headers for every answer, in this one place (worker/security-headers.ts).
    return withSecurityHeaders(request, response, nonce);
  },

  // Awaited rather than waitUntil'd: the invocation then reports the job's failure.
  async scheduled(controller) {
    await runCron(controller.cron, () => dispatchCron(controller.cron));
  },
} satisfies ExportedHandler<Env>;
