// Article bodies are rich HTML from the admin's editor. They are cleaned with an allow-list
// when saved and again when shown (decision 009), so a stolen admin session or a pasted
// snippet cannot plant scripts in pages every visitor opens. Decision 026: parse5 builds the
// tree a browser builds (a fragment in a <div>, as the page inserts it); the walk keeps only
// allow-listed HTML elements and attributes, and our own serialiser writes them back with
// every text and attribute value escaped. Nothing the input says is ever copied as markup:
// raw-text content (xmp, noembed, plaintext…) becomes escaped text, unknown elements give up
// their tags but keep their (cleaned) children, and an unfinished tag at the end never
// becomes a node at all.
import { defaultTreeAdapter, html as parse5Html, parseFragment, type DefaultTreeAdapterTypes } from "parse5";

type Parse5Node = DefaultTreeAdapterTypes.ChildNode;

/** The cleaned tree: only allow-listed elements with checked attributes, and text. */
export type CleanNode = string | CleanElement;
export type CleanElement = { tag: string; attrs: [name: string, value: string][]; children: CleanNode[] };

const words = (list: string) => new Set(list.split(" "));

// Kept (with their checked attributes).
const ALLOWED = words(
  "p br b strong i em u s strike del ins mark small sub sup h1 h2 h3 h4 h5 h6 ul ol li blockquote pre code hr a img " +
    "figure figcaption span div center table thead tbody tfoot tr th td caption iframe",
);
const VOID = words("br hr img");
// Dropped with everything inside them: code, styles, inert or foreign content, plugins,
// forms and document-level elements. Anything else unknown gives up its tag, keeps its children.
const DROP = words(
  "script style noscript template object embed applet param form input button select textarea option optgroup " +
    "datalist keygen selectedcontent svg math link meta base frame frameset title head audio video source track " +
    "canvas dialog portal",
);
const ATTRIBUTES: Record<string, Set<string>> = {
  a: words("href title target"),
  img: words("src alt title width height"),
  iframe: words("src width height allowfullscreen title"),
  td: words("colspan rowspan"),
  th: words("colspan rowspan"),
};
const SAFE_STYLE = /^\s*text-align\s*:\s*(left|right|center|justify)\s*;?\s*$/i;
const DIMENSION = /^\d{1,4}%?$/;
// Addresses as served (see cleanUrl). "/" must not start "//" or "/\", which browsers read
// as another host.
const SAFE_IMAGE = /^(https?:\/\/|\/(?![/\\]))/i;
const SAFE_LINK = /^(https?:\/\/|mailto:|\/(?![/\\])|#)/i;
const VIDEO_EMBED = /^https:\/\/(www\.)?(youtube\.com|youtube-nocookie\.com)\/embed\/[\w-]+(\?[\w=&;-]*)?$/i;

/**
 * An attribute address the way a browser reads it: parse5 has decoded the entities already;
 * browsers skip control characters and spaces at the ends and tabs and line breaks anywhere.
 * We drop every control character, trim the ends and encode inner spaces, so the address we
 * check is byte for byte the address we serve ("jav&#x09;ascript:" is "javascript:" here).
 */
function cleanUrl(value: string): string {
  return value
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .trim()
    .replace(/ /g, "%20");
}

/** The checked value of an attribute, or null when it goes. */
function checkedAttribute(tag: string, name: string, value: string): string | null {
  if (name === "style") return SAFE_STYLE.test(value) ? value : null;
  if (!ATTRIBUTES[tag]?.has(name)) return null;
  if (name === "href" || name === "src") {
    const url = cleanUrl(value);
    const safe = name === "href" ? SAFE_LINK : tag === "iframe" ? VIDEO_EMBED : SAFE_IMAGE;
    if (!safe.test(url)) return null;
    // The privacy-enhanced host is the only one the page's CSP frames (decision 027).
    return tag === "iframe" ? url.replace(/^https:\/\/(www\.)?youtube(-nocookie)?\.com\//i, "https://www.youtube-nocookie.com/") : url;
  }
  if (name === "width" || name === "height" || name === "colspan" || name === "rowspan") return DIMENSION.test(value) ? value : null;
  if (name === "target") return value === "_blank" ? value : null;
  return value;
}

function cleanElement(node: DefaultTreeAdapterTypes.Element, out: CleanNode[]): void {
  const tag = node.tagName;
  // Foreign content (svg, math and all inside them) never comes back, nor does any container
  // of code; a <template>'s content lives outside childNodes and is never visited.
  if (node.namespaceURI !== parse5Html.NS.HTML || DROP.has(tag)) return;
  if (!ALLOWED.has(tag)) {
    for (const child of node.childNodes) cleanNode(child, out);
    return;
  }
  const attrs: [string, string][] = [];
  for (const { name, value } of node.attrs) {
    const kept = checkedAttribute(tag, name, value);
    if (kept !== null) attrs.push([name, kept]);
  }
  if (tag === "a" && attrs.some(([name]) => name === "target")) attrs.push(["rel", "noopener noreferrer"]);
  // An embed from anywhere but the video site goes, not left as an empty frame; the text
  // inside an iframe is never shown by browsers, so it is not kept either.
  if (tag === "iframe") {
    if (attrs.some(([name]) => name === "src")) out.push({ tag, attrs, children: [] });
    return;
  }
  const children: CleanNode[] = [];
  for (const child of node.childNodes) cleanNode(child, children);
  out.push({ tag, attrs, children: VOID.has(tag) ? [] : children });
}

function cleanNode(node: Parse5Node, out: CleanNode[]): void {
  if (node.nodeName === "#text") out.push((node as DefaultTreeAdapterTypes.TextNode).value);
  else if ("tagName" in node) cleanElement(node, out);
  // Comments (bogus ones from <![CDATA[ too) and doctypes are dropped.
}

const FRAGMENT_CONTEXT = defaultTreeAdapter.createElement("div", parse5Html.NS.HTML, []);

/** The cleaned tree of user HTML, parsed as the body of a <div>. */
export function cleanArticleTree(html: string): CleanNode[] {
  const out: CleanNode[] = [];
  for (const node of parseFragment(FRAGMENT_CONTEXT, html, {}).childNodes) cleanNode(node, out);
  return out;
}

const TEXT_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "\u00a0": "&nbsp;" };
const escapeText = (text: string) => text.replace(/[&<>\u00a0]/g, (c) => TEXT_ESCAPES[c]);
const escapeAttribute = (text: string) => text.replace(/[&<>"\u00a0]/g, (c) => TEXT_ESCAPES[c]);

function serialize(nodes: CleanNode[]): string {
  let out = "";
  for (const node of nodes) {
    if (typeof node === "string") {
      out += escapeText(node);
      continue;
    }
    out += `<${node.tag}`;
    for (const [name, value] of node.attrs) out += ` ${name}="${escapeAttribute(value)}"`;
    out += ">";
    if (VOID.has(node.tag)) continue;
    // The parser eats one newline right after <pre>; write one more so a leading one survives.
    const first = node.children[0];
    if (node.tag === "pre" && typeof first === "string" && first.startsWith("\n")) out += "\n";
    out += `${serialize(node.children)}</${node.tag}>`;
  }
  return out;
}

const textOf = (nodes: CleanNode[]): string => nodes.map((node) => (typeof node === "string" ? node : textOf(node.children))).join("");

// Cleaning can leave a nesting the parser would not keep (an <a> in an <a> once a <marquee>
// between them is unwrapped, a <div> in a <p>); parsing our own output again settles it the
// way a browser does. A stored body is already settled, so output costs one parse.
const MAX_PASSES = 4;

/** Clean article HTML: the same string when sanitised again (sanitize(sanitize(x)) === sanitize(x)). */
export async function sanitizeArticleHtml(html: string): Promise<string> {
  let current = html;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const next = serialize(cleanArticleTree(current)).trim();
    if (next === current) return current;
    current = next;
  }
  // Never seen: a nesting that keeps changing. Its text alone is stable and safe.
  return escapeText(textOf(cleanArticleTree(current))).trim();
}
