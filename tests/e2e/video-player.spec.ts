// The song page's light player and its A–B loop (product §2, §4 Loop control, §5 Loop), against
// a fake of the video site (fake-video-site.ts). tests/e2e/e2e-fixtures.sql gives "Panie
// Janie" the made-up video id fakeVideo01 before the server starts.
import { fakeVideoSite } from "./fake-video-site";
import { expect, openLive, type Page, test } from "./fixtures";

const SONG = "/ludowa-panie-janie";
const RANGE_MESSAGE = "please set correct time range for loop!";

const startInput = (page: Page) => page.getByRole("textbox", { name: "Od" });
const endInput = (page: Page) => page.getByRole("textbox", { name: "Do" });

test("the player's script and embed load only when the visitor plays; the poster keeps the page still", async ({ page }) => {
  const site = await fakeVideoSite(page);
  await openLive(page, SONG);
  const frame = page.locator(".player-frame");
  const poster = page.getByRole("button", { name: "Odtwórz teledysk: Ludowa - Panie Janie" });
  await expect(poster).toBeVisible();
  await expect(poster.locator("img")).toHaveAttribute("src", "/api/ytproxy/i.ytimg.com/vi/fakeVideo01/hqdefault.jpg");
  // 16:9 in the column beside the lyrics, at most the spec's 560×315 (decision 047).
  const size = (await frame.boundingBox())!;
  expect(size.width).toBeLessThanOrEqual(560);
  expect(size.width / size.height).toBeCloseTo(16 / 9, 1);
  // An invalid range does not load anything either.
  await startInput(page).fill("0:10");
  await endInput(page).fill("0:05");
  await page.getByRole("button", { name: "Zapętl" }).click();
  await expect(page.getByText(RANGE_MESSAGE, { exact: true })).toBeVisible();
  expect(site.requests).toEqual([]);
  await expect(page.locator("iframe")).toHaveCount(0);

  const before = await frame.boundingBox();
  await poster.click();
  await expect(page.locator('iframe[title="Odtwarzacz testowy"]')).toBeVisible();
  await expect(poster).toHaveCount(0);
  expect(await frame.boundingBox()).toEqual(before);
  expect(site.requests).toEqual(["https://www.youtube.com/iframe_api", "https://www.youtube-nocookie.com/embed/fakeVideo01?enablejsapi=1"]);
  await expect.poll(async () => (await site.player())?.state).toBe(1);
  await site.advance(7);
  await expect(page.getByLabel("Bieżący czas teledysku")).toHaveText("0:07");
  await expect(page.locator(".player-clock")).toContainText("/ 4:00");
});

test("arriving at the song from another page loads nothing of the video site either", async ({ page }) => {
  const site = await fakeVideoSite(page);
  await openLive(page, "/ludowa");
  await page.getByRole("link", { name: "Panie Janie", exact: true }).first().click();
  await expect(page).toHaveURL(SONG);
  await expect(page.getByRole("button", { name: "Odtwórz teledysk: Ludowa - Panie Janie" })).toBeVisible();
  await expect(page.locator("iframe")).toHaveCount(0);
  expect(site.requests).toEqual([]);
});

test("a loop from 0:05 to 0:10 wraps back at 0:10, stops, and lives in the address", async ({ page }) => {
  const site = await fakeVideoSite(page);
  const dataRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith(".data")) dataRequests.push(request.url());
  });
  // With every interpretation of a line open, the page's data depends on the query; the loop
  // range is part of it too, and must not make the page ask the server again.
  await openLive(page, `${SONG}?linia=0&wszystkie=1`);
  await expect(startInput(page)).toHaveValue("0:00");
  await expect(endInput(page)).toHaveValue("1:00");
  await startInput(page).fill("5");
  await endInput(page).fill("0:10");
  await page.getByRole("button", { name: "Zapętl" }).click();

  // Starting locks the inputs, shows stop, and the player jumps to the start and plays.
  const stop = page.getByRole("button", { name: "Zatrzymaj pętlę" });
  await expect(stop).toBeVisible();
  await expect(startInput(page)).toBeDisabled();
  await expect(startInput(page)).toHaveValue("0:05");
  await expect(endInput(page)).toBeDisabled();
  await expect(page).toHaveURL(`${SONG}?linia=0&wszystkie=1&od=0:05&do=0:10`);
  await expect.poll(site.player).toMatchObject({ time: 5, state: 1, seeks: [5], videoId: "fakeVideo01" });

  await site.advance(4);
  await expect(page.getByLabel("Bieżący czas teledysku")).toHaveText("0:09");
  await site.advance(1);
  await expect.poll(site.player).toMatchObject({ time: 5, state: 1, seeks: [5, 5] });
  await expect(page.getByLabel("Bieżący czas teledysku")).toHaveText("0:05");
  await site.advance(6);
  await expect.poll(site.player).toMatchObject({ time: 5, seeks: [5, 5, 5] });

  // Stop: back to the stopped state; the video plays on past the old end.
  await stop.click();
  await expect(page.getByRole("button", { name: "Zapętl" })).toBeVisible();
  await expect(startInput(page)).toBeEnabled();
  await site.advance(7);
  await expect(page.getByLabel("Bieżący czas teledysku")).toHaveText("0:12");
  expect((await site.player())?.seeks).toEqual([5, 5, 5]);
  // Changing the loop range in the address asked the server for nothing.
  expect(dataRequests).toEqual([]);
});

test("a loop whose end lies past the video's restarts from its start when the video ends", async ({ page }) => {
  const site = await fakeVideoSite(page, { duration: 30 });
  await openLive(page, SONG);
  await startInput(page).fill("0:20");
  await endInput(page).fill("1:00");
  await page.getByRole("button", { name: "Zapętl" }).click();
  await expect.poll(site.player).toMatchObject({ time: 20, state: 1 });
  await site.advance(10);
  await expect.poll(site.player).toMatchObject({ time: 20, state: 1, seeks: [20, 20] });
  await expect(page.getByLabel("Bieżący czas teledysku")).toHaveText("0:20");
  await expect(page.locator(".player-clock")).toContainText("/ 0:30");

  // Now that the video's length is known, a start past it is refused with a reason.
  await page.getByRole("button", { name: "Zatrzymaj pętlę" }).click();
  await startInput(page).fill("0:45");
  await page.getByRole("button", { name: "Zapętl" }).click();
  await expect(page.locator("#loop-problem")).toContainText(RANGE_MESSAGE);
  await expect(page.locator("#loop-problem")).toContainText("Początek pętli (0:45) wypada po końcu teledysku (0:30).");
  expect((await site.player())?.seeks).toEqual([20, 20]);
});

test("a shared loop address opens with the range set, and play starts that loop", async ({ page }) => {
  const site = await fakeVideoSite(page);
  await openLive(page, `${SONG}?od=1:05&do=1:20`);
  await expect(startInput(page)).toHaveValue("1:05");
  await expect(endInput(page)).toHaveValue("1:20");
  expect(site.requests).toEqual([]);
  await page.getByRole("button", { name: "Odtwórz pętlę 1:05–1:20: Ludowa - Panie Janie" }).click();
  await expect.poll(site.player).toMatchObject({ time: 65, state: 1 });
  await expect(page.getByRole("button", { name: "Zatrzymaj pętlę" })).toBeVisible();
  await site.advance(15);
  await expect.poll(site.player).toMatchObject({ time: 65, seeks: [65, 65] });
});

test("bad times get a clear message and change nothing", async ({ page }) => {
  const site = await fakeVideoSite(page);
  await openLive(page, `${SONG}?od=1:75&do=1:20`);
  // An address that cannot be used is said so, and the defaults stay.
  await expect(page.getByText("Adres zawiera zakres pętli, którego nie da się użyć")).toBeVisible();
  await expect(startInput(page)).toHaveValue("0:00");
  await expect(endInput(page)).toHaveValue("1:00");

  const cases: [string, string, string][] = [
    ["1:75", "2:00", "Początek: sekundy muszą być od 00 do 59 (wpisano „1:75”)."],
    ["-3", "2:00", "Początek: czas nie może być ujemny."],
    ["1e3", "2:00", "Początek: „1e3” to nie jest czas."],
    ["0:00", "", "Koniec: podaj czas."],
    ["0:00", "99999999", "Koniec: czas może wynosić najwyżej 999999 s"],
    ["0:30", "0:30", "Koniec pętli (0:30) musi być później niż początek (0:30)."],
  ];
  for (const [start, end, message] of cases) {
    await startInput(page).fill(start);
    await endInput(page).fill(end);
    await page.getByRole("button", { name: "Zapętl" }).click();
    const alert = page.locator("#loop-problem");
    await expect(alert.getByText(RANGE_MESSAGE, { exact: true })).toBeVisible();
    await expect(alert).toContainText(message);
    await expect(page).toHaveURL(`${SONG}?od=1:75&do=1:20`);
  }
  expect(site.requests).toEqual([]);
});

test("a song without a video shows the placeholder and no loop controls", async ({ page }) => {
  await openLive(page, "/ludowa-wlazl-kotek-na-plotek");
  await expect(page.getByText("Ta piosenka nie ma jeszcze teledysku.")).toBeVisible();
  await expect(page.getByRole("form", { name: "Pętla" })).toHaveCount(0);
});

test("on a phone the poster, unfolded, scales down to the screen and keeps 16:9", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await fakeVideoSite(page);
  await openLive(page, SONG);
  // Folded under the "Teledysk i pętla" bar until tapped (decision 047: lyrics first).
  await expect(page.locator(".player-frame")).toBeHidden();
  await page.locator("summary", { hasText: "Teledysk i pętla" }).click();
  const box = await page.locator(".player-frame").boundingBox();
  expect(box?.width).toBeLessThan(360);
  expect(Math.abs((box?.width ?? 0) / (box?.height ?? 1) - 16 / 9)).toBeLessThan(0.01);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the loop form reloads the page with the range, and the embed plays that section", async ({ page }) => {
    const site = await fakeVideoSite(page);
    await page.goto(`${SONG}?linia=0`);
    await startInput(page).fill("0:05");
    await endInput(page).fill("0:10");
    await page.getByRole("button", { name: "Zapętl" }).click();
    await expect(page).toHaveURL(`${SONG}?linia=0&od=0%3A05&do=0%3A10`);
    await expect(startInput(page)).toHaveValue("0:05");
    await expect(page.locator('iframe[title="Teledysk: Ludowa - Panie Janie"]')).toHaveAttribute(
      "src",
      "https://www.youtube-nocookie.com/embed/fakeVideo01?start=5&end=10",
    );
    expect(site.requests).toContain("https://www.youtube-nocookie.com/embed/fakeVideo01?start=5&end=10");
    expect(site.requests).not.toContain("https://www.youtube.com/iframe_api");
  });
});
