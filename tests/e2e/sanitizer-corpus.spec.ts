// The article sanitiser (decision 026) against public attack corpora in a real browser: every
// payload of DOMPurify's test fixtures and of the Big List of Naughty Strings, plus our
// hand-made vectors, shown on article pages in Chromium, on a full load and after client-side
// navigation from the blog. Nothing may run, break the page's Content-Security-Policy or be
// requested from another host.
//
// A page per payload took 6–10 minutes here, so the payloads are packed: each is cleaned on
// its own, exactly as saving it would clean it (the same sanitizeArticleHtml), marked and put
// in its own <div>, and a hundred of them make one article body, saved through
// POST /api/saveArticle. The test asserts that the article comes back from the save and
// output paths byte for byte as packed, so the page shows every payload exactly as its own
// article would. Raw payloads cannot share a body: an unclosed <xmp> or comment would swallow
// the rest. The defect's own vectors are also saved raw, each as an article of its own.
import type { APIRequestContext, Browser, BrowserContext } from "@playwright/test";
import { sanitizeArticleHtml } from "@worker/services/article-html";
import { ALL_VECTORS, DEFECT_VECTORS } from "../support/article-html-vectors";
import { ADMIN, expect, type Page, test } from "./fixtures";
import { corpusPayloads } from "../support/markup-corpus";

const PER_ARTICLE = 100;
const TABS = 4;
// Hosts a clean article may load from: the video embed and its thumbnails.
const VIDEO_HOSTS = new Set(["www.youtube-nocookie.com", "i.ytimg.com"]);

type Article = { label: string; id: number; url: string; markers: string[] };
type Hit = { label: string; what: string };

// "Wektor 1." is no part of "Wektor 10.".
const marker = (n: number | string) => `Wektor ${n}.`;
const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);

// Runs in every page and frame before the page's own scripts: the dialogs, a global marker
// and refusals by the page's CSP report (what an injected handler or frame would cause; the
// CSP stops inline handlers, so a refusal is how a leak shows), into the page (read after
// each load) and through a binding (in case the page is gone by then); the id joins the two.
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
  document.addEventListener("securitypolicyviolation", (event) =>
    report(`CSP ${event.effectiveDirective} refused ${event.blockedURI || "an inline part"} ${event.sample}`.trim()),
  );
}

let api: APIRequestContext;
let baseURL: string;
const articles: Article[] = [];
const counts = { dompurify: 0, blns: 0, hand: 0 };
const hits = new Map<string, Hit>();
const foreign: string[] = [];
const current = new Map<Page, string>();

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
  context.on("page", (page) => {
    page.on("dialog", (dialog) => {
      hits.set(`dialog-${hits.size}`, { label: current.get(page) ?? "?", what: `dialog ${dialog.type()}` });
      void dialog.dismiss();
    });
  });
  return context;
}

async function save(label: string, markers: string[], body: string): Promise<Article> {
  const article = { article_title: `Korpus ${markers[0]}${markers.length > 1 ? ` – ${markers.at(-1)}` : ""}`, article_text: body };
  const response = await api.post("/api/saveArticle", { data: { article } });
  expect(response.status(), `${label}: ${await response.text()}`).toBe(200);
  const { article_id, article_url }: { article_id: number; article_url: string } = await response.json();
  return { label, id: article_id, url: article_url, markers };
}

/** Lets any handler the loaded page triggered run, then collects its reports and checks the markers. */
async function settle(page: Page, { label, markers }: Article, missing: string[]) {
  const { reports, text } = await page.evaluate(async () => {
    // A rendering update (focus, animation events) and then the tasks it queued (toggle).
    await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
    const w = window as unknown as { __sanitizerHits: [string, string][] };
    return { reports: w.__sanitizerHits.splice(0), text: document.querySelector(".article-body")?.textContent ?? "" };
  });
  for (const [id, what] of reports) hits.set(id, { label: current.get(page) ?? label, what });
  missing.push(...markers.filter((m) => !text.includes(m)).map((m) => `${label}: ${m}`));
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ playwright }, testInfo) => {
  test.setTimeout(120_000);
  const started = Date.now();
  baseURL = String(testInfo.project.use.baseURL);
  // tests/corpora (see its README).
  const corpora = await corpusPayloads();
  for (const { source } of corpora) counts[source]++;
  counts.hand = ALL_VECTORS.length;
  const payloads = [...corpora.map(({ payload }) => payload), ...ALL_VECTORS.map(([, payload]) => payload)];

  // Logged in once (the login throttle counts failures); no Origin header, as a script.
  api = await playwright.request.newContext({ baseURL });
  const login = await api.post("/api/loginUser", { data: ADMIN });
  expect(login.status(), await login.text()).toBe(200);

  const parts = await Promise.all(payloads.map(async (payload, i) => `<div><p>${marker(i + 1)}</p>${await sanitizeArticleHtml(payload)}</div>`));
  for (let start = 0; start < parts.length; start += PER_ARTICLE) {
    const end = Math.min(start + PER_ARTICLE, parts.length);
    const body = parts.slice(start, end).join("");
    const markers = Array.from({ length: end - start }, (_, i) => marker(start + i + 1));
    const article = await save(`payloads ${start + 1}–${end}`, markers, body);
    const shown = await (await api.get(`/api/getArticle/${article.id}`)).json();
    expect(shown.article_text, `${article.label} comes back as packed`).toBe(body);
    articles.push(article);
  }
  for (const [i, [name, payload]] of DEFECT_VECTORS.entries()) {
    const m = marker(`D${i + 1}`);
    articles.push(await save(`raw defect vector: ${name}`, [m], `<p>${m}</p>${payload}`));
  }
  console.log(`sanitizer corpus: ${payloads.length} payloads in ${articles.length} articles, saved in ${seconds(started)} s`);
});

test.afterAll(async () => {
  const failed: string[] = [];
  for (const { id, label } of articles) {
    const response = await api.post("/api/deleteArticle", { data: { article: id } });
    if (response.status() !== 200) failed.push(label);
  }
  await api?.dispose();
  expect(failed, "articles left behind").toEqual([]);
});

test("no corpus payload runs, breaks the CSP or reaches another host on a full page load", async ({ browser }) => {
  // The app's own bundles are left out: a payload needs none of them to run, and React's
  // path (innerHTML after client-side navigation) has the next test.
  const context = await watchedContext(browser, false);
  const missing: string[] = [];
  const started = Date.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: TABS }, async () => {
      const page = await context.newPage();
      for (let i = next++; i < articles.length; i = next++) {
        current.set(page, articles[i].label);
        const response = await page.goto(`/artykul/${encodeURIComponent(articles[i].url)}`);
        expect(response?.status()).toBe(200);
        await settle(page, articles[i], missing);
      }
    }),
  );
  await context.close();
  console.log(
    `sanitizer corpus, full loads: payloads dompurify ${counts.dompurify}, blns ${counts.blns}, hand-made ${counts.hand} ` +
      `(+${DEFECT_VECTORS.length} raw); pages opened ${articles.length} in ${seconds(started)} s; ` +
      `executions ${hits.size}; foreign requests ${foreign.length}`,
  );
  expect(missing, "payloads whose marker the page did not show").toEqual([]);
  expect({ executions: [...hits.values()], foreignRequests: foreign }).toEqual({ executions: [], foreignRequests: [] });
});

test("and none does after client-side navigation from the blog", async ({ browser }) => {
  const context = await watchedContext(browser, true);
  const page = await context.newPage();
  const wanted = new Map(articles.map((article) => [`/artykul/${encodeURIComponent(article.url)}`, article]));
  const missing: string[] = [];
  let navigations = 0;
  const started = Date.now();
  // Blog pages hold 12 articles, ours the newest; past the last page the blog shows it again.
  for (let blogPage = 1; wanted.size > 0 && blogPage <= Math.ceil(articles.length / 12) + 2; blogPage++) {
    current.set(page, `/blog/${blogPage}`);
    await page.goto(`/blog/${blogPage}`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const hrefs = await page.locator(".blog-list a").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    for (const href of hrefs.filter((candidate) => wanted.has(candidate))) {
      const article = wanted.get(href)!;
      wanted.delete(href);
      current.set(page, `${article.label} (client-side)`);
      await page.locator(`.blog-list a[href="${href}"]`).click();
      await expect(page.locator(".article-body")).toContainText(article.markers[0]);
      await settle(page, article, missing);
      navigations++;
      await page.goBack();
      await page.locator(".blog-list").waitFor();
    }
  }
  await context.close();
  console.log(
    `sanitizer corpus, client-side: navigations ${navigations} in ${seconds(started)} s; executions ${hits.size}; foreign requests ${foreign.length}`,
  );
  expect(
    [...wanted.values()].map((article) => article.label),
    "articles not found on the blog pages",
  ).toEqual([]);
  expect(missing, "payloads whose marker the page did not show").toEqual([]);
  expect({ executions: [...hits.values()], foreignRequests: foreign }).toEqual({ executions: [], foreignRequests: [] });
});
