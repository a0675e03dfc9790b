// RSS 2.0 documents (decision 030), written with our XML writer (./xml.ts) instead of a feed
// library: the channel and item fields the site publishes are few, and the writer escapes
// every piece of user text. Items are built from plain text; the one HTML field is an
// article's sanitised body (content:encoded).
import { element, type Xml, xmlDocument } from "./xml";

export type RssItem = {
  /** plain text */
  title: string;
  /** absolute address; also the item's guid */
  link: string;
  date: Date;
  /** plain text: shown as text, whatever characters it holds */
  description: string;
  /** HTML that is safe to show (the sanitised article body), absolute links */
  contentHtml?: string;
};

export type RssChannel = {
  title: string;
  /** the site's address */
  link: string;
  description: string;
  /** the feed's own address */
  self: string;
  language: string;
  updated: Date;
  generator: string;
  copyright: string;
  items: RssItem[];
};

const NAMESPACES = {
  version: "2.0",
  "xmlns:dc": "http://purl.org/dc/elements/1.1/",
  "xmlns:content": "http://purl.org/rss/1.0/modules/content/",
  "xmlns:atom": "http://www.w3.org/2005/Atom",
};

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/**
 * RSS readers take <description> as HTML: plain text is escaped for HTML first (the XML
 * writer then escapes the result once more), so "<b>" reaches the reader as the text "<b>".
 */
export function plainTextHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

function itemXml(item: RssItem): Xml {
  return element("item", null, [
    element("title", null, item.title),
    element("link", null, item.link),
    element("guid", { isPermaLink: "false" }, item.link),
    element("pubDate", null, item.date.toUTCString()),
    element("description", null, plainTextHtml(item.description)),
    item.contentHtml === undefined ? null : element("content:encoded", null, item.contentHtml),
  ]);
}

/** The channel as an RSS 2.0 document. */
export function renderRss(channel: RssChannel): string {
  return xmlDocument(
    element("rss", NAMESPACES, [
      element("channel", null, [
        element("title", null, channel.title),
        element("link", null, channel.link),
        element("description", null, channel.description),
        element("lastBuildDate", null, channel.updated.toUTCString()),
        element("docs", null, "https://validator.w3.org/feed/docs/rss2.html"),
        element("generator", null, channel.generator),
        element("language", null, channel.language),
        element("copyright", null, channel.copyright),
        element("atom:link", { href: channel.self, rel: "self", type: "application/rss+xml" }),
        ...channel.items.map(itemXml),
      ]),
    ]),
  );
}
