// Privileged API calls: the role comes from the verified session, never from the body
// (the spec's client sends `userdata`; it is ignored). 401 without a session, 403 for
// anyone but an admin.
import { createMiddleware } from "hono/factory";
import { getSessionUser, type SessionUser } from "../services/session";

export type AdminEnv = { Bindings: Env; Variables: { user: SessionUser } };

export const NO_SESSION_MESSAGE = "Musisz być zalogowany.";
export const NO_ACCESS_MESSAGE = "brak dostępu";

export const requireAdmin = createMiddleware<AdminEnv>(async (c, next) => {
  const user = await getSessionUser(c.req.raw);
  if (!user) return c.json({ status: "error", error: NO_SESSION_MESSAGE }, 401);
  if (user.role !== "admin") return c.json({ status: "error", error: NO_ACCESS_MESSAGE }, 403);
  c.set("user", user);
  await next();
});
