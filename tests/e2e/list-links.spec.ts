import { expect, openLive, test } from "./fixtures";

// Long lists render plain anchors (app/components/list-link.tsx); one handler in the root
// turns a plain click into a client-side navigation. Reads the seeded demo content.

test("a plain click on a song in an artist's list navigates without reloading the page", async ({ page }) => {
  await openLive(page, "/ludowa");
  // A full page load would drop this mark; a client-side navigation keeps it.
  await page.evaluate(() => ((window as unknown as { listLinkMark: number }).listLinkMark = 1));
  await page.getByRole("main").getByRole("link", { name: "Wlazł kotek na płotek", exact: true }).first().click();
  await expect(page).toHaveURL(/\/ludowa-wlazl-kotek-na-plotek$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ludowa – Wlazł kotek na płotek");
  expect(await page.evaluate(() => (window as unknown as { listLinkMark?: number }).listLinkMark)).toBe(1);
  await page.goBack();
  await expect(page).toHaveURL(/\/ludowa$/);
});

test("a click with a modifier key on a list link is left to the browser", async ({ page }) => {
  await openLive(page, "/ludowa");
  // The root's handler listens on document; a window listener runs after it and records
  // whether the click was taken over. It then cancels the click itself, so no second tab
  // opens: a new tab is the browser's business, and the headless shell has crashed opening one.
  await page.evaluate(() => {
    const w = window as unknown as { modifierClicks: boolean[] };
    w.modifierClicks = [];
    window.addEventListener("click", (event) => {
      w.modifierClicks.push(event.defaultPrevented);
      event.preventDefault();
    });
  });
  for (const modifier of ["ControlOrMeta", "Shift", "Alt"] as const) {
    await page
      .getByRole("main")
      .getByRole("link", { name: "Wlazł kotek na płotek", exact: true })
      .first()
      .click({ modifiers: [modifier] });
  }
  expect(await page.evaluate(() => (window as unknown as { modifierClicks: boolean[] }).modifierClicks)).toEqual([false, false, false]);
  await expect(page).toHaveURL(/\/ludowa$/);
});

test("the top navigation marks the current page, prefetches the page a pointer rests on and navigates in place", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openLive(page, "/");
  const nav = page.getByRole("navigation", { name: "Główna nawigacja" });
  await expect(nav.getByRole("link", { name: "Strona główna" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Blog" })).not.toHaveAttribute("aria-current", "page");
  await page.evaluate(() => ((window as unknown as { navMark: number }).navMark = 1));
  // Resting the pointer on a link fetches that page's data before the click, as <Link prefetch="intent">.
  const prefetch = page.waitForRequest((request) => new URL(request.url()).pathname === "/blog.data");
  await nav.getByRole("link", { name: "Blog" }).hover();
  await prefetch;
  await nav.getByRole("link", { name: "Blog" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(nav.getByRole("link", { name: "Blog" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Blog" })).toHaveClass(/\bactive\b/);
  await expect(nav.getByRole("link", { name: "Strona główna" })).not.toHaveAttribute("aria-current", "page");
  expect(await page.evaluate(() => (window as unknown as { navMark?: number }).navMark)).toBe(1);
});

test("a song's tabs switch in place and keep the reader's scroll position", async ({ page }) => {
  await openLive(page, "/ludowa-wlazl-kotek-na-plotek");
  const tabs = page.getByRole("navigation", { name: "Zakładki piosenki" });
  await tabs.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 120));
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  await tabs.getByRole("link", { name: /^Komentarze/ }).click();
  await expect(page).toHaveURL(/\/ludowa-wlazl-kotek-na-plotek\/komentarze$/);
  await expect(tabs.getByRole("link", { name: /^Komentarze/ })).toHaveAttribute("aria-current", "page");
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});
