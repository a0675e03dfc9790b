import { createRequestHandler } from "react-router";
import { api } from "./api";
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
    return handleDocument(request);
  },

  // Awaited rather than waitUntil'd: the invocation then reports the job's failure.
  async scheduled(controller) {
    await dispatchCron(controller.cron);
  },
} satisfies ExportedHandler<Env>;
