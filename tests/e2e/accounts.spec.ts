import { ADMIN, demoUser, expect, solveCaptcha, test, type Page } from "./fixtures";

// Seeded accounts (db/seed): the admin, and a demo user with the shared demo password. These
// tests are about the login form, so they type into it; other specs use `loggedInAs`.
const DEMO = demoUser("CichaWoda2000");

// Registrations are limited to 3 per address per hour: this file registers two accounts.
const unique = () => Date.now().toString(36).slice(-6);

async function register(page: Page, username: string, password = "bardzo-tajne-haslo") {
  await page.goto("/rejestracja");
  await page.getByLabel("Nazwa użytkownika").fill(username);
  await page.getByLabel("E-mail").fill(`${username.toLowerCase()}@example.pl`);
  await page.getByLabel("Hasło").fill(password);
  await page.getByLabel("Akceptuję regulamin i politykę prywatności.").check();
  await page.getByLabel("Mam ukończone 16 lat.").check();
  await solveCaptcha(page);
  await expect(page.getByRole("button", { name: "Zarejestruj" })).toBeEnabled();
  await page.getByRole("button", { name: "Zarejestruj" }).click();
  await expect(page).toHaveURL(`/profil/${username}`);
}

async function logIn(page: Page, login: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("E-mail lub nazwa użytkownika").fill(login);
  await page.getByLabel("Hasło").fill(password);
  await page.getByLabel("Hasło").press("Enter");
}

const nav = (page: Page) => page.getByRole("navigation", { name: "Główna nawigacja" });
const userdata = (page: Page) => page.evaluate(() => localStorage.getItem("userdata"));

test("registration: messages, debounced checks, the disabled button and success", async ({ page }) => {
  const checks: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/getUser/")) checks.push(decodeURIComponent(url.pathname.slice("/api/getUser/".length)));
  });
  await page.goto("/rejestracja");
  await expect(page).toHaveTitle("Rejestracja | Nadinterpretacje");
  const button = page.getByRole("button", { name: "Zarejestruj" });
  await expect(button).toBeDisabled();

  const username = page.getByLabel("Nazwa użytkownika");
  const email = page.getByLabel("E-mail");
  const password = page.getByLabel("Hasło");

  // Typed letter by letter: one check, 500 ms after the last key.
  await username.pressSequentially("Admin", { delay: 60 });
  await expect(page.getByText("Ta nazwa użytkownika jest już zajęta!")).toBeVisible();
  expect(checks).toEqual(["Admin"]);

  await username.fill("kurwa");
  await expect(page.getByText("nazwa użytkownika nie może zawierać wulgaryzmów, ani adresów WWW!")).toBeVisible();
  await username.fill("");
  await expect(page.getByText("uzupełnij wymagane pola!")).toBeVisible();
  const name = `Nowy${unique()}`;
  await username.fill(name);

  await email.fill("to-nie-mail");
  await expect(page.getByText("To nie jest prawidłowy adres e-mail!")).toBeVisible();
  await email.fill("ADMIN@nadinterpretacje.local");
  await expect(page.getByText("Ten adres e-mail jest już wykorzystywany!")).toBeVisible();
  await email.fill(`${name.toLowerCase()}@example.pl`);

  await password.fill("krotkie");
  await expect(page.getByText("Hasło musi mieć co najmniej 8 znaków!")).toBeVisible();
  await expect(button).toBeDisabled();
  await password.fill("bardzo-tajne-haslo");
  await expect(button).toBeEnabled();

  // Editing disables the button again until the new value has been checked.
  await username.press("End");
  await username.pressSequentially("x");
  await expect(button).toBeDisabled();
  await expect(button).toBeEnabled();

  await button.click();
  await expect(page.getByText("Rozwiąż captchę!")).toBeVisible();
  // Both boxes are required (decision 044).
  await expect(page.getByText("Zaakceptuj regulamin i politykę prywatności!")).toBeVisible();
  await expect(page.getByText("Potwierdź, że masz ukończone 16 lat!")).toBeVisible();
  await expect(page).toHaveURL("/rejestracja");

  await page.getByLabel("Akceptuję regulamin i politykę prywatności.").check();
  await page.getByLabel("Mam ukończone 16 lat.").check();
  await expect(page.getByText("Potwierdź, że masz ukończone 16 lat!")).toBeHidden();
  await solveCaptcha(page);
  await expect(page.getByText("Rozwiąż captchę!")).toBeHidden();
  await button.click();
  await expect(page).toHaveURL(`/profil/${name}x`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${name}x`);
  await expect(nav(page).getByRole("link", { name: "Wyloguj" })).toBeVisible();
  expect(JSON.parse((await userdata(page)) ?? "null")).toMatchObject({ username: `${name}x` });
});

test("login by name and by e-mail, wrong password, logout", async ({ page }) => {
  await page.goto("/login");
  await expect(page).toHaveTitle("Logowanie | Nadinterpretacje");
  await page.getByRole("button", { name: "Zaloguj" }).click();
  await expect(page.getByText("nazwa użytkownika oraz hasło są wymagane!")).toBeVisible();

  await logIn(page, DEMO.username, "zle-haslo");
  await expect(page.getByText("błędne hasło i/lub login!")).toBeVisible();
  await expect(page).toHaveURL("/login");
  await logIn(page, "nikt-taki", "zle-haslo");
  await expect(page.getByText("błędne hasło i/lub login!")).toBeVisible();

  await logIn(page, DEMO.username, DEMO.password);
  await expect(page).toHaveURL(`/profil/${DEMO.username}`);
  await expect.poll(() => userdata(page)).toContain(DEMO.username);

  await nav(page).getByRole("link", { name: "Wyloguj" }).click();
  await expect(page).toHaveURL("/");
  await expect(nav(page).getByRole("link", { name: "Zaloguj się" })).toBeVisible();
  await expect.poll(() => userdata(page)).toBeNull();
  // The session is gone on the server too.
  await page.goto("/panel");
  await expect(page.getByText("brak dostępu", { exact: true })).toBeVisible();

  await logIn(page, DEMO.email.toUpperCase(), DEMO.password);
  await expect(page).toHaveURL(`/profil/${DEMO.username}`);
});

test("without JavaScript the form still logs in (it posts to the page)", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await logIn(page, DEMO.username, DEMO.password);
  await expect(page).toHaveURL(`/profil/${DEMO.username}`);
  await expect(nav(page).getByRole("link", { name: `Profil: ${DEMO.username}` })).toBeVisible();
  await expect(nav(page).getByRole("link", { name: "Wyloguj" })).toBeVisible();
  await context.close();
});

test("a session made without the form (loggedInAs) is what the form leaves", async ({ page, loggedInAs }) => {
  await loggedInAs(DEMO);
  await page.goto("/");
  await expect(nav(page).getByRole("link", { name: `Profil: ${DEMO.username}` })).toBeVisible();
  await expect(nav(page).getByRole("link", { name: "Wyloguj" })).toBeVisible();
  expect(JSON.parse((await userdata(page)) ?? "null")).toEqual({ username: DEMO.username, role: "user" });
});

test("a second tab follows a login and a logout", async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await second.goto("/");
  await expect(nav(second).getByRole("link", { name: "Zaloguj się" })).toBeVisible();

  await logIn(first, DEMO.username, DEMO.password);
  await expect(first).toHaveURL(`/profil/${DEMO.username}`);
  // No reload in the second tab: the storage event makes it fetch its data again.
  await expect(nav(second).getByRole("link", { name: "Wyloguj" })).toBeVisible();
  await expect(nav(second).getByRole("link", { name: `Profil: ${DEMO.username}` })).toBeVisible();

  await nav(first).getByRole("link", { name: "Wyloguj" }).click();
  await expect(first).toHaveURL("/");
  await expect(nav(second).getByRole("link", { name: "Zaloguj się" })).toBeVisible();
});

test("the admin panel, and the admin deleting an account after confirming", async ({ browser, loggedInAs }) => {
  const victimContext = await browser.newContext();
  const victimPage = await victimContext.newPage();
  const victim = `Ofiara${unique()}`;
  await register(victimPage, victim);
  await victimPage.goto("/panel");
  await expect(victimPage.getByText("brak dostępu", { exact: true })).toBeVisible();
  await expect(victimPage.getByRole("button", { name: "Usuń konto" })).toHaveCount(0);

  const adminContext = await browser.newContext();
  const page = await adminContext.newPage();
  await loggedInAs(ADMIN, adminContext);
  await page.goto("/profil/admin");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("admin");
  // Never on the admin's own profile.
  await expect(page.getByRole("button", { name: "Usuń konto" })).toHaveCount(0);

  await page.goto("/panel");
  await expect(page.getByRole("link", { name: "Nowy artykuł" })).toHaveAttribute("href", "/artykul_edit");
  await expect(page.locator(".panel-table tbody tr").first()).toBeVisible();

  await page.goto(`/profil/${victim}`);
  const remove = page.getByRole("button", { name: "Usuń konto" });
  // Dismissing the confirmation keeps the account.
  page.once("dialog", (dialog) => void dialog.dismiss());
  await remove.click();
  await expect(page).toHaveURL(`/profil/${victim}`);

  page.once("dialog", (dialog) => {
    expect(dialog.message()).toContain(victim);
    void dialog.accept();
  });
  await remove.click();
  await expect(page).toHaveURL("/");
  const gone = await page.goto(`/profil/${victim}`);
  expect(gone?.status()).toBe(404);

  // The deleted user's session is revoked: their next page load is logged out.
  await victimPage.goto("/");
  await expect(nav(victimPage).getByRole("link", { name: "Zaloguj się" })).toBeVisible();
  await victimContext.close();
  await adminContext.close();
});
