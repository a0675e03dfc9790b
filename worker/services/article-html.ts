// Article bodies are rich HTML from the admin's editor. They are cleaned with an allowlist
// (Workers' HTMLRewriter parses the HTML) when saved and again when shown, so a stolen
// admin session or a pasted snippet cannot plant scripts in pages every visitor opens.
const KEEP_CONTENT = new Set([
  "p",
  "br",
  "b",
  "strong",
  "i",
  "em",
  "u",
  "s",
  "strike",
  "del",
  "ins",
  "mark",
  "small",
  "sub",
  "sup",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "ul",
  "ol",
  "li",
  "blockquote",
  "pre",
  "code",
  "hr",
  "a",
  "img",
  "figure",
  "figcaption",
  "span",
  "div",
  "center",
  "table",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "th",
  "td",
  "caption",
  "iframe",
]);
// Dropped with everything inside them.
const DROP = new Set([
  "script",
  "style",
  "noscript",
  "template",
  "object",
  "embed",
  "applet",
  "form",
  "input",
  "button",
  "select",
  "textarea",
  "option",
  "svg",
  "math",
  "link",
  "meta",
  "base",
  "frame",
  "frameset",
  "title",
  "head",
  "audio",
  "video",
  "source",
  "track",
  "canvas",
  "dialog",
  "portal",
]);
const ATTRIBUTES: Record<string, Set<string>> = {
  a: new Set(["href", "title", "target"]),
  img: new Set(["src", "alt", "title", "width", "height"]),
  iframe: new Set(["src", "width", "height", "allowfullscreen", "title"]),
  td: new Set(["colspan", "rowspan"]),
  th: new Set(["colspan", "rowspan"]),
};
const EVERYWHERE = new Set(["style"]);
const SAFE_STYLE = /^\s*text-align\s*:\s*(left|right|center|justify)\s*;?\s*$/i;
/** An address we render as an image or embed: http(s) or site-relative (never javascript:, data:). */
export const SAFE_URL = /^(https?:\/\/|\/(?!\/))/i;
const SAFE_LINK = /^(https?:\/\/|mailto:|\/(?!\/)|#)/i;
const VIDEO_EMBED = /^https:\/\/(www\.)?(youtube\.com|youtube-nocookie\.com)\/embed\/[\w-]+(\?[\w=&;-]*)?$/i;
const DIMENSION = /^\d{1,4}%?$/;

function keepAttribute(tag: string, name: string, value: string): boolean {
  if (name === "style") return SAFE_STYLE.test(value);
  if (!ATTRIBUTES[tag]?.has(name)) return false;
  if (name === "href") return SAFE_LINK.test(value.trim());
  if (name === "src") return tag === "iframe" ? VIDEO_EMBED.test(value.trim()) : SAFE_URL.test(value.trim());
  if (name === "width" || name === "height" || name === "colspan" || name === "rowspan") return DIMENSION.test(value);
  if (name === "target") return value === "_blank";
  return true;
}

export async function sanitizeArticleHtml(html: string): Promise<string> {
  const rewriter = new HTMLRewriter().on("*", {
    element(element) {
      const tag = element.tagName.toLowerCase();
      if (DROP.has(tag)) {
        element.remove();
        return;
      }
      if (!KEEP_CONTENT.has(tag)) {
        element.removeAndKeepContent();
        return;
      }
      // The DOM typings shadow HTMLRewriter's: its attributes iterate as [name, value] pairs.
      for (const [name, value] of Array.from(element.attributes as unknown as Iterable<[string, string]>)) {
        const lower = name.toLowerCase();
        if (!(EVERYWHERE.has(lower) || ATTRIBUTES[tag]?.has(lower)) || !keepAttribute(tag, lower, value)) {
          element.removeAttribute(name);
        }
      }
      // An embed from anywhere but the video site is dropped, not left as an empty frame.
      if (tag === "iframe" && !element.hasAttribute("src")) element.remove();
      if (tag === "a" && element.getAttribute("target") === "_blank") element.setAttribute("rel", "noopener noreferrer");
    },
    comments(comment) {
      comment.remove();
    },
  });
  return (await rewriter.transform(new Response(html, { headers: { "content-type": "text/html" } })).text()).trim();
}
