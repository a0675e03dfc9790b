// Who someone is on the site: a visitor (no session) or an account with one of three roles.
// What each role may do is the permission table (permissions.ts); nothing else should
// compare roles. The role lives in `users.role` and reaches pages through the session.

export const ROLES = ["user", "moderator", "admin"] as const;

export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

/** The Polish names the panel shows. */
export const ROLE_LABELS: Record<Role, string> = {
  user: "użytkownik",
  moderator: "moderator",
  admin: "administrator",
};

/** Someone acting on the site, as far as permissions care: null is a visitor. */
export type Actor = { role: Role } | null | undefined;

/** What the browser may know about the logged-in user (never the e-mail or the hash). */
export type UserData = { username: string; role: Role };
