import { DEMO_USER_PASSWORD } from "@db/seed/data/users";
import { ADMIN, expect, openLive, test, type Page } from "./fixtures";

// Issue 12 §7, measured with bounding boxes: the footer on the page grid, phone thumbnails
// that long titles cannot squeeze, the logged-in navigation on one row at 1366 px with the
// longest name, evenly cut grid titles, the 336×280 ad in the sidebars, and the article
// editor's file picker in Polish. tests/e2e/e2e-fixtures.sql adds the user with a 30-letter
// name (the longest allowed) and the demo users' password.
const LONG_NAME = { username: "NajdłuższyNickNadinterpretacji", password: DEMO_USER_PASSWORD };
const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

/** These walks open many pages: no web-vitals beacons (app/lib/vitals-client.ts), so the
 *  address's beacon limit is left for the spec that tests the reporter. */
const NO_VITALS = () => window.localStorage.setItem("vitalsSample", "0");

test.beforeEach(async ({ page }) => {
  await page.addInitScript(NO_VITALS);
});

const box = async (page: Page, selector: string) => {
  const found = await page.locator(selector).first().boundingBox();
  expect(found, selector).not.toBeNull();
  return found!;
};

for (const viewport of [DESKTOP, PHONE]) {
  test(`the footer's columns start where the header and the page start (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openLive(page, "/onas");
    const logo = await box(page, ".site-header .logo");
    const heading = await box(page, "main h1");
    const footerFirst = await box(page, ".site-footer h2");
    const copyright = await box(page, ".site-footer .copyright");
    expect(Math.abs(footerFirst.x - logo.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(footerFirst.x - heading.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(copyright.x - logo.x)).toBeLessThanOrEqual(1);
    // …and end where the header's row ends (the search button's right edge).
    const search = await box(page, ".search-bar button");
    const footerColumns = await page
      .locator(".site-footer > section")
      .evaluateAll((sections) => sections.map((s) => s.getBoundingClientRect().right));
    for (const right of footerColumns) expect(right).toBeLessThanOrEqual(search.x + search.width + 1);
  });
}

test("on a phone, search and profile thumbnails keep their size next to long titles", async ({ page }) => {
  await page.setViewportSize(PHONE);
  for (const path of ["/szukaj/ludowa", "/profil/KrólowaRefrenu"]) {
    await openLive(page, path);
    const rows = page.locator(".search-results > li");
    expect(await rows.count()).toBeGreaterThan(3);
    const sizes = await page
      .locator(".search-results > li img")
      .evaluateAll((images) => images.map((image) => ({ width: image.getBoundingClientRect().width, height: image.getBoundingClientRect().height })));
    for (const size of sizes) expect(size, path).toEqual({ width: 120, height: 90 });
    // Nothing sticks out of the screen either.
    const widest = await rows.evaluateAll((items) => Math.max(...items.map((item) => item.getBoundingClientRect().right)));
    expect(widest).toBeLessThanOrEqual(PHONE.width);
  }
});

test("the logged-in navigation fits on one row at 1366 px with the longest name", async ({ page, loggedInAs }) => {
  await page.setViewportSize(DESKTOP);
  await loggedInAs(LONG_NAME);
  await openLive(page, `/profil/${encodeURIComponent(LONG_NAME.username)}`);
  const nav = page.getByRole("navigation", { name: "Główna nawigacja" });
  const profile = nav.getByRole("link", { name: `Profil: ${LONG_NAME.username}` });
  await expect(profile).toBeVisible();
  await expect(profile).toHaveAttribute("title", `Profil: ${LONG_NAME.username}`);
  await expect(nav.getByRole("link", { name: "Wyloguj" })).toBeVisible();
  const rows = await nav.locator("li").evaluateAll((items) => new Set(items.map((item) => Math.round(item.getBoundingClientRect().top))).size);
  expect(rows).toBe(1);
  const search = await box(page, ".search-bar button");
  const logout = await nav.getByRole("link", { name: "Wyloguj" }).boundingBox();
  expect(logout!.x + logout!.width).toBeLessThanOrEqual(search.x + search.width + 1);
});

test("grid titles are cut evenly: every tile name the same height, two lines at most", async ({ page }) => {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    for (const path of ["/", "/ludowa-wlazl-kotek-na-plotek/covery", "/ludowa-wlazl-kotek-na-plotek/instrumentale"]) {
      await openLive(page, path);
      const names = await page.locator(".song-tiles li span").evaluateAll((spans) =>
        spans.map((span) => ({
          height: Math.round(span.getBoundingClientRect().height),
          line: Number.parseFloat(getComputedStyle(span).lineHeight),
        })),
      );
      expect(names.length, path).toBeGreaterThan(0);
      expect(new Set(names.map((n) => n.height)).size, `${path} at ${viewport.width} px`).toBe(1);
      expect(names[0].height).toBeLessThanOrEqual(Math.ceil(names[0].line * 2));
    }
  }
});

test("the 336×280 ad sits in the sidebar of the pages that have one", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  for (const path of ["/ranking", "/szukaj/kotek", "/ludowa", "/artykul/jak-pisac-nadinterpretacje-ktore-przejda-do-historii"]) {
    await openLive(page, path);
    const ad = page.locator('.sidebar [data-ad-size="336x280"]');
    await expect(ad, path).toHaveCount(1);
    const adBox = (await ad.boundingBox())!;
    expect(adBox.width).toBe(336);
    expect(adBox.height).toBe(280);
    // In the right-hand column, beside the content, not under it.
    const content = await box(page, "main.with-sidebar > :first-child");
    expect(adBox.x).toBeGreaterThan(content.x + content.width);
    await expect(ad.getByRole("link", { name: "Zarejestruj się" })).toBeVisible();
  }
  // On a phone the sidebar follows the content, the ad no wider than the screen.
  await page.setViewportSize(PHONE);
  await openLive(page, "/ranking");
  const adBox = (await page.locator('[data-ad-size="336x280"]').boundingBox())!;
  expect(adBox.x).toBeGreaterThanOrEqual(0);
  expect(adBox.x + adBox.width).toBeLessThanOrEqual(PHONE.width);
});

test("the article editor's file picker speaks Polish and is reached by keyboard", async ({ page, loggedInAs }) => {
  await loggedInAs(ADMIN);
  await openLive(page, "/artykul_edit");
  const input = page.getByLabel("Prześlij obraz (JPG, PNG, GIF lub WEBP)");
  await expect(input).toHaveAttribute("type", "file");
  const picker = page.locator(".file-picker");
  await expect(picker.getByText("Wybierz plik…")).toBeVisible();
  await expect(picker.getByText("Nie wybrano pliku")).toBeVisible();
  // The browser's own button (its text in the browser's language) is not drawn.
  const native = (await input.boundingBox())!;
  expect(native.width * native.height).toBeLessThanOrEqual(1);
  // Keyboard users reach it, and the Polish button shows the focus.
  await input.focus();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  await expect(input).toBeFocused();
  const ring = await picker.locator(".file-picker-button").evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(ring).toBe("solid");
});
