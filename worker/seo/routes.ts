// The crawler-facing files the Worker answers before React Router (decision 030):
// /robots.txt, the sitemap index /sitemap.xml with its children /sitemaps/{name}.xml, and
// the RSS feeds /rss/{name}.xml. Addresses are absolute on the site's origin.
import { Hono } from "hono";
import { FEEDS } from "@core/pages/feeds";
import { routeNote } from "../api/route-note";
import { currentRequestId, noteError } from "../services/request-scope";
import { siteOrigin } from "../platform/config";
import { type FeedKey, feedChannel } from "../services/feeds";
import { type SitemapEntry, sitemapEntries, sitemapFiles } from "../services/sitemaps";
import { renderRss } from "./rss";
import { escapeXml } from "./xml";

export const seoRoutes = new Hono<{ Bindings: Env }>();
seoRoutes.use("*", routeNote);

/** Whether the Worker answers this path here rather than as a page. */
export function isSeoPath(pathname: string): boolean {
  return pathname === "/robots.txt" || pathname === "/sitemap.xml" || pathname.startsWith("/sitemaps/") || pathname.startsWith("/rss/");
}

// Sitemaps and feeds change by the hour at most; crawlers need not fetch them more often.
const XML_HEADERS = { "Cache-Control": "public, max-age=3600", "X-Content-Type-Options": "nosniff" };

seoRoutes.get("/robots.txt", (c) => {
  const origin = siteOrigin(c.req.raw);
  // The API is no content, except the pictures that link previews fetch (covers, thumbnails).
  // Search result pages stay crawlable: they say noindex themselves, and their links count.
  const lines = [
    "User-agent: *",
    "Allow: /api/songArt/",
    "Allow: /api/ytproxy/",
    "Disallow: /api/",
    "Disallow: /panel",
    "Disallow: /artykul_edit",
    "Disallow: /logout",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ];
  return c.text(lines.join("\n"), 200, { "Cache-Control": "public, max-age=86400" });
});

seoRoutes.get("/sitemap.xml", async (c) => {
  const origin = siteOrigin(c.req.raw);
  const files = await sitemapFiles();
  const body = files.map((file) => `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${file}`)}</loc></sitemap>`).join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
  return c.body(xml, 200, { "Content-Type": "application/xml; charset=utf-8", ...XML_HEADERS });
});

const urlXml = (origin: string, entry: SitemapEntry) =>
  `<url><loc>${escapeXml(`${origin}${entry.path}`)}</loc>${entry.lastmod ? `<lastmod>${new Date(entry.lastmod * 1000).toISOString()}</lastmod>` : ""}</url>`;

seoRoutes.get("/sitemaps/:file", async (c) => {
  const entries = await sitemapEntries(c.req.param("file"));
  if (entries === null) return c.text("Nie ma takiej mapy strony.", 404);
  const origin = siteOrigin(c.req.raw);
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.map((e) => urlXml(origin, e)).join("\n")}\n</urlset>\n`;
  return c.body(xml, 200, { "Content-Type": "application/xml; charset=utf-8", ...XML_HEADERS });
});

seoRoutes.get("/rss/:file", async (c) => {
  const feed = FEEDS.find((f) => f.path === `/rss/${c.req.param("file")}`);
  if (!feed) return c.text("Nie ma takiego kanału RSS.", 404);
  const xml = renderRss(await feedChannel(feed.key as FeedKey, siteOrigin(c.req.raw)));
  return c.body(xml, 200, { "Content-Type": "application/rss+xml; charset=utf-8", ...XML_HEADERS, "Cache-Control": "public, max-age=600" });
});

seoRoutes.notFound((c) => c.text("Nie znaleziono.", 404));
seoRoutes.onError((error, c) => {
  // Logged once, with the request's line (worker/request-lifecycle.ts).
  noteError(error);
  return c.text(`Wystąpił błąd serwera. Spróbuj ponownie za chwilę.\nIdentyfikator błędu: ${currentRequestId()}`, 500);
});
