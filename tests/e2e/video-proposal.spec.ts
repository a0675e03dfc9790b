import { readFileSync } from "node:fs";
import type { Browser } from "@playwright/test";
import { fakeVideoSite } from "./fake-video-site";
import { ADMIN, demoUser, expect, type LoggedInAs, openLive, type Page, test } from "./fixtures";

// Proposing a song's video (decision 037) in the two steps of adding a cover (decision 035):
// check the address (/api/checkURL, answered by the local oEmbed stub, oembed-stub.mjs), then
// a visitor solves the captcha and the proposal is sent by itself; a logged-in user confirms.
// The songs are e2e-fixtures.sql's own, so no other spec sees their video change.
const EMPTY_SONG = "/zespol-teledyskowy-teledysk-do-zaproponowania";
const NO_JS_SONG = "/zespol-teledyskowy-teledysk-bez-skryptow";
const SONG_WITH_VIDEO = "/zespol-teledyskowy-teledysk-do-wymiany";
const DEMO = demoUser("BasistaZBalkonu");
const VIDEOS: Record<string, string> = JSON.parse(readFileSync(new URL("./oembed-stub-videos.json", import.meta.url), "utf8"));
const RED = "rgb(192, 57, 43)";

const urlField = (page: Page) => page.getByLabel("Adres teledysku na YouTube");
const checkButton = (page: Page) => page.getByRole("button", { name: "Sprawdź" });
const proposeLink = (page: Page, name: string) => page.getByRole("link", { name, exact: true });

test("a visitor checks the address, sees the video, solves the captcha, and the song's player appears", async ({ page }) => {
  await fakeVideoSite(page);
  await openLive(page, EMPTY_SONG);
  await expect(page.getByText("Ta piosenka nie ma jeszcze teledysku.")).toBeVisible();

  // The link toggles the form, in the address.
  await proposeLink(page, "Zaproponuj teledysk").click();
  await expect(page).toHaveURL(`${EMPTY_SONG}?teledysk=1`);
  await expect(urlField(page)).toBeVisible();
  await proposeLink(page, "Zaproponuj teledysk").click();
  await expect(page).toHaveURL(EMPTY_SONG);
  await expect(urlField(page)).toHaveCount(0);
  await proposeLink(page, "Zaproponuj teledysk").click();

  // Step 1: an empty field, another site, a video that does not exist: red, next to the field.
  await checkButton(page).click();
  await expect(page.getByRole("alert")).toHaveText("Wklej najpierw adres filmu z YouTube.");
  await expect(urlField(page)).toHaveAttribute("aria-invalid", "true");
  await expect(urlField(page)).toHaveCSS("border-top-color", RED);
  await expect(page.locator("altcha-widget")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Zaproponuj teledysk" })).toHaveCount(0);
  await urlField(page).fill("https://vimeo.com/123");
  await expect(page.getByRole("alert")).toHaveCount(0);
  await checkButton(page).click();
  await expect(page.getByRole("alert")).toHaveText(
    "To nie jest adres filmu z YouTube. Wklej adres w postaci https://www.youtube.com/watch?v=… albo https://youtu.be/…",
  );
  await expect(page.getByRole("alert")).toHaveCSS("color", RED);
  await urlField(page).fill("https://youtu.be/NieMaTakieg");
  await checkButton(page).click();
  await expect(page.getByRole("alert")).toHaveText("Nie znaleziono takiego filmu.");

  // The video is found: its title and thumbnail, then the captcha.
  const title = VIDEOS.e2eSongVid2;
  await urlField(page).fill("https://www.youtube.com/watch?v=e2eSongVid2&t=3s");
  await checkButton(page).click();
  const preview = page.locator(".element-preview");
  await expect(preview.getByText(title)).toBeVisible();
  await expect(preview.locator("img")).toHaveAttribute("src", "/api/ytproxy/i.ytimg.com/vi/e2eSongVid2/mqdefault.jpg");
  await expect(page.getByRole("alert")).toHaveCount(0);

  // Step 2: solving the captcha sends the proposal; nobody clicks a button.
  await page.locator("altcha-widget").getByText("Nie jestem robotem").click();
  const poster = page.getByRole("button", { name: "Odtwórz teledysk: Zespół Teledyskowy - Teledysk do zaproponowania" });
  await expect(poster).toBeVisible({ timeout: 20_000 });
  await expect(poster.locator("img")).toHaveAttribute("src", "/api/ytproxy/i.ytimg.com/vi/e2eSongVid2/hqdefault.jpg");
  await expect(page.getByText("Ta piosenka nie ma jeszcze teledysku.")).toHaveCount(0);
  await expect(urlField(page)).toHaveCount(0);
  await expect(page).toHaveURL(EMPTY_SONG);
  // A visitor may not replace it now, only propose another for review (decision 042).
  await expect(proposeLink(page, "Zaproponuj teledysk")).toHaveCount(0);
  await expect(proposeLink(page, "Zmień teledysk")).toHaveCount(0);
  await expect(proposeLink(page, "Zaproponuj inny teledysk")).toBeVisible();

  // Stored, not only shown: after a reload it plays.
  await openLive(page, EMPTY_SONG);
  await poster.click();
  await expect(page.locator('iframe[title="Odtwarzacz testowy"]')).toHaveAttribute("src", /\/embed\/e2eSongVid2\?/);
});

/** Posts the page action's `video` intent as a form opened before the song got its video would. */
async function postProposal(page: Page, path: string, url: string) {
  const response = await page.request.post(`${path}?teledysk=1`, { form: { intent: "video", url } });
  return { status: response.status(), text: await response.text() };
}

test("a logged-in user's proposal for a song with a video waits for review; a moderator replaces it after checking and confirming", async ({
  page,
  browser,
  loggedInAs,
}) => {
  await loggedInAs(DEMO);
  await openLive(page, SONG_WITH_VIDEO);
  await expect(page.getByText("Ta piosenka nie ma jeszcze teledysku.")).toHaveCount(0);
  await expect(proposeLink(page, "Zmień teledysk")).toHaveCount(0);
  await expect(proposeLink(page, "Zaproponuj teledysk")).toHaveCount(0);
  // Decision 042: they propose another one; it waits for a moderator and nothing changes yet.
  const waiting = await postProposal(page, SONG_WITH_VIDEO, "https://youtu.be/e2eSongVid4");
  expect(waiting.status).toBe(200);
  expect(waiting.text).toContain("Dziękujemy! Twoja propozycja czeka na sprawdzenie przez moderatora.");
  await openLive(page, SONG_WITH_VIDEO);
  await expect(page.locator(".player-poster img")).toHaveAttribute("src", /\/vi\/e2eSongVid1\//);

  await replaceAsModerator(browser, loggedInAs);
  await openLive(page, SONG_WITH_VIDEO);
  await expect(page.locator(".player-poster img")).toHaveAttribute("src", /\/vi\/e2eSongVid4\//);
});

async function replaceAsModerator(browser: Browser, loggedInAs: LoggedInAs) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loggedInAs(ADMIN, context);
  await openLive(page, SONG_WITH_VIDEO);
  await proposeLink(page, "Zmień teledysk").click();
  await expect(page.getByText(`Proponujesz jako ${ADMIN.username}`)).toBeVisible();
  // The same video again is refused after the check.
  await urlField(page).fill("youtu.be/e2eSongVid1");
  await urlField(page).press("Enter");
  await expect(page.getByText(VIDEOS.e2eSongVid1, { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Zmień teledysk" }).click();
  await expect(page.getByRole("alert")).toHaveText("To już jest teledysk tej piosenki.");

  await urlField(page).fill("https://www.youtube.com/shorts/e2eSongVid4");
  await checkButton(page).click();
  await expect(page.getByText(VIDEOS.e2eSongVid4)).toBeVisible();
  // No captcha for a logged-in user: they confirm what they saw.
  await expect(page.locator("altcha-widget")).toHaveCount(0);
  await page.getByRole("button", { name: "Zmień teledysk" }).click();
  await expect(urlField(page)).toHaveCount(0);
  await expect(page.locator(".player-poster img")).toHaveAttribute("src", /\/vi\/e2eSongVid4\//);
  await context.close();
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the link opens the form, refusals come back next to the field, and a proposal sets the video", async ({ page, loggedInAs }) => {
    const site = await fakeVideoSite(page);
    await page.goto(NO_JS_SONG);
    await proposeLink(page, "Zaproponuj teledysk").click();
    await expect(page).toHaveURL(`${NO_JS_SONG}?teledysk=1`);
    // A visitor cannot solve the captcha without JavaScript: refused, nothing looked up or saved.
    await urlField(page).fill("https://youtu.be/e2eSongVid3");
    await page.getByRole("button", { name: "Zaproponuj teledysk" }).click();
    await expect(page.getByRole("alert")).toHaveText("Rozwiąż captchę.");
    await expect(page.getByText("Ta piosenka nie ma jeszcze teledysku.")).toBeVisible();

    await loggedInAs(DEMO);
    await page.goto(`${NO_JS_SONG}?teledysk=1`);
    // One step: no 'Sprawdź', the server checks on submit.
    await expect(checkButton(page)).toHaveCount(0);
    const submit = page.getByRole("button", { name: "Zaproponuj teledysk" });
    await submit.click();
    await expect(page.getByRole("alert")).toHaveText("Wklej najpierw adres filmu z YouTube.");
    await expect(urlField(page)).toHaveAttribute("aria-invalid", "true");
    await urlField(page).fill("https://vimeo.com/123");
    await submit.click();
    await expect(page.getByRole("alert")).toContainText("To nie jest adres filmu z YouTube.");
    await expect(page.getByRole("alert")).toHaveCSS("color", RED);

    await urlField(page).fill("https://youtu.be/e2eSongVid3");
    await submit.click();
    await expect(page).toHaveURL(NO_JS_SONG);
    await expect(page.getByText("Ta piosenka nie ma jeszcze teledysku.")).toHaveCount(0);
    await expect(page.locator('iframe[title="Teledysk: Zespół Teledyskowy - Teledysk bez skryptów"]')).toHaveAttribute(
      "src",
      "https://www.youtube-nocookie.com/embed/e2eSongVid3",
    );
    expect(site.requests).toContain("https://www.youtube-nocookie.com/embed/e2eSongVid3");
  });
});
