// The `test` and `expect` every end-to-end spec imports: one place to add checks that must
// hold on every screen (script errors, security-policy violations).
import { test as base, expect } from "@playwright/test";

export const test = base.extend({
  page: async ({ page }, use) => {
    await use(page);
  },
});

export { expect };
export type { Page } from "@playwright/test";
