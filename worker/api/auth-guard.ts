// Privileged API calls refuse before the body is read: 401 without a session, 403 for a role
// the permission table (core/auth/permissions.ts) leaves out — whatever the body says. The
// services check the same permission again when they act (worker/services/permissions.ts);
// the session lookup is shared per request, so that costs nothing. The spec's `userdata`
// field is ignored everywhere.
import { createMiddleware } from "hono/factory";
import type { Permission } from "@core/auth/permissions";
import { requirePermission, requireSession } from "../services/permissions";
import type { SessionUser } from "../services/session";
import { answer } from "./answer";

export type AuthedEnv = { Bindings: Env; Variables: { user: SessionUser } };

/** Lets the call through only for a session whose role holds the permission. */
export const guard = (permission: Permission) =>
  createMiddleware<AuthedEnv>(async (c, next) => {
    const result = await requirePermission(c.req.raw, permission);
    if (!result.ok) return answer(c, result, "status");
    c.set("user", result.value);
    await next();
  });

/** Lets the call through for any logged-in user. */
export const signedIn = createMiddleware<AuthedEnv>(async (c, next) => {
  const result = await requireSession(c.req.raw);
  if (!result.ok) return answer(c, result, "status");
  c.set("user", result.value);
  await next();
});
