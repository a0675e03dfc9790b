// The article editor page (/artykul_edit, /artykul_edit/{url}) and its form action, as a
// browser without JavaScript uses them.
import { beforeAll, describe, expect, it } from "vitest";
import * as schema from "@db/schema";
import { makeAccount, postForm, sessionCookieFor } from "./account-helpers";
import { get, testDb } from "./helpers";
import { visibleHtml, visibleText } from "./html";

let adminCookie: string;
let userCookie: string;
beforeAll(async () => {
  adminCookie = await sessionCookieFor((await makeAccount({ role: "admin" })).user.id);
  userCookie = await sessionCookieFor((await makeAccount()).user.id);
});

const page = (path: string, cookie?: string) => get(path, cookie ? { headers: { Cookie: cookie } } : undefined);
const articleByUrl = (url: string) => testDb().query.articles.findFirst({ where: (a, { eq }) => eq(a.url, url) });

async function storedArticle(title: string, text = "<p>Pierwsza wersja</p>") {
  const [row] = await testDb()
    .insert(schema.articles)
    .values({ title, text, url: `edytowany-${Date.now()}-${Math.random().toString(36).slice(2, 7)}` })
    .returning();
  return row;
}

describe("the editor page", () => {
  it("shows 'brak dostępu' with 403 to a visitor and a user, and no form", async () => {
    const article = await storedArticle("Tajny szkic");
    for (const path of ["/artykul_edit", `/artykul_edit/${article.url}`]) {
      for (const cookie of [undefined, userCookie]) {
        const response = await page(path, cookie);
        expect(response.status).toBe(403);
        const html = await response.text();
        expect(visibleText(html)).toContain("brak dostępu");
        expect(visibleHtml(html)).not.toContain('name="article_title"');
        expect(visibleText(html)).not.toContain("Pierwsza wersja");
      }
    }
  });

  it("shows an admin an empty form for a new article", async () => {
    const response = await page("/artykul_edit", adminCookie);
    expect(response.status).toBe(200);
    const html = visibleHtml(await response.text());
    expect(visibleText(html)).toContain("Nowy artykuł");
    expect(visibleText(html)).not.toContain("brak dostępu");
    expect(html).toMatch(/<input[^>]*name="article_title"[^>]*value=""/);
    // The raw HTML textarea is the editor without JavaScript.
    expect(html).toMatch(/<textarea[^>]*name="article_text"/);
    const saveButton = /<button([^>]*)>Zapisz<\/button>/.exec(html)?.[1] ?? "";
    expect(saveButton).toContain('name="intent"');
    expect(saveButton).toContain('value="save"');
    expect(saveButton).toContain('form="article-form"');
    expect(html).not.toContain("Usuń artykuł");
    expect(html).toMatch(/<a[^>]*href="\/panel"[^>]*>Wróć<\/a>/);
  });

  it("fills the form with the article to edit, and answers 404 for an unknown one", async () => {
    const article = await storedArticle("Do poprawki", "<p>Stara <b>treść</b></p>");
    const response = await page(`/artykul_edit/${article.url}`, adminCookie);
    expect(response.status).toBe(200);
    const full = await response.text();
    expect(full).toContain("<title>Edycja: Do poprawki | Nadinterpretacje</title>");
    const html = visibleHtml(full);
    expect(html).toMatch(/<input[^>]*name="article_title"[^>]*value="Do poprawki"/);
    expect(html).toContain("&lt;p&gt;Stara &lt;b&gt;treść&lt;/b&gt;&lt;/p&gt;</textarea>");
    expect(html).toContain(`name="article_id" value="${article.id}"`);
    expect(visibleText(html)).toContain("Usuń artykuł");
    expect((await page("/artykul_edit/nie-ma-takiego-artykulu", adminCookie)).status).toBe(404);
  });
});

describe("the editor's form action", () => {
  const save = (path: string, fields: Record<string, string>, cookie = adminCookie) =>
    postForm(path, { intent: "save", ...fields }, { Cookie: cookie });

  it("creates an article and goes to it", async () => {
    const response = await save("/artykul_edit", { article_title: "Łabędzie nad Wisłą", article_text: "<p>Pierwszy <strong>akapit</strong></p>" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/artykul/labedzie-nad-wisla");
    const row = await articleByUrl("labedzie-nad-wisla");
    expect(row?.title).toBe("Łabędzie nad Wisłą");
    const shown = await (await page("/artykul/labedzie-nad-wisla")).text();
    expect(visibleHtml(shown)).toContain("<p>Pierwszy <strong>akapit</strong></p>");
  });

  it("updates an article, keeping its address", async () => {
    const article = await storedArticle("Przed zmianą");
    const response = await save(`/artykul_edit/${article.url}`, {
      article_id: String(article.id),
      article_title: "Po zmianie",
      article_text: "<h2>Nowa</h2><p>treść</p>",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/artykul/${article.url}`);
    const row = await articleByUrl(article.url);
    expect(row).toMatchObject({ id: article.id, title: "Po zmianie", text: "<h2>Nowa</h2><p>treść</p>" });
  });

  it("deletes an article and goes to the panel", async () => {
    const article = await storedArticle("Do usunięcia");
    const response = await postForm(`/artykul_edit/${article.url}`, { intent: "delete", article_id: String(article.id) }, { Cookie: adminCookie });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/panel");
    expect(await articleByUrl(article.url)).toBeUndefined();
    const again = await postForm(`/artykul_edit/${article.url}`, { intent: "delete", article_id: String(article.id) }, { Cookie: adminCookie });
    expect(again.status).toBe(404);
    expect(await again.text()).toContain("Nie ma takiego artykułu.");
  });

  it("refuses visitors (401) and users (403) and writes nothing", async () => {
    const article = await storedArticle("Nietykalny");
    for (const [cookie, status, message] of [
      [undefined, 401, "Musisz być zalogowany."],
      [userCookie, 403, "brak dostępu"],
    ] as const) {
      const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
      const created = await postForm("/artykul_edit", { intent: "save", article_title: "Włamanie", article_text: "<p>x</p>" }, headers);
      expect(created.status).toBe(status);
      expect(await created.text()).toContain(message);
      const updated = await postForm(
        `/artykul_edit/${article.url}`,
        { intent: "save", article_id: String(article.id), article_title: "Zmienione", article_text: "<p>x</p>" },
        headers,
      );
      expect(updated.status).toBe(status);
      const deleted = await postForm(`/artykul_edit/${article.url}`, { intent: "delete", article_id: String(article.id) }, headers);
      expect(deleted.status).toBe(status);
    }
    expect(await articleByUrl("wlamanie")).toBeUndefined();
    expect(await articleByUrl(article.url)).toMatchObject({ title: "Nietykalny", text: "<p>Pierwsza wersja</p>" });
  });

  it("requires a title and a text: 'tytuł oraz treść są wymagane!', keeping what was typed", async () => {
    const cases = [
      { article_title: "", article_text: "<p>Treść bez tytułu</p>" },
      { article_title: "Tytuł bez treści", article_text: "" },
      // What an empty Lexical editor sends.
      { article_title: "Pusty edytor", article_text: "<p><br></p>" },
      // Nothing is left once the sanitiser is done.
      { article_title: "Sam skrypt", article_text: "<script>alert(1)</script>" },
    ];
    for (const fields of cases) {
      const response = await save("/artykul_edit", fields);
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(visibleText(html)).toContain("tytuł oraz treść są wymagane!");
      expect(visibleHtml(html)).toContain(`value="${fields.article_title}"`);
    }
    const titles = (await testDb().select({ title: schema.articles.title }).from(schema.articles)).map((row) => row.title);
    expect(titles).not.toContain("Tytuł bez treści");
    expect(titles).not.toContain("Sam skrypt");
  });

  it("sanitises the body: a <script> never reaches the stored article or its page", async () => {
    const text =
      '<p onmouseover="alert(1)">Bezpieczny tekst</p><script>alert("xss")</script><img src="/api/upload/images/x.png" onerror="alert(2)"><a href="javascript:alert(3)">link</a>';
    const response = await save("/artykul_edit", { article_title: "Próba skryptu", article_text: text });
    expect(response.status).toBe(302);
    const row = await articleByUrl("proba-skryptu");
    expect(row?.text).toBe('<p>Bezpieczny tekst</p><img src="/api/upload/images/x.png"><a>link</a>');
    const shown = visibleHtml(await (await page("/artykul/proba-skryptu")).text());
    expect(shown).toContain("Bezpieczny tekst");
    expect(shown).not.toMatch(/alert|onerror|onmouseover|javascript:/);
  });

  it("refuses a save from another site (CSRF) and an unknown intent", async () => {
    const foreign = await postForm(
      "/artykul_edit",
      { intent: "save", article_title: "Obcy", article_text: "<p>x</p>" },
      { Cookie: adminCookie, Origin: "https://zla-strona.example" },
    );
    expect(foreign.status).toBe(403);
    expect(await articleByUrl("obcy")).toBeUndefined();
    const unknown = await postForm("/artykul_edit", { intent: "publish" }, { Cookie: adminCookie });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain("Nieznana operacja.");
  });
});
