import type { Page, TestInfo } from "@playwright/test";
import { fakeVideoSite } from "./fake-video-site";
import { demoUser, expect, openLive, test } from "./fixtures";

// Issue 18 §6, lyrics first (decision 047): with the cookie banner open, as a first visit shows
// it, a phone (390×844) shows the first lyric line without scrolling and a desktop (1366×768)
// at least ten lines; the player and its loop stay one tap away (beside the lyrics on a wide
// screen, a "Teledysk i pętla" disclosure on a phone) and work; a song without a video shows
// its art small. Geometry is asserted from bounding boxes; the screenshots (test-results)
// are for people to look at. tests/e2e/e2e-fixtures.sql gives "Tekst przed teledyskiem" 26
// lines, a video (made-up id) and synced times; "Mazurek Dąbrowskiego" (demo data, 43 lines)
// has no video.
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };
const VIDEO_SONG = "/zespol-teledyskowy-tekst-przed-teledyskiem";
const VIDEO_TITLE = "Zespół Teledyskowy - Tekst przed teledyskiem";
const PLAIN_SONG = "/jozef-wybicki-mazurek-dabrowskiego";

/** No web-vitals beacons (app/lib/vitals-client.ts); layout shifts are collected for the CLS check. */
test.beforeEach(async ({ page, javaScriptEnabled }) => {
  if (!javaScriptEnabled) return;
  await page.addInitScript(() => {
    window.localStorage.setItem("vitalsSample", "0");
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
});

type Fold = {
  /** text lines (blank ones left out) wholly inside the viewport and above the cookie banner */
  visible: number;
  /** of those, how many in a row from the song's first line */
  fromStart: number;
  /** the lyrics' text lines in all */
  total: number;
  /** where the first line's top is, in px from the viewport's top */
  firstTop: number;
  bannerTop: number;
  scrollY: number;
};

/** What the visitor sees of the lyrics on arrival. */
function measureFold(page: Page): Promise<Fold> {
  return page.evaluate(() => {
    const banner = document.querySelector(".cookie-banner");
    const bannerTop = banner ? banner.getBoundingClientRect().top : window.innerHeight;
    const bottom = Math.min(window.innerHeight, bannerTop);
    const lines = Array.from(document.querySelectorAll("#lyrics-lines .lyric-line")).filter((line) => (line.textContent ?? "").trim() !== "");
    const inside = lines.map((line) => {
      const box = line.getBoundingClientRect();
      return box.height > 0 && box.top >= 0 && box.bottom <= bottom && box.left >= 0 && box.right <= window.innerWidth;
    });
    const firstOut = inside.indexOf(false);
    return {
      visible: inside.filter(Boolean).length,
      fromStart: firstOut === -1 ? inside.length : firstOut,
      total: lines.length,
      firstTop: Math.round(lines[0]?.getBoundingClientRect().top ?? -1),
      bannerTop,
      scrollY: window.scrollY,
    };
  });
}

/** Opens the song in this test's fresh context (so the banner is open), checks and photographs the fold. */
async function openAndMeasure(page: Page, testInfo: TestInfo, path: string, name: string): Promise<Fold> {
  await openLive(page, path);
  const banner = page.getByRole("region", { name: "Informacja o ciasteczkach" });
  await expect(banner).toBeVisible();
  const fold = await measureFold(page);
  testInfo.annotations.push({
    type: "fold",
    description: `${name}: ${fold.visible} of ${fold.total} lines visible (${fold.fromStart} from the first), the first at ${fold.firstTop} px, the banner at ${Math.round(fold.bannerTop)} px`,
  });
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
  expect(fold.scrollY).toBe(0);
  return fold;
}

/** The box of a locator lies wholly inside the viewport, above the banner. */
async function expectOnScreen(page: Page, locator: ReturnType<Page["locator"]>, bannerTop: number) {
  const box = await locator.boundingBox();
  expect(box, String(locator)).not.toBeNull();
  const viewport = page.viewportSize()!;
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
  expect(box!.y + box!.height).toBeLessThanOrEqual(bannerTop);
}

const bottomOf = (box: { y: number; height: number } | null) => (box ? box.y + box.height : Number.POSITIVE_INFINITY);

/** Nothing moved while the page loaded and hydrated (no user input yet). */
async function expectNoLayoutShift(page: Page) {
  await page.waitForTimeout(300);
  const total = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0));
  expect(total).toBeLessThan(0.01);
}

/** A loop from 0:05 to 0:10 starts, lives in the address and wraps back. */
async function expectLoopWorks(page: Page, site: Awaited<ReturnType<typeof fakeVideoSite>>) {
  const loop = page.getByRole("form", { name: "Pętla" });
  await loop.getByRole("textbox", { name: "Od" }).fill("5");
  await loop.getByRole("textbox", { name: "Do" }).fill("0:10");
  await loop.getByRole("button", { name: "Zapętl" }).click();
  await expect(loop.getByRole("button", { name: "Zatrzymaj pętlę" })).toBeVisible();
  await expect(page).toHaveURL(/[?&]od=0:05&do=0:10$/);
  await expect.poll(site.player).toMatchObject({ time: 5, state: 1 });
  await site.advance(5);
  await expect.poll(site.player).toMatchObject({ time: 5, state: 1, seeks: expect.arrayContaining([5, 5]) });
}

test.describe("desktop, 1366×768", () => {
  test.use({ viewport: DESKTOP });

  test("a song with a video: ten lines and more above the fold, the player and its loop beside them", async ({ page }, testInfo) => {
    const site = await fakeVideoSite(page);
    const fold = await openAndMeasure(page, testInfo, VIDEO_SONG, "desktop-video");
    expect(fold.fromStart).toBeGreaterThanOrEqual(10);
    await expectNoLayoutShift(page);

    // The poster and the loop controls are on screen, in a column right of the lyrics.
    const poster = page.getByRole("button", { name: `Odtwórz teledysk: ${VIDEO_TITLE}` });
    const loop = page.getByRole("form", { name: "Pętla" });
    await expectOnScreen(page, poster, fold.bannerTop);
    await expectOnScreen(page, loop, fold.bannerTop);
    const lyrics = (await page.locator("#lyrics-lines").boundingBox())!;
    const posterBox = (await poster.boundingBox())!;
    expect(posterBox.x).toBeGreaterThanOrEqual(lyrics.x + lyrics.width);
    expect(posterBox.width / posterBox.height).toBeCloseTo(16 / 9, 1);

    // A chosen line's interpretations open in the panel under the player, beside the lyrics;
    // the page scrolls just enough to show them, the chosen line staying on screen.
    const line = page.getByRole("button", { name: "Zwrotka 1, wers 2: tekst przed teledyskiem" });
    await line.click();
    const panel = page.getByRole("complementary", { name: "Nadinterpretacje" });
    const interpretation = panel.getByText("Ten wers to zakodowana prognoza pogody.");
    // (The scroll is smooth: wait until the interpretation has come out from under the banner.)
    await expect.poll(async () => bottomOf(await interpretation.boundingBox())).toBeLessThanOrEqual(fold.bannerTop);
    await expect(interpretation).toBeInViewport({ ratio: 1 });
    await expect(line).toBeInViewport({ ratio: 1 });
    const [panelBox, posterNow] = [(await panel.boundingBox())!, (await poster.boundingBox())!];
    expect(panelBox.x).toBeGreaterThanOrEqual(lyrics.x + lyrics.width);
    expect(panelBox.y).toBeGreaterThanOrEqual(posterNow.y + posterNow.height);
    await page.screenshot({ path: testInfo.outputPath("desktop-video-line-chosen.png") });

    // One click plays; the synced line playing now is highlighted; the loop works.
    await poster.click();
    await expect(page.locator('iframe[title="Odtwarzacz testowy"]')).toBeVisible();
    await expect.poll(async () => (await site.player())?.state).toBe(1);
    await site.advance(9);
    await expect(page.locator(".lyric-line.playing-now")).toContainText("Zwrotka 1, wers 2");
    await expectLoopWorks(page, site);
    await page.screenshot({ path: testInfo.outputPath("desktop-video-playing.png") });
  });

  test("a song without a video: ten lines and more above the fold, its art small beside them", async ({ page }, testInfo) => {
    const fold = await openAndMeasure(page, testInfo, PLAIN_SONG, "desktop-no-video");
    expect(fold.fromStart).toBeGreaterThanOrEqual(10);
    await expectNoLayoutShift(page);
    const art = page.locator(".song-video-missing img");
    await expectOnScreen(page, art, fold.bannerTop);
    const artBox = (await art.boundingBox())!;
    expect(artBox.width).toBeLessThanOrEqual(200);
    expect(artBox.width / artBox.height).toBeCloseTo(16 / 9, 1);
    await expect(page.getByText("Ta piosenka nie ma jeszcze teledysku.")).toBeVisible();
    await expectOnScreen(page, page.getByRole("link", { name: "Zaproponuj teledysk" }), fold.bannerTop);
    await expectOnScreen(page, page.getByRole("link", { name: "Historia edycji" }), fold.bannerTop);
  });
});

test.describe("phone, 390×844", () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test("a song with a video: the first line above the fold, the player one tap away", async ({ page }, testInfo) => {
    const site = await fakeVideoSite(page);
    const fold = await openAndMeasure(page, testInfo, VIDEO_SONG, "phone-video");
    expect(fold.fromStart).toBeGreaterThanOrEqual(1);
    await expectNoLayoutShift(page);

    // Folded: a small bar with the video's picture; the player is not in the way.
    const toggle = page.locator("summary", { hasText: "Teledysk i pętla" });
    await expectOnScreen(page, toggle, fold.bannerTop);
    const poster = page.getByRole("button", { name: `Odtwórz teledysk: ${VIDEO_TITLE}` });
    await expect(poster).toBeHidden();

    // One tap opens it: the poster at the screen's width, 16:9, and the loop controls.
    await toggle.tap();
    await expect(poster).toBeVisible();
    const posterBox = (await poster.boundingBox())!;
    expect(posterBox.width).toBeLessThanOrEqual(PHONE.width);
    expect(posterBox.width / posterBox.height).toBeCloseTo(16 / 9, 1);
    await page.screenshot({ path: testInfo.outputPath("phone-video-open.png") });
    await poster.tap();
    await expect(page.locator('iframe[title="Odtwarzacz testowy"]')).toBeVisible();
    await expect.poll(async () => (await site.player())?.state).toBe(1);
    await expectLoopWorks(page, site);

    // Folding it again keeps the video playing.
    await toggle.tap();
    await expect(page.locator('iframe[title="Odtwarzacz testowy"]')).toBeHidden();
    expect((await site.player())?.state).toBe(1);
  });

  test("on a phone a synced line's play control opens the folded player and plays from the line", async ({ page }) => {
    const site = await fakeVideoSite(page);
    await openLive(page, VIDEO_SONG);
    await page.getByRole("button", { name: "Odtwórz od 0:08" }).tap();
    await expect(page.locator('iframe[title="Odtwarzacz testowy"]')).toBeVisible();
    await expect.poll(site.player).toMatchObject({ seeks: [8] });
    await expect(page.locator(".lyric-line.playing-now")).toContainText("Zwrotka 1, wers 2");
  });

  test("a song opened with a loop address shows the player unfolded", async ({ page }) => {
    await openLive(page, `${VIDEO_SONG}?od=0:05&do=0:10`);
    await expect(page.getByRole("button", { name: `Odtwórz pętlę 0:05–0:10: ${VIDEO_TITLE}` })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Od" })).toHaveValue("0:05");
  });

  test("a video proposed on a phone appears unfolded, ready to play", async ({ page, loggedInAs }) => {
    const song = "/zespol-teledyskowy-teledysk-z-telefonu";
    // A logged-in user (no captcha, and the visitors' write allowance is left to other specs).
    await loggedInAs(demoUser("NutaWMajonezie"));
    await fakeVideoSite(page);
    await openLive(page, song);
    await page.getByRole("link", { name: "Zaproponuj teledysk", exact: true }).tap();
    await page.getByLabel("Adres teledysku na YouTube").fill("https://youtu.be/e2eSongVid3");
    await page.getByRole("button", { name: "Sprawdź" }).tap();
    await page.getByRole("button", { name: "Zaproponuj teledysk" }).tap();
    const poster = page.getByRole("button", { name: "Odtwórz teledysk: Zespół Teledyskowy - Teledysk z telefonu" });
    await expect(poster).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("form", { name: "Pętla" })).toBeVisible();
    // Coming back later, it is folded like any other video.
    await openLive(page, song);
    await expect(poster).toBeHidden();
    await expect(page.locator("summary", { hasText: "Teledysk i pętla" })).toBeVisible();
  });

  test("a song without a video: the first line above the fold, its art small", async ({ page }, testInfo) => {
    const fold = await openAndMeasure(page, testInfo, PLAIN_SONG, "phone-no-video");
    expect(fold.fromStart).toBeGreaterThanOrEqual(1);
    await expectNoLayoutShift(page);
    const art = page.locator(".song-video-missing img");
    await expectOnScreen(page, art, fold.bannerTop);
    const artBox = (await art.boundingBox())!;
    expect(artBox.width).toBeLessThanOrEqual(120);
    await expect(page.getByText("Ta piosenka nie ma jeszcze teledysku.")).toBeVisible();
    // The interpretations panel follows the lyrics on a phone.
    const lyrics = (await page.locator("#lyrics-lines").boundingBox())!;
    const panel = (await page.getByRole("complementary", { name: "Nadinterpretacje" }).boundingBox())!;
    expect(panel.y).toBeGreaterThanOrEqual(lyrics.y + lyrics.height);
  });
});

test.describe("phone, without JavaScript", () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false });

  test("the folded player opens with a tap, and its loop form still works", async ({ page }) => {
    await page.goto(VIDEO_SONG);
    const loop = page.getByRole("form", { name: "Pętla" });
    await expect(loop).toBeHidden();
    await page.locator("summary", { hasText: "Teledysk i pętla" }).click();
    await expect(loop).toBeVisible();
    await loop.getByRole("textbox", { name: "Od" }).fill("0:05");
    await loop.getByRole("textbox", { name: "Do" }).fill("0:10");
    await loop.getByRole("button", { name: "Zapętl" }).click();
    // The page comes back with the range (decision 033), the player unfolded to play it.
    await expect(page).toHaveURL(`${VIDEO_SONG}?od=0%3A05&do=0%3A10`);
    await expect(page.getByRole("textbox", { name: "Od" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Od" })).toHaveValue("0:05");
  });
});
