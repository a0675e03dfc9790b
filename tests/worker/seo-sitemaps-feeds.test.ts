// What crawlers and feed readers fetch besides pages: robots.txt, the sitemap index and its
// sitemaps (songs cut into id ranges) and the RSS feeds, each read with a strict XML parser.
import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { xml2js } from "xml-js";
import * as schema from "@db/schema";
import { makeSong, testDb } from "./helpers";
import { readHead } from "./head";
import { annotatedSong, fetchText } from "./seo-helpers";

type XmlElement = { name?: string; elements?: XmlElement[]; text?: string; cdata?: string; attributes?: Record<string, string> };

/** Strict XML parse (xml-js over sax in strict mode throws on malformed documents). */
function parseXml(xml: string): XmlElement {
  return xml2js(xml, { compact: false }) as XmlElement;
}
const children = (node: XmlElement | undefined, name: string) => (node?.elements ?? []).filter((e) => e.name === name);
const child = (node: XmlElement | undefined, name: string) => children(node, name)[0];
const textOf = (node: XmlElement | undefined) => (node?.elements ?? []).map((e) => e.text ?? e.cdata ?? "").join("");

describe("crawler", () => {
  it("follows robots.txt to the sitemap index, a song sitemap and five songs with canonical, description, share tags and JSON-LD", async () => {
    for (let i = 0; i < 6; i++) await annotatedSong(`Zespół Mapowy ${i}`, `Przebój ${i}`, `Interpretacja numer ${i}: to o tramwaju.`);

    const robots = (await fetchText("/robots.txt")).body;
    expect(robots).toContain("User-agent: *");
    expect(robots).toContain("Disallow: /api/");
    const sitemapUrl = /^Sitemap: (\S+)$/m.exec(robots)?.[1];
    expect(sitemapUrl).toBe("http://localhost/sitemap.xml");

    const index = child(parseXml((await fetchText(new URL(sitemapUrl!).pathname)).body), "sitemapindex");
    expect(index?.attributes?.xmlns).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    const childSitemaps = children(index, "sitemap").map((s) => textOf(child(s, "loc")));
    expect(childSitemaps).toContain("http://localhost/sitemaps/pages.xml");
    const songSitemap = childSitemaps.find((loc) => /\/sitemaps\/songs-1\.xml$/.test(loc));
    expect(songSitemap).toBeDefined();

    const urlset = child(parseXml((await fetchText(new URL(songSitemap!).pathname)).body), "urlset");
    const locs = children(urlset, "url").map((u) => textOf(child(u, "loc")));
    expect(locs.length).toBeGreaterThanOrEqual(6);
    expect(locs.length).toBeLessThanOrEqual(50_000);

    for (const loc of locs.slice(-5)) {
      const path = new URL(loc).pathname;
      const head = readHead((await fetchText(path)).body);
      expect(
        head.links("canonical").map((l) => l.href),
        path,
      ).toEqual([loc]);
      const description = head.meta("description") ?? "";
      expect(description.length, path).toBeGreaterThan(20);
      expect(description.length, path).toBeLessThanOrEqual(160);
      expect(head.meta("og:title"), path).toMatch(/^Zespół Mapowy \d – Przebój \d$/);
      expect(head.meta("og:description")).toBe(description);
      expect(head.meta("og:url")).toBe(loc);
      expect(head.meta("og:type")).toBe("music.song");
      expect(head.meta("og:image")).toMatch(/^http:\/\/localhost\/api\/songArt\/\d+\/\d+\/share\.png$/);
      expect(head.meta("twitter:card")).toBe("summary_large_image");
      const recording = head.jsonLd.find((block) => block["@type"] === "MusicRecording");
      expect(recording, path).toMatchObject({
        "@context": "https://schema.org",
        url: loc,
        byArtist: { "@type": "MusicGroup", name: expect.stringMatching(/^Zespół Mapowy \d$/) },
      });
      const crumbs = head.jsonLd.find((block) => block["@type"] === "BreadcrumbList") as { itemListElement: { item: string }[] };
      expect(crumbs.itemListElement.map((c) => c.item).at(-1)).toBe(loc);
      // The lyrics stay out of the structured data.
      expect(JSON.stringify(head.jsonLd)).not.toContain("Płynie Wisła");
    }
    // Many pages rendered one after another: more than the default five seconds on a busy machine.
  }, 60_000);

  it("cuts songs into keyset ranges of 50,000 ids, each sitemap holding only its own range", async () => {
    // Sitemaps live in KV; start from none, as after their time ran out.
    for (const { name } of (await env.CACHE.list()).keys) await env.CACHE.delete(name);
    const early = await makeSong({ title: "Wczesna" });
    const { song: far } = await makeSong({ title: "Daleka" });
    // Move the second song far up the id space, as after a hundred thousand others.
    await testDb().update(schema.songs).set({ id: 120_001 }).where(eq(schema.songs.id, far.id));

    const index = (await fetchText("/sitemap.xml")).body;
    expect(index).toContain("/sitemaps/songs-3.xml");
    expect(index).not.toContain("/sitemaps/songs-4.xml");
    const third = (await fetchText("/sitemaps/songs-3.xml")).body;
    expect(third).toContain(`http://localhost/${far.urlname}<`);
    expect(third).not.toContain(`/${early.song.urlname}<`);
    expect((await fetchText("/sitemaps/songs-1.xml")).body).toContain(`/${early.song.urlname}<`);
    await fetchText("/sitemaps/songs-4.xml", 404);
    await fetchText("/sitemaps/nic-1.xml", 404);
  });

  it("on a local run names the address it was asked on, whatever the port", async () => {
    const response = await exports.default.fetch(new Request("http://127.0.0.1:5183/robots.txt"));
    expect(await response.text()).toContain("Sitemap: http://127.0.0.1:5183/sitemap.xml");
    const home = readHead(await (await exports.default.fetch(new Request("http://127.0.0.1:5183/"))).text());
    expect(home.links("canonical")[0].href).toBe("http://127.0.0.1:5183/");
  });

  it("lists the paged lists and static pages in pages.xml", async () => {
    const urlset = child(parseXml((await fetchText("/sitemaps/pages.xml")).body), "urlset");
    const locs = children(urlset, "url").map((u) => textOf(child(u, "loc")));
    expect(locs).toEqual(
      expect.arrayContaining([
        "http://localhost/",
        "http://localhost/archiwum",
        "http://localhost/ranking",
        "http://localhost/blog",
        "http://localhost/faq",
      ]),
    );
    expect(locs.some((loc) => /\/(archiwum|ranking|blog)\/1$/.test(loc))).toBe(false);
  });
});

describe("feeds", () => {
  it("publishes the blog as valid RSS 2.0, newest first, with absolute links", async () => {
    await testDb()
      .insert(schema.articles)
      .values([
        {
          title: "Starszy wpis",
          url: "starszy-wpis",
          text: '<p>Stary tekst z <img src="/images/blog/a.svg" alt="">obrazkiem.</p>',
          createdAt: 1_700_000_000,
        },
        { title: "Nowszy wpis", url: "nowszy-wpis", text: "<p>Nowy tekst.</p>", createdAt: 1_800_000_000 },
      ]);
    const { response, body } = await fetchText("/rss/blog.xml");
    expect(response.headers.get("Content-Type")).toBe("application/rss+xml; charset=utf-8");
    const rss = child(parseXml(body), "rss");
    expect(rss?.attributes?.version).toBe("2.0");
    const channel = child(rss, "channel");
    expect(textOf(child(channel, "title"))).toBe("Nadinterpretacje — blog");
    const items = children(channel, "item");
    const titles = items.map((item) => textOf(child(item, "title")));
    expect(titles.indexOf("Nowszy wpis")).toBeLessThan(titles.indexOf("Starszy wpis"));
    const older = items[titles.indexOf("Starszy wpis")];
    expect(textOf(child(older, "link"))).toBe("http://localhost/artykul/starszy-wpis");
    expect(textOf(child(older, "pubDate"))).toBe(new Date(1_700_000_000_000).toUTCString());
    expect(textOf(child(older, "content:encoded"))).toContain('src="http://localhost/images/blog/a.svg"');
    expect(items.length).toBeLessThanOrEqual(20);
  });

  it("publishes the newest interpretations, each linking to its own address", async () => {
    const { song, annotation } = await annotatedSong("Kanał Testowy", "Nowość", "Świeża interpretacja: chodzi o parkowanie.");
    const channel = child(child(parseXml((await fetchText("/rss/interpretacje.xml")).body), "rss"), "channel");
    const first = children(channel, "item")[0];
    expect(textOf(child(first, "link"))).toBe(`http://localhost/${song.urlname}/interpretacja-${annotation.id}`);
    expect(textOf(child(first, "title"))).toContain("Kanał Testowy - Nowość");
    expect(textOf(child(first, "description"))).toBe(annotation.text);
    await fetchText("/rss/nieznany.xml", 404);
  });
});
