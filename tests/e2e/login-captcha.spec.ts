import { demoUser, expect, solveCaptcha, test } from "./fixtures";

// A demo user no other end-to-end test logs in with: this test leaves its account under the
// per-account limit (10 wrong passwords per 15 minutes) for the rest of the run.
const OWNER = demoUser("ZaspanyAkordeonista");

test("an account attacked from many clients asks its owner for a captcha, then lets them in", async ({ page, request, baseURL }) => {
  // Ten clients, one wrong password each: wrangler dev keeps the CF-Connecting-IP a request
  // brings (it sets one only when none is there), so each counts as its own client and none
  // reaches the per-client limits; together they reach the account's.
  for (let i = 1; i <= 10; i++) {
    const guess = await request.post("/api/loginUser", {
      data: { username: OWNER.username, password: `zgaduje-${i}` },
      headers: { "CF-Connecting-IP": `203.0.113.${i}`, Origin: baseURL! },
    });
    expect(guess.status()).toBe(401);
  }

  await page.goto("/login");
  await expect(page.locator("altcha-widget")).toHaveCount(0);
  await page.getByLabel("E-mail lub nazwa użytkownika").fill(OWNER.username);
  await page.getByLabel("Hasło").fill(OWNER.password);
  await page.getByRole("button", { name: "Zaloguj" }).click();

  // The right password alone is not enough now: the form shows the captcha and says why.
  await expect(page.getByRole("alert")).toHaveText("Rozwiąż captchę!");
  await expect(page).toHaveURL("/login");
  await expect(page.locator("altcha-widget")).toBeVisible();

  // Submitting again without solving it is stopped in the browser with the same message.
  await page.getByLabel("Hasło").fill(OWNER.password);
  await page.getByRole("button", { name: "Zaloguj" }).click();
  await expect(page.getByRole("alert")).toHaveText("Rozwiąż captchę!");

  await solveCaptcha(page);
  await expect(page.getByRole("alert")).toBeHidden();
  await page.getByLabel("E-mail lub nazwa użytkownika").fill(OWNER.username);
  await page.getByLabel("Hasło").fill(OWNER.password);
  await page.getByRole("button", { name: "Zaloguj" }).click();
  await expect(page).toHaveURL(`/profil/${OWNER.username}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(OWNER.username);
});
