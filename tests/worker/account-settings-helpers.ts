// Shared by the settings page's tests (account-settings.test.ts, account-settings-leaving.test.ts):
// an owner with a session, the settings form sent from a client of its own, and the reads of an
// account and a session.
import { freshIp, makeAccount, postForm, sessionCookieFor } from "./account-helpers";
import { testDb } from "./helpers";

export const withCookie = (cookie: string) => new Request("http://localhost/", { headers: { Cookie: cookie } });
export const settings = (fields: Record<string, string>, cookie?: string, ip = freshIp()) =>
  postForm("/profil/ustawienia", fields, { "CF-Connecting-IP": ip, ...(cookie ? { Cookie: cookie } : {}) });
export const userById = (id: number) => testDb().query.users.findFirst({ where: (u, { eq }) => eq(u.id, id) });

/** A logged-in account with a session cookie. */
export async function owner(options: Parameters<typeof makeAccount>[0] = {}) {
  const account = await makeAccount(options);
  return { ...account, cookie: await sessionCookieFor(account.user.id) };
}
