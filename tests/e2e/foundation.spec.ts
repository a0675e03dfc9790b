import { expect, test } from "./fixtures";

test("the production build serves the home page with seeded songs", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/\| Nadinterpretacje$/);
  expect(await page.locator("html").getAttribute("lang")).toBe("pl");
  // Seeded demo songs are listed and link to their pages.
  const links = page.locator('a[href^="/"]').filter({ hasText: " - " });
  expect(await links.count()).toBeGreaterThan(10);
});

test("the API answers 8 random seeded songs", async ({ request }) => {
  const response = await request.get("/api/randomSongs");
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body.songs).toHaveLength(8);
  expect(new Set(body.songs.map((s: { song_id: number }) => s.song_id)).size).toBe(8);
});
