// No vandalism without undo (decision 042): a visitor fills a song's empty video with the
// wrong one and syncs junk times, a moderator takes the video away from 'Historia edycji' and
// brings it back; a visitor's overwrite of good times waits for review, a moderator accepts it
// by mistake and reverts to the good times.
import { fakeVideoSite } from "./fake-video-site";
import { MODERATOR, expect, openLive, type Page, solveCaptcha, test } from "./fixtures";

const EMPTY_SONG = "/zespol-teledyskowy-teledysk-do-zwandalizowania";
const SYNCED_SONG = "/zespol-teledyskowy-czasy-do-zwandalizowania";

const timeField = (page: Page, line: string) => page.getByRole("textbox", { name: `Czas linii „${line}”` });

async function syncAsVisitor(page: Page, times: [string, string][]) {
  await page.getByRole("button", { name: "Synchronizuj" }).click();
  const editor = page.getByRole("region", { name: "Synchronizacja tekstu" });
  for (const [line, time] of times) {
    await timeField(page, line).fill(time);
    await timeField(page, line).press("Enter");
  }
  await solveCaptcha(page);
  await editor.getByRole("button", { name: "Zapisz synchronizację" }).click();
  await expect(editor).toHaveCount(0);
}

test("a moderator takes a vandal's video away from the history, and can bring it back", async ({ page, browser, loggedInAs }) => {
  await fakeVideoSite(page);
  await openLive(page, EMPTY_SONG);
  await page.getByRole("link", { name: "Zaproponuj teledysk", exact: true }).click();
  await page.getByLabel("Adres teledysku na YouTube").fill("https://youtu.be/e2eSongVid5");
  await page.getByRole("button", { name: "Sprawdź" }).click();
  await expect(page.getByText("Teledysk wandala (nie ten utwór)")).toBeVisible();
  await page.locator("altcha-widget").getByText("Nie jestem robotem").click();
  const poster = page.locator(".player-poster img");
  await expect(poster).toHaveAttribute("src", /\/vi\/e2eSongVid5\//, { timeout: 20_000 });
  await syncAsVisitor(page, [
    ["Linia przed wandalem", "0:01"],
    ["Linia po wandalu", "0:02"],
  ]);

  const moderator = await browser.newContext();
  const mod = await moderator.newPage();
  await loggedInAs(MODERATOR, moderator);
  await openLive(mod, EMPTY_SONG);
  await mod.getByRole("link", { name: "Historia edycji" }).click();
  await expect(mod.getByRole("heading", { level: 1 })).toHaveText("Historia edycji: Zespół Teledyskowy – Teledysk do zwandalizowania");
  const versions = mod.locator(".history-item");
  await expect(versions.filter({ hasText: "Teledysk: „Teledysk wandala (nie ten utwór)” (e2eSongVid5)" })).toContainText("Anonimowy");
  await expect(versions.filter({ hasText: "Synchronizacja z e2eSongVid5: 2 linii z czasem" })).toBeVisible();

  await mod.getByRole("button", { name: "Usuń teledysk (da się go przywrócić)" }).click();
  await expect(versions.first()).toContainText("Bez teledysku");
  await expect(versions.first()).toContainText(MODERATOR.username);
  await openLive(page, EMPTY_SONG);
  await expect(page.getByText("Ta piosenka nie ma jeszcze teledysku.")).toBeVisible();

  // Nothing a moderator does is lost: the removed video comes back with one press.
  await versions.filter({ hasText: "(e2eSongVid5)" }).getByRole("button", { name: "Przywróć tę wersję" }).click();
  await expect(versions.first()).toContainText("Teledysk: „Teledysk wandala (nie ten utwór)”");
  await openLive(page, EMPTY_SONG);
  await expect(poster).toHaveAttribute("src", /\/vi\/e2eSongVid5\//);
  await moderator.close();
});

test("a visitor's overwrite of good times waits; accepted by mistake, the good times come back", async ({ page, browser, loggedInAs }) => {
  await fakeVideoSite(page);
  await openLive(page, SYNCED_SONG);
  await expect(page.getByRole("button", { name: "Odtwórz od 0:08" })).toBeVisible();
  await syncAsVisitor(page, [
    ["Pierwsza zsynchronizowana", "0:50"],
    ["Druga zsynchronizowana", "0:51"],
    ["Trzecia zsynchronizowana", "0:52"],
  ]);
  await expect(page.getByRole("status")).toHaveText("Dziękujemy! Twoja propozycja czeka na sprawdzenie przez moderatora.");
  await openLive(page, SYNCED_SONG);
  await expect(page.getByRole("button", { name: "Odtwórz od 0:08" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Odtwórz od 0:51" })).toHaveCount(0);

  const moderator = await browser.newContext();
  const mod = await moderator.newPage();
  await loggedInAs(MODERATOR, moderator);
  await openLive(mod, `${SYNCED_SONG}/historia`);
  const pending = mod.locator(".history-item", { hasText: "czeka na sprawdzenie" });
  await expect(pending).toContainText("Synchronizacja z e2eSongVid1: 3 linii z czasem");
  await pending.getByRole("button", { name: "Przyjmij" }).click();
  await expect(mod.locator(".history-item", { hasText: "czeka na sprawdzenie" })).toHaveCount(0);
  await openLive(page, SYNCED_SONG);
  await expect(page.getByRole("button", { name: "Odtwórz od 0:51" })).toBeVisible();

  await openLive(mod, `${SYNCED_SONG}/historia`);
  const good = mod.locator(".history-item", { hasText: "wcześniejsza" }).filter({ hasText: "Synchronizacja" });
  const before = await mod.locator(".history-item").count();
  await good.getByRole("button", { name: "Przywróć tę wersję" }).click();
  // The revert is itself a new version, on top.
  await expect(mod.locator(".history-item")).toHaveCount(before + 1);
  await expect(mod.locator(".history-item").first()).toContainText(`${MODERATOR.username}`);
  await openLive(page, SYNCED_SONG);
  await expect(page.getByRole("button", { name: "Odtwórz od 0:08" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Odtwórz od 0:51" })).toHaveCount(0);
  await moderator.close();
});
