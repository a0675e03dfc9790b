import type { Locator } from "@playwright/test";
import { expect, test, type Page } from "./fixtures";

// The seeded demo songs have no videos: every tile must show its own cover (decision 029).
const SIZES = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844 },
];

type Tile = { src: string; href: string };

async function songTiles(page: Page): Promise<Tile[]> {
  return page.locator("img.song-thumb").evaluateAll((images) =>
    images.map((element) => {
      return { src: element.getAttribute("src") ?? "", href: element.closest("a")?.getAttribute("href") ?? "" };
    }),
  );
}

for (const size of SIZES) {
  test(`the home page shows no placeholder wall (${size.name})`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto("/");
    const tiles = await songTiles(page);
    expect(tiles.length).toBeGreaterThanOrEqual(20);
    expectOwnCovers(tiles);

    // The covers really load, at the video thumbnails' 16:9, so nothing shifts.
    const tile = page.locator(".song-tiles img.song-thumb").first();
    await tile.scrollIntoViewIfNeeded();
    await expectLoaded16by9(tile);
    await testInfo.attach(`home-${size.name}.png`, { body: await page.screenshot({ fullPage: true }), contentType: "image/png" });
  });

  test(`a song without a video shows its own cover, and its lists no placeholder (${size.name})`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto("/ludowa-wlazl-kotek-na-plotek");
    await expect(page.getByText("Ta piosenka nie ma jeszcze teledysku.")).toBeVisible();
    // Where the player would be: the song's own cover, the one its tiles show elsewhere.
    const cover = page.locator(".song-video-missing img");
    await expect(cover).toHaveAttribute("src", /^\/api\/songArt\/\d+\/\d+\/medium\.svg$/);
    await expectLoaded16by9(cover);

    const tiles = await songTiles(page);
    expect(tiles.length).toBeGreaterThanOrEqual(5);
    expectOwnCovers(tiles);
    expect(await page.locator('img[src="/images/placeholder.svg"]').count()).toBe(0);
    await testInfo.attach(`song-${size.name}.png`, { body: await page.screenshot({ fullPage: true }), contentType: "image/png" });
  });
}

/** Every tile has a picture of its own: no shared placeholder, no two songs sharing one. */
function expectOwnCovers(tiles: Tile[]) {
  // A song may appear in two sections; two different songs never share a picture.
  const songOfSrc = new Map<string, string>();
  for (const tile of tiles) {
    expect(tile.src).not.toBe("/images/placeholder.svg");
    const other = songOfSrc.get(tile.src);
    if (other !== undefined) expect(other, tile.src).toBe(tile.href);
    songOfSrc.set(tile.src, tile.href);
  }
  expect(new Set(tiles.map((t) => t.src)).size).toBe(new Set(tiles.map((t) => t.href)).size);
}

async function expectLoaded16by9(image: Locator) {
  await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  const box = await image.boundingBox();
  expect(box!.width / box!.height).toBeCloseTo(16 / 9, 1);
}

test("a song's share card is a PNG the page names in its head", async ({ page, request }) => {
  await page.goto("/ludowa-wlazl-kotek-na-plotek");
  const image = await page.locator('meta[property="og:image"]').getAttribute("content");
  expect(image).toMatch(/\/api\/songArt\/\d+\/\d+\/share\.png$/);
  const response = await request.get(new URL(image!).pathname);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  expect((await response.body()).subarray(1, 4).toString()).toBe("PNG");
});
