import { readFile } from "node:fs/promises";
import { demoUser, expect, openLive, type Page, test } from "./fixtures";

// Accounts people can keep and consent that means something (decision 044), on the local
// outbox (/_dev/poczta: the e2e server runs with MAIL_PROVIDER=outbox). Each test has its own
// account from tests/e2e/e2e-fixtures.sql, because each changes its password, its address or
// its existence; they share the demo users' password.
const PASSWORD = demoUser("CichaWoda2000").password;
const FORGETFUL = { username: "ZapominalskaE2E", password: PASSWORD, email: "zapominalska.e2e@example.pl" };
const MOVER = { username: "PrzeprowadzkaE2E", password: PASSWORD, email: "przeprowadzka.e2e@example.pl" };
const LEAVER = { username: "OdchodzacyE2E", password: PASSWORD, email: "odchodzacy.e2e@example.pl" };
const LEAVERS_SONG = "/zespol-teledyskowy-piosenka-na-pozegnanie";
const LEAVERS_INTERPRETATION = "Konto odchodzi, a interpretacja zostaje na pamiątkę.";

const nav = (page: Page) => page.getByRole("navigation", { name: "Główna nawigacja" });
const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

/** The newest mail to `address` in the local outbox: its subject and its first link ("" for none). */
async function newestMail(page: Page, address: string) {
  await page.goto("/_dev/poczta");
  const mail = page.locator(`.dev-mail-item[data-to="${address}"]`).first();
  await expect(mail).toBeVisible();
  // Notices have no link.
  const links = mail.locator(".dev-mail-links a");
  const link = (await links.count()) > 0 ? await links.first().getAttribute("href") : null;
  return { subject: (await mail.getByRole("heading").innerText()).trim(), link: link ?? "" };
}

async function logInThroughForm(page: Page, login: string, password: string) {
  await openLive(page, "/login");
  await page.getByLabel("E-mail lub nazwa użytkownika").fill(login);
  await page.getByLabel("Hasło").fill(password);
  await page.getByRole("button", { name: "Zaloguj" }).click();
}

test("a forgotten password: the mailed link sets a new one, the old one fails, the other browser is logged out", async ({
  browser,
  page,
  loggedInAs,
}) => {
  const other = await browser.newContext();
  await loggedInAs(FORGETFUL, other);
  const otherPage = await other.newPage();
  await otherPage.goto("/");
  await expect(nav(otherPage).getByRole("link", { name: `Profil: ${FORGETFUL.username}` })).toBeVisible();

  await openLive(page, "/login");
  await page.getByRole("link", { name: "Nie pamiętasz hasła?" }).click();
  await expect(page).toHaveURL("/przypomnij-haslo");
  await page.getByLabel("E-mail lub nazwa użytkownika").fill(FORGETFUL.email);
  await page.getByRole("button", { name: "Wyślij link" }).click();
  await expect(page.getByText("Jeśli konto istnieje, wysłaliśmy link na jego adres e-mail.")).toBeVisible();

  const mail = await newestMail(page, FORGETFUL.email);
  expect(mail.subject).toBe("Ustaw nowe hasło | Nadinterpretacje");
  await openLive(page, mail.link);
  await page.getByLabel("Nowe hasło").fill("nowe-haslo-po-resecie");
  await page.getByRole("button", { name: "Ustaw nowe hasło" }).click();
  await expect(page).toHaveURL(`/profil/${FORGETFUL.username}`);
  await expect(nav(page).getByRole("link", { name: "Wyloguj" })).toBeVisible();

  // Every other session of the account ended with the reset.
  await otherPage.reload();
  await expect(nav(otherPage).getByRole("link", { name: "Zaloguj się" })).toBeVisible();
  await logInThroughForm(otherPage, FORGETFUL.username, FORGETFUL.password);
  await expect(otherPage.getByText("błędne hasło i/lub login!")).toBeVisible();
  await logInThroughForm(otherPage, FORGETFUL.username, "nowe-haslo-po-resecie");
  await expect(otherPage).toHaveURL(`/profil/${FORGETFUL.username}`);
  // The link was single use.
  await page.goto(mail.link);
  await expect(page.getByText("Ten link został już użyty")).toBeVisible();
  await other.close();
});

test("a user changes their e-mail address through the link sent to the new one", async ({ page, loggedInAs }) => {
  const address = "nowy.adres.e2e@example.pl";
  await loggedInAs(MOVER);
  await openLive(page, `/profil/${MOVER.username}`);
  await page.getByRole("link", { name: "Ustawienia konta" }).click();
  await expect(page).toHaveURL("/profil/ustawienia");
  const email = section(page, "Adres e-mail");
  await email.getByLabel("Nowy adres e-mail").fill(address);
  await email.getByLabel("Obecne hasło").fill(MOVER.password);
  await email.getByRole("button", { name: "Zmień adres" }).click();
  await expect(email.getByText("Wysłaliśmy link na nowy adres.")).toBeVisible();
  await expect(email).toContainText(MOVER.email);

  expect((await newestMail(page, MOVER.email)).subject).toBe("Zmiana adresu e-mail | Nadinterpretacje");
  const mail = await newestMail(page, address);
  expect(mail.subject).toBe("Potwierdź adres e-mail | Nadinterpretacje");
  await openLive(page, mail.link);
  await page.getByRole("button", { name: "Potwierdź adres" }).click();
  await expect(page.getByText(`Adres ${address} jest potwierdzony.`)).toBeVisible();
  await openLive(page, "/profil/ustawienia");
  await expect(section(page, "Adres e-mail")).toContainText(`Obecny adres: ${address} — potwierdzony.`);
});

test("a user downloads their data and deletes the account, keeping the interpretation as 'Anonimowy'", async ({ page, loggedInAs }) => {
  await loggedInAs(LEAVER);
  await openLive(page, "/profil/ustawienia");
  const data = section(page, "Twoje dane");
  // A wrong password: the page again, with a 401 and the message at the field; no file.
  await data.getByLabel("Obecne hasło").fill("nie-to-haslo");
  const refused = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/profil/ustawienia");
  await data.getByRole("button", { name: "Pobierz moje dane" }).click();
  expect((await refused).status()).toBe(401);
  await expect(data.getByText("Nieprawidłowe hasło.")).toBeVisible();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await data.getByLabel("Obecne hasło").fill(LEAVER.password);
  const download = page.waitForEvent("download");
  await data.getByRole("button", { name: "Pobierz moje dane" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^nadinterpretacje-moje-dane-\d{4}-\d{2}-\d{2}\.json$/);
  const json = JSON.parse(await readFile(await file.path(), "utf8"));
  expect(json.account).toMatchObject({ username: LEAVER.username, email: LEAVER.email });
  expect(json.interpretations.map((a: { text: string }) => a.text)).toEqual([LEAVERS_INTERPRETATION]);

  const leave = section(page, "Usuń konto");
  await expect(leave.getByLabel("Zostaw je podpisane jako „Anonimowy”")).toBeChecked();
  await leave.getByLabel("Obecne hasło").fill(LEAVER.password);
  await leave.getByRole("button", { name: "Usuń konto" }).click();
  await expect(page).toHaveURL("/");
  await expect(nav(page).getByRole("link", { name: "Zaloguj się" })).toBeVisible();

  expect((await newestMail(page, LEAVER.email)).subject).toBe("Twoje konto zostało usunięte | Nadinterpretacje");
  expect((await page.goto(`/profil/${LEAVER.username}`))?.status()).toBe(404);
  await openLive(page, `${LEAVERS_SONG}?linia=0`);
  const panel = page.getByRole("complementary", { name: "Nadinterpretacje" });
  await expect(panel.locator(".annotation", { hasText: LEAVERS_INTERPRETATION }).getByText("Anonimowy")).toBeVisible();
});

test("with 'Tylko niezbędne' no performance beacon leaves the browser; 'Akceptuję wszystkie' from the footer starts them", async ({ page }) => {
  // Every page view would report (views are sampled otherwise): only consent decides here.
  await page.addInitScript(() => window.localStorage.setItem("vitalsSample", "1"));
  const beacons: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/vitals") beacons.push(`${request.method()} ${page.url()}`);
  });

  await openLive(page, "/");
  const banner = page.getByRole("region", { name: "Informacja o ciasteczkach" });
  await expect(banner).toBeVisible();
  await page.waitForTimeout(500);
  expect(beacons, "before any choice").toEqual([]);
  await banner.getByRole("button", { name: "Tylko niezbędne" }).click();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem("cookiesAccepted"))).toBe("0");

  // A client-side navigation, a full load, and leaving a page (when reports are flushed).
  await page.locator("footer").getByRole("link", { name: "Regulamin" }).click();
  await expect(page).toHaveURL(/\/dmca$/);
  await openLive(page, "/faq");
  await expect(banner).toBeHidden();
  await openLive(page, "/onas");
  await page.waitForTimeout(1000);
  expect(beacons, "with only the necessary cookies").toEqual([]);

  // The footer brings the choice back; accepting everything starts the reports at once.
  await page.locator("footer").getByRole("button", { name: "Ustawienia ciasteczek" }).click();
  await expect(banner).toBeVisible();
  const beacon = page.waitForRequest((request) => new URL(request.url()).pathname === "/api/vitals");
  await banner.getByRole("button", { name: "Akceptuję wszystkie" }).click();
  await beacon;
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem("cookiesAccepted"))).toBe("1");
});
