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
