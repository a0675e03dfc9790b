// Consent and the law's texts (decision 044): the privacy page's sections, its data controller
// from configuration and retention periods equal to what the code does; the banner's two
// choices and the footer's way back; registration's two required boxes.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES } from "@core/schemas/account";
import { LIMITS } from "@worker/services/rate-limit";
import { privacyFacts } from "@worker/services/privacy";
import { TOKEN_TTL_SECONDS } from "@worker/services/account-tokens";
import { CLIENT_HASH_RETENTION_DAYS } from "@worker/services/retention";
import { TRASH_DAYS } from "@worker/services/trash";
import { SESSION_TTL_SECONDS } from "@worker/services/session";
import { CONSENTS, freshIp, postForm, postJson, solvedCaptcha } from "./account-helpers";
import { get } from "./helpers";
import { textOf, visibleHtml, visibleText } from "./html";

const bindings = env as unknown as Record<string, string>;

describe("/prywatnosc", () => {
  it("has the sections the law asks for, in order", async () => {
    const html = await (await get("/prywatnosc")).text();
    const headings = [...visibleHtml(html).matchAll(/<h2\b[^>]*>([\s\S]*?)<\/h2>/g)].map((m) => visibleText(`<body>${m[1]}`));
    expect(headings.slice(0, 9)).toEqual([
      "Administrator danych",
      "Jakie dane zbieramy i po co",
      "Podstawy prawne",
      "Jak długo przechowujemy dane",
      "Ciasteczka i pamięć przeglądarki",
      "Komu przekazujemy dane",
      "Twoje prawa",
      "Skarga do Prezesa UODO",
      // The footer's heading follows.
      "Nadinterpretacje",
    ]);
  });

  it("names the data controller from configuration and the periods the code keeps", async () => {
    const text = visibleText(await (await get("/prywatnosc")).text());
    expect(text).toContain(`Administratorem Twoich danych osobowych jest ${bindings.DATA_CONTROLLER_NAME}, ${bindings.DATA_CONTROLLER_ADDRESS}.`);
    expect(text).toContain(bindings.DATA_CONTROLLER_EMAIL);
    const facts = privacyFacts();
    // The facts come from the code's own constants…
    expect(facts.days.sessions * 86400).toBe(SESSION_TTL_SECONDS);
    expect(facts.hours.throttles * 3600).toBeGreaterThan(Math.max(...Object.values(LIMITS).map((l) => l.windowSeconds)));
    expect(facts.hours.resetLink).toBe(TOKEN_TTL_SECONDS.reset / 3600 + 24);
    expect(facts.days.trash).toBe(TRASH_DAYS);
    expect(facts.days.clientHashes).toBe(CLIENT_HASH_RETENTION_DAYS);
    // …and the page states them.
    for (const phrase of [
      "Sesje logowania 30 dni od zalogowania",
      `Liczniki limitów najwyżej ${facts.hours.throttles} godzin`,
      "Skróty adresów przy wpisach, zgłoszeniach i zmianach teledysków i synchronizacji 30 dni od dodania wpisu, zgłoszenia lub zmiany — także kopia skrótu autora zgłoszonego wpisu w kolejce moderatorów, która znika razem z nim; skrót zablokowanego adresu — do końca blokady albo jej zdjęcia",
      "Usunięte konta i wpisy (kosz) 30 dni w koszu",
      "Pomiary wydajności 30 dni",
      "Logi serwera 7 dni",
      "Kopie zapasowe bazy 30 dni",
      "najwyżej 25 godzin (link do hasła) i 72 godziny (link potwierdzający)",
    ])
      expect(text).toContain(phrase);
    for (const right of [
      "Dostęp i przenoszenie",
      "Sprostowanie",
      "Usunięcie",
      "Sprzeciw i ograniczenie",
      "Wycofanie zgody",
      "Prezesa Urzędu Ochrony Danych Osobowych",
    ])
      expect(text).toContain(right);
  });
});

describe("the cookie banner and the footer", () => {
  it("offer 'Tylko niezbędne', 'Akceptuję wszystkie' and a way back to the choice; the head script knows both answers", async () => {
    const html = await (await get("/")).text();
    // Up to the first closing tag: the text and the buttons' row.
    const banner = textOf(html, "div", 'class="cookie-banner"');
    expect(banner).toContain("Tylko niezbędne");
    expect(banner).toContain("Akceptuję wszystkie");
    expect(banner).toContain("Czytaj więcej");
    expect(html).toMatch(/<button type="button" class="cookie-settings">Ustawienia ciasteczek<\/button>/);
    expect(html).toContain('c==="1")document.documentElement.setAttribute("data-cookies","accepted")');
    expect(html).toContain('c==="0")document.documentElement.setAttribute("data-cookies","necessary")');
  });
});

describe("registration asks for the terms and the age of 16", () => {
  const body = async (extra: Record<string, unknown>) => ({
    username: `Zgoda${Date.now().toString(36)}`,
    email: `zgoda${Date.now().toString(36)}@example.pl`,
    password: "dlugie-haslo",
    "g-recaptcha-response": await solvedCaptcha(),
    ...extra,
  });

  it("the API refuses without either box, with the Polish message", async () => {
    for (const [extra, message] of [
      [{ age: true }, ACCOUNT_MESSAGES.termsRequired],
      [{ terms: true }, ACCOUNT_MESSAGES.ageRequired],
      [{ terms: false, age: "nie" }, ACCOUNT_MESSAGES.termsRequired],
    ] as const) {
      const response = await postJson("/api/registerUser", await body(extra));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: message });
    }
    expect((await postJson("/api/registerUser", await body(CONSENTS), { "CF-Connecting-IP": freshIp() })).status).toBe(200);
  });

  it("the page has both boxes and its action refuses without them", async () => {
    const page = await (await get("/rejestracja")).text();
    expect(page).toMatch(/<input type="checkbox" name="terms"/);
    expect(page).toMatch(/<input type="checkbox" name="age"/);
    expect(visibleText(page)).toContain("Mam ukończone 16 lat.");
    const response = await postForm("/rejestracja", {
      intent: "register",
      username: "BezZgody",
      email: "bezzgody@example.pl",
      password: "dlugie-haslo",
    });
    expect(response.status).toBe(400);
    const text = visibleText(await response.text());
    expect(text).toContain(ACCOUNT_MESSAGES.termsRequired);
    expect(text).toContain(ACCOUNT_MESSAGES.ageRequired);
  });
});
