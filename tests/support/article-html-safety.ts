// What the article sanitiser (decision 026) may put out, written out apart from its own
// allow-list: the output is parsed as a browser would (parse5, inside a <div>) and every
// node, attribute and address is checked. Used by the hand-made vectors
// (article-html.test.ts) and the corpus check (tests/node/article-html-corpus.test.ts).
import { type DefaultTreeAdapterTypes, defaultTreeAdapter, html, parseFragment } from "parse5";

const plain: string[] = [];
const ALLOWED: Record<string, string[]> = {
  ..."p br b strong i em u s strike del ins mark small sub sup h1 h2 h3 h4 h5 h6 ul ol li blockquote pre code hr span div center figure figcaption table thead tbody tfoot tr caption"
    .split(" ")
    .reduce<Record<string, string[]>>((all, tag) => Object.assign(all, { [tag]: plain }), {}),
  a: ["href", "title", "target", "rel"],
  img: ["src", "alt", "title", "width", "height"],
  iframe: ["src", "width", "height", "allowfullscreen", "title"],
  td: ["colspan", "rowspan"],
  th: ["colspan", "rowspan"],
};
// What a browser would see as the address: without any control character or space.
const seenAs = (url: string) => url.replace(/[\u0000-\u0020\u007f]/g, "");
const LINK = /^(https?:\/\/|mailto:|\/(?![/\\])|#)/i;
const IMAGE = /^(https?:\/\/|\/(?![/\\]))/i;
// The privacy-enhanced host only: the one the page's CSP frames (decision 027).
const EMBED = /^https:\/\/www\.youtube-nocookie\.com\/embed\//i;

/** Everything in `output`, parsed as a browser would, that the allow-list does not permit. */
export function articleHtmlProblems(output: string): string[] {
  const problems: string[] = [];
  const visit = (parent: DefaultTreeAdapterTypes.ParentNode) => {
    for (const node of parent.childNodes) {
      if (node.nodeName === "#text") continue;
      if (!("tagName" in node)) {
        problems.push(`node ${node.nodeName}`);
        continue;
      }
      const tag = node.tagName;
      if (node.namespaceURI !== html.NS.HTML) problems.push(`foreign element ${tag}`);
      if (!ALLOWED[tag]) problems.push(`element ${tag}`);
      const attrs = new Map(node.attrs.map((attr) => [attr.name, attr.value]));
      for (const [name, value] of attrs) {
        if (name === "style") {
          if (!/^\s*text-align\s*:\s*(left|right|center|justify)\s*;?\s*$/i.test(value)) problems.push(`style ${value}`);
        } else if (!ALLOWED[tag]?.includes(name)) problems.push(`attribute ${tag} ${name}`);
        if (name === "href" && !LINK.test(seenAs(value))) problems.push(`href ${value}`);
        if (name === "src" && !(tag === "iframe" ? EMBED : IMAGE).test(seenAs(value))) problems.push(`src ${value}`);
        if (name === "target" && (value !== "_blank" || attrs.get("rel") !== "noopener noreferrer")) problems.push(`target ${value}`);
        if (["width", "height", "colspan", "rowspan"].includes(name) && !/^\d{1,4}%?$/.test(value)) problems.push(`${name} ${value}`);
      }
      if (tag === "iframe" && !attrs.has("src")) problems.push("iframe without a video address");
      if ("content" in node) visit(node.content as DefaultTreeAdapterTypes.DocumentFragment);
      visit(node);
    }
  };
  visit(parseFragment(defaultTreeAdapter.createElement("div", html.NS.HTML, []), output, {}));
  return problems;
}
