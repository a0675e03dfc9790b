// Who may use what (product §2.8 terms, decision 028): visitors format; registered users also link
// and embed; only moderators and admins place the ad block.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MarkupText } from "~/components/markup-text";
import type { MarkupTrust } from "@core/markup/tags";
import { AD, image, link, render, unmatched, video } from "./markup-helpers";

const FORMATTING =
  "[b]g[/b][i]k[/i][u]p[/u][s]s[/s][center]c[/center][color=red]r[/color][size=2]d[/size][q]q[/q][blockquote]b[/blockquote][samp]w[/samp][code]k[/code][pre]p[/pre][noparse][b][/noparse]";
const FORMATTED =
  '<b>g</b><i>k</i><u>p</u><s>s</s><div class="markup-center">c</div><span style="color:red">r</span><span style="font-size:2em">d</span><q>q</q><blockquote>b</blockquote><samp>w</samp><code>k</code><pre>p</pre>[b]';
const EMBEDS =
  "[url=https://example.com]a[/url][url]https://example.com[/url][img]https://example.com/i.png[/img][youtube]dQw4w9WgXcQ[/youtube][iframe]dQw4w9WgXcQ[/iframe]";
const EMBEDDED =
  link("https://example.com", "a") + link("https://example.com") + image("https://example.com/i.png") + video("dQw4w9WgXcQ") + video("dQw4w9WgXcQ");
const ALL: MarkupTrust[] = ["visitor", "user", "moderator", "admin"];

describe("trust levels", () => {
  it.each(ALL)("%s: the formatting tags render", (trust) => {
    expect(render(FORMATTING, trust)).toBe(FORMATTED);
  });

  it("visitor: url, img, youtube and iframe show literally, a citation address is dropped", () => {
    expect(render(EMBEDS, "visitor")).toBe(EMBEDS);
    expect(render("[q=https://example.com]c[/q]", "visitor")).toBe("<q>c</q>");
  });

  it.each(["user", "moderator", "admin"] as const)("%s: links and embeds render", (trust) => {
    expect(render(EMBEDS, trust)).toBe(EMBEDDED);
    expect(render("[q=https://example.com]c[/q]", trust)).toBe('<q cite="https://example.com">c</q>');
  });

  it("reklama renders the 336×280 house ad only in moderators' and admins' text", () => {
    expect(render("a[reklama][/reklama]b", "admin")).toBe(`a${AD}b`);
    expect(render("[reklama]", "moderator")).toBe(AD);
    expect(render("[REKLAMA][/Reklama]", "moderator")).toBe(AD);
    expect(render("a[reklama][/reklama]b", "user")).toBe("a[reklama][/reklama]b");
    expect(render("[reklama]", "visitor")).toBe("[reklama]");
    // Only a closing tag right after it belongs to it.
    expect(render("[reklama]x[/reklama]", "admin")).toBe(`${AD}x${unmatched("[/reklama]")}`);
    // Other tags stay literal inside url, the ad tag too.
    expect(render("[url=https://example.com][reklama][/url]", "admin")).toBe(link("https://example.com", "[reklama]"));
  });
});

describe("MarkupText", () => {
  it("takes UserText's props: the element, a class and a language", () => {
    const html = renderToStaticMarkup(
      createElement(MarkupText, { text: "[i]x[/i]", trust: "user", as: "section", className: "comment-text", lang: "en" }),
    );
    expect(html).toBe('<section class="markup comment-text" lang="en"><i>x</i></section>');
  });
});
