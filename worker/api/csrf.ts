// CSRF: a state-changing request must come from our own pages. Browsers name the page
// that sent a request in Origin (every POST) and Sec-Fetch-Site; anything else — another
// site, a sandboxed frame ("null") — is refused. Requests with neither header come from
// no browser (scripts, tests) and carry no victim's cookies, so they pass. The same check
// guards the API (csrfGuard below) and React Router actions (worker/index.ts).
import type { MiddlewareHandler } from "hono";
import { siteOrigin } from "../platform/config";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const CROSS_SITE_MESSAGE = "Odrzucono żądanie wysłane z innej strony.";

function ownOrigins(request: Request): Set<string> {
  return new Set([siteOrigin(request), new URL(request.url).origin]);
}

/** True when a state-changing request was sent by some other site. */
export function isCrossSiteWrite(request: Request): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  const origin = request.headers.get("Origin");
  if (origin !== null) return !ownOrigins(request).has(origin);
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  if (fetchSite !== null) return fetchSite !== "same-origin" && fetchSite !== "none";
  return false;
}

export const csrfGuard: MiddlewareHandler = async (c, next) => {
  if (isCrossSiteWrite(c.req.raw)) return c.json({ status: "error", error: CROSS_SITE_MESSAGE }, 403);
  await next();
};
