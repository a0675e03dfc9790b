// The `test` and `expect` every end-to-end spec imports, and what every spec needs: checks
// that must hold on every screen (script errors, security-policy violations), opening a page
// once React owns it, solving the captcha, and a logged-in session without the login form.
import { test as base, type Browser, type BrowserContext, expect, type Locator, type Page } from "@playwright/test";
import { type Account, logIn } from "./sessions";

export { ADMIN, MODERATOR, demoUser, type Account } from "./sessions";

const REPORT_BINDING = "__reportSecurityPolicyViolation";

/** What the browser writes to the console about our policies: refusals, malformed headers. */
const POLICY_MESSAGE = /Content[- ]Security[- ]Policy|Permissions-Policy header/i;

/**
 * Console errors that are no broken page: a refused request (the 4xx answers tests provoke,
 * aborted routes) the browser logs as a failed resource, and the policy messages, which the
 * security-policy watcher reports.
 */
const NOT_A_PAGE_ERROR = new RegExp(`^Failed to load resource|${POLICY_MESSAGE.source}`, "i");

type Found = { securityPolicyViolations: string[]; pageErrors: string[] };

/**
 * Records every Content-Security-Policy violation of the context's pages (decision 027):
 * the `securitypolicyviolation` events, sent out the moment they fire so a later navigation
 * cannot lose them, and the console messages the browser writes about the policies (blocked
 * worker scripts, a malformed CSP, an unknown Permissions-Policy feature), which no event
 * reports. And every script error of its pages: uncaught exceptions (hydration mismatches
 * included) and console errors.
 */
async function watchContext(context: BrowserContext, found: Found): Promise<void> {
  await context.exposeBinding(REPORT_BINDING, ({ frame }, text: string) => {
    found.securityPolicyViolations.push(`${frame.url()}: ${text}`);
  });
  await context.addInitScript((binding) => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as Record<string, (text: string) => void>)[binding];
      const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : "";
      report?.(`${event.effectiveDirective} refused ${event.blockedURI || "an inline part"}${where} ${event.sample}`.trim());
    });
  }, REPORT_BINDING);
  const watchPage = (page: Page) => {
    page.on("pageerror", (error) => found.pageErrors.push(`${page.url()}: ${error.message}`));
    page.on("console", (message) => {
      const text = message.text();
      if (POLICY_MESSAGE.test(text)) found.securityPolicyViolations.push(`${page.url()}: console: ${text}`);
      else if (message.type() === "error" && !NOT_A_PAGE_ERROR.test(text)) found.pageErrors.push(`${page.url()}: console: ${text}`);
    });
  };
  for (const page of context.pages()) watchPage(page);
  context.on("page", watchPage);
}

/** Contexts a test opens itself (a second user, JavaScript off) are watched as well. */
function watchNewContexts(browser: Browser, found: Found): () => void {
  const original = browser.newContext;
  browser.newContext = async (...args: Parameters<Browser["newContext"]>) => {
    const context = await original.apply(browser, args);
    await watchContext(context, found);
    return context;
  };
  return () => {
    browser.newContext = original;
  };
}

/** Opens a page and waits until React has hydrated it (the shell marks <html>): clicks before that hit the server's HTML. */
export async function openLive(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return response;
}

/**
 * Solves the captcha as a person does: a click on the widget's label (drawn over the native
 * checkbox), then the wait for its answer; the one inside `within` when a page has several.
 */
export async function solveCaptcha(page: Page, within?: Locator) {
  const scope = within ?? page;
  // The widget loads on first use of its form (decision 052): touch its box first.
  await scope.locator(".captcha-field").first().dispatchEvent("pointerdown");
  await scope.locator("altcha-widget").getByText("Nie jestem robotem").click();
  await expect(scope.locator('input[name="g-recaptcha-response"]')).not.toHaveValue("", { timeout: 20_000 });
}

type Fixtures = {
  /** Every policy violation of the test so far; a test that provokes one on purpose empties it. */
  securityPolicyViolations: string[];
  /** Every script error of the test so far; a test that provokes one on purpose empties it. */
  pageErrors: string[];
  /**
   * Logs the browser context (the test's own unless given) in as the account, the way the
   * login form leaves it: the session cookie and the page's copy of the user. The login
   * itself (100,000 PBKDF2 rounds on the server) runs once per account per worker process.
   */
  loggedInAs: (account: Account, context?: BrowserContext) => Promise<void>;
  /** The lists behind the two above, checked after every test. */
  watched: Found;
};

export const test = base.extend<Fixtures>({
  // Every test, whether it asks for it or not: a page that breaks the policy or throws fails
  // the test.
  watched: [
    async ({ browser, context }, use) => {
      const found: Found = { securityPolicyViolations: [], pageErrors: [] };
      await watchContext(context, found);
      const restore = watchNewContexts(browser, found);
      try {
        await use(found);
      } finally {
        restore();
      }
      expect(found, "Content-Security-Policy violations and page errors").toEqual({ securityPolicyViolations: [], pageErrors: [] });
    },
    { auto: true },
  ],
  securityPolicyViolations: async ({ watched }, use) => use(watched.securityPolicyViolations),
  pageErrors: async ({ watched }, use) => use(watched.pageErrors),
  loggedInAs: async ({ context, playwright, baseURL }, use) => {
    await use(async (account, target = context) => logIn(target, playwright, String(baseURL), account));
  },
});

export type LoggedInAs = Fixtures["loggedInAs"];
export { expect };
export type { Page } from "@playwright/test";
