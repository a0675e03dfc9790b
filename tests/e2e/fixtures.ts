// The `test` and `expect` every end-to-end spec imports: one place to add checks that must
// hold on every screen (script errors, security-policy violations).
import { test as base, type Browser, type BrowserContext, expect, type Page } from "@playwright/test";

const REPORT_BINDING = "__reportSecurityPolicyViolation";

/** What the browser writes to the console about our policies: refusals, malformed headers. */
const POLICY_MESSAGE = /Content[- ]Security[- ]Policy|Permissions-Policy header/i;

/**
 * Records every Content-Security-Policy violation of the context's pages (decision 027):
 * the `securitypolicyviolation` events, sent out the moment they fire so a later navigation
 * cannot lose them, and the console messages the browser writes about the policies (blocked
 * worker scripts, a malformed CSP, an unknown Permissions-Policy feature), which no event
 * reports.
 */
async function watchSecurityPolicy(context: BrowserContext, found: string[]): Promise<void> {
  await context.exposeBinding(REPORT_BINDING, ({ frame }, text: string) => {
    found.push(`${frame.url()}: ${text}`);
  });
  await context.addInitScript((binding) => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as Record<string, (text: string) => void>)[binding];
      const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : "";
      report?.(`${event.effectiveDirective} refused ${event.blockedURI || "an inline part"}${where} ${event.sample}`.trim());
    });
  }, REPORT_BINDING);
  const watchConsole = (page: Page) => {
    page.on("console", (message) => {
      if (POLICY_MESSAGE.test(message.text())) found.push(`${page.url()}: console: ${message.text()}`);
    });
  };
  for (const page of context.pages()) watchConsole(page);
  context.on("page", watchConsole);
}

/** Contexts a test opens itself (a second user, JavaScript off) are watched as well. */
function watchNewContexts(browser: Browser, found: string[]): () => void {
  const original = browser.newContext;
  browser.newContext = async (...args: Parameters<Browser["newContext"]>) => {
    const context = await original.apply(browser, args);
    await watchSecurityPolicy(context, found);
    return context;
  };
  return () => {
    browser.newContext = original;
  };
}

export const test = base.extend<{ securityPolicyViolations: string[] }>({
  // Every test, whether it asks for it or not: a page that breaks the policy fails the test.
  // A test that provokes a violation on purpose asks for the list and empties it.
  securityPolicyViolations: [
    async ({ browser, context }, use) => {
      const found: string[] = [];
      await watchSecurityPolicy(context, found);
      const restore = watchNewContexts(browser, found);
      try {
        await use(found);
      } finally {
        restore();
      }
      expect(found, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { Page } from "@playwright/test";
