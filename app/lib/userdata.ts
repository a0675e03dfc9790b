// The browser's copy of the login state (product §4.1): localStorage "userdata" holds at
// least the username so other tabs can follow a login or logout through storage events.
// It only mirrors the server's session; the server never reads it. What a role may do is
// the permission table's business (core/auth/permissions.ts), not this mirror's.
import { isRole, type UserData } from "@core/auth/roles";

export type { UserData };

export const USERDATA_KEY = "userdata";

function readUserdata(): UserData | null {
  try {
    const raw = window.localStorage.getItem(USERDATA_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<UserData>;
    return typeof parsed.username === "string" ? { username: parsed.username, role: isRole(parsed.role) ? parsed.role : "user" } : null;
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
