// Route modules' guards (loaders and actions), beside getSessionUser: the session's user when
// the permission table lets them, or a thrown 401/403 answer with the Polish message, which
// the root error boundary shows. Pages (`{ page: true }`, for loaders) answer everyone
// without the permission 403 'brak dostępu' as product §8 says of /panel; actions tell a
// visitor to log in (401) and a user no (403).
import { data, redirect } from "react-router";
import { PERMISSION_MESSAGES, type Permission } from "@core/auth/permissions";
import { httpOf, type Result, statusText } from "@core/result";
import { requirePermission, requireSession } from "@worker/services/permissions";
import { getSessionUser, type SessionUser } from "@worker/services/session";
import { profileHref } from "@core/text/urlname";

type Options = { page?: boolean };

function orThrow(result: Result<SessionUser>, options: Options): SessionUser {
  if (result.ok) return result.value;
  if (options.page) throw data(PERMISSION_MESSAGES.noAccess, { status: 403, statusText: statusText(403) });
  const { status, statusText: phrase, body } = httpOf(result);
  throw data(body.error, { status, statusText: phrase });
}

/** The session's user when they hold the permission, else a thrown 401/403. */
export async function requirePermissionOrThrow(request: Request, permission: Permission, options: Options = {}): Promise<SessionUser> {
  return orThrow(await requirePermission(request, permission), options);
}

/** The session's user, whatever the role, else a thrown 401 (an account's own pages and actions). */
export async function requireUserOrThrow(request: Request): Promise<SessionUser> {
  return orThrow(await requireSession(request), {});
}

/** Pages for visitors only (/login, /rejestracja): a logged-in user goes to their profile. */
export async function requireAnonymous(request: Request): Promise<void> {
  const user = await getSessionUser(request);
  if (user) throw redirect(profileHref(user.username));
}
