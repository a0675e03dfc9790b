import { WorkerEntrypoint } from "cloudflare:workers";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { renderForCache, servePage } from "./page-cache/gateway";
import { cacheDecision } from "./page-cache/policy";
import { nowMs } from "./platform/clock";
import { type PageCache, pageCacheFor, RENDERED_HEADER } from "./platform/page-cache";
import { cspNonceRouterContext, pageDocumentRouterContext } from "./page-context";
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

/** The build's id: part of every page-cache key, so a deploy never serves the previous build's pages. */
let buildId: string | undefined;
async function currentBuildId(): Promise<string> {
  buildId ??= (await loadBuild()).assets.version;
  return buildId;
}

const SERVER_ERROR_MESSAGE = "Wystąpił błąd serwera. Spróbuj ponownie za chwilę.";

async function route(request: Request, env: Env, ctx: ExecutionContext, nonce: string, cache: PageCache): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (pathname === "/api" || pathname.startsWith("/api/")) {
    return api.fetch(request, env, ctx);
  }
  if (isSeoPath(pathname)) return seoRoutes.fetch(request, env, ctx);
  // Page actions (React Router) get the API's CSRF check here, in one place for all.
  if (isCrossSiteWrite(request)) {
    return new Response(CROSS_SITE_MESSAGE, { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  // Anonymous page views come from the page cache (decision 051); everything else renders.
  return servePage(request, cache, await currentBuildId(), nonce, renderDocument);
}

/**
 * The page's CSP nonce travels to app/entry.server.tsx in React Router's load context, and
 * whether a document is asked (not a navigation's `.data`) to the loaders that pack their data.
 */
function renderDocument(request: Request, nonce: string): Promise<Response> {
  const document = !new URL(request.url).pathname.endsWith(".data");
  const context = new RouterContextProvider();
  context.set(cspNonceRouterContext, nonce);
  context.set(pageDocumentRouterContext, document);
  return handleDocument(request, context);
}

/** The request's answer, or the bare error page for whatever escaped Hono and React Router. */
async function guarded(answer: () => Promise<Response>): Promise<Response> {
  try {
    return await answer();
  } catch (error) {
    // Hono and React Router answer their own errors; this is whatever escaped both, so
    // that it too carries the security headers instead of the platform's bare error page.
    noteError(error);
    return new Response(`${SERVER_ERROR_MESSAGE}\nIdentyfikator błędu: ${currentRequestId()}`, {
      status: 500,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
}

/**
 * Production's cached entrypoint (decision 051): Workers Cache sits in front of it, so the
 * gateway below reaches it through ctx.exports only for cacheable pages, and it renders only
 * on a miss. Its purges must run here: Workers Cache scopes a purge to the entrypoint calling it.
 */
export class CachedPages extends WorkerEntrypoint<Env> {
  override async fetch(request: Request): Promise<Response> {
    const decision = cacheDecision(request, await currentBuildId());
    const response = await serveRequest(request, this.ctx, isSeoPath, { pageCache: pageCacheFor(this.ctx) }, () =>
      guarded(async () => {
        if (!decision.cacheable) return new Response("Nie ta droga.", { status: 404, headers: { "Cache-Control": "private, no-store" } });
        return renderForCache(request, decision.tags, renderDocument);
      }),
    );
    const headers = new Headers(response.headers);
    headers.set(RENDERED_HEADER, String(nowMs()));
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }

  async purgeTags(tags: string[]): Promise<{ success: boolean; errors: unknown[] }> {
    if (!this.ctx.cache) return { success: false, errors: ["Workers Cache is off"] };
    return this.ctx.cache.purge({ tags });
  }
}

export default {
  async fetch(request, env, ctx) {
    // One nonce per request; only pages use it, in their scripts and their CSP header.
    const nonce = createNonce();
    // The request's scope: its D1 session, its id, what it costs (worker/request-lifecycle.ts).
    const pageCache = pageCacheFor(ctx);
    const response = await serveRequest(request, ctx, isSeoPath, { pageCache }, () => guarded(() => route(request, env, ctx, nonce, pageCache)));
    // Security headers for every answer, in this one place (worker/security-headers.ts).
    return withSecurityHeaders(request, response, nonce);
  },

  // Awaited rather than waitUntil'd: the invocation then reports the job's failure.
  async scheduled(controller) {
    await runCron(controller.cron, () => dispatchCron(controller.cron));
  },
} satisfies ExportedHandler<Env>;
