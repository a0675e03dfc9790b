// What the reading side derives from an article body: the meta description and the blog
// thumbnail. Bodies are sanitised by article-html.ts; this file only reads them.
import { ARTICLE_META_DESCRIPTION_LENGTH } from "../../app/lib/constants";
import { cutNear } from "../../app/lib/text-cut";
import { SAFE_URL } from "./article-html";

const NAMED: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  hellip: "…",
  mdash: "—",
  ndash: "–",
  laquo: "«",
  raquo: "»",
  bdquo: "„",
  ldquo: "“",
  rdquo: "”",
  lsquo: "‘",
  rsquo: "’",
  oacute: "ó",
  Oacute: "Ó",
};

/** HTMLRewriter hands over text as written in the source, entities included. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] !== "#") return NAMED[body] ?? whole;
    const code = body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

const BLOCKS = "p,br,div,li,h1,h2,h3,h4,h5,h6,blockquote,pre,tr,td,th,figcaption";

/**
 * The meta description (spec §2): the text without images and without bracketed parts
 * (forum-style [tags]), cut near 140 characters. Expects sanitised HTML: no script or
 * style text can leak in.
 */
export async function articleDescription(html: string): Promise<string> {
  const parts: string[] = [];
  await new HTMLRewriter()
    .on(BLOCKS, { element: () => void parts.push(" ") })
    .onDocument({ text: (chunk) => void parts.push(chunk.text) })
    .transform(new Response(html))
    .text();
  const text = decodeEntities(parts.join(""))
    .replace(/\[[^\]]*\]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return cutNear(text, ARTICLE_META_DESCRIPTION_LENGTH);
}

/** The blog thumbnail: the first image of the article with an address we would render. */
export async function firstImageSrc(html: string): Promise<string | null> {
  let found: string | null = null;
  await new HTMLRewriter()
    .on("img[src]", {
      element(element) {
        const src = decodeEntities(element.getAttribute("src") ?? "").trim();
        if (found === null && SAFE_URL.test(src)) found = src;
      },
    })
    .transform(new Response(html))
    .text();
  return found;
}
