// Route modules' guards (loaders and actions), beside getSessionUser: the session's user,
// or a thrown 401/403 answer with the Polish message, which the root error boundary shows.
// Pages (`{ page: true }`, for loaders) answer everyone without the role 403 'brak dostępu'
// as spec §8 says of /panel; actions tell a visitor to log in (401) and a user no (403).
import { data } from "react-router";
import { httpOf } from "../../worker/services/result";
import { NO_ACCESS_MESSAGE, authorize, type SessionUser } from "../../worker/services/session";
import type { Role } from "./userdata";

type Options = { page?: boolean };

async function requireRole(request: Request, role: Role, options: Options): Promise<SessionUser> {
  const result = await authorize(request, role);
  if (result.ok) return result.value;
  if (options.page && role !== "user") throw data(NO_ACCESS_MESSAGE, { status: 403 });
  const { status, body } = httpOf(result);
  throw data(body.error, { status });
}

export const requireUser = (request: Request, options: Options = {}) => requireRole(request, "user", options);
export const requireModerator = (request: Request, options: Options = {}) => requireRole(request, "moderator", options);
export const requireAdmin = (request: Request, options: Options = {}) => requireRole(request, "admin", options);
