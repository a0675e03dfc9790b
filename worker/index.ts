import { createRequestHandler } from "react-router";
import { api } from "./api";
import { CROSS_SITE_MESSAGE, isCrossSiteWrite } from "./api/csrf";
import { dispatchCron } from "./cron/dispatch";

// Created once per isolate: building the handler per request would redo route setup.
const handleDocument = createRequestHandler(
  () => import("virtual:react-router/server-build"),
  import.meta.env.MODE,
);

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
