// The mail seam and e-mail confirmation (decision 044): the outbox keeps every mail locally
// and lists it at /_dev/poczta (404 with a real provider); a real provider gets the mail over
// its HTTP API; a provider that fails or times out leaves nothing half done; a new account's
// address is confirmed through its single-use link.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import * as schema from "@db/schema";
import { LINK_MESSAGES, MAIL_MESSAGES, RESET_MESSAGES } from "@core/schemas/account-settings";
import { setClockForTests } from "@worker/platform/clock";
import { config, resetConfigForTests } from "@worker/platform/config";
import { MAIL_TIMEOUT_MS } from "@worker/platform/mail";
import { CONSENTS, freshIp, makeAccount, postForm, postJson, sessionCookieFor, solvedCaptcha } from "./account-helpers";
import { get, testDb } from "./helpers";
import { lastMailTo, linkIn, mailsTo, switchMailProvider } from "./mail-helpers";

const bindings = env as unknown as Record<string, string | undefined>;
const restores: (() => void)[] = [];

afterEach(() => {
  // Last switched, first restored: each restore puts back what was there before it.
  for (const restore of restores.splice(0).reverse()) restore();
  bindings.MAIL_PROVIDER = "outbox";
  delete bindings.MAIL_API_KEY;
  delete bindings.MAIL_FROM;
  bindings.SITE_URL = "http://localhost";
  resetConfigForTests();
  setClockForTests({ fixedMs: null, offsetMs: 0 });
});

/** A real provider for the rest of the test (restored after it); answers what was sent. */
function realProvider(provider: "resend" | "postmark", answer: () => Promise<Response>) {
  const used = switchMailProvider(provider, answer);
  restores.push(used.restore);
  return used.sent;
}

const askForReset = (login: string, ip = freshIp()) =>
  postForm("/przypomnij-haslo", { intent: "forgot-password", login }, { "CF-Connecting-IP": ip });
const tokensOf = async (userId: number) => testDb().select().from(schema.accountTokens).where(eq(schema.accountTokens.userId, userId));

describe("the local outbox (MAIL_PROVIDER=outbox)", () => {
  it("keeps each mail, prints it once and lists it at /_dev/poczta with its recipient, subject, text and links", async () => {
    const { user } = await makeAccount();
    const printed: string[] = [];
    const original = console.log;
    console.log = (...args: unknown[]) => printed.push(args.join(" "));
    try {
      await askForReset(user.username);
    } finally {
      console.log = original;
    }
    const mail = await lastMailTo(user.email);
    expect(printed.filter((line) => line.includes(mail.subject))).toHaveLength(1);
    expect(printed.join("\n")).toContain(linkIn(mail).path);

    const page = await get("/_dev/poczta");
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await page.text();
    expect(html).toContain(user.email);
    expect(html).toContain("Ustaw nowe hasło | Nadinterpretacje");
    expect(html).toContain(`href="http://localhost${linkIn(mail).path}"`);
  });

  it("is refused outside a local SITE_URL, and /_dev/poczta answers 404 with a real provider", async () => {
    bindings.SITE_URL = "https://nadinterpretacje.pl";
    resetConfigForTests();
    expect(() => config()).toThrow(/MAIL_PROVIDER=outbox is for a local SITE_URL only/);
    bindings.SITE_URL = "http://localhost";
    bindings.MAIL_PROVIDER = "resend";
    resetConfigForTests();
    expect(() => config()).toThrow(/needs MAIL_API_KEY and MAIL_FROM/);
    realProvider("resend", async () => Response.json({ id: "x" }));
    expect((await get("/_dev/poczta")).status).toBe(404);
  });
});

describe("a real provider", () => {
  it("Resend and Postmark get the mail over their HTTP APIs, with the key, and nothing stays in the outbox", async () => {
    const { user } = await makeAccount();
    const resend = realProvider("resend", async () => Response.json({ id: "abc" }));
    expect((await askForReset(user.username)).status).toBe(200);
    expect(resend).toHaveLength(1);
    expect(resend[0].url).toBe("https://api.resend.com/emails");
    expect(new Headers(resend[0].init.headers).get("Authorization")).toBe("Bearer klucz-testowy");
    expect(resend[0].init.signal).toBeInstanceOf(AbortSignal);
    const body = JSON.parse(String(resend[0].init.body));
    expect(body).toMatchObject({
      from: "Nadinterpretacje <no-reply@nadinterpretacje.pl>",
      to: [user.email],
      subject: "Ustaw nowe hasło | Nadinterpretacje",
    });
    expect(body.text).toMatch(/http:\/\/localhost\/nowe-haslo\?token=[A-Za-z0-9_-]{43}/);
    expect(body.html).toContain("<a href=");

    const postmark = realProvider("postmark", async () => Response.json({ MessageID: "x" }));
    expect((await askForReset(user.email)).status).toBe(200);
    expect(postmark[0].url).toBe("https://api.postmarkapp.com/email");
    expect(new Headers(postmark[0].init.headers).get("X-Postmark-Server-Token")).toBe("klucz-testowy");
    expect(JSON.parse(String(postmark[0].init.body))).toMatchObject({ To: user.email, Subject: "Ustaw nowe hasło | Nadinterpretacje" });
    expect(await mailsTo(user.email)).toEqual([]);
  });

  it("a provider that refuses or times out: 'Nie udało się wysłać wiadomości', no link left, no throttle used", async () => {
    expect(MAIL_TIMEOUT_MS).toBeLessThanOrEqual(15_000);
    const { user } = await makeAccount();
    const ip = freshIp();
    for (const answer of [
      async () => new Response("overloaded", { status: 500 }),
      async () => {
        throw new DOMException("The operation was aborted due to timeout", "TimeoutError");
      },
    ]) {
      realProvider("resend", answer);
      for (let i = 0; i < 6; i++) {
        const response = await askForReset(user.username, ip);
        expect(response.status).toBe(503);
        expect(await response.text()).toContain(MAIL_MESSAGES.failed);
      }
    }
    expect(await tokensOf(user.id)).toEqual([]);
    // Twelve failures used nothing of the client's 5 an hour or the account's 3.
    realProvider("resend", async () => Response.json({ id: "ok" }));
    const response = await askForReset(user.username, ip);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(RESET_MESSAGES.sent);
    expect(await tokensOf(user.id)).toHaveLength(1);
  });
});

describe("confirming a new account's address", () => {
  const register = async (username: string, ip = freshIp()) =>
    postJson(
      "/api/registerUser",
      {
        username,
        email: `${username.toLowerCase()}@example.pl`,
        password: "dlugie-haslo",
        ...CONSENTS,
        "g-recaptcha-response": await solvedCaptcha(),
      },
      { "CF-Connecting-IP": ip },
    );
  const userNamed = (username: string) => testDb().query.users.findFirst({ where: (u, { eq }) => eq(u.username, username) });

  it("registration mails a link; the page asks, the button confirms once", async () => {
    expect((await register("Potwierdzacz")).status).toBe(200);
    expect((await userNamed("Potwierdzacz"))?.emailConfirmedAt).toBeNull();
    const mail = await lastMailTo("potwierdzacz@example.pl");
    expect(mail.subject).toBe("Potwierdź adres e-mail | Nadinterpretacje");
    const { path, token } = linkIn(mail);

    const page = await get(path);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("potwierdzacz@example.pl");
    // Opening the link (a mail scanner does too) confirms nothing.
    expect((await userNamed("Potwierdzacz"))?.emailConfirmedAt).toBeNull();

    const confirm = () => postForm(path, { intent: "confirm-email", token });
    const done = await confirm();
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("Adres potwierdzacz@example.pl jest potwierdzony.");
    expect((await userNamed("Potwierdzacz"))?.emailConfirmedAt).toEqual(expect.any(Number));
    const again = await confirm();
    expect(again.status).toBe(400);
    expect(await again.text()).toContain(LINK_MESSAGES.used);
  });

  it("refuses a link that is expired, forged or opened by another account", async () => {
    await register("Spozniony");
    const { path, token } = linkIn(await lastMailTo("spozniony@example.pl"));
    const stranger = await makeAccount();
    const foreign = await postForm(path, { intent: "confirm-email", token }, { Cookie: await sessionCookieFor(stranger.user.id) });
    expect(foreign.status).toBe(403);
    expect(await foreign.text()).toContain(LINK_MESSAGES.foreign);
    expect((await postForm("/potwierdz-email", { intent: "confirm-email", token: "B".repeat(43) })).status).toBe(400);
    setClockForTests({ offsetMs: 48 * 3600 * 1000 + 1000 });
    const late = await postForm(path, { intent: "confirm-email", token });
    expect(late.status).toBe(400);
    expect(await late.text()).toContain(LINK_MESSAGES.expired);
    expect((await userNamed("Spozniony"))?.emailConfirmedAt).toBeNull();
  });

  it("when the link cannot be sent, there is no account and the address's registration slot is given back", async () => {
    const ip = freshIp();
    realProvider("resend", async () => new Response("no", { status: 502 }));
    const failed = await register("BezPoczty", ip);
    expect(failed.status).toBe(503);
    expect(await failed.json()).toMatchObject({ error: MAIL_MESSAGES.failed });
    expect(await userNamed("BezPoczty")).toBeUndefined();
    realProvider("resend", async () => Response.json({ id: "ok" }));
    for (const name of ["BezPoczty", "ZPoczta2", "ZPoczta3"]) expect((await register(name, ip)).status).toBe(200);
  });
});
