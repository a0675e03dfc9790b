import { expect, openLive, test } from "./fixtures";

// Reads the seeded demo content (db/seed): "Wlazł kotek na płotek" by "Ludowa".
const SONG = "/ludowa-wlazl-kotek-na-plotek";

test("a song: open an interpreted line, by mouse and by keyboard", async ({ page }) => {
  await openLive(page, SONG);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ludowa – Wlazł kotek na płotek");
  await expect(page).toHaveTitle("Ludowa - Wlazł kotek na płotek – tekst i nadinterpretacje | Nadinterpretacje");
  const panel = page.locator("#dodaj-interpretacje");
  await expect(panel).toContainText("Kliknij podświetloną linię");

  // A marker on window survives only if the router handles the click without a reload.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole("button", { name: "Ładna to piosenka, niedługa." }).first().click();
  await expect(page).toHaveURL(/\?linia=1$/);
  await expect(panel).toContainText("pierwsza w historii recenzja");
  await expect(panel).toContainText("RymoKrytyk");
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);

  const third = page.getByRole("button", { name: "Zaśpiewaj, koteczku, jeszcze raz!" }).first();
  await third.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\?linia=3$/);
  await expect(panel).toContainText("rekurencją kocią");
  await expect(panel).not.toContainText("pierwsza w historii recenzja");
  await expect(third).toHaveAttribute("aria-pressed", "true");
});

test("a song's tabs show comments, translations and remixes", async ({ page }) => {
  await openLive(page, SONG);
  await page.getByRole("link", { name: /^Komentarze \(\d+\)$/ }).click();
  await expect(page).toHaveURL(`${SONG}/komentarze`);
  await expect(page.getByText("Rym „mruga – niedługa” jest odważny. Szanuję.")).toBeVisible();
  // The tab switch loads nothing; the title still follows the view (made by the loader).
  await expect(page).toHaveTitle("Ludowa - Wlazł kotek na płotek – komentarze | Nadinterpretacje");

  await page.getByRole("link", { name: /^Tłumaczenie \(\d+\)$/ }).click();
  await expect(page).toHaveURL(`${SONG}/tlumaczenie`);
  await expect(page.getByText(/Ein Kätzchen stieg auf den Zaun/)).toBeVisible();
  await page.getByRole("link", { name: "English" }).click();
  await expect(page.getByText(/A kitten climbed the fence/)).toBeVisible();
  await expect(page.getByText(/Ein Kätzchen stieg auf den Zaun/)).toHaveCount(0);
  await expect(page).toHaveTitle("Ludowa - Wlazł kotek na płotek – tłumaczenie (English) | Nadinterpretacje");

  await page.getByRole("link", { name: /^Remixy \(\d+\)$/ }).click();
  const remix = page.getByRole("link", { name: "Wlazł kotek na płotek (Techno Remix 2009 Extended)" });
  await expect(remix).toHaveAttribute("href", "https://www.youtube.com/watch?v=Ls-q0VVDmjL");
  await expect(remix.locator("img")).toHaveAttribute("src", /^\/api\/ytproxy\/i\.ytimg\.com\/vi\/Ls-q0VVDmjL\//);

  await page.getByRole("link", { name: /^Tekst$/ }).click();
  await expect(page).toHaveURL(SONG);
  await expect(page).toHaveTitle("Ludowa - Wlazł kotek na płotek – tekst i nadinterpretacje | Nadinterpretacje");
  await expect(page.getByRole("button", { name: "Wlazł kotek na płotek i mruga," }).first()).toBeVisible();
});

test("without JavaScript, a line's interpretations still open (server-rendered ?linia=N)", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(SONG);
  await page.getByRole("button", { name: "Ładna to piosenka, niedługa." }).first().click();
  await expect(page).toHaveURL(/\?linia=1$/);
  await expect(page.locator("#dodaj-interpretacje")).toContainText("pierwsza w historii recenzja");
  await context.close();
});

test("from a song to its artist, whose page lists the songs", async ({ page }) => {
  await openLive(page, SONG);
  await page.getByRole("heading", { level: 1 }).getByRole("link", { name: "Ludowa" }).click();
  await expect(page).toHaveURL("/ludowa");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ludowa");
  await expect(page.getByRole("heading", { name: "Nowe Piosenki" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Stary niedźwiedź mocno śpi" }).first()).toBeVisible();
});

test("searching without Polish letters finds the song", async ({ page }) => {
  await openLive(page, "/");
  const box = page.getByRole("searchbox", { name: "Szukaj piosenek i wykonawców" });
  await box.fill("niedzwiedz");
  await box.press("Enter");
  await expect(page).toHaveURL("/szukaj/niedzwiedz");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wyniki wyszukiwania: niedzwiedz");
  await expect(page.getByText(/^Znaleziono \d+ piosen/)).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Ludowa - Stary niedźwiedź mocno śpi" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ludowa – Stary niedźwiedź mocno śpi");
});

test("while a song loads after a click, the loading message shows", async ({ page }) => {
  await openLive(page, "/ludowa");
  // Hold the song's data back a moment so the wait is visible.
  await page.route(/\/ludowa-wlazl-kotek-na-plotek\.data/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.getByRole("main").getByRole("link", { name: "Wlazł kotek na płotek", exact: true }).first().click();
  await expect(page.getByRole("status")).toHaveText("Ładowanie...");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ludowa – Wlazł kotek na płotek");
  await expect(page.getByRole("status")).toHaveCount(0);
});

test("a profile shows points, position and interpreted songs", async ({ page }) => {
  await page.goto("/profil/KrólowaRefrenu");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("KrólowaRefrenu");
  await expect(page.getByText(/^Punkty: [+-]?\d+$/)).toBeVisible();
  await expect(page.getByText(/^Miejsce w rankingu: \d+$/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Nadinterpretowane piosenki" })).toBeVisible();
  await expect(page.locator(".profile-songs li").first()).toBeVisible();
});

test("an unknown address lands on /404", async ({ page }) => {
  await page.goto("/tej-piosenki-nie-ma-w-bazie");
  await expect(page).toHaveURL("/404");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Podana strona nie istnieje");
});
