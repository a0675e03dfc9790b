// The sanitiser (decision 026) against public attack corpora in a real browser: every payload
// of DOMPurify's test fixtures and of the Big List of Naughty Strings, plus our hand-made
// vectors, is saved as an article body and its page opened in Chromium, on a full load and
// (for the hand-made ones) through client-side navigation. Nothing may execute and nothing
// may be requested from another host.
import type { APIRequestContext, Browser, BrowserContext } from "@playwright/test";
import { ALL_VECTORS } from "../worker/article-html-vectors";
import { expect, type Page, test } from "./fixtures";
import { corpusPayloads } from "./markup-corpus";

const ADMIN = { username: "admin", password: "admin-lokalnie-2026" };
const TABS = 4;
const SAVES_AT_ONCE = 6;
// Hosts a clean article may legitimately load from: the video embed and its thumbnails.
const VIDEO_HOSTS = new Set(["www.youtube-nocookie.com", "i.ytimg.com"]);

type Saved = { label: string; marker: string; id: number; url: string };
type Hit = { label: string; what: string };

const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);

/** Runs `work` over `items` with at most `width` at a time. */
async function pool<T>(items: T[], width: number, work: (item: T, lane: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async (_, lane) => {
      while (next < items.length) await work(items[next++], lane);
    }),
  );
}

// Runs in every page and frame before the page's own scripts: the dialogs and a global
// marker report instead of acting, into the page (read after each load) and through a
// binding (in case the page is gone by then); the id joins the two reports.
function hookScript() {
  const w = window as unknown as Record<string, unknown> & { __sanitizerHits: [string, string][] };
  w.__sanitizerHits = [];
  const report = (what: string) => {
    const id = `${Date.now()}-${Math.random()}`;
    w.__sanitizerHits.push([id, what]);
    (w.__sanitizerHit as ((id: string, what: string) => void) | undefined)?.(id, what);
  };
  for (const name of ["alert", "confirm", "prompt", "print"]) w[name] = (...args: unknown[]) => report(`${name}(${args.map(String).join(",")})`);
  Object.defineProperty(window, "__xss", { get: () => undefined, set: (value) => report(`window.__xss = ${String(value)}`) });
}

/** A visitor's browser context whose pages report executions and foreign requests. */
async function watchedContext(browser: Browser, appScripts: boolean): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, serviceWorkers: "block" });
  await context.exposeBinding("__sanitizerHit", ({ page }, id: string, what: string) => {
    if (!hits.has(id)) hits.set(id, { label: current.get(page) ?? "?", what });
  });
  await context.addInitScript(hookScript);
  const site = new URL(baseURL).host;
  await context.route("**/*", (route) => {
    const url = new URL(route.request().url());
    if (url.host === site) {
      const appBundle = url.pathname.startsWith("/assets/") && url.pathname.endsWith(".js");
      return appBundle && !appScripts ? route.abort() : route.continue();
    }
    if (!VIDEO_HOSTS.has(url.hostname)) foreign.push(`${current.get(route.request().frame().page()) ?? "?"}: ${url.href}`);
    // No internet here: even the video hosts are answered with an abort.
    return route.abort();
  });
  return context;
}

let api: APIRequestContext;
let bulkContext: BrowserContext;
let navigationContext: BrowserContext;
let baseURL: string;
const saved: Saved[] = [];
const counts = { dompurify: 0, blns: 0, hand: 0 };
const hits = new Map<string, Hit>();
const foreign: string[] = [];
const current = new Map<Page, string>();

// On a 2-core machine shared with other work (load average ~14) the full loads took 7.5–10
// minutes; the limits leave room for that. Hooks have their own limit, set inside them.
const LIMIT = 1_200_000;
test.describe.configure({ mode: "serial", timeout: LIMIT });

test.beforeAll(async ({ playwright, browser }, testInfo) => {
  test.setTimeout(LIMIT);
  const started = Date.now();
  baseURL = String(testInfo.project.use.baseURL);
  // ../shared/corpora beside the repository; corpusPayloads fails with the paths it tried.
  const corpora = await corpusPayloads();
  const payloads = [
    ...corpora.map(({ source, index, payload }) => ({ label: `${source} ${index + 1}`, payload })),
    // Saved last, so they are the newest articles and head the blog pages.
    ...ALL_VECTORS.map(([name, payload]) => ({ label: `hand: ${name}`, payload })),
  ];
  for (const { source } of corpora) counts[source]++;
  counts.hand = ALL_VECTORS.length;

  // Logged in once (the login throttle counts failures); no Origin header, as a script.
  api = await playwright.request.newContext({ baseURL });
  const login = await api.post("/api/loginUser", { data: ADMIN });
  expect(login.status(), await login.text()).toBe(200);
  const numbered = payloads.map((entry, i) => ({ ...entry, marker: `Wektor ${i + 1}` }));
  await pool(numbered, SAVES_AT_ONCE, async ({ label, marker, payload }) => {
    const article = { article_title: `Korpus ${marker}`, article_text: `<p>${marker}</p>${payload}` };
    const response = await api.post("/api/saveArticle", { data: { article } });
    expect(response.status(), `${label}: ${await response.text()}`).toBe(200);
    const body: { article_id: number; article_url: string } = await response.json();
    saved.push({ label, marker, id: body.article_id, url: body.article_url });
  });
  saved.sort((a, b) => a.id - b.id);
  console.log(`sanitizer corpus: ${saved.length} articles saved in ${seconds(started)} s`);

  // The bulk pass runs without the app's own bundles: a payload needs none of them to
  // execute, and hydrating ~800 pages would take minutes on a busy machine. React's path
  // (client-side navigation sets the body with innerHTML) has its own test below.
  bulkContext = await watchedContext(browser, false);
  navigationContext = await watchedContext(browser, true);
});

test.afterAll(async () => {
  test.setTimeout(LIMIT);
  await bulkContext?.close();
  await navigationContext?.close();
  const failed: string[] = [];
  await pool(saved, SAVES_AT_ONCE, async ({ id, label }) => {
    const response = await api.post("/api/deleteArticle", { data: { article: id } });
    if (response.status() !== 200) failed.push(label);
  });
  await api?.dispose();
  expect(failed, "articles left behind").toEqual([]);
});

/** Lets any handler the loaded page triggered run, then collects its reports. */
async function settle(page: Page, label: string, marker: string, missing: string[]) {
  const { reports, shown } = await page.evaluate(async (marker) => {
    // A rendering update (focus, animation events) and then the tasks it queued (toggle).
    await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
    const w = window as unknown as { __sanitizerHits: [string, string][] };
    const reports = w.__sanitizerHits.splice(0);
    return { reports, shown: document.querySelector(".article-body")?.textContent?.includes(marker) ?? false };
  }, marker);
  for (const [id, what] of reports) hits.set(id, { label, what });
  if (!shown) missing.push(label);
}

test("no payload of the corpora executes or reaches another host on a full page load", async () => {
  const tabs = await Promise.all(Array.from({ length: TABS }, () => bulkContext.newPage()));
  for (const tab of tabs)
    tab.on(
      "dialog",
      (dialog) => void dialog.dismiss().then(() => hits.set(`dialog-${hits.size}`, { label: current.get(tab) ?? "?", what: "dialog" })),
    );
  const missing: string[] = [];
  const started = Date.now();
  await pool(saved, TABS, async ({ label, marker, url }, lane) => {
    const tab = tabs[lane];
    current.set(tab, label);
    await tab.goto(`/artykul/${encodeURIComponent(url)}`);
    await settle(tab, label, marker, missing);
  });
  console.log(
    `sanitizer corpus, full loads: payloads dompurify ${counts.dompurify}, blns ${counts.blns}, hand-made ${counts.hand}; ` +
      `pages opened ${saved.length} in ${seconds(started)} s; executions ${hits.size}; foreign requests ${foreign.length}`,
  );
  expect(missing, "articles whose page did not show the body").toEqual([]);
  expect({ executions: [...hits.values()], foreignRequests: foreign }).toEqual({ executions: [], foreignRequests: [] });
});

test("the hand-made vectors stay inert when the article is reached by client-side navigation", async () => {
  // Counted on their own: the full-load test has reported its findings already.
  hits.clear();
  foreign.splice(0);
  const page = await navigationContext.newPage();
  page.on(
    "dialog",
    (dialog) => void dialog.dismiss().then(() => hits.set(`dialog-${hits.size}`, { label: current.get(page) ?? "?", what: "dialog" })),
  );
  const wanted = new Map(
    saved.filter(({ label }) => label.startsWith("hand: ")).map((entry) => [`/artykul/${encodeURIComponent(entry.url)}`, entry]),
  );
  const missing: string[] = [];
  let navigations = 0;
  const started = Date.now();
  // Blog pages hold 12 articles; past the last one the blog answers its last page again.
  const lastBlogPage = Math.ceil(saved.length / 12) + 2;
  for (let blogPage = 1; wanted.size > 0 && blogPage <= lastBlogPage; blogPage++) {
    current.set(page, `/blog/${blogPage}`);
    await page.goto(`/blog/${blogPage}`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const hrefs = await page.locator(".blog-list a").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    if (hrefs.length === 0) break;
    for (const href of hrefs.filter((candidate) => wanted.has(candidate))) {
      const { label, marker } = wanted.get(href)!;
      wanted.delete(href);
      current.set(page, `${label} (client-side)`);
      await page.locator(`.blog-list a[href="${href}"]`).click();
      await expect(page.locator(".article-body")).toContainText(marker);
      await settle(page, `${label} (client-side)`, marker, missing);
      navigations++;
      await page.goBack();
      await page.locator(".blog-list").waitFor();
    }
  }
  console.log(
    `sanitizer corpus, client-side: navigations ${navigations} in ${seconds(started)} s; executions ${hits.size}; foreign requests ${foreign.length}`,
  );
  expect(wanted.size, "hand-made vectors not found on the blog pages").toBe(0);
  expect(missing).toEqual([]);
  expect({ executions: [...hits.values()], foreignRequests: foreign }).toEqual({ executions: [], foreignRequests: [] });
});
