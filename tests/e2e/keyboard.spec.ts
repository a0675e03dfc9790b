import type { Locator } from "@playwright/test";
import { fakeVideoSite } from "./fake-video-site";
import { ADMIN, expect, openLive, test, type Page } from "./fixtures";

// Issue 12 §5, keyboard: every line, tab, vote, loop and form control is reached with Tab and
// worked with Enter or Space, focus is visible, and after an add, a cancel or a delete focus
// lands where the change happened, never back on <body>. The slider holds still while focus
// is inside it and does not rotate for visitors who asked for reduced motion.
// Seeded demo content (db/seed): "Chodzi lisek koło drogi" has interpretations on lines 1–3
// and one comment, and no other spec uses it; "Panie Janie" has a (fake) video.
const SONG = "/ludowa-chodzi-lisek-kolo-drogi";
const VIDEO_SONG = "/ludowa-panie-janie";

/** These walks open many pages: no web-vitals beacons (app/lib/vitals-client.ts), so the
 *  address's beacon limit is left for the spec that tests the reporter. */
const NO_VITALS = () => window.localStorage.setItem("vitalsSample", "0");

test.beforeEach(async ({ page }) => {
  await page.addInitScript(NO_VITALS);
});

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would; fails if it never does. */
async function tabTo(page: Page, target: Locator, { back = false, max = 150 } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  throw new Error(`not reached with ${back ? "Shift+Tab" : "Tab"} in ${max} presses: ${target}`);
}

/** The focused element's outline, as drawn: a visible ring of at least 2 px. */
async function expectVisibleFocus(page: Page) {
  const ring = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth), tag: element.tagName };
  });
  expect(ring.style, `outline of the focused ${ring.tag}`).not.toBe("none");
  expect(ring.width).toBeGreaterThanOrEqual(2);
}

/** Points as the page writes them: "+3 pkt", "0 pkt". */
const pointsText = (points: number) => `${points > 0 ? "+" : ""}${points} pkt`;

/** The login form by keyboard alone: this spec's one check of the form's focus order. */
async function logInWithKeyboard(page: Page) {
  await openLive(page, "/login");
  await tabTo(page, page.getByLabel("E-mail lub nazwa użytkownika"));
  await page.keyboard.type(ADMIN.username);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Hasło")).toBeFocused();
  await page.keyboard.type(ADMIN.password);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`/profil/${ADMIN.username}`);
}

test("the skip link and the navigation are reached first, with a visible focus ring", async ({ page }) => {
  await openLive(page, "/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Przejdź do treści" });
  await expect(skip).toBeFocused();
  // Off screen until focused, then in view.
  const box = await skip.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  await expectVisibleFocus(page);

  const nav = page.getByRole("navigation", { name: "Główna nawigacja" });
  await tabTo(page, nav.getByRole("link", { name: "Ranking" }));
  await expectVisibleFocus(page);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/ranking");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("a visitor reads a line's interpretations, votes and switches tabs with the keyboard only", async ({ page }) => {
  await openLive(page, SONG);
  const line = page.locator('.lyrics button.annotated[value="3"]');
  await tabTo(page, line);
  await expectVisibleFocus(page);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`${SONG}?linia=3`);
  await expect(line).toHaveAttribute("aria-pressed", "true");
  const panel = page.getByRole("complementary", { name: "Nadinterpretacje" });
  const interpretation = panel.locator("li.annotation").first();
  await expect(interpretation).toBeVisible();

  // The vote button of the interpretation: Space votes, Space again withdraws.
  const vote = interpretation.getByRole("button", { name: /^Głosuj na t/ });
  await tabTo(page, vote);
  await expectVisibleFocus(page);
  const points = interpretation.locator(".points");
  const before = Number((await points.textContent())?.replace(/[^\d-]/g, ""));
  // The button takes a second press once the server has answered the first.
  const answered = page.waitForResponse((response) => response.request().method() === "POST");
  await page.keyboard.press("Space");
  await answered;
  await expect(vote).toHaveAttribute("aria-pressed", "true");
  await expect(points).toHaveText(pointsText(before + 1));
  await expect(vote).toBeFocused();
  await page.keyboard.press("Space");
  await expect(vote).toHaveAttribute("aria-pressed", "false");
  await expect(points).toHaveText(pointsText(before));

  // The tabs are links: back up to them and open the comments.
  const tabs = page.getByRole("navigation", { name: "Zakładki piosenki" });
  const comments = tabs.getByRole("link", { name: /^Komentarze/ });
  await tabTo(page, comments, { back: true });
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`${SONG}/komentarze`);
  await expect(comments).toHaveAttribute("aria-current", "page");
  await expect(page.locator("li.comment")).toHaveCount(1);
});

test("adding and deleting an interpretation and a comment by keyboard moves focus to the new item and back to its panel", async ({ page }) => {
  page.on("dialog", (dialog) => void dialog.accept());
  await logInWithKeyboard(page);
  await openLive(page, SONG);

  // Open the add form: focus goes to the first line that can be selected.
  await tabTo(page, page.getByRole("link", { name: "Dodaj interpretację" }));
  await page.keyboard.press("Enter");
  const firstLine = page.locator("#lyrics-lines input").first();
  await expect(firstLine).toBeFocused();
  await page.keyboard.press("Space");
  await expect(firstLine).toBeChecked();
  await expectVisibleFocus(page).catch(async () => {
    // The checkbox itself is hidden: its line wears the ring.
    const line = page.locator(".lyric-line.selectable").first();
    expect(await line.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe("none");
  });
  const text = `Klawiaturowa nadinterpretacja ${Date.now().toString(36)}`;
  await tabTo(page, page.getByLabel("Twoja interpretacja"));
  await page.keyboard.type(text);
  await tabTo(page, page.getByRole("button", { name: "Dodaj interpretację" }));
  await page.keyboard.press("Enter");
  const added = page.locator("li.annotation", { hasText: text });
  await expect(added).toBeVisible();
  await expect(added).toBeFocused();

  // Delete it: focus goes to the panel it was in.
  await tabTo(page, added.getByRole("button", { name: "Usuń" }));
  await page.keyboard.press("Enter");
  await expect(added).toHaveCount(0);
  await expect(page.getByRole("complementary", { name: "Nadinterpretacje" })).toBeFocused();

  // Comments: open the form (focus in the text field), cancel (focus back on the opener)…
  await openLive(page, `${SONG}/komentarze`);
  const opener = page.getByRole("link", { name: "Dodaj komentarz" });
  await tabTo(page, opener);
  await page.keyboard.press("Enter");
  const field = page.getByRole("textbox", { name: "Treść komentarza" });
  await expect(field).toBeFocused();
  await tabTo(page, page.getByRole("button", { name: "Anuluj" }));
  await page.keyboard.press("Enter");
  await expect(opener).toBeFocused();

  // …then add one: focus on the new comment; delete it: focus on the tab's panel.
  await page.keyboard.press("Enter");
  await expect(field).toBeFocused();
  const comment = `Komentarz z klawiatury ${Date.now().toString(36)}`;
  await page.keyboard.type(comment);
  await tabTo(page, page.getByRole("button", { name: "Dodaj komentarz" }));
  await page.keyboard.press("Enter");
  const item = page.locator("li.comment", { hasText: comment });
  await expect(item).toBeVisible();
  await expect(item).toBeFocused();
  await tabTo(page, item.getByRole("button", { name: "Usuń" }));
  await page.keyboard.press("Enter");
  await expect(item).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Zawartość zakładki" })).toBeFocused();
  await expect(page.locator("li.comment")).toHaveCount(1);
});

test("the video loop is set, started and stopped by keyboard, focus staying on its button", async ({ page }) => {
  const site = await fakeVideoSite(page);
  await openLive(page, VIDEO_SONG);
  const start = page.getByRole("textbox", { name: "Od" });
  await tabTo(page, start);
  await expectVisibleFocus(page);
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("5");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("textbox", { name: "Do" })).toBeFocused();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("0:10");
  // Enter in a field starts the loop; the fields lock and focus moves to the stop button.
  await page.keyboard.press("Enter");
  const stop = page.getByRole("button", { name: "Zatrzymaj pętlę" });
  await expect(stop).toBeFocused();
  await expect(start).toBeDisabled();
  await expect(page).toHaveURL(`${VIDEO_SONG}?od=0:05&do=0:10`);
  await expect.poll(site.player).toMatchObject({ time: 5, state: 1 });
  await page.keyboard.press("Enter");
  const again = page.getByRole("button", { name: "Zapętl" });
  await expect(again).toBeFocused();
  await expect(start).toBeEnabled();
});

const shownSlide = (page: Page) => page.locator(".slider figure:not([hidden]) blockquote");

test("the home slider holds still while focus is inside, can be stopped, and rotates on its own otherwise", async ({ page }) => {
  await page.clock.install();
  await openLive(page, "/");
  const slider = page.getByRole("region", { name: "Najlepsze nadinterpretacje ostatniej doby" });
  await expect(slider.locator("figure")).not.toHaveCount(1);
  const first = await shownSlide(page).textContent();
  await page.clock.runFor(2_500);
  await expect(shownSlide(page)).not.toHaveText(first!);

  // Focus inside: no rotation however long it waits.
  await tabTo(page, slider.getByRole("button", { name: "Slajd 1", exact: true }), { max: 400 });
  await page.keyboard.press("Enter");
  await expect(shownSlide(page)).toHaveText(first!);
  await page.clock.runFor(20_000);
  await expect(shownSlide(page)).toHaveText(first!);

  // The stop button keeps it still after focus leaves.
  const stopButton = slider.getByRole("button", { name: "Zatrzymaj" });
  await tabTo(page, stopButton, { back: true });
  await page.keyboard.press("Enter");
  await expect(slider.getByRole("button", { name: "Odtwarzaj" })).toBeFocused();
  await tabTo(page, page.getByRole("link", { name: "Pełny ranking" }));
  await page.clock.runFor(20_000);
  await expect(shownSlide(page)).toHaveText(first!);

  // Started again and left: it moves on.
  await tabTo(page, slider.getByRole("button", { name: "Odtwarzaj" }), { back: true });
  await page.keyboard.press("Enter");
  await tabTo(page, page.getByRole("link", { name: "Pełny ranking" }));
  await page.clock.runFor(2_500);
  await expect(shownSlide(page)).not.toHaveText(first!);
});

test("with reduced motion asked for, the slider waits for the visitor", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.clock.install();
  await openLive(page, "/");
  const slider = page.getByRole("region", { name: "Najlepsze nadinterpretacje ostatniej doby" });
  const first = await shownSlide(page).textContent();
  await page.clock.runFor(20_000);
  await expect(shownSlide(page)).toHaveText(first!);
  await expect(slider.getByRole("button", { name: "Odtwarzaj" })).toBeVisible();
});
