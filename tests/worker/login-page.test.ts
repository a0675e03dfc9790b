// The login page when the server asks for a captcha (an account attacked from many clients,
// worker/services/accounts.ts loginAccount): the form shows the widget and sends its answer.
import { describe, expect, it } from "vitest";
import { freshIp, makeAccount, postForm, postJson, solvedCaptcha } from "./account-helpers";

describe("/login with a captcha", () => {
  it("shows the captcha with the message, then logs in with the solved one", async () => {
    const { user, password } = await makeAccount();
    for (let i = 0; i < 10; i++) {
      const guess = await postJson("/api/loginUser", { username: user.username, password: "zgaduje" }, { "CF-Connecting-IP": freshIp() });
      expect(guess.status).toBe(401);
    }
    const owner = freshIp();
    const asked = await postForm("/login", { intent: "login", username: user.username, password }, { "CF-Connecting-IP": owner });
    expect(asked.status).toBe(400);
    const html = await asked.text();
    expect(html).toContain('role="alert">Rozwiąż captchę!</p>');
    expect(html).toContain('<div class="captcha-field">');
    expect(html).toContain('name="g-recaptcha-response"');

    const wrongCaptcha = await postForm(
      "/login",
      { intent: "login", username: user.username, password, "g-recaptcha-response": "zle" },
      { "CF-Connecting-IP": owner },
    );
    expect(wrongCaptcha.status).toBe(400);

    const solved = await postForm(
      "/login",
      { intent: "login", username: user.username, password, "g-recaptcha-response": await solvedCaptcha() },
      { "CF-Connecting-IP": owner },
    );
    expect(solved.status).toBe(302);
    expect(solved.headers.get("Location")).toBe(`/profil/${user.username}`);
  }, 30_000);

  it("shows no captcha before the server asks for one", async () => {
    const response = await postForm("/login", { intent: "login", username: "nikt-taki", password: "zle-haslo" });
    expect(response.status).toBe(401);
    const html = await response.text();
    expect(html).toContain("błędne hasło i/lub login!");
    expect(html).not.toContain('class="captcha-field"');
  });
});
