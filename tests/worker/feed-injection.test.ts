// Issue 16, D2: user text in the RSS feeds. Payloads go in through the real add paths (an
// interpretation by a signed-in user, an article by an admin), the feeds come out of the
// Worker, and a strict XML parser reads them: well-formed, exactly the items the database
// holds, every item linking inside the site, and user text arriving as text, never markup.
import { type DefaultTreeAdapterTypes, parseFragment } from "parse5";
import { beforeAll, describe, expect, it } from "vitest";
import { xml2js } from "xml-js";
import * as schema from "@db/schema";
import { FEED_ITEMS } from "@worker/services/feeds";
import { makeAccount, postJson, sessionCookieFor } from "./account-helpers";
import { get, makeSong, testDb } from "./helpers";

type XmlElement = { type?: string; name?: string; elements?: XmlElement[]; text?: string; cdata?: string };
const children = (node: XmlElement | undefined, name: string) => (node?.elements ?? []).filter((e) => e.name === name);
const child = (node: XmlElement | undefined, name: string) => children(node, name)[0];
const textOf = (node: XmlElement | undefined) => (node?.elements ?? []).map((e) => e.text ?? e.cdata ?? "").join("");

const ORIGIN = "http://localhost";
/** Closes the CDATA twice over and writes an item of its own that links away (issue 16). */
const CDATA_BREAKOUT =
  "Zwrotka ]]> i jeszcze raz ]]></description></item><item><title>x</title><link>https&#58;//evil&#46;example/</link></item><item><description><![CDATA[";
/** The same escape, with an address the link filter does not take for one (it must not matter). */
const CDATA_BREAKOUT_RELATIVE =
  "Refren ]]> i znowu ]]></description></item><item><title>x</title><link>//evil&#46;example/</link></item><item><description><![CDATA[";
const RAW_HTML = `Tekst <script>alert(1)</script><img src=x onerror=alert(1)> & "cudzysłów" 'apostrof' <b>gruby</b> ]]> koniec`;
const LYRICS = ["Płynie Wisła, płynie", "po polskiej krainie", "zobaczyła Kraków"];

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function feed(path: string) {
  const response = await get(path);
  expect(response.status).toBe(200);
  const xml = await response.text();
  // xml-js reads through sax in strict mode: an ill-formed document throws here.
  const channel = child(child(xml2js(xml, { compact: false }) as XmlElement, "rss"), "channel");
  return { xml, items: children(channel, "item") };
}

/** What a feed reader shows for an HTML field: must be text nodes only, and this text. */
function shownText(html: string): string {
  const nodes = parseFragment(html).childNodes;
  for (const node of nodes) expect(node.nodeName, `markup in ${JSON.stringify(html.slice(0, 80))}`).toBe("#text");
  return nodes.map((node) => (node as DefaultTreeAdapterTypes.TextNode).value).join("");
}

/** The sanitised article body: no script element and no event handler anywhere in it. */
function expectNoActiveMarkup(html: string) {
  const walk = (node: DefaultTreeAdapterTypes.ChildNode) => {
    expect(node.nodeName).not.toBe("script");
    if ("attrs" in node) for (const attr of node.attrs) expect(attr.name).not.toMatch(/^on/i);
    if ("childNodes" in node) node.childNodes.forEach(walk);
  };
  parseFragment(html).childNodes.forEach(walk);
}

function expectInsideSite(items: XmlElement[]) {
  for (const item of items) {
    expect(children(item, "link")).toHaveLength(1);
    expect(textOf(child(item, "link"))).toMatch(new RegExp(`^${ORIGIN}/[^/]`));
    expect(textOf(child(item, "guid"))).toBe(textOf(child(item, "link")));
    for (const element of item.elements ?? []) {
      expect(["title", "link", "guid", "pubDate", "description", "content:encoded"]).toContain(element.name);
    }
  }
}

let userCookie = "";
let adminCookie = "";
beforeAll(async () => {
  userCookie = await sessionCookieFor((await makeAccount()).user.id);
  adminCookie = await sessionCookieFor((await makeAccount({ role: "admin" })).user.id);
});

describe("user text in /rss/interpretacje.xml", () => {
  it("stays text: CDATA breakouts and raw HTML add no items, no links and no markup", async () => {
    const { song } = await makeSong({ artist: "Kanał Wstrzykiwany", title: "Podwójne Zamknięcie", lyrics: LYRICS });
    const texts = [CDATA_BREAKOUT_RELATIVE, RAW_HTML];
    const ids: number[] = [];
    for (const text of texts) {
      const answer = await postJson("/api/addAnnotation", { songId: song.id, annotationText: text, linesSelected: [0] }, { Cookie: userCookie });
      expect(answer.status, text).toBe(200);
      ids.push((await answer.json<{ id: number }>()).id);
    }

    const { xml, items } = await feed("/rss/interpretacje.xml");
    const stored = await testDb().select({ id: schema.annotations.id }).from(schema.annotations);
    expect(items).toHaveLength(Math.min(FEED_ITEMS, stored.length));
    expectInsideSite(items);
    expect(xml).not.toContain("evil&#46;example/</link>");

    for (const [index, id] of ids.entries()) {
      const link = `${ORIGIN}/${song.urlname}/interpretacja-${id}`;
      const item = items.find((candidate) => textOf(child(candidate, "link")) === link);
      expect(item, link).toBeDefined();
      expect(shownText(textOf(child(item, "description")))).toBe(texts[index]);
      expect(textOf(child(item, "title"))).toContain("Kanał Wstrzykiwany - Podwójne Zamknięcie: ");
    }
  });
});

describe("user text in /rss/blog.xml", () => {
  it("stays text: a title that closes the CDATA and a body with scripts add nothing", async () => {
    const articles = [
      { article_title: CDATA_BREAKOUT, article_text: `<p>${escapeHtml(RAW_HTML)}</p><script>alert(1)</script><img src="x" onerror="alert(1)">` },
      { article_title: RAW_HTML.slice(0, 120), article_text: `<p>${escapeHtml(CDATA_BREAKOUT)}</p>` },
    ];
    const urls: string[] = [];
    for (const article of articles) {
      const response = await postJson("/api/saveArticle", { article }, { Cookie: adminCookie });
      expect(response.status).toBe(200);
      urls.push((await response.json<{ article_url: string }>()).article_url);
    }

    const { items } = await feed("/rss/blog.xml");
    const stored = await testDb().select({ id: schema.articles.id }).from(schema.articles);
    expect(items).toHaveLength(Math.min(FEED_ITEMS, stored.length));
    expectInsideSite(items);

    const [first, second] = urls.map((url) => items.find((item) => textOf(child(item, "link")) === `${ORIGIN}/artykul/${url}`));
    expect(textOf(child(first, "title"))).toBe(CDATA_BREAKOUT);
    expect(shownText(textOf(child(first, "description")))).toContain(RAW_HTML);
    const body = textOf(child(first, "content:encoded"));
    expect(body).toContain("&lt;script&gt;");
    expectNoActiveMarkup(body);
    expect(textOf(child(second, "title"))).toBe(RAW_HTML.slice(0, 120));
    expect(shownText(textOf(child(second, "description")))).toContain("Zwrotka ]]> i jeszcze raz ]]></description>");
  });
});
