// Rendering marked-up text the way a page does (server-side, to static markup) for the markup
// tests. The house ad inside the markup is a router link, hence the router around it.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { MarkupText } from "~/components/markup-text";
import type { MarkupTrust } from "@core/markup/tags";

/** The whole block: `<div class="markup">…</div>`. */
export function renderBlock(text: string, trust: MarkupTrust = "user"): string {
  return renderToStaticMarkup(createElement(MemoryRouter, null, createElement(MarkupText, { text, trust })));
}

const OPEN = '<div class="markup">';
const CLOSE = "</div>";

/** What the text renders to inside the block. */
export function render(text: string, trust: MarkupTrust = "user"): string {
  const html = renderBlock(text, trust);
  if (!html.startsWith(OPEN) || !html.endsWith(CLOSE)) throw new Error(`unexpected block: ${html}`);
  return html.slice(OPEN.length, -CLOSE.length);
}

/** The attributes every link out of user text carries. */
export const LINK_ATTRS = 'rel="nofollow ugc noopener" target="_blank"';
export const link = (href: string, text = href) => `<a href="${href}" ${LINK_ATTRS}>${text}</a>`;

export const video = (id: string) =>
  `<iframe src="https://www.youtube-nocookie.com/embed/${id}" class="markup-video" title="Film z YouTube" width="560" height="315" loading="lazy" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" referrerPolicy="strict-origin-when-cross-origin" sandbox="allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox" allowFullScreen=""></iframe>`;

export const image = (src: string, align?: "left" | "right" | "stretch") =>
  `<img src="${src}" alt="" class="${align ? `markup-img markup-img-${align}` : "markup-img"}" loading="lazy" decoding="async" referrerPolicy="no-referrer"/>`;

export const unmatched = (token: string) => `<span class="markup-unmatched">${token}</span>`;

export const AD =
  '<aside class="ad-slot ad-slot-4" style="max-width:336px;height:280px" aria-label="Reklama: Zarejestruj się" data-ad-size="336x280"><span class="ad-label">Reklama (nasza własna)</span><p>Załóż konto za darmo. Bez haczyków — sprawdzaliśmy trzy razy, w tym raz na trzeźwo. Twoje interpretacje trafią do rankingu.</p><a class="button" href="/rejestracja" data-discover="true">Zarejestruj się</a></aside>';
