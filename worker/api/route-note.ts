// Tells the request's scope which route answered (decision 050: the log line and the status
// page count by route pattern, never by address). Mounted first, so it sees the route the
// answer came from after everything else has run.
import type { MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import { noteRoute } from "../services/request-scope";

export const routeNote: MiddlewareHandler = async (c, next) => {
  await next();
  const answered = matchedRoutes(c)[c.req.routeIndex];
  // An address no route takes ends after the last middleware (use() registers "ALL"): one
  // name for all of them.
  const path = answered && answered.method !== "ALL" ? answered.path : "(nie znaleziono)";
  noteRoute(`${c.req.method} ${path}`);
};
