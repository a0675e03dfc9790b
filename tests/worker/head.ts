// Reads a page's <head> as a crawler or a link preview does: meta and link tags by their
// attributes, and the JSON-LD blocks parsed.
import { type DefaultTreeAdapterMap, parse } from "parse5";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

export type Head = {
  title: string;
  meta: (key: string) => string | undefined;
  links: (rel: string) => Record<string, string>[];
  jsonLd: Record<string, unknown>[];
};

function walk(node: Node, visit: (element: Element) => void): void {
  if ("tagName" in node) visit(node);
  const children = "childNodes" in node ? node.childNodes : [];
  for (const child of children) walk(child, visit);
  if ("content" in node && node.content) walk(node.content as Node, visit);
}

const attrs = (element: Element) => Object.fromEntries(element.attrs.map((a) => [a.name, a.value]));
const text = (element: Element) => element.childNodes.map((c) => ("value" in c ? c.value : "")).join("");

export function readHead(html: string): Head {
  const document = parse(html);
  const head: Element[] = [];
  walk(document, (element) => {
    if (element.tagName === "head") walk(element, (inner) => void head.push(inner));
  });
  const metas = head.filter((e) => e.tagName === "meta").map(attrs);
  return {
    title: text(head.find((e) => e.tagName === "title") as Element),
    meta: (key) => metas.find((m) => m.name === key || m.property === key)?.content,
    links: (rel) => head.filter((e) => e.tagName === "link" && attrs(e).rel === rel).map(attrs),
    jsonLd: head.filter((e) => e.tagName === "script" && attrs(e).type === "application/ld+json").map((e) => JSON.parse(text(e))),
  };
}
