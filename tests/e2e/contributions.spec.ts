import { ADMIN, demoUser, expect, openLive, type Page, solveCaptcha, test } from "./fixtures";

// A seeded song with "[Refren]" markers (db/seed/data/songs-1.ts), a demo user no other
// spec uses, and the admin.
const SONG = "/ludowa-czerwone-jabluszko";
const USER = demoUser("BabciaWieLepiej");

test.beforeEach(({ page }) => {
  page.on("dialog", (dialog) => void dialog.accept());
});

const unique = () => Date.now().toString(36).slice(-5);
const line = (page: Page, text: string) => page.locator(".lyrics .lyric-line", { hasText: text }).first();
const checked = (page: Page) => page.locator('.lyrics input[name="linie"]:checked');

test("a visitor selects lines (not a chorus marker), adds an interpretation and sees it on its line", async ({ page }) => {
  await openLive(page, SONG);
  await page.getByRole("link", { name: "Dodaj interpretację" }).click();
  await expect(page).toHaveURL(`${SONG}?dodaj=1#dodaj-interpretacje`);

  // The marker is not a checkbox: clicking it selects nothing.
  await line(page, "[Refren]").click();
  await expect(checked(page)).toHaveCount(0);
  await expect(page.locator(".lyrics .lyric-line.not-selectable", { hasText: "[Refren]" })).toHaveCount(2);
  // A line toggles on and off.
  await line(page, "Czemu ty, dziewczyno").click();
  await expect(checked(page)).toHaveCount(1);
  await line(page, "Czemu ty, dziewczyno").click();
  await expect(checked(page)).toHaveCount(0);

  const submit = page.getByRole("button", { name: "Dodaj interpretację" });
  await submit.click();
  await expect(page.getByText("Musisz wybrać conajmniej jedną linię!")).toBeVisible();
  await expect(page.getByText("Tekst interpretacji jest obowiązkowy!")).toBeVisible();
  await expect(page.getByText("Rozwiąż captchę.")).toBeVisible();

  await line(page, "Uciekaj, dziewczyno").first().click();
  await line(page, "Gęsi za wodą").first().click();
  const text = `Gęsi to tajna policja podwórka ${unique()}.`;
  await page.getByLabel("Twoja interpretacja").fill(text);
  await expect(page.getByLabel("Twoja interpretacja")).toHaveCSS("height", "200px");
  await solveCaptcha(page);
  await submit.click();

  // The form closes; the first selected line (index 4) is selected and shows it.
  await expect(page).toHaveURL(`${SONG}?linia=4`);
  await expect(page.getByRole("button", { name: "Dodaj interpretację" })).toHaveCount(0);
  const panel = page.getByRole("complementary", { name: "Nadinterpretacje" });
  await expect(panel.getByText(text)).toBeVisible();
  await expect(panel.locator(".annotation", { hasText: text }).getByText("Anonimowy")).toBeVisible();
  await expect(page.locator(".lyric-line button.selected")).toHaveText("Gęsi za wodą, kaczki za wodą,");
});

test("a user adds a comment; cancelling closes the form; the admin deletes the comment and an interpretation", async ({ page, loggedInAs }) => {
  await loggedInAs(USER);
  await openLive(page, `${SONG}/komentarze`);
  const count = async () => Number((await page.getByRole("link", { name: /^Komentarze/ }).innerText()).replace(/\D/g, ""));
  const before = await count();

  await page.getByRole("link", { name: "Dodaj komentarz" }).click();
  await page.getByRole("button", { name: "Anuluj" }).click();
  await expect(page.getByLabel("Treść komentarza")).toHaveCount(0);
  await page.getByRole("link", { name: "Dodaj komentarz" }).click();
  await page.getByRole("button", { name: "Dodaj komentarz" }).click();
  await expect(page.getByText("Treść komentarza jest obowiązkowa!")).toBeVisible();
  const comment = `Babcia słyszała tę piosenkę w radiu Luxemburg ${unique()}.`;
  await page.getByLabel("Treść komentarza").fill(comment);
  await page.getByRole("button", { name: "Dodaj komentarz" }).click();
  const item = page.locator(".comment", { hasText: comment });
  await expect(item).toBeVisible();
  await expect(item.getByRole("link", { name: USER.username })).toBeVisible();
  expect(await count()).toBe(before + 1);
  // A user sees no delete buttons.
  await expect(page.getByRole("button", { name: "Usuń" })).toHaveCount(0);

  // The user also interprets a line, without a captcha.
  await openLive(page, `${SONG}?dodaj=1`);
  await expect(page.locator("altcha-widget")).toHaveCount(0);
  await line(page, "Tę dziewczynę kocham").click();
  const text = `Czarne oczy to okulary przeciwsłoneczne ${unique()}.`;
  await page.getByLabel("Twoja interpretacja").fill(text);
  await page.getByRole("button", { name: "Dodaj interpretację" }).click();
  await expect(page).toHaveURL(`${SONG}?linia=8`);
  await expect(page.locator(".annotation", { hasText: text }).getByRole("link", { name: USER.username })).toBeVisible();

  await page.context().clearCookies();
  await loggedInAs(ADMIN);
  await openLive(page, `${SONG}/komentarze`);
  await page.locator(".comment", { hasText: comment }).getByRole("button", { name: "Usuń" }).click();
  await expect(page.locator(".comment", { hasText: comment })).toHaveCount(0);
  expect(await count()).toBe(before);

  await openLive(page, `${SONG}?linia=8`);
  await page.locator(".annotation", { hasText: text }).getByRole("button", { name: "Usuń" }).click();
  await expect(page.locator(".annotation", { hasText: text })).toHaveCount(0);
});
