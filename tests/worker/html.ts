// Page checks look at what a visitor sees: the rendered markup without scripts (the
// hydration data repeats every loader value and would make any text "visible").

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'", nbsp: " " };

/** The markup of the page body without <script> and <style> elements. */
export function visibleHtml(html: string): string {
  const body = html.slice(html.indexOf("<body"));
  return body.replace(/<script\b[\s\S]*?<\/script>/gi, "").replace(/<style\b[\s\S]*?<\/style>/gi, "");
}

/** The page's visible text, whitespace collapsed. */
export function visibleText(html: string): string {
  return (
    visibleHtml(html)
      .replace(/<!--[\s\S]*?-->/g, "")
      // Inline elements do not separate words; block elements and line breaks do.
      .replace(/<\/?(?:a|span|b|i|q|em|strong|time|small|abbr|label)\b[^>]*>/g, "")
      .replace(/<[^>]+>/g, " ")
      .replace(/&(#x27|#39|amp|lt|gt|quot|nbsp);/g, (_, name: string) => ENTITIES[name])
      .replace(/\s+/g, " ")
      .trim()
  );
}

/** The visible text of the first `tag` element whose opening tag contains `attribute`. */
export function textOf(html: string, tag: string, attribute = ""): string {
  const markup = visibleHtml(html);
  const match = new RegExp(`<${tag}\\b[^>]*${attribute}[^>]*>([\\s\\S]*?)</${tag}>`).exec(markup);
  return match ? visibleText(`<body>${match[1]}`) : "";
}
