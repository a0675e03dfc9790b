// Moderation end to end (issue 17, decision 043): a visitor reports an interpretation, two
// users report it too and it is hidden (its author still sees it, marked); the moderator finds
// it at the top of the queue and dismisses the reports (it shows again), deletes it and brings
// it back from the trash with its points and its author's place in the ranking; the audit log
// has all four actions; a blocked author's next comment is refused with the block's message.
import { DEMO_USER_PASSWORD } from "@db/seed/data/users";
import { REPORT_MESSAGES } from "@core/rules/reports";
import { ADMIN, type Account, demoUser, expect, openLive, type Page, solveCaptcha, test } from "./fixtures";

const SONG = "/zespol-zgloszeniowy-teoria-pod-lupa";
const THEORY = "Ta linia to zaszyfrowany przepis na bigos.";
const AUTHOR: Account = { username: "TeoretykSpiskowy", password: DEMO_USER_PASSWORD };

/** The author's points and place, as their profile shows them. */
async function standing(page: Page) {
  await openLive(page, `/profil/${AUTHOR.username}`);
  const points = await page.getByText(/^Punkty: /).innerText();
  const place = await page.getByText(/^Miejsce w rankingu: /).innerText();
  return { points, place };
}

async function report(page: Page, address: string, reason: string, captcha: boolean) {
  await openLive(page, address);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Zgłoś: interpretacja");
  await expect(page.locator(".report-item")).toHaveText(THEORY);
  await page.getByRole("radio", { name: reason }).check();
  if (captcha) await solveCaptcha(page);
  await page.getByRole("button", { name: "Wyślij zgłoszenie" }).click();
  await expect(page.getByRole("status")).toHaveText(REPORT_MESSAGES.thanks);
}

test("reports hide it; the moderator dismisses, deletes, restores; the log keeps it all", async ({ page, browser, loggedInAs }) => {
  test.slow();
  const theory = page.locator(".annotation", { hasText: THEORY });
  const before = await standing(page);
  expect(before.points).not.toBe("Punkty: 0");

  // A visitor reports it from the song page; nothing changes for them.
  await openLive(page, `${SONG}?linia=0`);
  await theory.getByRole("link", { name: "Zgłoś" }).click();
  await expect(page).toHaveURL(/\/zglos\?rodzaj=annotation&id=\d+$/);
  const reportAddress = new URL(page.url()).pathname + new URL(page.url()).search;
  await report(page, reportAddress, "Prawdziwe znaczenie zamiast żartu (zasada serwisu)", true);
  await openLive(page, `${SONG}?linia=0`);
  await expect(theory).toBeVisible();

  // Two users report it too: the third reporter hides it from everyone but its author.
  for (const name of ["BasistaZBalkonu", "KrólowaRefrenu"]) {
    const context = await browser.newContext();
    await loggedInAs(demoUser(name), context);
    await report(await context.newPage(), reportAddress, "Spam lub reklama", false);
    await context.close();
  }
  await openLive(page, `${SONG}?linia=0`);
  await expect(theory).toHaveCount(0);
  const authorContext = await browser.newContext();
  const author = await authorContext.newPage();
  await loggedInAs(AUTHOR, authorContext);
  await openLive(author, `${SONG}?linia=0`);
  const waiting = author.getByRole("region", { name: "Twoje wpisy czekające na sprawdzenie" });
  await expect(waiting).toContainText(REPORT_MESSAGES.waiting);
  await expect(waiting.getByRole("listitem")).toHaveText(THEORY);

  // The moderator: at the top of the queue, with its reasons counted; dismissed, it is back.
  const modContext = await browser.newContext();
  const mod = await modContext.newPage();
  // Every delete asks first (product §4.12).
  mod.on("dialog", (dialog) => void dialog.accept());
  await loggedInAs(ADMIN, modContext);
  await openLive(mod, "/");
  await mod.getByRole("navigation", { name: "Główna nawigacja" }).getByRole("link", { name: "Panel" }).click();
  await mod
    .getByRole("navigation", { name: "Sekcje panelu" })
    .getByRole("link", { name: /^Zgłoszenia/ })
    .click();
  await expect(mod.getByRole("heading", { level: 1 })).toHaveText("Zgłoszenia");
  const top = mod.locator(".queue-item").first();
  await expect(top.locator("blockquote")).toHaveText(THEORY);
  await expect(top).toContainText("zgłoszeń: 3");
  await expect(top).toContainText("ukryte do decyzji");
  await expect(top).toContainText(`Autor: ${AUTHOR.username}`);
  await expect(top.getByText("Spam lub reklama: 2")).toBeVisible();
  await expect(top.getByText("Prawdziwe znaczenie zamiast żartu (zasada serwisu): 1")).toBeVisible();
  await top.getByRole("button", { name: "Odrzuć zgłoszenia" }).click();
  await expect(mod.locator(".queue-item blockquote", { hasText: THEORY })).toHaveCount(0);
  await openLive(page, `${SONG}?linia=0`);
  await expect(theory).toBeVisible();

  // Deleted from the song page: gone, and its points leave the author.
  await openLive(mod, `${SONG}?linia=0`);
  await mod.locator(".annotation", { hasText: THEORY }).getByRole("button", { name: "Usuń" }).click();
  await expect(mod.locator(".annotation", { hasText: THEORY })).toHaveCount(0);
  await openLive(page, `${SONG}?linia=0`);
  await expect(theory).toHaveCount(0);
  expect((await standing(page)).points).toBe("Punkty: 0");

  // Restored from the trash: the interpretation, its points and the author's place are back.
  await openLive(mod, "/panel/kosz");
  const row = mod.getByRole("row", { name: new RegExp(THEORY.replaceAll(".", "\\.")) }).first();
  await expect(row).toContainText("interpretacja");
  await row.getByRole("button", { name: "Przywróć" }).click();
  await expect(mod.getByRole("status")).toHaveText(`Przywrócono: ${THEORY}`);
  await openLive(page, `${SONG}?linia=0`);
  await expect(theory).toBeVisible();
  expect(await standing(page)).toEqual(before);

  // The log: the hide, the dismissal, the delete and the restore, newest first.
  await openLive(mod, "/panel/dziennik");
  const entries = mod.getByRole("row").filter({ hasText: `interpretacja: ${THEORY}` });
  await expect(entries).toHaveCount(4);
  await expect(entries.nth(0)).toContainText("przywrócenie");
  await expect(entries.nth(0)).toContainText(ADMIN.username);
  await expect(entries.nth(1)).toContainText("usunięcie");
  await expect(entries.nth(2)).toContainText("odrzucenie zgłoszeń");
  await expect(entries.nth(3)).toContainText("ukrycie po zgłoszeniach");

  // A block: the author still reads and is logged in, but their next comment is refused.
  await openLive(mod, "/panel/blokady");
  await mod.getByLabel("Nazwa użytkownika").fill(AUTHOR.username);
  await mod.getByLabel("Powód").fill("Przepisy na bigos w każdej linii");
  await mod.getByRole("button", { name: "Zablokuj" }).click();
  await expect(mod.getByRole("row", { name: new RegExp(AUTHOR.username) })).toBeVisible();
  await openLive(author, `${SONG}/komentarze`);
  await author.getByRole("link", { name: "Dodaj komentarz" }).click();
  await author.getByLabel("Treść komentarza").fill("A jednak to przepis na bigos, i to dobry.");
  await author.getByRole("button", { name: "Dodaj komentarz" }).click();
  await expect(author.getByText(/^Twoje konto jest zablokowane do .+\. Możesz czytać stronę i się logować/)).toBeVisible();
  await expect(author.locator(".comment", { hasText: "przepis na bigos, i to dobry" })).toHaveCount(0);

  // The block list lifts it again.
  await mod
    .getByRole("row", { name: new RegExp(AUTHOR.username) })
    .getByRole("button")
    .click();
  await expect(mod.getByRole("row", { name: new RegExp(AUTHOR.username) })).toHaveCount(0);
  await Promise.all([authorContext.close(), modContext.close()]);
});
