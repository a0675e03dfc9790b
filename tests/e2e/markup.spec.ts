// The comment form's markup editor (product §5.13, decision 028) and comments rendered with their
// author's trust: a visitor's link tag stays text, a user's becomes a link.
import { demoUser, expect, openLive, type Page, test } from "./fixtures";

const SONG = "/ludowa-stary-niedzwiedz-mocno-spi";
const USER = demoUser("LatarnikZSzopy");

async function select(page: Page, from: number, to: number) {
  await page.getByLabel("Treść komentarza").evaluate((element: HTMLTextAreaElement, [a, b]) => element.setSelectionRange(a, b), [from, to]);
}

test("the editor's buttons and Ctrl+B wrap the selection; the preview renders and the count shows", async ({ page }) => {
  await openLive(page, `${SONG}/komentarze?dodaj=1`);
  const input = page.getByLabel("Treść komentarza");
  await input.fill("raz dwa trzy");
  await expect(page.getByText("12 / 5000 znaków")).toBeVisible();

  await select(page, 0, 3);
  await page.getByRole("button", { name: /^Pogrubienie/ }).click();
  await expect(input).toHaveValue("[b]raz[/b] dwa trzy");
  await select(page, 11, 14);
  await page.getByRole("button", { name: /^Kursywa/ }).click();
  await expect(input).toHaveValue("[b]raz[/b] [i]dwa[/i] trzy");
  await select(page, 22, 26);
  await page.getByRole("button", { name: /^Podkreślenie/ }).click();
  await expect(input).toHaveValue("[b]raz[/b] [i]dwa[/i] [u]trzy[/u]");
  await input.press("End");
  await input.pressSequentially(" cztery");
  await select(page, 34, 40);
  await input.press("Control+b");
  await expect(input).toHaveValue("[b]raz[/b] [i]dwa[/i] [u]trzy[/u] [b]cztery[/b]");
  await expect(page.getByText("47 / 5000 znaków")).toBeVisible();

  await page.getByRole("button", { name: "Podgląd" }).click();
  const preview = page.getByRole("region", { name: "Podgląd" });
  await expect(preview.locator("b", { hasText: "raz" })).toBeVisible();
  await expect(preview.locator("i", { hasText: "dwa" })).toBeVisible();
  await expect(preview.locator("u", { hasText: "trzy" })).toBeVisible();
  await expect(preview.locator("b", { hasText: "cztery" })).toBeVisible();
  await expect(preview).not.toContainText("[b]");
});

test("a visitor's [url] stays text; a logged-in user's becomes a nofollow link", async ({ page, loggedInAs }) => {
  const body = "[url]https://example.com[/url]";
  // A visitor: the preview shows the tag literally, and the server refuses links from visitors.
  await openLive(page, `${SONG}/komentarze?dodaj=1`);
  await page.getByLabel("Treść komentarza").fill(body);
  await page.getByRole("button", { name: "Podgląd" }).click();
  const preview = page.getByRole("region", { name: "Podgląd" });
  await expect(preview).toContainText(body);
  await expect(preview.getByRole("link")).toHaveCount(0);

  // A user: the stored comment renders the link with the user's trust.
  await loggedInAs(USER);
  await openLive(page, `${SONG}/komentarze?dodaj=1`);
  const marker = `Latarnik poleca ${Date.now().toString(36)}`;
  await page.getByLabel("Treść komentarza").fill(`${marker} ${body}`);
  await page.getByRole("button", { name: "Dodaj komentarz" }).click();
  const comment = page.locator(".comment", { hasText: marker });
  const link = comment.locator(".comment-text").getByRole("link", { name: "https://example.com" });
  await expect(link).toHaveAttribute("href", /^https:\/\/example\.com\/?$/);
  await expect(link).toHaveAttribute("rel", "nofollow ugc noopener");
  await expect(comment.locator(".comment-text")).not.toContainText("[url]");
});

test("without JavaScript the editor is a plain textarea and the comment form still posts", async ({ browser, loggedInAs }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await loggedInAs(USER, context);
  await page.goto(`${SONG}/komentarze?dodaj=1`);
  await expect(page.getByRole("button", { name: /^Pogrubienie/ })).toBeDisabled();
  const marker = `Bez skryptów [b]gruba[/b] ${Date.now().toString(36)}`;
  await page.getByLabel("Treść komentarza").fill(marker);
  await page.getByRole("button", { name: "Dodaj komentarz" }).click();
  await page.goto(`${SONG}/komentarze`);
  const text = page.locator(".comment .comment-text", { hasText: "Bez skryptów" }).last();
  await expect(text.locator("b")).toHaveText("gruba");
  await context.close();
});
