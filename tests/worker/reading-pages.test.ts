import { dropCached } from "@worker/services/cache";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as schema from "@db/schema";
import { get, makeSong, makeUser, testDb } from "./helpers";

const page = async (path: string) => {
  const response = await get(path, { redirect: "manual" });
  return { status: response.status, location: response.headers.get("Location"), html: await response.text() };
};
/** Visible text: tags removed and the few entities React writes decoded. */
const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

let songId = 0;
beforeAll(async () => {
  const { song } = await makeSong({ artist: "Kapela Testowa", title: "Bardzo długi tytuł piosenki" });
  songId = song.id;
  const author = await makeUser("NajlepszyInterpretator");
  await testDb().update(schema.users).set({ points: 42 }).where(eqUser(author.id));
  await testDb()
    .insert(schema.annotations)
    .values({ songId, userId: author.id, text: "To piosenka o podatkach.", lines: [0], points: 42 });
  await testDb().insert(schema.articles).values({
    title: "Dlaczego refren zawsze wraca — śledztwo redakcji w sprawie powtórzeń, które nikomu nie przeszkadzają",
    url: "dlaczego-refren-wraca",
    text: '<p>Refren wraca, bo <b>tęskni</b>. [img]x[/img] <img src="/api/upload/refren.png"> Badania (nasze) to potwierdzają.</p><script>alert(1)</script>',
  });
  await dropCached("best-of:v1");
});

describe("the shell", () => {
  it("shows navigation, search, footer, cookie banner and ad slots on the home page", async () => {
    const { status, html } = await page("/");
    expect(status).toBe(200);
    const visible = text(html);
    for (const href of ["/blog", "/onas", "/faq", "/ranking", "/prywatnosc", "/dmca", "/archiwum", "/kontakt", "/dodaj", "/login", "/rejestracja"]) {
      expect(html).toContain(`href="${href}"`);
    }
    expect(visible).toContain("Idź do..");
    expect(html).toMatch(/<form[^>]*action="\/szukaj"/);
    expect(visible).toContain("Szukaj");
    expect(visible).toContain("Na e-maile odpowiadamy w ciągu 24 godzin.");
    expect(visible).toContain("kontakt@nadinterpretacje.pl");
    expect(visible).toContain("Telefon: niedostępny");
    expect(visible).toContain("Losowe piosenki");
    expect(visible).toContain("Kapela Testowa - Bardzo długi tytuł piosenki");
    expect(html).toMatch(/<ul class="random-songs"><li><a href="\/[^"]+" data-list-link="">/);
    expect(visible).toContain("Akceptuję wszystkie");
    expect(visible).toContain("Tylko niezbędne");
    expect(html).toMatch(/href="\/prywatnosc#ciasteczka"[^>]*>Czytaj więcej/);
    expect(html).toContain('src="/js/custom.js"');
    expect(html.match(/data-ad-size="728x90"/g)).toHaveLength(3);
    expect(html).toMatch(/<title>[^<]*\| Nadinterpretacje<\/title>/);
  });

  it("home shows the best-of banner, interpretations, user tables and cut song tiles", async () => {
    const { html } = await page("/");
    const visible = text(html);
    expect(visible).toContain("Najlepsze interpretacje dnia");
    expect(visible).toContain("To piosenka o podatkach.");
    // The slider: the quote in „…” and the points with their plus sign.
    expect(html).toContain('<blockquote class="user-text">„To piosenka o podatkach.”</blockquote>');
    expect(html).toMatch(
      /<figcaption>NajlepszyInterpretator<!-- --> o <a[^>]*>Kapela Testowa - Bardzo długi tytuł piosenki<\/a> · \+42<\/figcaption>/,
    );
    expect(visible).toContain("Bardzo dług...");
    expect(visible).toContain("NajlepszyInterpretator +42");
    expect(visible).toContain("Pełny ranking");
    expect(visible).toContain("Dlaczego refren zawsze wraca");
  });

  it("answers an unknown deep path and /404 with the not-found texts", async () => {
    for (const path of ["/nie/ma/takiej/strony", "/404"]) {
      const { status, html } = await page(path);
      expect(status).toBe(404);
      expect(text(html)).toContain("Podana strona nie istnieje");
      expect(text(html)).toContain("Nieprawidłowy adres strony. Wróć na stronę główną i spróbuj ponownie.");
      expect(html).toContain("<title>Podana strona nie istnieje | Nadinterpretacje</title>");
    }
  });
});

describe("list pages", () => {
  it("archive lists artists and sends page 1 and pages past the end to canonical addresses", async () => {
    const { status, html } = await page("/archiwum");
    expect(status).toBe(200);
    expect(text(html)).toContain("Kapela Testowa");
    expect(html).toContain("<title>Wykonawcy | Nadinterpretacje</title>");
    expect((await page("/archiwum/1")).location).toBe("/archiwum");
    expect((await page("/archiwum/99")).location).toBe("/archiwum");
    expect((await page("/archiwum/abc")).status).toBe(404);
  });

  it("ranking links users to their profiles with +points and shows the sidebar widget", async () => {
    const { html } = await page("/ranking");
    expect(html).toContain('href="/profil/NajlepszyInterpretator"');
    expect(text(html)).toContain("+42");
    expect(text(html)).toContain("Nowe Interpretacje");
    expect(html).not.toContain('class="pager"');
  });

  it("blog lists articles with cut titles and the first image as thumbnail", async () => {
    const { html } = await page("/blog");
    expect(text(html)).toContain("Dlaczego refren zawsze wraca — śledztwo redakcji w sprawie powt…");
    expect(html).toContain('src="/api/upload/refren.png"');
  });

  it("article page renders the sanitised body, widgets and a meta description", async () => {
    const { status, html } = await page("/artykul/dlaczego-refren-wraca");
    expect(status).toBe(200);
    expect(html).toContain("<b>tęskni</b>");
    expect(html).not.toContain("alert(1)");
    expect(text(html)).toContain("Nowe artykuły");
    expect(html).toMatch(
      /aria-label="Okruszki"><ol><li><a[^>]*href="\/"[^>]*>Strona główna<\/a><\/li><li><a[^>]*href="\/blog"[^>]*>Blog<\/a><\/li><\/ol>/,
    );
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
    expect(description).toContain("Refren wraca, bo tęskni.");
    expect(description).not.toContain("[img]");
    expect((await page("/artykul/nie-ma-go")).status).toBe(404);
  });
});

describe("static pages", () => {
  it.each([
    ["/onas", ["Kim jesteśmy / jak to działa", "Interpretacje", "Trollowanie", "Tłumaczenia", "Baza piosenek", "Możliwości", "Ranking"]],
    [
      "/faq",
      [
        "Jak to działa?",
        "Jak dodać interpretację?",
        "Jak działa ranking?",
        "Jak dodać piosenkę?",
        "Po co zapętlanie teledysku?",
        "Jak dodać cover albo remiks?",
        "Czy muszę się rejestrować?",
        "Jak zgłosić problem?",
      ],
    ],
    [
      "/dmca",
      [
        "1. Informacje osobiste",
        "2. Wykorzystanie danych i ciasteczek",
        "3. Wybory użytkownika dotyczące prywatności",
        "4. Reklamy",
        "5. Więcej informacji",
        "14 dni",
        "7-dniowym",
        "Zasady domu",
        "zarejestrowani użytkownicy",
      ],
    ],
    ["/prywatnosc", ["Polityka prywatności", "Ciasteczka i pamięć przeglądarki", "Administrator danych"]],
    ["/kontakt", ["Strona główna", "Kontakt", "kontakt@nadinterpretacje.pl", "FAQ"]],
  ])("%s shows its sections", async (path, phrases) => {
    const { status, html } = await page(path);
    expect(status).toBe(200);
    for (const phrase of phrases) expect(text(html)).toContain(phrase);
  });

  it("contact has a breadcrumb ending at the current page and a footer of text links", async () => {
    const { html } = await page("/kontakt");
    // The footer's random songs travel as text links only: no thumbnails in every page's data.
    expect(text(html)).toContain("Kapela Testowa - Bardzo długi tytuł piosenki");
    expect(html).not.toContain("song_youtube");
    expect(html).toMatch(/aria-label="Okruszki"><ol><li><a[^>]*href="\/"[^>]*>Strona główna<\/a><\/li><li aria-current="page">Kontakt<\/li><\/ol>/);
  });

  it("the FAQ is an accordion of <details>", async () => {
    const { html } = await page("/faq");
    expect(html.match(/<details/g)?.length).toBeGreaterThanOrEqual(8 + 1);
  });
});

describe("search bar without JavaScript", () => {
  it("sends a phrase to /szukaj/{phrase}, refuses profanity and ignores empty input", async () => {
    expect((await page("/szukaj?q=%20hej%20sokoly%20")).location).toBe("/szukaj/hej%20sokoly");
    const refused = await page("/szukaj?q=kurwa");
    expect(text(refused.html)).toContain("Nie można wyszukiwać wyrazów zawierających wulgaryzmy!");
    expect((await page("/szukaj?q=%20%20")).location).toBe("/");
  });
});

function eqUser(id: number) {
  return eq(schema.users.id, id);
}
