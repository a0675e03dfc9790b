import { ADMIN, demoUser, expect, openLive, test } from "./fixtures";

// Editing one's own posts (decision 048). A seeded song no other spec writes to, two demo
// users no other spec uses, and the admin (staff: sees the earlier versions).
const SONG = "/stanislaw-moniuszko-przasniczka";
const AUTHOR = demoUser("RymoKrytyk");
const OTHER = demoUser("ProfesorOdPłotków");

const unique = () => Date.now().toString(36).slice(-5);

test("a user edits their own comment and sees 'edytowano'; another user sees no 'Edytuj'; the admin sees the earlier version", async ({
  page,
  browser,
  loggedInAs,
}) => {
  await loggedInAs(AUTHOR);
  await openLive(page, `${SONG}/komentarze`);
  await page.getByRole("link", { name: "Dodaj komentarz" }).click();
  const first = `Prząśniczka przędzie internet ${unique()}.`;
  await page.getByLabel("Treść komentarza").fill(first);
  await page.getByRole("button", { name: "Dodaj komentarz" }).click();
  const item = page.locator(".comment", { hasText: first });
  await expect(item).toBeVisible();
  await expect(item.getByText("edytowano")).toHaveCount(0);

  // The form opens in the comment's place, with its text; an unchanged text is not sent.
  await item.getByRole("link", { name: "Edytuj" }).click();
  await expect(page).toHaveURL(/\?edytuj=\d+$/);
  const field = page.getByLabel("Treść komentarza");
  await expect(field).toHaveValue(first);
  await expect(field).toBeFocused();
  await page.getByRole("button", { name: "Zapisz zmiany" }).click();
  await expect(page.getByText("Tekst się nie zmienił: nie ma czego zapisać.")).toBeVisible();

  const second = `Prząśniczka przędzie światłowód ${unique()}.`;
  await field.fill(second);
  await page.getByRole("button", { name: "Zapisz zmiany" }).click();
  await expect(page).toHaveURL(`${SONG}/komentarze`);
  const edited = page.locator(".comment", { hasText: second });
  await expect(edited).toBeVisible();
  await expect(edited.getByText(/edytowano \d{1,2} \S+ \d{4}/)).toBeVisible();
  await expect(page.getByText(first)).toHaveCount(0);
  await expect(edited.getByRole("link", { name: "Edytuj" })).toBeVisible();

  // Someone else sees the new text and when it changed, but no way to edit it.
  const otherContext = await browser.newContext();
  await loggedInAs(OTHER, otherContext);
  const otherPage = await otherContext.newPage();
  await openLive(otherPage, `${SONG}/komentarze`);
  const seen = otherPage.locator(".comment", { hasText: second });
  await expect(seen.getByText("edytowano")).toBeVisible();
  await expect(seen.getByRole("link", { name: "Edytuj" })).toHaveCount(0);
  await expect(seen.getByText("Poprzednie wersje")).toHaveCount(0);
  await otherContext.close();

  // Staff read what it said before, and cannot edit it either.
  const adminContext = await browser.newContext();
  await loggedInAs(ADMIN, adminContext);
  const adminPage = await adminContext.newPage();
  await openLive(adminPage, `${SONG}/komentarze`);
  const reviewed = adminPage.locator(".comment", { hasText: second });
  await expect(reviewed.getByRole("link", { name: "Edytuj" })).toHaveCount(0);
  await reviewed.getByText("Poprzednie wersje (1)").click();
  await expect(reviewed.locator(".post-versions").getByText(first)).toBeVisible();
  await adminContext.close();
});

test("without JavaScript the author edits a comment through the plain form and lands on it", async ({ browser, loggedInAs }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await loggedInAs(AUTHOR, context);
  const page = await context.newPage();
  await page.goto(`${SONG}/komentarze?dodaj=1`);
  const first = `Kołowrotek bez prądu ${unique()}.`;
  await page.getByLabel("Treść komentarza").fill(first);
  await page.getByRole("button", { name: "Dodaj komentarz" }).click();
  const item = page.locator(".comment", { hasText: first });
  await item.getByRole("link", { name: "Edytuj" }).click();

  // A refusal comes back in the form, with what was typed.
  await page.getByLabel("Treść komentarza").fill("   ");
  await page.getByRole("button", { name: "Zapisz zmiany" }).click();
  await expect(page.getByText("Treść komentarza jest obowiązkowa!")).toBeVisible();

  const second = `Kołowrotek na korbkę ${unique()}.`;
  await page.getByLabel("Treść komentarza").fill(second);
  await page.getByRole("button", { name: "Zapisz zmiany" }).click();
  await expect(page).toHaveURL(/\/komentarze#komentarz-\d+$/);
  await expect(page.locator(".comment", { hasText: second }).getByText("edytowano")).toBeVisible();
  await context.close();
});
