// Properties of the markup renderer over random input (fast-check): it never throws, it
// takes a number of steps linear in the input, and whatever it is fed, the HTML it produces
// holds only allow-listed elements, attributes and http(s) addresses (decision 028).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type MarkupSink, parseMarkup } from "@core/markup/parser";
import { markupToPlainText } from "@core/markup/plain-text";
import { type MarkupTrust, TAGS } from "@core/markup/tags";
import { render, renderBlock } from "./markup-helpers";
import { markupProblems } from "../support/markup-safety";

// Generous time limits: hundreds of renders with React's development build on a shared
// machine. Speed is measured by `npm run bench:markup`, not asserted here.
const SLOW = { timeout: 120_000 };

const TRUSTS: MarkupTrust[] = ["visitor", "user", "moderator", "admin"];
const NAMES = [...TAGS.keys()];

const NULL_SINK: MarkupSink = { text() {}, lineBreak() {}, unmatched() {}, open() {}, close() {}, image() {}, video() {}, ad() {} };
const stepsOf = (text: string, trust: MarkupTrust) => parseMarkup(text, trust, NULL_SINK).steps;
/** Every character is looked at a bounded number of times (measured worst case: about 3). */
const STEP_BOUND = (length: number) => 6 * length + 8;

/** Values an attacker would try, and values a user would type. */
const hostileValue = fc.oneof(
  fc.constantFrom(
    "javascript:alert(1)",
    "javascript:alert`1`",
    "JaVaScRiPt:alert",
    " javascript:alert",
    "java\tscript:alert",
    "java&#x09;script:alert",
    "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    "data:image/svg+xml,<svg onload=alert(1)>",
    "vbscript:msgbox",
    "//evil.example/x",
    "\\\\evil.example",
    "https://user:pass@evil.example",
    'http://a.pl/"onmouseover="alert(1)',
    "http://a.pl/'onerror='alert(1)",
    "https://a.pl/x?y=1&z=2#f",
    "http://a.pl",
    "https://www.youtube.com/embed/dQw4w9WgXcQ",
    "https://www.youtube.com/embed/dQw4w9WgXcQ/../../evil",
    "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1",
    "https://youtube.com.evil.example/embed/dQw4w9WgXcQ",
    "dQw4w9WgXcQ",
    'dQw4w9WgX"Q',
    "red",
    "#fff",
    "red;background:url(javascript:alert(1))",
    "expression(alert(1))",
    "1.5",
    "99",
    "...",
    "left",
    "stretch",
    "<script>",
    "]",
    "[",
    "\u0000",
    "\u202e",
    "\n",
  ),
  fc.string({ maxLength: 20 }),
  fc.string({ unit: "binary", maxLength: 20 }),
);

const name = fc.oneof(
  fc.constantFrom(...NAMES),
  fc.constantFrom(...NAMES).map((n) => n.toUpperCase()),
  fc.constantFrom("script", "a", "img src", "list", "*", "", "x".repeat(17)),
);
const openTag = fc.tuple(name, fc.option(hostileValue)).map(([n, v]) => (v === null ? `[${n}]` : `[${n}=${v}]`));
const closeTag = name.map((n) => `[/${n}]`);
const rawTag = fc
  .tuple(fc.constantFrom("url", "img", "youtube", "iframe", "code", "noparse"), fc.option(hostileValue), hostileValue)
  .map(([n, v, content]) => (v === null ? `[${n}]${content}[/${n}]` : `[${n}=${v}]${content}[/${n}]`));
const piece = fc.oneof(
  openTag,
  closeTag,
  rawTag,
  hostileValue,
  fc.constantFrom("\n", "\r\n", "<", ">", "&", '"', "'", "[", "]", "[reklama]", "[/reklama]"),
);
const tagSoup = fc.array(piece, { maxLength: 60 }).map((pieces) => pieces.join(""));
const anyText = fc.oneof(fc.string({ maxLength: 200 }), fc.string({ unit: "binary", maxLength: 200 }), tagSoup);

describe("markup over random input", SLOW, () => {
  it("never throws, stays linear, and renders only allow-listed, http(s)-only HTML", () => {
    fc.assert(
      fc.property(anyText, fc.constantFrom(...TRUSTS), (text, trust) => {
        const html = renderBlock(text, trust);
        expect(markupProblems(html)).toEqual([]);
        expect(stepsOf(text, trust)).toBeLessThanOrEqual(STEP_BOUND(text.length));
        expect(typeof markupToPlainText(text, trust)).toBe("string");
      }),
      { numRuns: 600 },
    );
  });

  it("visitors' text never carries a link, an image, an embed or the ad", () => {
    fc.assert(
      fc.property(tagSoup, (text) => {
        const html = render(text, "visitor");
        expect(html).not.toMatch(/<(?:a|img|iframe|aside)\b|\bcite=/);
      }),
      { numRuns: 300 },
    );
  });

  it("only moderators and admins place the ad", () => {
    fc.assert(
      fc.property(tagSoup, (text) => {
        expect(render(text, "user")).not.toContain("<aside");
      }),
      { numRuns: 200 },
    );
  });
});

describe("adversarial input", SLOW, () => {
  const cases: [string, string][] = [
    ["10,000 nested tags", `${"[b]".repeat(10_000)}x`],
    ["10,000 nested tags, all closed", `${"[i][u]".repeat(5_000)}x${"[/u][/i]".repeat(5_000)}`],
    ["5,000 unmatched closing tags", "[/b]".repeat(5_000)],
    ["10,000 half tags", "[b".repeat(10_000)],
    ["a 20 000-character value-like run", `[color=${"a".repeat(20_000)}`],
    ["unclosed raw tags", "[url][code][noparse]".repeat(3_000)],
    ["many crossed tags", "[b][i][/b][/i]".repeat(3_000)],
  ];

  it.each(cases)("%s: renders safely within the step bound", (_, text) => {
    for (const trust of TRUSTS) {
      const html = renderBlock(text, trust);
      expect(markupProblems(html)).toEqual([]);
      expect(stepsOf(text, trust)).toBeLessThanOrEqual(STEP_BOUND(text.length));
    }
  });

  it("10,000 nested tags give an element tree at most 32 formatting levels deep", () => {
    const html = render(`${"[b]".repeat(10_000)}x`);
    expect(html.startsWith(`${"<b>".repeat(32)}[b][b]`)).toBe(true);
    expect(html.match(/<b>/g)).toHaveLength(32);
  });
});
