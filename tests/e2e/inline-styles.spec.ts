import { ADMIN, expect, openLive, test, type Page } from "./fixtures";

// Decision 030: the whole stylesheet of the site arrives inlined in the head, so no page
// waits for a stylesheet request, and the screens with their own rules (the article editor,
// /dodaj) are styled from that same block, on a full load and after client-side navigation.

async function expectNoStylesheetLinks(page: Page) {
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
  await expect(page.locator("style#site-css")).toHaveCount(1);
}

test("no page loads a stylesheet, and the editor and /dodaj still get their own rules", async ({ page, loggedInAs }) => {
  const stylesheets: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "stylesheet") stylesheets.push(request.url());
  });

  await openLive(page, "/");
  await expectNoStylesheetLinks(page);
  // The shell's rules (app.css) are in force before any script runs.
  await expect(page.locator(".skip-link")).not.toBeInViewport();

  await loggedInAs(ADMIN);

  await openLive(page, "/dodaj");
  await expectNoStylesheetLinks(page);
  // add-song.css
  await expect(page.locator(".add-song-form .form-field").first()).toHaveCSS("display", "grid");

  await openLive(page, "/artykul_edit");
  await expectNoStylesheetLinks(page);
  // article-editor.css
  await expect(page.locator(".article-editor-form")).toHaveCSS("display", "grid");

  // Client-side navigation to another route adds no stylesheet either.
  await page.locator("header a.logo").click();
  await expect(page).toHaveURL("/");
  await expectNoStylesheetLinks(page);

  expect(stylesheets).toEqual([]);
});
