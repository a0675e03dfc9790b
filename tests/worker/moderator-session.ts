// A moderator with a session, made once per test file that calls withModerator() (the merges'
// and the renames' tests). Exported bindings stay live: a test reads what beforeAll set.
import { beforeAll } from "vitest";
import type { SessionUser } from "@worker/services/session";
import { makeAccount, sessionCookieFor } from "./account-helpers";

export let moderator: SessionUser;
export let cookie = "";

export function withModerator(): void {
  beforeAll(async () => {
    const { user } = await makeAccount({ role: "moderator" });
    moderator = { id: user.id, username: user.username, role: user.role };
    cookie = await sessionCookieFor(user.id);
  });
}
