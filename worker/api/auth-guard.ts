// Privileged API calls: the role comes from the verified session, never from the body (the
// spec's client sends `userdata`; it is ignored). 401 without a session, 403 for a role below
// the one needed. The check itself is `authorize` (worker/services/session.ts), which route
// modules reach through app/lib/auth.server.ts.
import { createMiddleware } from "hono/factory";
import type { Role } from "../../app/lib/userdata";
import { authorize, type SessionUser } from "../services/session";
import { answer } from "./answer";

export type AuthedEnv = { Bindings: Env; Variables: { user: SessionUser } };

const requireRole = (role: Role) =>
  createMiddleware<AuthedEnv>(async (c, next) => {
    const result = await authorize(c.req.raw, role);
    if (!result.ok) return answer(c, result, "status");
    c.set("user", result.value);
    await next();
  });

export const requireUser = requireRole("user");
export const requireModerator = requireRole("moderator");
export const requireAdmin = requireRole("admin");
