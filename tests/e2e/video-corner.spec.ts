// The song page's video corner waits for its first use (app/lib/deferred-part.tsx, decision 052
// Update 2): its chunk is not loaded with the page, reading and selecting lyrics do not load
// it, and the first press or the first typed time works although the corner's code only
// arrives after it.
import { fakeVideoSite } from "./fake-video-site";
import { expect, openLive, type Page, test } from "./fixtures";

const SONG = "/ludowa-panie-janie";

/** The scripts the page has asked for, by file (the corner's chunk is named after song-media.tsx). */
function scriptRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") urls.push(new URL(request.url()).pathname);
  });
  return urls;
}
const corner = (urls: string[]) => urls.filter((url) => url.startsWith("/assets/song-media-"));

test("the corner's code is not loaded with the page nor by reading, and the first press on its poster plays", async ({ page }) => {
  const site = await fakeVideoSite(page);
  const scripts = scriptRequests(page);
  await openLive(page, SONG);
  // The lyrics are live without it: a line is selected and its panel opens.
  await page.locator(".lyrics .lyric-line button.annotated").first().click();
  await expect(page).toHaveURL(/[?&]linia=\d+/);
  await page.waitForTimeout(300);
  expect(corner(scripts)).toEqual([]);

  // The press reaches a corner whose code is not there yet: it is loaded, and the press plays.
  await page.getByRole("button", { name: "Odtwórz teledysk: Ludowa - Panie Janie" }).click();
  await expect(page.locator('iframe[title="Odtwarzacz testowy"]')).toBeVisible();
  await expect.poll(async () => (await site.player())?.state).toBe(1);
  expect(corner(scripts)).toHaveLength(1);
});

test("times typed into the loop before the corner's code arrives are the ones the loop uses", async ({ page }) => {
  const site = await fakeVideoSite(page);
  await openLive(page, SONG);
  // Typed key by key, as a person does, from the first focus on.
  const start = page.getByRole("textbox", { name: "Od" });
  await start.click();
  await start.press("Control+A");
  await page.keyboard.type("0:05");
  await page.getByRole("textbox", { name: "Do" }).fill("0:10");
  await page.getByRole("button", { name: "Zapętl" }).click();
  await expect(page).toHaveURL(`${SONG}?od=0:05&do=0:10`);
  await expect(page.getByRole("button", { name: "Zatrzymaj pętlę" })).toBeVisible();
  await expect.poll(site.player).toMatchObject({ time: 5, state: 1 });
});

test("on a phone the folded corner opens at the first tap, before its code is there", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await fakeVideoSite(page);
  await openLive(page, SONG);
  await page.locator("summary", { hasText: "Teledysk i pętla" }).click();
  // At once: the fold is the browser's own <details>, and it stays open once the code is there.
  await expect(page.locator(".player-frame")).toBeVisible();
  await page.getByRole("button", { name: "Odtwórz teledysk: Ludowa - Panie Janie" }).click();
  await expect(page.locator('iframe[title="Odtwarzacz testowy"]')).toBeVisible();
  await expect(page.locator("details.media-fold")).toHaveAttribute("open", "");
});

test("a corner whose code cannot be loaded stays as the server wrote it and says so; the page goes on", async ({ page }) => {
  const site = await fakeVideoSite(page);
  await openLive(page, SONG);
  await page.route("**/assets/song-media-*.js", (route) => route.abort());
  await page.getByRole("button", { name: "Odtwórz teledysk: Ludowa - Panie Janie" }).click();
  // The spec's chunk message (product §8), under the corner, which is still there.
  const alert = page.getByRole("alert").filter({ hasText: "Loading chunk song-media-" });
  await expect(alert).toContainText("failed.");
  await expect(alert).toContainText("Nie udało się wczytać tej części strony — odśwież stronę.");
  await expect(page.getByRole("button", { name: "Odtwórz teledysk: Ludowa - Panie Janie" })).toBeVisible();
  await expect(page.locator("iframe")).toHaveCount(0);
  expect(site.requests).toEqual([]);
  // The rest of the page is live.
  await page.locator(".lyrics .lyric-line button.annotated").first().click();
  await expect(page).toHaveURL(/[?&]linia=\d+/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Panie Janie");
});
