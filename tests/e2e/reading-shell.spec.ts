import { expect, openLive, test } from "./fixtures";

test("home shows the best-of banner, lists, user tables, ads and the footer", async ({ page }) => {
  await openLive(page, "/");
  await expect(page).toHaveTitle(/\| Nadinterpretacje$/);
  await expect(page.getByRole("heading", { name: "Najlepsze interpretacje dnia" })).toBeVisible();
  await page.getByRole("tab", { name: "Tydzień" }).click();
  await expect(page.getByRole("heading", { name: "Najlepsze interpretacje tygodnia" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Najlepsze interpretacje dnia" })).toBeHidden();
  const weekItems = page.locator('[role="tabpanel"]:not([hidden]) ol li');
  expect(await weekItems.count()).toBeGreaterThan(0);
  expect(await weekItems.count()).toBeLessThanOrEqual(20);
  await expect(page.locator(".song-tiles").first().locator("li")).toHaveCount(12);
  await expect(page.locator('[data-ad-size="728x90"]')).toHaveCount(3);
  await expect(page.locator(".user-tables a[href^='/profil/']").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Pełny ranking" })).toHaveAttribute("href", "/ranking");
  const footer = page.locator("footer");
  await expect(footer).toContainText("Na e-maile odpowiadamy w ciągu 24 godzin.");
  await expect(footer.locator(".random-songs li")).toHaveCount(8);
});

test("a route change scrolls to the top and the vitals module reports", async ({ page }) => {
  // Views are sampled (one in four); this switch makes every view report. Reports need consent
  // to everything (decision 044), given before this page view.
  await page.addInitScript(() => {
    window.localStorage.setItem("vitalsSample", "1");
    window.localStorage.setItem("cookiesAccepted", "1");
  });
  const vitals = page.waitForResponse((response) => response.url().endsWith("/api/vitals") && response.request().method() === "POST");
  await openLive(page, "/");
  expect((await vitals).status()).toBe(204);
  await page.locator("footer").getByRole("link", { name: "Regulamin" }).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await page.locator("footer").getByRole("link", { name: "Regulamin" }).click();
  await expect(page).toHaveURL(/\/dmca$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("archive pager: pages, clamping, bare first page and the loading text", async ({ page }) => {
  // 1001 extra artists (tests/e2e/e2e-fixtures.sql, there from the start because the total
  // is cached for ten minutes and other specs open /archiwum too) make three pages of 500.
  await openLive(page, "/archiwum");
  const pager = page.locator("nav.pager").first();
  await expect(pager.locator("[aria-current=page]")).toHaveText("1");
  await expect(pager.getByRole("link", { name: "Strona 3" })).toBeVisible();
  await expect(pager.locator(".pager-arrow")).toHaveCount(0); // arrows only above 5 pages
  await expect(page.locator(".artist-list li")).toHaveCount(500);

  // Hold the data request so the loading state can be seen.
  await page.route("**/archiwum/3.data*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await pager.getByRole("link", { name: "Strona 3" }).click();
  await expect(page.getByText("Ładowanie...")).toBeVisible();
  await expect(page).toHaveURL(/\/archiwum\/3$/);
  await expect(page.getByText("Ładowanie...")).toBeHidden();
  await expect(page.locator("nav.pager").first().locator("[aria-current=page]")).toHaveText("3");
  await expect(page.locator(".artist-list")).toContainText("Zespół E2E 1001");

  await openLive(page, "/archiwum/9");
  await expect(page).toHaveURL(/\/archiwum\/3$/);
  await page.locator("nav.pager").first().getByRole("link", { name: "Strona 1" }).click();
  await expect(page).toHaveURL(/\/archiwum$/);
});

test("ranking links users to profiles, without a pager for one page", async ({ page }) => {
  await openLive(page, "/ranking");
  await expect(page.getByRole("heading", { name: "Ranking użytkowników" })).toBeVisible();
  const first = page.locator(".ranking-table tbody tr").first();
  await expect(first.locator("a")).toHaveAttribute("href", /^\/profil\//);
  await expect(first.locator(".points")).toHaveText(/^\+\d+$/);
  await expect(page.locator("nav.pager")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Nowe Interpretacje" })).toBeVisible();
});

test("blog leads to an article with its widgets", async ({ page }) => {
  await openLive(page, "/blog");
  const first = page.locator(".blog-list a").first();
  const title = (await first.getAttribute("title")) ?? "";
  await first.click();
  await expect(page).toHaveURL(/\/artykul\//);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(`${title} | Nadinterpretacje`);
  await expect(page.getByRole("heading", { name: "Nowe artykuły" })).toBeVisible();
  expect(await page.locator('meta[name="description"]').getAttribute("content")).toBeTruthy();
});

test("FAQ sections open and close like an accordion", async ({ page }) => {
  await openLive(page, "/faq");
  await expect(page.locator(".faq details")).toHaveCount(8);
  const ranking = page.locator("details", { has: page.getByText("Jak działa ranking?") });
  await expect(ranking.getByText("Każdy głos na interpretację")).toBeHidden();
  await ranking.locator("summary").click();
  await expect(ranking.getByText("Każdy głos na interpretację")).toBeVisible();
  await ranking.locator("summary").click();
  await expect(ranking.getByText("Każdy głos na interpretację")).toBeHidden();
});

test.describe("on a small screen", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the 'Idź do..' drop-down navigates", async ({ page }) => {
    await openLive(page, "/");
    await expect(page.locator("nav.site-nav")).toBeHidden();
    await page.getByText("Idź do..").click();
    await page.locator(".mobile-nav").getByRole("link", { name: "FAQ" }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole("heading", { name: "Najczęściej zadawane pytania" })).toBeVisible();
    await expect(page.locator(".mobile-nav")).not.toHaveAttribute("open", "");
  });
});

test("cookie banner: shown, 'read more', accepted, stays hidden after reload", async ({ page }) => {
  await openLive(page, "/");
  const banner = page.getByRole("region", { name: "Informacja o ciasteczkach" });
  await expect(banner).toBeVisible();
  await banner.getByRole("link", { name: "Czytaj więcej" }).click();
  await expect(page).toHaveURL(/\/prywatnosc#ciasteczka$/);
  await expect(banner).toBeVisible();
  await banner.getByRole("button", { name: "Akceptuję wszystkie" }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.getByRole("heading", { name: "Polityka prywatności" })).toBeVisible();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem("cookiesAccepted"))).toBe("1");
});

test("search bar: profanity is refused, a phrase opens /szukaj/…", async ({ page }) => {
  await openLive(page, "/");
  const box = page.getByRole("searchbox", { name: "Szukaj piosenek i wykonawców" });
  let alert = "";
  page.once("dialog", (dialog) => {
    alert = dialog.message();
    void dialog.accept();
  });
  await box.fill("kurwa");
  await box.press("Enter");
  await expect.poll(() => alert).toBe("Nie można wyszukiwać wyrazów zawierających wulgaryzmy!");
  await expect(page).toHaveURL(/\/$/);

  await box.fill("   ");
  await page.getByRole("button", { name: "Szukaj" }).click();
  await expect(page).toHaveURL(/\/$/);

  await box.fill("  hej sokoły ");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/szukaj\/hej%20soko%C5%82y$/);
  await expect(box).toHaveValue("");
});

test("an unknown deep path shows the not-found texts", async ({ page }) => {
  const response = await openLive(page, "/to/na/pewno/nie/istnieje");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Podana strona nie istnieje" })).toBeVisible();
  await expect(page.getByText("Nieprawidłowy adres strony. Wróć na stronę główną i spróbuj ponownie.")).toBeVisible();
  await expect(page).toHaveTitle("Podana strona nie istnieje | Nadinterpretacje");
});
