// What the reading side derives from an article body: the meta description and the blog
// thumbnail. Both read the cleaned parse5 tree of article-html.ts (one parser for user HTML,
// decision 026), so a raw row from the database is read the way it would be shown.
import { ARTICLE_META_DESCRIPTION_LENGTH } from "@core/constants";
import { cutNear } from "@core/text/text-cut";
import { type CleanNode, cleanArticleTree } from "./article-html";

const BLOCKS = new Set("p br div li h1 h2 h3 h4 h5 h6 blockquote pre tr td th figcaption".split(" "));

function collectText(nodes: CleanNode[], parts: string[]): void {
  for (const node of nodes) {
    if (typeof node === "string") parts.push(node);
    else if (BLOCKS.has(node.tag)) {
      parts.push(" ");
      collectText(node.children, parts);
      parts.push(" ");
    } else collectText(node.children, parts);
  }
}

/**
 * The meta description (product §2.18): the text without images and without bracketed parts
 * (forum-style [tags]), cut near 140 characters. Read from the cleaned tree, so no script
 * or style text can leak in; parse5 has decoded the entities.
 */
export async function articleDescription(html: string): Promise<string> {
  const parts: string[] = [];
  collectText(cleanArticleTree(html), parts);
  const text = parts
    .join("")
    .replace(/\[[^\]]*\]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return cutNear(text, ARTICLE_META_DESCRIPTION_LENGTH);
}

function firstImage(nodes: CleanNode[]): string | null {
  for (const node of nodes) {
    if (typeof node === "string") continue;
    const src = node.tag === "img" ? node.attrs.find(([name]) => name === "src")?.[1] : undefined;
    if (src) return src;
    const inside = firstImage(node.children);
    if (inside) return inside;
  }
  return null;
}

/**
 * Thumbnails by article body, kept per isolate: parsing and cleaning twelve bodies was a tenth
 * of a blog page's CPU, and a body only changes when the admin edits it (then its text, the
 * key, is new). Bounded by the bodies' length: past MEMO_CHARS the oldest go first.
 */
const thumbnails = new Map<string, string | null>();
const MEMO_CHARS = 2_000_000;
let memoChars = 0;

/** The blog thumbnail: the first image of the article with an address we would render. */
export async function firstImageSrc(html: string): Promise<string | null> {
  const known = thumbnails.get(html);
  if (known !== undefined) return known;
  // The cleaned tree keeps an image's src only when it is http(s) or site-relative.
  const src = firstImage(cleanArticleTree(html));
  for (const old of thumbnails.keys()) {
    if (memoChars + html.length <= MEMO_CHARS) break;
    thumbnails.delete(old);
    memoChars -= old.length;
  }
  thumbnails.set(html, src);
  memoChars += html.length;
  return src;
}
