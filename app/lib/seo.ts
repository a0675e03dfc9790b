// What search engines and link previews read from a page's head (decision 030): the title,
// a description, the canonical address, OpenGraph and Twitter card tags, JSON-LD and
// language alternates. Every route's meta() builds its tags through pageMeta, so no page
// forgets one. Isomorphic: meta() also runs in the browser on client-side navigation.
import type { MetaDescriptor } from "react-router";
import { SITE_NAME } from "@core/constants";
import { cutNear } from "@core/text/text-cut";
import { SITE_SHARE_IMAGE } from "@core/pages/thumbnail";

export type ShareImage = { url: string; width?: number; height?: number; alt?: string };
type JsonLd = Record<string, unknown>;

export type PageSeo = {
  /** the whole <title>, site name included */
  title: string;
  description: string;
  /** canonical path ("/archiwum/2"); null for pages that have none (errors) */
  path: string | null;
  /** what a shared link shows as its title, when not the page title ('Artist – Title') */
  shareTitle?: string;
  /** the shared address, when not the canonical one (an interpretation's own link) */
  sharePath?: string;
  image?: ShareImage;
  type?: "website" | "article" | "music.song" | "profile";
  /** e.g. "noindex, follow" */
  robots?: string;
  jsonLd?: JsonLd[];
  /** language versions of this page: the lyrics in Polish, each translation */
  alternates?: { hrefLang: string; path: string }[];
};

/** Descriptions are cut near this length: what result pages show before their own '…'. */
export const DESCRIPTION_LENGTH = 160;

type MetaMatchLike = { id: string; loaderData?: unknown } | undefined;

/**
 * The site's origin as the root loader found it (SITE_URL, or the request's own origin in
 * development): absolute addresses for canonical and share tags.
 */
export function originFrom(matches: readonly MetaMatchLike[]): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { origin?: string } | undefined;
  return root?.origin ?? "";
}

export const absolute = (origin: string, path: string) => (/^https?:\/\//.test(path) ? path : `${origin}${path}`);

/** The meta tags of one page. */
export function pageMeta(matches: readonly MetaMatchLike[], seo: PageSeo): MetaDescriptor[] {
  const origin = originFrom(matches);
  const description = cutNear(seo.description.replace(/\s+/gu, " "), DESCRIPTION_LENGTH);
  const image = seo.image ?? { ...SITE_SHARE_IMAGE, alt: SITE_NAME };
  const shareTitle = seo.shareTitle ?? seo.title;
  const shareUrl = seo.sharePath ?? seo.path;
  const tags: MetaDescriptor[] = [{ title: seo.title }, { name: "description", content: description }];
  if (seo.robots) tags.push({ name: "robots", content: seo.robots });
  if (seo.path !== null) tags.push({ tagName: "link", rel: "canonical", href: absolute(origin, seo.path) });
  for (const alternate of seo.alternates ?? []) {
    tags.push({ tagName: "link", rel: "alternate", hrefLang: alternate.hrefLang, href: absolute(origin, alternate.path) });
  }
  tags.push(
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:locale", content: "pl_PL" },
    { property: "og:type", content: seo.type ?? "website" },
    { property: "og:title", content: shareTitle },
    { property: "og:description", content: description },
    { property: "og:image", content: absolute(origin, image.url) },
    { property: "og:image:alt", content: image.alt ?? shareTitle },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: shareTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: absolute(origin, image.url) },
  );
  if (image.width && image.height) {
    tags.push({ property: "og:image:width", content: String(image.width) }, { property: "og:image:height", content: String(image.height) });
  }
  if (shareUrl !== null && shareUrl !== undefined) tags.push({ property: "og:url", content: absolute(origin, shareUrl) });
  for (const data of seo.jsonLd ?? []) tags.push({ "script:ld+json": { "@context": "https://schema.org", ...data } });
  return tags;
}

/** The pages search engines should not list (search results, forms after a refusal): links still count. */
export const NOINDEX_FOLLOW = "noindex, follow";

/** The page's place in the site: home first, the page itself last. */
export function breadcrumbLd(origin: string, steps: { name: string; path: string }[]): JsonLd {
  const trail = [{ name: "Strona główna", path: "/" }, ...steps];
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map((step, index) => ({ "@type": "ListItem", position: index + 1, name: step.name, item: absolute(origin, step.path) })),
  };
}

/** The home's description of the site, with the search box engines may offer. */
export function websiteLd(origin: string): JsonLd {
  return {
    "@type": "WebSite",
    name: SITE_NAME,
    url: `${origin}/`,
    inLanguage: "pl",
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${origin}/szukaj/{search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
}

/** Shorthand for the many pages whose tags differ only in words and a breadcrumb. */
export function simplePageMeta(
  matches: readonly MetaMatchLike[],
  page: { title: string; description: string; path: string; crumbs?: { name: string; path: string }[]; robots?: string },
): MetaDescriptor[] {
  const origin = originFrom(matches);
  return pageMeta(matches, {
    title: page.title,
    description: page.description,
    path: page.path,
    robots: page.robots,
    jsonLd: page.crumbs ? [breadcrumbLd(origin, page.crumbs)] : undefined,
  });
}

/** The 404 page's description: the spec's longer 404 text. */
export const NOT_FOUND_DESCRIPTION = "Nieprawidłowy adres strony. Wróć na stronę główną i spróbuj ponownie.";

/** A paged list (archive, ranking, blog): page 1 is the bare path, later pages say which they are. */
export function listPageMeta(
  matches: readonly MetaMatchLike[],
  list: { title: string; name: string; basePath: string; page: number; pages: number; description: string },
): MetaDescriptor[] {
  const origin = originFrom(matches);
  const path = list.page > 1 ? `${list.basePath}/${list.page}` : list.basePath;
  const suffix = list.page > 1 ? ` Strona ${list.page} z ${list.pages}.` : "";
  return pageMeta(matches, {
    title: list.title,
    description: `${list.description}${suffix}`,
    path,
    jsonLd: [breadcrumbLd(origin, [{ name: list.name, path: list.basePath }])],
  });
}
