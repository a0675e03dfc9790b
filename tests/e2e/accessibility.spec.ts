import AxeBuilder from "@axe-core/playwright";
import { ADMIN, expect, openLive, test, type Page } from "./fixtures";

// Issue 12 §5: zero axe violations (WCAG 2.2 AA and best practices) on every screen of the
// route table (product §2.1), at a desktop and a phone size. One page per size walks all screens,
// so the server and the browser are set up once; every screen is its own soft assertion,
// so one run lists all the screens that fail, not only the first.
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

// Seeded demo content (db/seed): the song with every tab filled, an artist, an article; the
// e2e fixtures give "Panie Janie" a video, so its page has the player and the loop controls.
const SONG = "/ludowa-wlazl-kotek-na-plotek";
const VIDEO_SONG = "/ludowa-panie-janie";
const ARTICLE = "/artykul/jak-pisac-nadinterpretacje-ktore-przejda-do-historii";

/** These walks open many pages: no web-vitals beacons (app/lib/vitals-client.ts), so the
 *  address's beacon limit is left for the spec that tests the reporter. */
const NO_VITALS = () => window.localStorage.setItem("vitalsSample", "0");

type Screen = { name: string; path: string; prepare?: (page: Page) => Promise<void> };

const VISITOR_SCREENS: Screen[] = [
  { name: "home", path: "/" },
  {
    name: "home, the navigation menu open (phone) / the slider stopped",
    path: "/",
    prepare: async (page) => {
      const menu = page.getByText("Idź do..");
      if (await menu.isVisible()) await menu.click();
      await page.getByRole("button", { name: "Zatrzymaj" }).click();
    },
  },
  { name: "artist archive", path: "/archiwum" },
  { name: "ranking", path: "/ranking" },
  { name: "blog", path: "/blog" },
  { name: "article", path: ARTICLE },
  { name: "about", path: "/onas" },
  {
    name: "FAQ (every section open)",
    path: "/faq",
    prepare: async (page) => {
      for (const summary of await page.locator("main details summary").all()) await summary.click();
    },
  },
  { name: "terms and DMCA", path: "/dmca" },
  { name: "privacy", path: "/prywatnosc" },
  { name: "contact", path: "/kontakt" },
  { name: "404", path: "/404" },
  { name: "search form", path: "/szukaj" },
  { name: "search results", path: "/szukaj/kotek" },
  { name: "search without results", path: "/szukaj/zzzxxyq" },
  { name: "profile", path: "/profil/KrólowaRefrenu" },
  { name: "login", path: "/login" },
  { name: "registration", path: "/rejestracja" },
  { name: "add song (visitor, captcha)", path: "/dodaj" },
  { name: "admin panel refused to a visitor", path: "/panel" },
  { name: "article editor refused to a visitor", path: "/artykul_edit" },
  { name: "artist", path: "/ludowa" },
  { name: "song: lyrics", path: SONG },
  { name: "song: interpretation panel open", path: `${SONG}?linia=0` },
  { name: "song: all interpretations of a line", path: `${SONG}?linia=0&wszystkie=1` },
  { name: "song: adding an interpretation", path: `${SONG}?dodaj=1` },
  { name: "song: translation", path: `${SONG}/tlumaczenie` },
  { name: "song: adding a translation", path: `${SONG}/tlumaczenie?dodaj=1` },
  { name: "song: comments", path: `${SONG}/komentarze` },
  { name: "song: adding a comment", path: `${SONG}/komentarze?dodaj=1` },
  { name: "song: remixes", path: `${SONG}/remixy` },
  { name: "song: covers", path: `${SONG}/covery` },
  { name: "song: adding a cover", path: `${SONG}/covery?dodaj=1` },
  { name: "song: instrumentals", path: `${SONG}/instrumentale` },
  { name: "song with a video and loop controls", path: `${VIDEO_SONG}?od=0:05&do=0:10` },
  // On a phone the player is folded under a bar (decision 047); the address above unfolds it.
  { name: "song with a video, the player folded on a phone", path: VIDEO_SONG },
];

const ADMIN_SCREENS: Screen[] = [
  { name: "admin: own profile", path: `/profil/${ADMIN.username}` },
  { name: "admin: another user's profile (delete button)", path: "/profil/KrólowaRefrenu" },
  { name: "admin: panel", path: "/panel" },
  {
    name: "admin: new article editor",
    path: "/artykul_edit",
    // The rich editor loads in its own chunk: check it once it is drawn.
    prepare: async (page) => {
      await page.getByRole("toolbar", { name: "Formatowanie" }).waitFor();
    },
  },
  {
    name: "admin: article editor, raw HTML",
    path: `/artykul_edit/${ARTICLE.split("/").pop()}`,
    prepare: async (page) => {
      await page.getByRole("button", { name: /HTML/ }).first().click();
    },
  },
  { name: "admin: add song (no captcha)", path: "/dodaj" },
  { name: "admin: song with comment form", path: `${SONG}/komentarze?dodaj=1` },
];

async function open(page: Page, path: string) {
  await openLive(page, path);
  // A captcha draws itself after hydration: check the form with it, not before.
  if ((await page.locator("altcha-widget").count()) > 0) await page.locator("altcha-widget").getByText("Nie jestem robotem").first().waitFor();
}

/** axe's findings in a form a failure message can show: rule, impact, the first elements. */
async function violationsOf(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return result.violations.map((v) => {
    const where = v.nodes
      .slice(0, 4)
      .map((node) => `${node.target.join(" ")}${node.failureSummary ? ` — ${node.failureSummary.split("\n").slice(1, 2).join("").trim()}` : ""}`);
    return `${v.id} (${v.impact}, ${v.nodes.length}×): ${where.join(" | ")}`;
  });
}

async function checkScreens(page: Page, screens: Screen[]) {
  for (const screen of screens) {
    await open(page, screen.path);
    await screen.prepare?.(page);
    expect.soft(await violationsOf(page), `axe violations on ${screen.name} (${screen.path})`).toEqual([]);
  }
}

const SIZES = [
  { name: "desktop", viewport: { width: 1366, height: 768 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
];

for (const size of SIZES) {
  test.describe(`${size.name} ${size.viewport.width}×${size.viewport.height}`, () => {
    test.use({ viewport: size.viewport, isMobile: size.name === "phone", hasTouch: size.name === "phone" });

    test(`no axe violations on any screen (${size.name})`, async ({ page, loggedInAs }) => {
      test.setTimeout(240_000);
      await page.addInitScript(NO_VITALS);
      // The cookie banner is on every page until accepted: the first screens are checked with it.
      await checkScreens(page, VISITOR_SCREENS);
      await loggedInAs(ADMIN);
      await checkScreens(page, ADMIN_SCREENS);
    });
  });
}
