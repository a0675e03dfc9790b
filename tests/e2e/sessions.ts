// The seeded demo accounts (db/seed) and their sessions for the end-to-end tests. Logging in
// through the form costs a page load, a redirect and 100,000 PBKDF2 rounds on the server, so
// tests that are not about the login form get their session from the login API instead,
// once per account per worker process, and put it into the browser (fixtures.ts `loggedInAs`).
import type { BrowserContext, PlaywrightWorkerArgs } from "@playwright/test";
import { DEMO_ADMIN, DEMO_USER_PASSWORD, seedUsers } from "@db/seed/data/users";
import { USERDATA_KEY } from "~/lib/userdata";

export type Account = { username: string; password: string };

/** The seeded admin. */
export const ADMIN: Account = { username: DEMO_ADMIN.username, password: DEMO_ADMIN.password };

/** The moderator of tests/e2e/e2e-fixtures.sql (the seed has none), with the demo users' password. */
export const MODERATOR: Account = { username: "ModeratorScalacz", password: DEMO_USER_PASSWORD };

/** A seeded demo user with the shared demo password; a name the seed does not have fails at once. */
export function demoUser(username: string): Account & { email: string } {
  const user = seedUsers.find((candidate) => candidate.username === username);
  if (!user) throw new Error(`No demo user named ${username} in db/seed/data/users.ts`);
  return { username, email: user.email, password: DEMO_USER_PASSWORD };
}

type Cookie = Exclude<Parameters<BrowserContext["setStorageState"]>[0], string>["cookies"][number];
/** What a login leaves in the browser: the session cookie and the page's copy of the user (app/lib/userdata.ts). */
type Session = { cookie: Cookie; userdata: { name: string; value: string } };

// The session cookie's name (worker/services/session.ts).
const SESSION_COOKIE = "sesja";

const sessions = new Map<string, Promise<Session>>();

/**
 * The account's session, made on first use and kept for the worker process. Sessions live 30
 * days and end only by logging out or deleting the account: a test that does either logs in
 * through the form instead, so the shared session stays valid.
 */
function sessionOf(playwright: PlaywrightWorkerArgs["playwright"], baseURL: string, account: Account): Promise<Session> {
  const key = `${baseURL} ${account.username}`;
  let session = sessions.get(key);
  if (!session) {
    session = logInThroughApi(playwright, baseURL, account);
    sessions.set(key, session);
    // A failed login is not kept: the next test tries again and reports its own failure.
    session.catch(() => sessions.delete(key));
  }
  return session;
}

async function logInThroughApi(playwright: PlaywrightWorkerArgs["playwright"], baseURL: string, account: Account): Promise<Session> {
  const api = await playwright.request.newContext({ baseURL });
  try {
    // With the site's Origin, as the page's own requests carry it.
    const response = await api.post("/api/loginUser", {
      data: { username: account.username, password: account.password },
      headers: { Origin: new URL(baseURL).origin },
    });
    if (response.status() !== 200) throw new Error(`Logging in as ${account.username}: ${response.status()} ${await response.text()}`);
    const { user } = (await response.json()) as { user: { username: string; role: string } };
    const cookie = (await api.storageState()).cookies.find((candidate) => candidate.name === SESSION_COOKIE);
    if (!cookie) throw new Error(`Logging in as ${account.username} set no ${SESSION_COOKIE} cookie`);
    return { cookie, userdata: { name: USERDATA_KEY, value: JSON.stringify({ username: user.username, role: user.role }) } };
  } finally {
    await api.dispose();
  }
}

/** Puts the account's session into the context, as a login through the form leaves it. */
export async function logIn(context: BrowserContext, playwright: PlaywrightWorkerArgs["playwright"], baseURL: string, account: Account) {
  const session = await sessionOf(playwright, baseURL, account);
  // Merged into what the context holds (a visitor's vote cookie, the cookie banner's answer):
  // a login adds the session, it does not clear the browser.
  const state = await context.storageState();
  const origin = new URL(baseURL).origin;
  const stored = state.origins.find((o) => o.origin === origin)?.localStorage ?? [];
  await context.setStorageState({
    cookies: [...state.cookies.filter((c) => c.name !== session.cookie.name), session.cookie],
    origins: [
      ...state.origins.filter((o) => o.origin !== origin),
      { origin, localStorage: [...stored.filter((item) => item.name !== session.userdata.name), session.userdata] },
    ],
  });
}
