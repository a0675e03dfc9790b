// The browser's copy of the login state (spec section 4): localStorage "userdata" holds at
// least the username so other tabs can follow a login or logout through storage events.
// It only mirrors the server's session; the server never reads it.
export const USERDATA_KEY = "userdata";

export type Role = "user" | "moderator" | "admin";

/** Roles from the least to the most trusted: a moderator may do what a user may, and more. */
const RANK: Record<Role, number> = { user: 0, moderator: 1, admin: 2 };

/**
 * Whether the role may do what `needed` may (spec §6: the privileged users — moderators and
 * the admin — delete user content; only the admin deletes interpretations and accounts).
 * Pages use it to show buttons; the server checks the session's role again (authorize).
 */
export function hasRole(role: Role, needed: Role): boolean {
  return RANK[role] >= RANK[needed];
}

/** A user's profile page (spec §2: /profil/{username}). */
export function profileHref(username: string): string {
  return `/profil/${encodeURIComponent(username)}`;
}

/** What the browser may know about the logged-in user (never the e-mail or the hash). */
export type UserData = { username: string; role: Role };

function readUserdata(): UserData | null {
  try {
    const raw = window.localStorage.getItem(USERDATA_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<UserData>;
    return typeof parsed.username === "string"
      ? { username: parsed.username, role: parsed.role === "admin" || parsed.role === "moderator" ? parsed.role : "user" }
      : null;
  } catch {
    return null;
  }
}

/** Stores or removes the copy (untouched when it already matches). */
export function writeUserdata(user: UserData | null): void {
  const current = readUserdata();
  if (current?.username === user?.username && current?.role === user?.role) return;
  try {
    if (user) window.localStorage.setItem(USERDATA_KEY, JSON.stringify({ username: user.username, role: user.role }));
    else window.localStorage.removeItem(USERDATA_KEY);
  } catch {
    // Storage can be disabled (private mode, quota); the cookie session still works.
  }
}
