import { ADMIN, expect, openLive, test, type Page } from "./fixtures";

// A real 1×1 PNG, so the browser can draw it.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

const editorChunks = (page: Page) => {
  const loaded: string[] = [];
  page.on("request", (request) => {
    if (/rich-editor[^/]*\.js$/.test(new URL(request.url()).pathname)) loaded.push(request.url());
  });
  return loaded;
};

test("a visitor gets 'brak dostępu' and no editor", async ({ page }) => {
  const chunks = editorChunks(page);
  const response = await page.goto("/artykul_edit");
  expect(response?.status()).toBe(403);
  await expect(page.getByText("brak dostępu")).toBeVisible();
  await expect(page.getByLabel("Tytuł")).toHaveCount(0);
  expect(chunks).toEqual([]);
});

test("every toolbar button writes its tag into the article HTML", async ({ page, loggedInAs }) => {
  await loggedInAs(ADMIN);
  await openLive(page, "/artykul_edit");
  const editor = page.getByRole("textbox", { name: "Treść" });
  const button = (name: string) => page.getByRole("button", { name, exact: true });
  await editor.click();

  await button("Nagłówek H2").click();
  await page.keyboard.type("Śródtytuł");
  await page.keyboard.press("Enter");
  await button("Kursywa").click();
  await page.keyboard.type("pochyło");
  await button("Kursywa").click();
  await page.keyboard.type(" i ");
  await button("Podkreślenie").click();
  await page.keyboard.type("podkreślnie");
  await button("Podkreślenie").click();
  await page.keyboard.press("Enter");
  await button("Cytat").click();
  await page.keyboard.type("Mądry cytat");
  await page.keyboard.press("Enter");
  await button("Lista punktowana").click();
  await page.keyboard.type("pierwszy punkt");
  await page.keyboard.press("Enter");
  await page.keyboard.type("drugi punkt");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  // With nothing selected the address becomes the link's text.
  page.once("dialog", (dialog) => void dialog.accept("https://example.com/strona"));
  await button("Odnośnik").click();

  await button("Surowy HTML").click();
  const html = await page.getByRole("textbox", { name: "Treść" }).inputValue();
  expect(html).toContain("<h2>Śródtytuł</h2>");
  expect(html).toContain("<p><em>pochyło</em> i <u>podkreślnie</u></p>");
  expect(html).toContain("<blockquote>Mądry cytat</blockquote>");
  expect(html).toContain("<ul><li>pierwszy punkt</li><li>drugi punkt</li></ul>");
  expect(html).toMatch(/<a href="https:\/\/example\.com\/strona"[^>]*>https:\/\/example\.com\/strona<\/a>/);

  // What is no image is refused by the server, whatever its name says.
  await page.getByLabel("Prześlij obraz").setInputFiles({ name: "nie-obraz.png", mimeType: "image/png", buffer: Buffer.from("<svg/>") });
  await expect(page.getByText("Dozwolone są tylko obrazy JPG, PNG, GIF i WEBP.")).toBeVisible();

  // An address the sanitiser would drop is refused at once.
  await button("Surowy HTML").click();
  await editor.click();
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void (dialog.type() === "prompt" ? dialog.accept("javascript:alert(1)") : dialog.accept());
  });
  await button("Odnośnik").click();
  await expect.poll(() => dialogs).toHaveLength(2);
  expect(dialogs[1]).toMatch(/^alert: Nieprawidłowy adres odnośnika/);
  await button("Surowy HTML").click();
  expect(await page.getByRole("textbox", { name: "Treść" }).inputValue()).not.toContain("javascript:");
});

test("the admin writes an article with Lexical and an upload, edits its HTML and deletes it", async ({ page, loggedInAs }) => {
  const chunks = editorChunks(page);
  await loggedInAs(ADMIN);
  await openLive(page, "/panel");
  // Lexical is loaded by the editor page only.
  expect(chunks).toEqual([]);
  await page.getByRole("link", { name: "Nowy artykuł" }).click();
  await expect(page).toHaveURL("/artykul_edit");
  await expect(page).toHaveTitle("Nowy artykuł | Nadinterpretacje");

  const unique = Date.now().toString(36);
  const title = `Edytor próbny ${unique}`;
  const slug = `edytor-probny-${unique}`;
  await page.getByLabel("Tytuł").fill(title);

  const editor = page.getByRole("textbox", { name: "Treść" });
  await editor.click();
  expect(chunks).toHaveLength(1);
  await page.keyboard.type("Zwykły początek. ");
  await page.getByRole("button", { name: "Pogrubienie" }).click();
  await expect(page.getByRole("button", { name: "Pogrubienie" })).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.type("Pogrubiona puenta");
  await page.getByRole("button", { name: "Pogrubienie" }).click();
  await page.keyboard.type(" i obrazek: ");
  await expect(editor.locator("strong")).toHaveText("Pogrubiona puenta");

  // The empty title is refused before anything is sent.
  await page.getByLabel("Tytuł").fill("");
  await page.getByRole("button", { name: "Zapisz" }).click();
  await expect(page.getByText("tytuł oraz treść są wymagane!")).toBeVisible();
  await expect(page).toHaveURL("/artykul_edit");
  await page.getByLabel("Tytuł").fill(title);

  await editor.click();
  await page.keyboard.press("End");
  await page.getByLabel("Prześlij obraz").setInputFiles({ name: "kropka.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByText("Przesyłanie: 100%")).toBeVisible();
  const image = editor.locator("img");
  await expect(image).toHaveAttribute("src", /^\/api\/upload\/images\/[0-9a-f-]{36}\.png$/);
  await expect(image).toHaveAttribute("alt", "kropka");
  const src = await image.getAttribute("src");
  // Inserted at the cursor: after the text typed last, inside the same paragraph.
  await expect(editor.locator("p").last()).toContainText("i obrazek:");
  await expect(editor.locator("p").last().locator("img")).toHaveCount(1);

  await page.getByRole("button", { name: "Zapisz" }).click();
  await expect(page).toHaveURL(`/artykul/${slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  const body = page.locator(".article-body");
  await expect(body.locator("strong")).toHaveText("Pogrubiona puenta");
  await expect(body.locator("img")).toHaveAttribute("src", src!);
  await expect.poll(() => body.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  // Editing through the raw HTML view; switching back re-imports it into Lexical.
  await openLive(page, `/artykul_edit/${slug}`);
  await expect(page).toHaveTitle(`Edycja: ${title} | Nadinterpretacje`);
  await expect(page.getByRole("textbox", { name: "Treść" }).locator("strong")).toHaveText("Pogrubiona puenta");
  await page.getByRole("button", { name: "Surowy HTML" }).click();
  const source = page.getByRole("textbox", { name: "Treść" });
  await expect(source).toHaveJSProperty("tagName", "TEXTAREA");
  await expect(source).toHaveValue(/<strong>Pogrubiona puenta<\/strong>/);
  const html = await source.inputValue();
  expect(html).not.toMatch(/class=|style=|dir=/);
  await source.fill(`${html.replace("Zwykły początek.", "Poprawiony początek.")}<h2>Dopisek</h2>`);
  await page.getByRole("button", { name: "Surowy HTML" }).click();
  const reimported = page.getByRole("textbox", { name: "Treść" });
  await expect(reimported.locator("h2")).toHaveText("Dopisek");
  await expect(reimported).toContainText("Poprawiony początek.");
  await page.getByRole("button", { name: "Zapisz" }).click();

  await expect(page).toHaveURL(`/artykul/${slug}`);
  await expect(body).toContainText("Poprawiony początek.");
  await expect(body.locator("h2")).toHaveText("Dopisek");
  await expect(body.locator("strong")).toHaveText("Pogrubiona puenta");
  await expect(body.locator("img")).toHaveAttribute("src", src!);

  // Delete asks first; dismissing keeps the article.
  await openLive(page, `/artykul_edit/${slug}`);
  page.once("dialog", (dialog) => void dialog.dismiss());
  await page.getByRole("button", { name: "Usuń artykuł" }).click();
  await expect(page).toHaveURL(`/artykul_edit/${slug}`);
  page.once("dialog", (dialog) => {
    expect(dialog.message()).toContain(title);
    void dialog.accept();
  });
  await page.getByRole("button", { name: "Usuń artykuł" }).click();
  await expect(page).toHaveURL("/panel");
  await expect(page.getByRole("link", { name: title })).toHaveCount(0);
  const gone = await page.goto(`/artykul/${slug}`);
  expect(gone?.status()).toBe(404);
});
