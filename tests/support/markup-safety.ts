// What rendered user markup may contain, checked on the HTML a browser would parse (parse5):
// an explicit allow-list of elements, attributes and attribute values. Used by the property
// tests; the corpus check (tests/node/markup-corpus.test.ts) applies it to every corpus body as rendered.
import { type DefaultTreeAdapterMap, parseFragment } from "parse5";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

const HTTP_URL = /^https?:\/\/[A-Za-z0-9]/i;
const EMBED = /^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}$/;
const STYLE =
  /^(?:color:(?:black|silver|gray|white|maroon|red|purple|fuchsia|green|lime|olive|yellow|navy|blue|teal|aqua|inherit|#[0-9a-f]{3}|#[0-9a-f]{6})|font-size:(?:0\.7\d?|0\.[89]\d?|[12](?:\.\d\d?)?|3)em)$/;
/** The house ad (decision 004) is the only element with a link inside the site. */
const AD_STYLE = "max-width:336px;height:280px";
const AD_LINK = "/rejestracja";

const ALLOWED: Record<string, Record<string, (value: string, element: Element) => boolean>> = {
  div: { class: (v) => v === "markup" || v === "markup-center" },
  br: {},
  b: {},
  i: {},
  u: {},
  s: {},
  pre: {},
  code: {},
  samp: {},
  p: {},
  span: {
    class: (v) => v === "markup-unmatched" || v === "ad-label",
    style: (v) => STYLE.test(v),
  },
  q: { cite: (v) => HTTP_URL.test(v) },
  blockquote: { cite: (v) => HTTP_URL.test(v) },
  a: {
    href: (v, el) => HTTP_URL.test(v) || (v === AD_LINK && attr(el, "class") === "button"),
    rel: (v) => v === "nofollow ugc noopener",
    target: (v) => v === "_blank",
    class: (v) => v === "button",
    "data-discover": (v) => v === "true",
  },
  img: {
    src: (v) => HTTP_URL.test(v),
    alt: (v) => v === "",
    class: (v) => /^markup-img(?: markup-img-(?:left|right|stretch))?$/.test(v),
    loading: (v) => v === "lazy",
    decoding: (v) => v === "async",
    referrerpolicy: (v) => v === "no-referrer",
  },
  iframe: {
    src: (v) => EMBED.test(v),
    class: (v) => v === "markup-video",
    title: (v) => v === "Film z YouTube",
    width: (v) => v === "560",
    height: (v) => v === "315",
    loading: (v) => v === "lazy",
    allow: (v) => v === "accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share",
    referrerpolicy: (v) => v === "strict-origin-when-cross-origin",
    sandbox: (v) => v === "allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox",
    allowfullscreen: (v) => v === "",
  },
  aside: {
    class: (v) => v === "ad-slot ad-slot-4",
    style: (v) => v === AD_STYLE,
    // Each ad slot type its own landmark name (app/components/ad-slot.tsx).
    "aria-label": (v) => v === "Reklama: Zarejestruj się",
    "data-ad-size": (v) => v === "336x280",
  },
};

function attr(element: Element, name: string): string | undefined {
  return element.attrs.find((a) => a.name === name)?.value;
}

const VOID = new Set(["br", "img"]);

/**
 * The problems in `html` (empty when it is safe): elements or attributes off the list,
 * values that do not match (any URL that is not http(s), any embed that is not the
 * privacy-enhanced player of an 11-character id), comments, and any element the parser had
 * to create or close by itself — which would mean the browser builds a different tree than
 * React did (and hydration would not match).
 */
export function markupProblems(html: string): string[] {
  const problems: string[] = [];
  const fragment = parseFragment(html, { sourceCodeLocationInfo: true });
  const pending: Node[] = [...fragment.childNodes];
  for (let node = pending.pop(); node; node = pending.pop()) {
    if (node.nodeName === "#text") continue;
    if (node.nodeName === "#comment" || !("tagName" in node)) {
      problems.push(`unexpected node ${node.nodeName}`);
      continue;
    }
    const element = node as Element;
    const rules = ALLOWED[element.tagName];
    if (!rules || element.namespaceURI !== "http://www.w3.org/1999/xhtml") {
      problems.push(`element <${element.tagName}>`);
    } else {
      for (const { name, value } of element.attrs) {
        const check = rules[name];
        if (!check) problems.push(`attribute ${name} on <${element.tagName}>`);
        else if (!check(value, element)) problems.push(`${name}="${value}" on <${element.tagName}>`);
      }
    }
    const location = element.sourceCodeLocation;
    if (!location?.startTag || (!VOID.has(element.tagName) && !location.endTag))
      problems.push(`<${element.tagName}> built by the parser, not by the markup`);
    pending.push(...element.childNodes);
  }
  return problems;
}
