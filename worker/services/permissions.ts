// The server's side of the permission table (core/auth/permissions.ts): who the verified
// session says is acting, and whether the table lets them. Services call these before they
// touch anything; Hono guards and page actions call them before reading a body so that a
// refusal is 401/403 whatever the body holds. The role is never taken from the request body.
import { can, PERMISSION_MESSAGES, type Permission } from "@core/auth/permissions";
import { fail, ok, type Result } from "@core/result";
import { getSessionUser, type SessionUser } from "./session";

/** The actor when the table lets them act: 401 for a visitor, 403 for a role without it. */
export function permit(actor: SessionUser | null, permission: Permission): Result<SessionUser> {
  if (!actor) return fail("unauthenticated", PERMISSION_MESSAGES.noSession);
  if (!can(actor, permission)) return fail("forbidden", PERMISSION_MESSAGES.noAccess);
  return ok(actor);
}

/** The session's user when they hold the permission (the session lookup is shared per request). */
export async function requirePermission(request: Request, permission: Permission): Promise<Result<SessionUser>> {
  return permit(await getSessionUser(request), permission);
}

/** The session's user, whatever the role; 401 without one. */
export async function requireSession(request: Request): Promise<Result<SessionUser>> {
  const user = await getSessionUser(request);
  return user ? ok(user) : fail("unauthenticated", PERMISSION_MESSAGES.noSession);
}
