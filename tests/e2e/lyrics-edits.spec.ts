// Correcting lyrics (issue 18, decision 045): a visitor adds a verse above an interpreted line;
// the moderator accepts it from the queue; the interpretation still opens on its line and the
// synced timing still highlights it; the history shows the diff and credits the visitor; a
// revert keeps the interpretation on its line.
import { fakeVideoSite } from "./fake-video-site";
import { ADMIN, expect, openLive, type Page, solveCaptcha, test } from "./fixtures";

const SONG = "/zespol-poprawkowy-tekst-do-poprawki";
const LINE = "Linia z interpretacją";
const THEORY = "Ta linia to tajny przepis na pierogi ruskie.";
const VERSE = ["Nowa zwrotka na sam początek", "dopisana przez gościa", ""];

/** The interpretation's own address, read from its 'Zgłoś' link. */
async function theoryAddress(page: Page): Promise<string> {
  await openLive(page, `${SONG}?linia=1`);
  const report = await page.locator(".annotation", { hasText: THEORY }).getByRole("link", { name: "Zgłoś" }).getAttribute("href");
  return `${SONG}/interpretacja-${/[?&]id=(\d+)/.exec(report ?? "")?.[1]}`;
}

/** The interpretation opens on the line with its text, and that line is the `index`-th. */
async function expectOnItsLine(page: Page, address: string, index: number) {
  await openLive(page, address);
  const panel = page.getByRole("complementary", { name: "Nadinterpretacje" });
  await expect(panel.locator("blockquote")).toHaveText(LINE);
  await expect(panel).toContainText(THEORY);
  await expect(page.locator(`.lyrics [data-line="${index}"]`)).toContainText(LINE);
}

test("a visitor's verse is accepted from the queue; the interpretation and its timing follow; a revert keeps them", async ({
  page,
  browser,
  loggedInAs,
}) => {
  test.slow();
  const address = await theoryAddress(page);

  // The visitor suggests a verse above the interpreted line.
  await openLive(page, SONG);
  await page.getByRole("link", { name: "Edytuj tekst" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edytuj tekst: Zespół Poprawkowy – Tekst do poprawki");
  const box = page.getByLabel("Tekst piosenki");
  await box.fill([...VERSE, ...(await box.inputValue()).split("\n")].join("\n"));
  await page.getByLabel("Co poprawiasz? (krótko, dla moderatora)").fill("Brakowało pierwszej zwrotki");
  await solveCaptcha(page, page.locator("form", { has: box }));
  await page.getByRole("button", { name: "Wyślij propozycję" }).click();
  await expect(page.getByRole("status")).toHaveText("Dziękujemy! Twoja propozycja czeka na sprawdzenie przez moderatora.");
  await expectOnItsLine(page, address, 1);

  // The moderator accepts it from the queue.
  const modContext = await browser.newContext();
  const mod = await modContext.newPage();
  await loggedInAs(ADMIN, modContext);
  await openLive(mod, "/panel/zgloszenia");
  const proposal = mod.locator(".lyrics-proposal", { hasText: "Zespół Poprawkowy – Tekst do poprawki" });
  await expect(proposal).toContainText("Powód: Brakowało pierwszej zwrotki");
  await expect(proposal.getByRole("list", { name: /Zmiany proponowane/ })).toContainText("dodano: Nowa zwrotka na sam początek");
  await proposal.getByRole("button", { name: "Przyjmij", exact: true }).click();
  await expect(proposal).toHaveCount(0);

  // The interpretation opens on its line, now the fourth, and the timing still lights it.
  await expectOnItsLine(page, address, 4);
  const site = await fakeVideoSite(page);
  await openLive(page, SONG);
  await page.getByRole("button", { name: "Odtwórz od 0:05" }).click();
  await expect.poll(async () => (await site.player())?.seeks).toContain(5);
  await expect(page.locator('.lyrics [data-line="4"]')).toHaveClass(/playing-now/);

  // The history: the diff, the visitor credited, who accepted.
  await openLive(mod, `${SONG}/historia`);
  const accepted = mod.locator(".history-item", { hasText: "Tekst piosenki: 6 linii" });
  await expect(accepted).toContainText("Anonimowy");
  await expect(accepted).toContainText(`przyjął(-ęła) ${ADMIN.username}`);
  await expect(accepted).toContainText("Powód zmiany: Brakowało pierwszej zwrotki");
  await expect(accepted.getByRole("list", { name: /Zmiany w wersji/ })).toContainText("dodano: dopisana przez gościa");

  // A revert to the first version: a new version, and the interpretation is back on line 2.
  await mod.locator(".history-item", { hasText: "Tekst piosenki: 3 linii" }).getByRole("button", { name: "Przywróć tę wersję" }).click();
  await expect(mod.locator(".history-item.live", { hasText: "Tekst piosenki" })).toContainText("Tekst piosenki: 3 linii");
  await expectOnItsLine(page, address, 1);
  await modContext.close();
});

test("a visitor's corrected title is accepted from the queue; the old address answers 301 and the history credits the visitor", async ({
  page,
  browser,
  loggedInAs,
}) => {
  const old = "/zespol-tytulowy-tytl-z-literowka";
  await openLive(page, `${old}/edytuj`);
  const title = page.getByLabel("Tytuł", { exact: true });
  await title.fill("Tytuł Z Literówką");
  await page.getByLabel("Co poprawiasz w tytule lub nazwie? (krótko)").fill("literówka w tytule");
  await solveCaptcha(page, page.locator("form", { has: title }));
  await page.getByRole("button", { name: "Zaproponuj tytuł i wykonawcę" }).click();
  await expect(page.getByRole("status")).toHaveText("Dziękujemy! Twoja propozycja czeka na sprawdzenie przez moderatora.");

  const modContext = await browser.newContext();
  const mod = await modContext.newPage();
  await loggedInAs(ADMIN, modContext);
  await openLive(mod, "/panel/zgloszenia");
  const proposal = mod.locator(".names-proposal", { hasText: "Zespół Tytułowy – Tytl Z Literowka" });
  await expect(proposal).toContainText("Powód: literówka w tytule");
  await expect(proposal.getByRole("list", { name: /Zmiany proponowane/ })).toContainText("dodano: Tytuł: Tytuł Z Literówką");
  await proposal.getByRole("button", { name: "Przyjmij", exact: true }).click();
  await expect(proposal).toHaveCount(0);

  const moved = await page.request.get(old, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe("/zespol-tytulowy-tytul-z-literowka");
  await openLive(page, "/zespol-tytulowy-tytul-z-literowka/historia");
  const version = page.locator(".history-item", { hasText: "Tytuł i wykonawca: Zespół Tytułowy – Tytuł Z Literówką" });
  await expect(version).toContainText("Anonimowy");
  await expect(version).toContainText("Powód zmiany: literówka w tytule");
  await modContext.close();
});
