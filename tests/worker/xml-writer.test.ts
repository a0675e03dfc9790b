// The sitemaps' and feeds' XML writer (worker/seo/xml.ts) and the RSS document made with it
// (worker/seo/rss.ts): every special character, "]]>" again and again, characters XML does
// not allow, attributes; each document read back by a strict parser.
import { describe, expect, it } from "vitest";
import { xml2js } from "xml-js";
import { plainTextHtml, renderRss } from "@worker/seo/rss";
import { element, escapeXml, Xml, xmlDocument } from "@worker/seo/xml";

type XmlElement = { name?: string; elements?: XmlElement[]; text?: string; cdata?: string; attributes?: Record<string, string> };
const parse = (xml: string) => xml2js(xml, { compact: false }) as XmlElement;
const children = (node: XmlElement | undefined, name: string) => (node?.elements ?? []).filter((e) => e.name === name);
const child = (node: XmlElement | undefined, name: string) => children(node, name)[0];
const textOf = (node: XmlElement | undefined) => (node?.elements ?? []).map((e) => e.text ?? e.cdata ?? "").join("");

const NASTY = `a & b < c > d " e ' f ]]> g ]]> h ]]]]> i <![CDATA[ j ]]> &amp; &#58; &lt;/x&gt; </root><evil/>`;

describe("escapeXml", () => {
  it("escapes & < > \" ' wherever they are, every time", () => {
    expect(escapeXml(`&<>"'`)).toBe("&amp;&lt;&gt;&quot;&apos;");
    expect(escapeXml("]]>]]>]]>")).toBe("]]&gt;]]&gt;]]&gt;");
    expect(escapeXml("&amp;")).toBe("&amp;amp;");
    expect(escapeXml("Żółć — zwykły tekst")).toBe("Żółć — zwykły tekst");
  });

  it("drops the characters XML 1.0 does not allow, keeping tabs, line breaks and pairs", () => {
    expect(escapeXml("a\u0000b\u0001c\u0008d\u000be\u000cf\u001fg\ufffeh\uffffi")).toBe("abcdefghi");
    expect(escapeXml("a\tb\nc\rd")).toBe("a\tb\nc\rd");
    expect(escapeXml("x\ud800y\udc00z")).toBe("xyz");
    expect(escapeXml("🎵")).toBe("🎵");
  });
});

describe("element", () => {
  it("writes text that reads back exactly, with one element and no more", () => {
    const xml = xmlDocument(element("root", { a: NASTY }, [element("t", null, NASTY), element("u", null, "\u0007")]));
    const root = child(parse(xml), "root");
    expect(root?.attributes?.a).toBe(NASTY);
    expect(root?.elements?.map((e) => e.name)).toEqual(["t", "u"]);
    expect(textOf(child(root, "t"))).toBe(NASTY);
    expect(xml).not.toContain("<evil");
    expect(xml).not.toContain("<![CDATA[");
  });

  it("takes strings as text only: markup is what element() made", () => {
    const inner = element("b", null, "x");
    expect(String(element("a", null, [inner]))).toBe("<a>\n<b>x</b>\n</a>");
    expect(String(element("a", null, "<b>x</b>"))).toBe("<a>&lt;b&gt;x&lt;/b&gt;</a>");
    expect(String(element("a", { href: "x", skipped: undefined }))).toBe('<a href="x"/>');
    expect(() => new Xml(Symbol("xml writer") as never, "<evil/>")).toThrow();
  });

  it("refuses names that are not names (they are the code's, never the user's)", () => {
    for (const name of ["", "a b", "a>", "1a", 'a"', "a:b:c"]) expect(() => element(name, null), name).toThrow();
    expect(() => element("a", { "on click": "x" })).toThrow();
    expect(String(element("content:encoded", null, "x"))).toBe("<content:encoded>x</content:encoded>");
  });
});

describe("renderRss", () => {
  const channel = {
    title: "Kanał & <próbny>",
    link: "http://localhost/",
    description: "Opis ]]> kanału",
    self: "http://localhost/rss/test.xml",
    language: "pl",
    updated: new Date(1_800_000_000_000),
    generator: "Nadinterpretacje",
    copyright: "© Nadinterpretacje",
    items: [
      {
        title: NASTY,
        link: "http://localhost/a?b=1&c=2",
        date: new Date(1_700_000_000_000),
        description: NASTY,
        contentHtml: '<p class="x">A &amp; B</p>',
      },
      { title: "Drugi", link: "http://localhost/b", date: new Date(1_700_000_000_000), description: "<b>gruby</b>" },
    ],
  };

  it("publishes the channel fields and every item exactly, user text as text", () => {
    const rss = child(parse(renderRss(channel)), "rss");
    expect(rss?.attributes).toEqual({
      version: "2.0",
      "xmlns:dc": "http://purl.org/dc/elements/1.1/",
      "xmlns:content": "http://purl.org/rss/1.0/modules/content/",
      "xmlns:atom": "http://www.w3.org/2005/Atom",
    });
    const node = child(rss, "channel");
    const fields = Object.fromEntries(
      (node?.elements ?? []).filter((e) => e.name !== "item" && e.name !== "atom:link").map((e) => [e.name, textOf(e)]),
    );
    expect(fields).toEqual({
      title: "Kanał & <próbny>",
      link: "http://localhost/",
      description: "Opis ]]> kanału",
      lastBuildDate: new Date(1_800_000_000_000).toUTCString(),
      docs: "https://validator.w3.org/feed/docs/rss2.html",
      generator: "Nadinterpretacje",
      language: "pl",
      copyright: "© Nadinterpretacje",
    });
    expect(child(node, "atom:link")?.attributes).toEqual({ href: "http://localhost/rss/test.xml", rel: "self", type: "application/rss+xml" });
    const items = children(node, "item");
    expect(items).toHaveLength(2);
    expect(items[0].elements?.map((e) => e.name)).toEqual(["title", "link", "guid", "pubDate", "description", "content:encoded"]);
    expect(textOf(child(items[0], "title"))).toBe(NASTY);
    expect(textOf(child(items[0], "link"))).toBe("http://localhost/a?b=1&c=2");
    expect(child(items[0], "guid")?.attributes).toEqual({ isPermaLink: "false" });
    expect(textOf(child(items[0], "guid"))).toBe("http://localhost/a?b=1&c=2");
    expect(textOf(child(items[0], "pubDate"))).toBe(new Date(1_700_000_000_000).toUTCString());
    expect(textOf(child(items[0], "description"))).toBe(plainTextHtml(NASTY));
    expect(textOf(child(items[0], "content:encoded"))).toBe('<p class="x">A &amp; B</p>');
    expect(items[1].elements?.map((e) => e.name)).toEqual(["title", "link", "guid", "pubDate", "description"]);
    expect(textOf(child(items[1], "description"))).toBe("&lt;b&gt;gruby&lt;/b&gt;");
  });

  it("escapes plain text for HTML readers", () => {
    expect(plainTextHtml(`<script>&"'`)).toBe("&lt;script&gt;&amp;&quot;&#39;");
  });
});
