import { createRequestHandler, type ServerBuild } from "react-router";
import { api } from "./api";
import { CROSS_SITE_MESSAGE, isCrossSiteWrite } from "./api/csrf";
import { dispatchCron } from "./cron/dispatch";

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

export default {
  async fetch(request, env, ctx) {
    const { pathname } = new URL(request.url);
    if (pathname === "/api" || pathname.startsWith("/api/")) {
      return api.fetch(request, env, ctx);
    }
    // Page actions (React Router) get the API's CSRF check here, in one place for all.
    if (isCrossSiteWrite(request)) {
      return new Response(CROSS_SITE_MESSAGE, { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8" } });
    }
    return handleDocument(request);
  },

  // Awaited rather than waitUntil'd: the invocation then reports the job's failure.
  async scheduled(controller) {
    await dispatchCron(controller.cron);
  },
} satisfies ExportedHandler<Env>;
