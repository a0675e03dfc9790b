// The corpus proof in a real browser (decision 028): every body of markup-corpus.ts is stored
// as a comment (playwright.config.ts → markup-corpus-sql.ts, half by visitors, half by the
// admin) and every song page of them is opened with the dialogs and a global marker hooked.
// Nothing may run and nothing may be fetched from a host other than the site and the
// privacy-friendly video host.
import { CORPUS_PER_SONG, corpusCommentBodies, corpusSongUrlname } from "./markup-corpus-sql";
import { expect, test } from "./fixtures";

const TABS = 4;
const ALLOWED_FOREIGN = new Set(["www.youtube-nocookie.com"]);

// Runs before any page script: the dialogs and a marker a payload could reach count a hit.
const HOOKS = () => {
  const w = window as unknown as Record<string, unknown> & { __markupHits: number };
  w.__markupHits = 0;
  const hit = () => {
    w.__markupHits++;
  };
  w.alert = hit;
  w.confirm = () => {
    hit();
    return false;
  };
  w.prompt = () => {
    hit();
    return null;
  };
  w.print = hit;
  Object.defineProperty(window, "xss", {
    get: () => {
      hit();
      return 1;
    },
    set: hit,
    configurable: false,
  });
};

test("every corpus body renders as a comment without running or fetching anything", async ({ browser, baseURL }) => {
  test.setTimeout(600_000);
  const bodies = await corpusCommentBodies();
  const songs = Math.ceil(bodies.length / CORPUS_PER_SONG);
  const site = new URL(baseURL ?? "").host;
  const context = await browser.newContext();
  await context.addInitScript(HOOKS);
  const foreign: string[] = [];
  await context.route("**/*", (route) => {
    const host = new URL(route.request().url()).host;
    if (host === site || ALLOWED_FOREIGN.has(host)) return route.continue();
    foreign.push(route.request().url());
    return route.abort();
  });

  let executions = 0;
  let dialogs = 0;
  let rendered = 0;
  let next = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: TABS }, async () => {
      const page = await context.newPage();
      page.on("dialog", (dialog) => {
        dialogs++;
        void dialog.dismiss();
      });
      for (let song = next++; song < songs; song = next++) {
        const expected = Math.min(CORPUS_PER_SONG, bodies.length - song * CORPUS_PER_SONG);
        const response = await page.goto(`/${corpusSongUrlname(song)}/komentarze`, { waitUntil: "load" });
        expect(response?.status()).toBe(200);
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        await expect(page.locator("ol.comments > li.comment")).toHaveCount(expected);
        rendered += expected;
        executions += await page.evaluate(() => (window as unknown as { __markupHits: number }).__markupHits);
      }
      await page.close();
    }),
  );
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `markup corpus: ${bodies.length} bodies, ${rendered} comments on ${songs} pages in ${seconds} s; ` +
      `${executions + dialogs} executions, ${foreign.length} foreign requests`,
  );
  await context.close();
  expect(rendered).toBe(bodies.length);
  expect(foreign).toEqual([]);
  expect(executions + dialogs).toBe(0);
});
