// The article sanitiser (decision 026) against hand-made attack vectors: each output exactly,
// then parsed again by parse5 and checked against an allow-list written out apart from the
// sanitiser's own (article-html-safety.ts), and sanitised a second time to prove it is stable.
import fc from "fast-check";
import { defaultTreeAdapter, html, parseFragment } from "parse5";
import { describe, expect, it } from "vitest";
import { sanitizeArticleHtml } from "@worker/services/article-html";
import { articleDescription, firstImageSrc } from "@worker/services/article-text";
import {
  COMMENT_VECTORS,
  CONTAINER_VECTORS,
  DEFECT_VECTORS,
  KEPT_VECTORS,
  NAMESPACE_VECTORS,
  RAW_TEXT_VECTORS,
  STRUCTURE_VECTORS,
  UNFINISHED_VECTORS,
  URL_VECTORS,
  type Vector,
} from "../support/article-html-vectors";
import { articleHtmlProblems } from "../support/article-html-safety";

async function expectSafe(input: string, expected?: string) {
  const output = await sanitizeArticleHtml(input);
  if (expected !== undefined) expect(output).toBe(expected);
  expect(articleHtmlProblems(output)).toEqual([]);
  expect(await sanitizeArticleHtml(output)).toBe(output);
  return output;
}

const groups: [string, Vector[]][] = [
  ["the defect vectors of the attack run (D1)", DEFECT_VECTORS],
  ["raw-text elements", RAW_TEXT_VECTORS],
  ["foreign content (svg, math) and mutation XSS", NAMESPACE_VECTORS],
  ["comments, CDATA and doctypes", COMMENT_VECTORS],
  ["dangerous containers and unknown elements", CONTAINER_VECTORS],
  ["an unfinished tag at the end", UNFINISHED_VECTORS],
  ["addresses and attributes", URL_VECTORS],
  ["nesting the parser repairs (nested <a>, foster parenting)", STRUCTURE_VECTORS],
  ["what the editor writes", KEPT_VECTORS],
];

describe.each(groups)("sanitizeArticleHtml: %s", (_group, vectors) => {
  it.each(vectors)("%s", async (_name, input, expected) => {
    await expectSafe(input, expected);
  });
});

describe("sanitizeArticleHtml: rules", () => {
  it("keeps a youtube.com embed with its query, on the privacy-enhanced host the page's CSP frames, and refuses other paths", async () => {
    await expectSafe(
      '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ?start=10&amp;rel=0" title="Wideo"></iframe>',
      '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=10&amp;rel=0" title="Wideo"></iframe>',
    );
    await expectSafe('<iframe src="https://www.youtube.com/watch?v=dQw4w9WgXcQ"></iframe>', "");
    await expectSafe('<iframe src="https://youtube.com.evil.example/embed/x"></iframe>', "");
  });

  it("gets no node at all from parse5 for a tag the input leaves unfinished", () => {
    const context = defaultTreeAdapter.createElement("div", html.NS.HTML, []);
    for (const tail of [
      "<img src=x onerror=alert(1)//",
      '<a href="/x" onclick="alert(1)"',
      "<iframe src=https://evil.example/phish.html <",
      "</scrip",
    ]) {
      const nodes = parseFragment(context, `<p>Tekst</p>${tail}`, {}).childNodes;
      expect(nodes.map((node) => node.nodeName)).toEqual(["p"]);
    }
  });

  it("answers the same string for its own output, so a stored body costs one parse on the way out", async () => {
    const stored = await expectSafe("<p>Jeden <b>dwa</b></p><ul><li>trzy</li></ul>");
    expect(stored).toBe("<p>Jeden <b>dwa</b></p><ul><li>trzy</li></ul>");
  });

  it("never lets markup through and is stable for any mix of tags, attributes, comments and text", async () => {
    const tag = fc.constantFrom(
      ..."p a b img iframe table tr td pre li ul div span xmp noembed noframes plaintext textarea title style script template noscript svg math mtext mglyph foreignObject marquee form select option object h1 h2 br hr".split(
        " ",
      ),
    );
    const attribute = fc.constantFrom(
      ' href="javascript:alert(1)"',
      ' src="/a.png"',
      " src=x",
      ' onerror="alert(1)"',
      ' href="/x"',
      ' target="_blank"',
      ' style="text-align:left"',
      ' src="https://www.youtube-nocookie.com/embed/x"',
      ' title="</noscript><img src=x onerror=alert(1)>"',
      "",
    );
    const piece = fc.oneof(
      fc.tuple(tag, attribute).map(([name, attr]) => `<${name}${attr}>`),
      tag.map((name) => `</${name}>`),
      fc.constantFrom("<!--", "-->", "<![CDATA[", "]]>", "<", ">", "&amp;", "&lt;", "&nbsp;", '"', "\n", "tekst ", "<img src=x onerror=alert(1)"),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { maxLength: 25 }), async (pieces) => {
        await expectSafe(pieces.join(""));
      }),
      { numRuns: 400 },
    );
  });
});

describe("what the reading side derives from a body", () => {
  it("the meta description is the text with entities decoded and no script, style or comment text", async () => {
    const raw = "<p>Refren&nbsp;wraca &amp; wraca</p><script>alert(1)</script><style>p{}</style><!-- tajne --><xmp><b>x</b></xmp><h2>Dalej</h2>";
    expect(await articleDescription(raw)).toBe("Refren wraca & wraca <b>x</b> Dalej");
  });

  it("the thumbnail is the first image with an address we render, decoded", async () => {
    expect(await firstImageSrc('<img src="javascript:alert(1)"><img src="data:image/png;base64,AA"><img src="/api/upload/a&amp;b.png">')).toBe(
      "/api/upload/a&b.png",
    );
    expect(await firstImageSrc('<template><img src="/ukryty.png"></template><noscript><img src="/tez.png"></noscript><p>bez obrazu</p>')).toBeNull();
    expect(await firstImageSrc('<svg><image href="/svg.png"/></svg><img src="https://example.com/b.png">')).toBe("https://example.com/b.png");
  });
});
