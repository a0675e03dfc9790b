// Renames and merges end to end (issue 18 point 4, decision 049): a moderator merges 'Dzem E2E'
// into 'Dżem E2E' from the artist page — the merge screen finds the other artist by name and
// ticks the duplicate song — and the old artist address answers 301 to the new one, the page
// shows the merged songs, and the duplicate's shared line lands on its interpretation in the
// song it joined. Without JavaScript, a moderator renames an artist with the plain form.
import { MODERATOR, expect, openLive, test } from "./fixtures";

const THEORY = "Wehikuł czasu to po prostu nocny autobus.";

test("a moderator merges 'Dzem' into 'Dżem': the old address answers 301 and the page shows the merged songs", async ({ page, loggedInAs }) => {
  await loggedInAs(MODERATOR);
  await openLive(page, "/dzem-e2e-2");
  await page.getByRole("link", { name: "Połącz z innym wykonawcą" }).click();
  await expect(page).toHaveURL(/\/dzem-e2e-2\/polacz$/);
  // Found by the artist's own name: 'Dzem' finds 'Dżem'.
  await page.getByRole("list", { name: "Znalezieni wykonawcy" }).getByRole("link", { name: "Dżem E2E" }).click();
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText("„Dzem E2E” → „Dżem E2E”");
  const duplicate = page.getByRole("checkbox", { name: /Wehikul czasu/ });
  await expect(duplicate).toBeChecked();
  await page.getByRole("button", { name: "Połącz wykonawców" }).click();

  await expect(page).toHaveURL(/\/dzem-e2e$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dżem E2E");
  const songs = page.getByRole("main").locator("section", { has: page.getByRole("heading", { name: "Wszystkie piosenki" }) });
  await expect(songs.getByRole("link", { name: "List Do M." })).toBeVisible();
  await expect(songs.getByRole("link", { name: "Wehikuł Czasu" })).toBeVisible();
  // The duplicate merged into its twin: one song of that title.
  await expect(songs.getByRole("link", { name: /Wehiku/ })).toHaveCount(1);

  const old = await page.request.get("/dzem-e2e-2", { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe("/dzem-e2e");
  // The duplicate's line 1 is the twin's line 0; the link people shared still opens the interpretation.
  const shared = await page.request.get("/dzem-e2e-wehikul-czasu-2?linia=1", { maxRedirects: 0 });
  expect(shared.status()).toBe(301);
  expect(shared.headers().location).toBe("/dzem-e2e-wehikul-czasu?linia=0");
  await openLive(page, "/dzem-e2e-wehikul-czasu-2?linia=1");
  await expect(page).toHaveURL(/\/dzem-e2e-wehikul-czasu\?linia=0$/);
  await expect(page.getByText(THEORY)).toBeVisible();
});

test("without JavaScript a moderator renames an artist, and the old address answers 301", async ({ browser, loggedInAs }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await loggedInAs(MODERATOR, context);
  const page = await context.newPage();
  await page.goto("/zespol-do-przemianowania");
  await page.getByText("Zmień nazwę", { exact: true }).click();
  await page.getByLabel("Nowa nazwa wykonawcy").fill("zespół przemianowany");
  await page.getByRole("button", { name: "Zapisz nazwę" }).click();
  await expect(page).toHaveURL(/\/zespol-przemianowany$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Zespół Przemianowany");
  const old = await page.request.get("/zespol-do-przemianowania", { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe("/zespol-przemianowany");
  const song = await page.request.get("/zespol-do-przemianowania-stara-nazwa/komentarze", { maxRedirects: 0 });
  expect(song.status()).toBe(301);
  expect(song.headers().location).toBe("/zespol-przemianowany-stara-nazwa/komentarze");
  await context.close();
});
