// Product §5.13 "Markup", rule by rule, with the exact markup each rule produces (decision 028).
import { describe, expect, it } from "vitest";
import { image, link, render, renderBlock, unmatched, video } from "./markup-helpers";

describe("text is never HTML", () => {
  it("escapes angle brackets before anything else", () => {
    expect(render("<script>alert(1)</script> <b>x</b>")).toBe("&lt;script&gt;alert(1)&lt;/script&gt; &lt;b&gt;x&lt;/b&gt;");
    expect(render('[b]<img src=x onerror="a()">[/b]')).toBe("<b>&lt;img src=x onerror=&quot;a()&quot;&gt;</b>");
    expect(render("&lt; &amp;")).toBe("&amp;lt; &amp;amp;");
  });

  it("turns every kind of line break into <br>", () => {
    expect(render("a\nb\r\nc\rd\n\ne")).toBe("a<br/>b<br/>c<br/>d<br/><br/>e");
    expect(render("[b]a\nb[/b]")).toBe("<b>a<br/>b</b>");
  });

  it("wraps the text in one block element", () => {
    expect(renderBlock("x")).toBe('<div class="markup">x</div>');
    expect(renderBlock("")).toBe('<div class="markup"></div>');
  });
});

describe("the allowed tags", () => {
  it("b, i, u, s, samp", () => {
    expect(render("[b]g[/b] [i]k[/i] [u]p[/u] [s]s[/s] [samp]w[/samp]")).toBe("<b>g</b> <i>k</i> <u>p</u> <s>s</s> <samp>w</samp>");
  });

  it("center", () => {
    expect(render("[center]środek[/center]")).toBe('<div class="markup-center">środek</div>');
  });

  it("pre and code", () => {
    expect(render("[pre]  a\n  b[/pre]")).toBe("<pre>  a<br/>  b</pre>");
    expect(render("[code]x = 1[/code]")).toBe("<code>x = 1</code>");
  });

  it("q and blockquote, with a citation address or without", () => {
    expect(render("[q]cytat[/q]")).toBe("<q>cytat</q>");
    expect(render("[q=https://example.com/zrodlo]cytat[/q]")).toBe('<q cite="https://example.com/zrodlo">cytat</q>');
    expect(render("[blockquote]b[/blockquote]")).toBe("<blockquote>b</blockquote>");
    expect(render("[blockquote=http://example.com]b[/blockquote]")).toBe('<blockquote cite="http://example.com">b</blockquote>');
    expect(render("[q=ftp://example.com]c[/q]")).toBe("<q>c</q>");
  });

  it("tag names in any letter case", () => {
    expect(render("[B]x[/b] [CeNtEr]y[/CENTER]")).toBe('<b>x</b> <div class="markup-center">y</div>');
  });

  it("shows anything else in square brackets as it is", () => {
    expect(render("[script]x[/script] [list][*]a[/list] [b ]x[/b ] [] [=x] [/]")).toBe("[script]x[/script] [list][*]a[/list] [b ]x[/b ] [] [=x] [/]");
    expect(render("[[b]]x[/b]]")).toBe("[<b>]x</b>]");
  });
});

describe("tags that are not interpreted inside", () => {
  it("code, pre and noparse show tags as text", () => {
    expect(render("[code][b]x[/b][url]http://a.pl[/url][/code]")).toBe("<code>[b]x[/b][url]http://a.pl[/url]</code>");
    expect(render("[pre][i]x[/i][/pre]")).toBe("<pre>[i]x[/i]</pre>");
    expect(render("[noparse][b]x[/b][/noparse] [b]y[/b]")).toBe("[b]x[/b] <b>y</b>");
  });

  it("only their own closing tag ends them, in any letter case", () => {
    expect(render("[code][/pre][/CODE]po")).toBe("<code>[/pre]</code>po");
  });

  it("run to the end of the text when never closed", () => {
    expect(render("[code]a [b]b")).toBe("<code>a [b]b</code>");
    expect(render("[noparse][b]")).toBe("[b]");
  });

  it("url shows other tags literally", () => {
    expect(render("[url=https://example.com][b]pogrubione?[/b][/url]")).toBe(link("https://example.com", "[b]pogrubione?[/b]"));
  });
});

describe("closing", () => {
  it("closes open tags in reverse order at the end", () => {
    expect(render("[b][i][u]x")).toBe("<b><i><u>x</u></i></b>");
    expect(render("[size=2][color=red]x")).toBe('<span style="font-size:2em"><span style="color:red">x</span></span>');
  });

  it("shows an unmatched closing tag in red as literal text", () => {
    expect(render("x[/b]y")).toBe(`x${unmatched("[/b]")}y`);
    // Adjacent ones share one red span.
    expect(render("[/url][/code][/reklama][/COLOR]")).toBe(unmatched("[/url][/code][/reklama][/COLOR]"));
    expect(render("[/b]\n[/i] [/u]")).toBe(`${unmatched("[/b]")}<br/>${unmatched("[/i]")} ${unmatched("[/u]")}`);
    expect(render("[b]x[/b][/b]")).toBe(`<b>x</b>${unmatched("[/b]")}`);
  });

  it("a closing tag closes the tags opened inside its own (crossed tags)", () => {
    expect(render("[b][i]x[/b]y[/i]")).toBe(`<b><i>x</i></b>y${unmatched("[/i]")}`);
  });

  it("colour and color are one tag", () => {
    expect(render("[colour=red]x[/color][color=blue]y[/colour]")).toBe('<span style="color:red">x</span><span style="color:blue">y</span>');
  });

  it("a closing tag with a value is not a tag", () => {
    expect(render("[b]x[/b=1]")).toBe("<b>x[/b=1]</b>");
  });
});

describe("color", () => {
  const NAMES = [
    "black",
    "silver",
    "gray",
    "white",
    "maroon",
    "red",
    "purple",
    "fuchsia",
    "green",
    "lime",
    "olive",
    "yellow",
    "navy",
    "blue",
    "teal",
    "aqua",
  ];

  it.each(NAMES)("the named colour %s", (name) => {
    expect(render(`[color=${name.toUpperCase()}]x[/color]`)).toBe(`<span style="color:${name}">x</span>`);
  });

  it("3 or 6 hex digits, with or without #", () => {
    expect(render("[color=#F0A]a[/color][color=f0a]b[/color][color=#00ff7F]c[/color][color=00FF7f]d[/color]")).toBe(
      '<span style="color:#f0a">a</span><span style="color:#f0a">b</span><span style="color:#00ff7f">c</span><span style="color:#00ff7f">d</span>',
    );
  });

  it("anything else inherits", () => {
    for (const value of ["orange", "#12", "#1234", "#12345", "#1234567", "#ggg", "red;background:url", "", "currentColor", "transparent"]) {
      expect(render(`[color=${value}]x[/color]`)).toBe('<span style="color:inherit">x</span>');
    }
    expect(render("[color]x[/color]")).toBe('<span style="color:inherit">x</span>');
  });
});

describe("size", () => {
  // The value is read as em: 1 is the surrounding size; clamped to 0.7–3 em.
  it.each([
    ["1", "1em"],
    ["2", "2em"],
    ["1.5", "1.5em"],
    [".8", "0.8em"],
    ["0.75", "0.75em"],
    ["2.346", "2.35em"],
    ["0", "0.7em"],
    ["0.1", "0.7em"],
    ["3", "3em"],
    ["7", "3em"],
    ["12345678", "3em"],
    ["1.2.3", "1.2em"],
  ])("[size=%s] is %s", (value, em) => {
    expect(render(`[size=${value}]x[/size]`)).toBe(`<span style="font-size:${em}">x</span>`);
  });

  it("anything but 1–8 digits or dots counts as 1", () => {
    for (const value of ["", "123456789", "2em", "-2", "+2", "x", "...", ".", "1,5", " 2"]) {
      expect(render(`[size=${value}]x[/size]`)).toBe('<span style="font-size:1em">x</span>');
    }
    expect(render("[size]x[/size]")).toBe('<span style="font-size:1em">x</span>');
  });
});

describe("tag names and values", () => {
  it("names are 1–16 letters", () => {
    expect(render("[abcdefghijklmnop]x")).toBe("[abcdefghijklmnop]x");
    expect(render("[bbbbbbbbbbbbbbbbb]x[/bbbbbbbbbbbbbbbbb]")).toBe("[bbbbbbbbbbbbbbbbb]x[/bbbbbbbbbbbbbbbbb]");
    expect(render("[b1]x[/b1]")).toBe("[b1]x[/b1]");
  });

  it("values are at most 256 characters", () => {
    const ok = "1".repeat(256);
    const long = "1".repeat(257);
    expect(render(`[size=${ok}]x[/size]`)).toBe('<span style="font-size:1em">x</span>');
    expect(render(`[size=${long}]x[/size]`)).toBe(`[size=${long}]x${unmatched("[/size]")}`);
  });

  it("values contain no control characters, quotes, parentheses, angle or square brackets", () => {
    for (const bad of ["\u0000", "\u0007", "\t", "\n", "\u007f", "\u0085", '"', "'", "(", ")", "<", ">", "["]) {
      const text = `[color=re${bad}d]x[/color]`;
      const html = render(text);
      expect(html, JSON.stringify(text)).not.toContain("<span style");
      expect(html).toContain(unmatched("[/color]"));
    }
    expect(render("[color=red]]x[/color]")).toBe('<span style="color:red">]x</span>');
  });
});

describe("links", () => {
  it("[url=address]text[/url] and [url]address[/url]", () => {
    expect(render("[url=https://example.com/a?b=1&c=2#d]strona[/url]")).toBe(link("https://example.com/a?b=1&amp;c=2#d", "strona"));
    expect(render("[url]http://example.com[/url]")).toBe(link("http://example.com"));
    expect(render("[url=https://example.com][/url]")).toBe(link("https://example.com"));
  });

  it("without a valid value, the inner text is the link when it is an http(s) address", () => {
    expect(render("[url=javascript:alert]https://example.com[/url]")).toBe(link("https://example.com"));
    expect(render("[url=]https://example.com[/url]")).toBe(link("https://example.com"));
  });

  it("anything that is no http(s) address shows as text", () => {
    for (const text of [
      "[url]javascript:alert%281%29[/url]",
      "[url=JAVASCRIPT:alert]x[/url]",
      "[url=data:text/html;base64,PHNjcmlwdD4=]x[/url]",
      "[url=vbscript:msgbox]x[/url]",
      "[url=//example.com]x[/url]",
      "[url=/lokalny]x[/url]",
      "[url=https://user:haslo@example.com]x[/url]",
      "[url=http://]x[/url]",
      "[url]example.com[/url]",
      "[url]https://exa mple.com[/url]",
    ]) {
      expect(render(text), text).toBe(text);
    }
  });

  it("link values are 1–512 characters from the URL-safe set", () => {
    const at512 = `https://example.com/${"a".repeat(512 - 20)}`;
    expect(at512).toHaveLength(512);
    expect(render(`[url=${at512}]x[/url]`)).toBe(link(at512, "x"));
    const at513 = `${at512}a`;
    expect(render(`[url=${at513}]x[/url]`)).toBe(`[url=${at513}]x${unmatched("[/url]")}`);
    // Backslashes, non-ASCII letters and spaces are no part of it (they are %-encoded).
    for (const value of ["https://example.com/a\\b", "https://przykład.pl", "https://example.com/a b"]) {
      expect(render(`[url=${value}]x[/url]`)).toBe(`[url=${value}]x[/url]`);
    }
  });
});

describe("img", () => {
  it("an http(s) image, lazy, without a referrer, at most 100% wide", () => {
    expect(render("[img]https://example.com/a.png[/img]")).toBe(image("https://example.com/a.png"));
    expect(render("[img] http://example.com/a.png [/img]")).toBe(image("http://example.com/a.png"));
  });

  it("alignments left, right and stretch; anything else is the default", () => {
    expect(render("[img=left]https://e.pl/a.png[/img]")).toBe(image("https://e.pl/a.png", "left"));
    expect(render("[img=RIGHT]https://e.pl/a.png[/img]")).toBe(image("https://e.pl/a.png", "right"));
    expect(render("[img=stretch]https://e.pl/a.png[/img]")).toBe(image("https://e.pl/a.png", "stretch"));
    expect(render("[img=center]https://e.pl/a.png[/img]")).toBe(image("https://e.pl/a.png"));
  });

  it("nothing but http(s): anything else shows as text", () => {
    for (const text of ["[img]javascript:alert[/img]", "[img]data:image/png;base64,AAAA[/img]", "[img]/a.png[/img]", "[img][b]x[/b][/img]"]) {
      expect(render(text)).toBe(text);
    }
  });
});

describe("youtube and iframe", () => {
  it("a video id or an embed address becomes the privacy-enhanced 560×315 player", () => {
    expect(render("[youtube]dQw4w9WgXcQ[/youtube]")).toBe(video("dQw4w9WgXcQ"));
    expect(render("[iframe]https://www.youtube.com/embed/a_b-C1d2E3f?start=30[/iframe]")).toBe(video("a_b-C1d2E3f"));
    expect(render("[youtube]https://youtube-nocookie.com/embed/dQw4w9WgXcQ[/youtube]")).toBe(video("dQw4w9WgXcQ"));
    expect(render("[iframe] dQw4w9WgXcQ [/iframe]")).toBe(video("dQw4w9WgXcQ"));
  });

  it("anything else shows as text", () => {
    for (const text of [
      "[youtube]dQw4w9WgXc[/youtube]",
      "[youtube]dQw4w9WgXcQQ[/youtube]",
      "[youtube]https://www.youtube.com/watch?v=dQw4w9WgXcQ[/youtube]",
      "[iframe]https://evil.example/embed/dQw4w9WgXcQ[/iframe]",
      "[iframe]https://www.youtube.com.evil.example/embed/dQw4w9WgXcQ[/iframe]",
      "[iframe]javascript:alert[/iframe]",
      "[iframe]dQw4w9WgXc&quot;[/iframe]",
    ]) {
      expect(render(text)).toBe(text.replace(/&/g, "&amp;"));
    }
  });
});

describe("depth", () => {
  it("formatting tags nest 32 deep; deeper ones and their closing tags show as text", () => {
    const html = render(`${"[i]".repeat(34)}x${"[/i]".repeat(34)}`);
    expect(html).toBe(`${"<i>".repeat(32)}[i][i]x[/i][/i]${"</i>".repeat(32)}`);
  });
});
