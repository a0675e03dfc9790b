import { ADMIN, expect, openLive, solveCaptcha, test } from "./fixtures";

// A short seeded song with no German translation (db/seed/data).
const SONG = "/ludowa-czerwone-jabluszko";

test("a visitor adds a translation: the language picker, the messages, its tab opens side by side, stacked on a phone", async ({ page }) => {
  await openLive(page, `${SONG}/tlumaczenie`);
  await page.getByRole("link", { name: "Dodaj tłumaczenie" }).click();
  const submit = page.getByRole("button", { name: "Dodaj tłumaczenie" });
  await submit.click();
  await expect(page.getByText("Wybierz język tłumaczenia.")).toBeVisible();
  await expect(page.getByText("Tekst tłumaczenia jest obowiązkowy.")).toBeVisible();

  const picker = page.getByRole("combobox", { name: "Język tłumaczenia" });
  await picker.fill("deutsch");
  const option = page.getByRole("option", { name: /Deutsch \(German\)/ });
  await expect(option.locator("img")).toHaveAttribute("src", "/api/getLang/de");
  await picker.press("Enter");
  await expect(picker).toHaveValue("Deutsch (German)");

  const lines = [
    "Roter Apfel, kreuzweise geschnitten,",
    "Warum, Mädchen, schaust du mich schief an?",
    "",
    "[Refrain]",
    "Gänse hinterm Wasser, Enten hinterm Wasser,",
    "Lauf weg, Mädchen, sonst stoßen sie dich!",
    "",
    "Roter Apfel rollt über den Boden,",
    "Dieses Mädchen liebe ich, das schwarze Augen hat.",
    "",
    "[Refrain]",
    "Gänse hinterm Wasser, Enten hinterm Wasser,",
    "Lauf weg, Mädchen, sonst stoßen sie dich!",
  ];
  await page.getByLabel("Tekst tłumaczenia").fill(lines.join("\n"));
  await expect(page.getByLabel("Tekst tłumaczenia")).toHaveCSS("height", "350px");
  await solveCaptcha(page);
  await submit.click();

  await expect(page).toHaveURL(`${SONG}/tlumaczenie?jezyk=de`);
  await expect(page.getByRole("link", { name: "Deutsch" })).toHaveAttribute("aria-current", "true");
  const article = page.locator(".translation", { hasText: "Tłumaczenie: Deutsch" });
  await expect(article.getByText("Anonimowy")).toBeVisible();
  // Side by side, line by line: each line sits level with its original.
  const original = article.locator(".side.original .side-line").nth(1);
  const translated = article.locator(".side.translated .side-line").nth(1);
  await expect(translated).toHaveText(lines[1]);
  const [a, b] = [await original.boundingBox(), await translated.boundingBox()];
  expect(Math.abs((a?.y ?? 0) - (b?.y ?? 1))).toBeLessThan(2);
  expect((b?.x ?? 0) > (a?.x ?? 0)).toBe(true);

  // On a phone the translation goes under the original.
  await page.setViewportSize({ width: 390, height: 800 });
  const [first, second] = [await article.locator(".side.original").boundingBox(), await article.locator(".side.translated").boundingBox()];
  expect((second?.y ?? 0) > (first?.y ?? 0) + (first?.height ?? 0) - 1).toBe(true);
});

test("the admin deletes that translation after confirming, and the page reloads without it", async ({ page, loggedInAs }) => {
  page.on("dialog", (dialog) => void dialog.accept());
  await loggedInAs(ADMIN);
  await openLive(page, `${SONG}/tlumaczenie?jezyk=de`);
  const article = page.locator(".translation", { hasText: "Tłumaczenie: Deutsch" });
  await article.getByRole("button", { name: "Usuń" }).click();
  await expect(article).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Deutsch" })).toHaveCount(0);
});
