// The Worker's build gives React's edge renderer string chunks (vite-react-string-chunks.ts,
// decision 053). This loads the installed renderer as it is and as the build changes it, renders
// the same pages with both and compares the bytes sent, in pieces, as a browser receives them.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { toStringChunks } from "../../vite-react-string-chunks";

const ROOT = path.join(import.meta.dirname, "../..");
const require = createRequire(path.join(ROOT, "package.json"));
// The packages' files by path: their "exports" do not list them.
const inPackage = (name: string, file: string) => path.join(path.dirname(require.resolve(`${name}/package.json`)), file);
const RENDERER = inPackage("react-dom", "cjs/react-dom-server.edge.production.js");
// The production builds throughout: React's development build does not pair with it.
const React = require(inPackage("react", "cjs/react.production.js")) as typeof import("react");
const ReactDOM = require(inPackage("react-dom", "cjs/react-dom.production.js"));

type Renderer = { renderToReadableStream: (node: ReactNode, options?: object) => Promise<ReadableStream<Uint8Array>> };

/** Evaluates a CommonJS renderer source with the production React it expects. */
function load(source: string): Renderer {
  const module = { exports: {} as Renderer };
  const requireFor = (id: string) => (id === "react" ? React : id === "react-dom" ? ReactDOM : require(id));
  new Function("exports", "require", "module", source)(module.exports, requireFor, module);
  return module.exports;
}

const original = readFileSync(RENDERER, "utf8");
const asInstalled = load(original);
const asBuilt = load(toStringChunks(original));

async function bytes(renderer: Renderer, page: () => ReactNode) {
  const stream = await renderer.renderToReadableStream(page(), { nonce: "n0nce", progressiveChunkSize: Number.POSITIVE_INFINITY });
  const pieces: Buffer[] = [];
  for await (const piece of stream as unknown as AsyncIterable<Uint8Array>) pieces.push(Buffer.from(piece));
  return Buffer.concat(pieces);
}

const h = React.createElement;

/** A page with what our pages have: Polish text, long lyrics and styles, scripts, a late part. */
function page(late: Promise<string>) {
  function Late() {
    return h("p", { className: "late" }, React.use(late));
  }
  const lyrics = Array.from({ length: 300 }, (_, i) => `Wers ${i}: zażółć gęślą jaźń „cudzysłów” — 😀`).join("\n");
  return () =>
    h(
      "html",
      { lang: "pl" },
      h("head", null, h("title", null, "Tytuł – „piosenka”"), h("style", { dangerouslySetInnerHTML: { __html: "a{color:red}".repeat(400) } })),
      h(
        "body",
        null,
        h("h1", { "data-x": "ł" }, "Nadinterpretacje", " ", "\uD800 samotny surogat"),
        h("pre", null, lyrics),
        h("ul", null, ...Array.from({ length: 200 }, (_, i) => h("li", { key: i }, h("a", { href: `/s-${i}-ąę` }, `Piosenka ${i} ł`)))),
        h(React.Suspense, { fallback: h("span", null, "Ładuję…") }, h(Late)),
        h("script", { nonce: "n0nce", dangerouslySetInnerHTML: { __html: `window.data=${JSON.stringify("x".repeat(5000))}` } }),
      ),
    );
}

describe("React's renderer with string chunks", () => {
  it("sends the same bytes as the installed renderer, a late part streamed in after the shell", async () => {
    const resolvers: ((value: string) => void)[] = [];
    const lates = [0, 1].map(() => new Promise<string>((resolve) => resolvers.push(resolve)));
    const rendering = [bytes(asInstalled, page(lates[0])), bytes(asBuilt, page(lates[1]))];
    setTimeout(() => {
      for (const resolve of resolvers) resolve("Później, „na końcu” ✓");
    }, 20);
    const [installed, built] = await Promise.all(rendering);
    expect(built.toString("utf8")).toContain("Później, „na końcu” ✓");
    expect(built.toString("utf8")).toContain("\uFFFD samotny surogat");
    expect(built.equals(installed)).toBe(true);
  });

  it("sends the same bytes for a page with nothing late and no long chunk", async () => {
    const small = () => h("main", null, h("p", null, "Krótko: ą"), h("a", { href: "/" }, "Strona główna"));
    expect((await bytes(asBuilt, small)).equals(await bytes(asInstalled, small))).toBe(true);
  });

  it("refuses a renderer it does not recognise, so the build stops instead of shipping half a change", () => {
    expect(() => toStringChunks(original.replace("function completeWriting(destination) {", "function completeWriting(target) {"))).toThrow(
      /expected one match/,
    );
  });
});
