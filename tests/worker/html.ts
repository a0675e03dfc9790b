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

export type PageForm = { action: string; method: string; fields: Record<string, string> };

const decode = (text: string) => text.replace(/&(#x27|#39|amp|lt|gt|quot|nbsp);/g, (_, name: string) => ENTITIES[name]);
const attribute = (markup: string, name: string) => {
  const value = new RegExp(`\\s${name}="([^"]*)"`).exec(markup)?.[1];
  return value === undefined ? undefined : decode(value);
};

/**
 * The page's form with this `intent`, as a browser without JavaScript would send it: its
 * address, its method and the values it carries as rendered (hidden fields, filled inputs,
 * checked boxes and radios; the submit buttons are left to the caller).
 */
export function formWithIntent(html: string, intent: string): PageForm {
  for (const [, opening, inner] of visibleHtml(html).matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)) {
    if (!inner.includes(`name="intent" value="${intent}"`)) continue;
    const fields: Record<string, string> = {};
    for (const [input] of inner.matchAll(/<input\b[^>]*>/g)) {
      const name = attribute(input, "name");
      const type = attribute(input, "type") ?? "text";
      if (!name || type === "submit" || ((type === "checkbox" || type === "radio") && !/\schecked(?:=""|\s|\/|>)/.test(input))) continue;
      fields[name] = attribute(input, "value") ?? "";
    }
    return { action: attribute(opening, "action") ?? "", method: (attribute(opening, "method") ?? "get").toLowerCase(), fields };
  }
  throw new Error(`no form with intent "${intent}" on the page`);
}
