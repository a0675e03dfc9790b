// Synced lyrics (decision 037) against the fake video site (fake-video-site.ts): a visitor
// syncs four lines, saves, reloads; a line's play control seeks there, the line playing now
// is highlighted, and 'Zapętl te linie' loops from two selected lines.
import { fakeVideoSite } from "./fake-video-site";
import { expect, openLive, type Page, solveCaptcha, test } from "./fixtures";

const SONG = "/ludowa-panie-janie";

const clock = (page: Page) => page.getByLabel("Bieżący czas teledysku");

test("a visitor syncs four lines, saves, reloads, plays the third line and sees the playing line; loops two selected lines", async ({ page }) => {
  const site = await fakeVideoSite(page);
  await openLive(page, SONG);
  await page.getByRole("button", { name: "Synchronizuj" }).click();
  const editor = page.getByRole("region", { name: "Synchronizacja tekstu" });
  await editor.getByRole("button", { name: "Odtwórz od początku" }).click();
  await expect.poll(async () => (await site.player())?.state).toBe(1);
  // Four taps as four lines start: the button once, then Space.
  for (const [step, shown] of [
    [2, "0:02"],
    [3, "0:05"],
    [3, "0:08"],
    [4, "0:12"],
  ] as const) {
    await site.advance(step);
    await expect(clock(page)).toHaveText(shown);
    if (shown === "0:02") await editor.getByRole("button", { name: /^Teraz:/ }).click();
    else {
      await editor.getByRole("heading").click();
      await page.keyboard.press("Space");
    }
  }
  await expect(editor.getByRole("textbox", { name: "Czas linii „Wszystkie dzwony biją, wszystkie dzwony biją,”" }).first()).toHaveValue("0:08");
  // A nudge and back.
  await editor.getByRole("button", { name: "Później o 0,5 s: „Bim, bam, bom, bim, bam, bom.”" }).first().click();
  await expect(editor.getByRole("textbox", { name: "Czas linii „Bim, bam, bom, bim, bam, bom.”" }).first()).toHaveValue("0:12.5");
  await editor.getByRole("button", { name: "Wcześniej o 0,5 s: „Bim, bam, bom, bim, bam, bom.”" }).first().click();
  await solveCaptcha(page);
  await editor.getByRole("button", { name: "Zapisz synchronizację" }).click();
  await expect(editor).toHaveCount(0);

  await openLive(page, SONG);
  await expect(page.locator("iframe")).toHaveCount(0);
  await page.getByRole("button", { name: "Odtwórz od 0:08" }).click();
  await expect.poll(async () => (await site.player())?.seeks).toContain(8);
  const third = page.locator('.lyrics [data-line="2"]');
  await expect(third).toHaveClass(/playing-now/);
  await expect(page.locator(".lyrics .playing-now")).toHaveCount(1);
  await site.advance(4);
  await expect(page.locator('.lyrics [data-line="3"]')).toHaveClass(/playing-now/);
  await expect(third).not.toHaveClass(/playing-now/);

  await openLive(page, `${SONG}?dodaj=1`);
  await page.locator(".lyrics .lyric-line.selectable", { hasText: "Rano wstań, rano wstań!" }).first().click();
  await page.locator(".lyrics .lyric-line.selectable", { hasText: "Wszystkie dzwony biją" }).first().click();
  await page.getByRole("button", { name: "Zapętl te linie" }).click();
  await expect(page.locator(".player-clock")).toContainText("pętla 0:05–0:12");
});
