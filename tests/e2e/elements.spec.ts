import { readFileSync } from "node:fs";
import { demoUser, expect, openLive, test, type Page } from "./fixtures";

// Adding covers and remixes to a seeded song (db/seed: "Sto lat" by "Ludowa"). Tests have
// no internet: the e2e server sends the video site's oEmbed look-ups to a local stub
// (tests/e2e/oembed-stub.mjs), which knows the ids in oembed-stub-videos.json.
const SONG = "/ludowa-sto-lat";
const DEMO = demoUser("BasistaZBalkonu");
const VIDEOS: Record<string, string> = JSON.parse(readFileSync(new URL("./oembed-stub-videos.json", import.meta.url), "utf8"));

/** The number in a tab's label, e.g. "Covery (2)" → 2. */
async function countOf(page: Page, tab: string): Promise<number> {
  const label = await page.getByRole("link", { name: new RegExp(`^${tab} \\(\\d+\\)$`) }).textContent();
  return Number(/\((\d+)\)/.exec(label ?? "")?.[1]);
}

const urlField = (page: Page) => page.getByLabel("Adres filmu z YouTube");
const checkButton = (page: Page) => page.getByRole("button", { name: "Sprawdź" });

test("a visitor checks a cover's address, solves the captcha and the cover is added by itself", async ({ page }) => {
  await openLive(page, `${SONG}/covery`);
  const before = await countOf(page, "Covery");

  // The button toggles the form; switching tabs closes it.
  await page.getByRole("link", { name: "Dodaj cover" }).click();
  await expect(urlField(page)).toBeVisible();
  await page.getByRole("link", { name: /^Remixy \(\d+\)$/ }).click();
  await expect(urlField(page)).toHaveCount(0);
  await page.getByRole("link", { name: /^Covery \(\d+\)$/ }).click();
  await expect(urlField(page)).toHaveCount(0);
  await page.getByRole("link", { name: "Dodaj cover" }).click();

  // Step 1: messages in red next to the field; nothing to solve yet.
  await checkButton(page).click();
  await expect(page.getByRole("alert")).toHaveText("Wklej najpierw adres filmu z YouTube.");
  await expect(urlField(page)).toHaveAttribute("aria-invalid", "true");
  await expect(urlField(page)).toHaveCSS("border-top-color", "rgb(192, 57, 43)");
  await expect(page.locator("altcha-widget")).toHaveCount(0);
  await urlField(page).fill("https://vimeo.com/123");
  await checkButton(page).click();
  await expect(page.getByRole("alert")).toContainText("To nie jest adres filmu z YouTube.");
  await urlField(page).fill("https://youtu.be/NieMaTakieg");
  await checkButton(page).click();
  await expect(page.getByRole("alert")).toHaveText("Nie znaleziono takiego filmu.");
  await expect(page.getByRole("alert")).toHaveCSS("color", "rgb(192, 57, 43)");

  const title = VIDEOS.e2eCover001;
  await urlField(page).fill("https://www.youtube.com/watch?v=e2eCover001&t=42s");
  await checkButton(page).click();
  await expect(page.getByText(title)).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);

  // Step 2: solving the captcha sends the cover; nobody clicks "Dodaj".
  await page.locator("altcha-widget").getByText("Nie jestem robotem").click();
  const added = page.getByRole("link", { name: title });
  await expect(added).toBeVisible({ timeout: 20_000 });
  await expect(added).toHaveAttribute("href", "https://www.youtube.com/watch?v=e2eCover001");
  await expect(urlField(page)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${SONG}/covery#element-\\d+$`));
  expect(await countOf(page, "Covery")).toBe(before + 1);

  // It stays after a reload (stored, not only shown).
  await openLive(page, `${SONG}/covery`);
  await expect(page.getByRole("link", { name: title })).toBeVisible();
});

test("a logged-in user checks a remix with Enter, confirms with 'Dodaj', and is told about a duplicate", async ({ page, loggedInAs }) => {
  await loggedInAs(DEMO);

  await openLive(page, `${SONG}/remixy`);
  const before = await countOf(page, "Remixy");
  await page.getByRole("link", { name: "Dodaj remix" }).click();
  await expect(page.getByText(`Dodajesz jako ${DEMO.username}`)).toBeVisible();

  const title = VIDEOS.e2eRemix001;
  await urlField(page).fill("youtu.be/e2eRemix001");
  await urlField(page).press("Enter");
  await expect(page.getByText(title)).toBeVisible();
  await expect(page.locator("altcha-widget")).toHaveCount(0);
  await page.getByRole("button", { name: "Dodaj", exact: true }).click();
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  expect(await countOf(page, "Remixy")).toBe(before + 1);

  // The same video on the same tab again: refused next to the field.
  await page.getByRole("link", { name: "Dodaj remix" }).click();
  await urlField(page).fill("https://www.youtube.com/shorts/e2eRemix001");
  await checkButton(page).click();
  await expect(page.getByText(title)).toBeVisible();
  await page.getByRole("button", { name: "Dodaj", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("Ten film już jest na liście.");
  // Cancelling goes back to the list, which has the remix once.
  await page.getByRole("button", { name: "Anuluj" }).click();
  await expect(page.getByRole("link", { name: title })).toHaveCount(1);
  expect(await countOf(page, "Remixy")).toBe(before + 1);
});
