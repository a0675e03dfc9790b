import { demoUser, expect, openLive, solveCaptcha, test, type Page } from "./fixtures";

// A seeded demo user (db/seed) and a seeded artist with a seeded song.
const DEMO = demoUser("BasistaZBalkonu");
const ARTIST = "Ludowa";
const SEEDED_TITLE = "Wlazł kotek na płotek";

const unique = () => Date.now().toString(36).slice(-6);

const artistField = (page: Page) => page.getByRole("combobox", { name: "Wykonawca" });
const confirm = (page: Page) => page.getByRole("button", { name: "Zatwierdź" });

test("a user picks an existing artist from the suggestions, adds a song and lands on it", async ({ page, loggedInAs }) => {
  const searches: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/searchArtist/")) searches.push(decodeURIComponent(url.pathname.slice("/api/searchArtist/".length)));
  });
  await loggedInAs(DEMO);
  await openLive(page, "/dodaj");
  await expect(page).toHaveTitle("Dodaj piosenkę | Nadinterpretacje");
  await expect(page.getByText(`Dodajesz jako ${DEMO.username}`)).toBeVisible();
  await expect(page.locator("altcha-widget")).toHaveCount(0);

  // Typed letter by letter: one search, 500 ms after the last key.
  await artistField(page).pressSequentially("lud", { delay: 60 });
  const option = page.getByRole("option", { name: ARTIST });
  await option.click();
  expect(searches).toEqual(["lud"]);
  await expect(artistField(page)).toHaveValue(ARTIST);
  await expect(option).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText(`Wybrany wykonawca: ${ARTIST}.`)).toBeVisible();

  // Typing again drops the pick; picking again marks it again.
  await artistField(page).press("End");
  await artistField(page).pressSequentially("x");
  await expect(page.getByText(`Wybrany wykonawca: ${ARTIST}.`)).toHaveCount(0);
  const refreshed = page.waitForResponse((response) => response.url().endsWith(`/api/searchArtist/${ARTIST}`));
  await artistField(page).press("Backspace");
  await refreshed;
  // One frame for React to show the fresh suggestions before the keys below move in them.
  await page.evaluate(() => new Promise(requestAnimationFrame));
  await expect(option).toBeVisible();
  await expect(option).toHaveAttribute("aria-selected", "false");
  await artistField(page).press("ArrowDown");
  await artistField(page).press("Enter");
  await expect(option).toHaveAttribute("aria-selected", "true");

  const tag = unique();
  const title = page.getByLabel("Tytuł piosenki");
  await title.fill(`piosenka o próbach ${tag}`);
  const lyrics = page.getByLabel("Tekst", { exact: true });
  await lyrics.click();
  // The spec's first letters, shown as soon as the field is left.
  await expect(title).toHaveValue(`Piosenka O Próbach ${tag.replace(/^[a-z]/, (c) => c.toUpperCase())}`);
  await expect(lyrics).toHaveCSS("min-height", "300px");
  await lyrics.fill("Pierwsza linia próby\n\nDruga linia próby");
  await confirm(page).click();

  await expect(page).toHaveURL(new RegExp(`/ludowa-piosenka-o-probach-${tag}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`${ARTIST} – Piosenka O Próbach`);
  await expect(page.getByText("Druga linia próby")).toBeVisible();
});

test("the server's refusal is shown on the form, with a link to the song that exists", async ({ page, loggedInAs }) => {
  await loggedInAs(DEMO);
  await openLive(page, "/dodaj");
  await artistField(page).fill(ARTIST.toUpperCase());
  await page.getByLabel("Tytuł piosenki").fill(SEEDED_TITLE.toLowerCase());
  await page.getByLabel("Tekst", { exact: true }).fill("Wlazł kotek jeszcze raz");
  await confirm(page).click();
  const alert = page.getByRole("alert").filter({ hasText: "Ta piosenka już jest w serwisie" });
  await expect(alert).toContainText(`Ta piosenka już jest w serwisie: ${ARTIST} – ${SEEDED_TITLE}.`);
  await expect(page).toHaveURL("/dodaj");
  await alert.getByRole("link", { name: "Przejdź do tej piosenki" }).click();
  await expect(page).toHaveURL("/ludowa-wlazl-kotek-na-plotek");
});

test("a visitor sees the captcha and the validation messages, then adds a song with a new artist", async ({ page }) => {
  await openLive(page, "/dodaj");
  await expect(page.getByText("Dodajesz jako Anonimowy")).toBeVisible();
  // The captcha loads on first use of the form (decision 052), not with the page.
  await expect(page.locator("altcha-widget")).toHaveCount(0);

  await confirm(page).click();
  await expect(page.locator("altcha-widget").getByText("Nie jestem robotem")).toBeVisible();
  for (const message of ["Nazwa wykonawcy jest wymagana!", "Tytuł piosenki jest wymagany!", "Tekst jest wymagany!", "Najpierw rozwiąż captchę!"]) {
    await expect(page.getByRole("alert").filter({ hasText: message })).toBeVisible();
  }
  await expect(page).toHaveURL("/dodaj");

  const tag = unique();
  await artistField(page).fill(`kapela z podwórka ${tag}`);
  await page.getByLabel("Tytuł piosenki").fill("Ballada o kluczu");
  await page.getByLabel("Tekst", { exact: true }).fill("Zgubiłem klucz\nzobacz www.klucze.pl");
  await confirm(page).click();
  await expect(page.getByText("Tekst piosenki nie może zawierać linków ani adresów WWW!")).toBeVisible();
  await expect(page.getByText("Nazwa wykonawcy jest wymagana!")).toHaveCount(0);
  await page.getByLabel("Tekst", { exact: true }).fill("Zgubiłem klucz\nPod wycieraczką");

  await solveCaptcha(page);
  await expect(page.getByText("Najpierw rozwiąż captchę!")).toHaveCount(0);
  await confirm(page).click();

  await expect(page).toHaveURL(new RegExp(`/kapela-z-podworka-${tag}-ballada-o-kluczu$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Kapela Z Podwórka");
  await expect(page.getByText("Pod wycieraczką")).toBeVisible();
});

test("without JavaScript a user still adds a song: the form posts to the page", async ({ browser, loggedInAs }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await loggedInAs(DEMO, context);
  await page.goto("/dodaj");
  await confirm(page).click();
  await expect(page.getByText("Nazwa wykonawcy jest wymagana!")).toBeVisible();
  const tag = unique();
  await artistField(page).fill(ARTIST.toLowerCase());
  await page.getByLabel("Tytuł piosenki").fill(`bez skryptów ${tag}`);
  await page.getByLabel("Tekst", { exact: true }).fill("Linia bez skryptów");
  await confirm(page).click();
  await expect(page).toHaveURL(new RegExp(`/ludowa-bez-skryptow-${tag}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`${ARTIST} – Bez Skryptów`);
  await context.close();
});
