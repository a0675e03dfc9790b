import { expect, openLive, test } from "./fixtures";

// Issue 12 §3: every interpretation has a share button; without a system share sheet (this
// desktop browser has none) it copies the interpretation's own link and says so in Polish.
test("an interpretation's share button copies its own link", async ({ page, context, request, baseURL }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  // The newest interpretation, as the feed links it.
  const feed = await (await request.get("/rss/interpretacje.xml")).text();
  const link = feed.match(/<item>[\s\S]*?<link>([^<]+)<\/link>/)?.[1];
  const href = link && new URL(link).pathname;
  expect(href).toMatch(/^\/[^/]+\/interpretacja-\d+$/);
  await openLive(page, href!);

  const id = href!.split("interpretacja-")[1];
  const interpretation = page.locator(`#interpretacja-${id}`);
  await expect(interpretation).toHaveClass(/highlighted/);
  // The page's share title is the one the button hands to the share sheet.
  const shareTitle = await page.locator('meta[property="og:title"]').getAttribute("content");
  expect(shareTitle).toMatch(/ – /);

  await interpretation.getByRole("button", { name: "Udostępnij" }).click();
  await expect(interpretation.getByRole("status")).toHaveText("Skopiowano link");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(href!, baseURL).href);
});
