// Readable url names: lowercase ASCII words joined by hyphens, derived from the names.
// Artists and songs share the catch-all namespace /{text}, so uniqueness is checked
// across both tables by the service that creates them (see worker/services/urlnames.ts).
const POLISH: Record<string, string> = { ł: "l", Ł: "l" };

export function slugify(name: string): string {
  const folded = name
    .replace(/[łŁ]/g, (c) => POLISH[c])
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
  const slug = folded.replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
  return slug.slice(0, 120).replace(/-+$/, "") || "bez-nazwy";
}

export function songUrlname(artistName: string, title: string): string {
  return `${slugify(artistName)}-${slugify(title)}`;
}

/** First path segments the router owns; a song or artist may never take one of these. */
export const RESERVED_URLNAMES = new Set([
  "api",
  "archiwum",
  "blog",
  "onas",
  "faq",
  "ranking",
  "prywatnosc",
  "dmca",
  "kontakt",
  "login",
  "logout",
  "rejestracja",
  "profil",
  "dodaj",
  "panel",
  "404",
  "artykul",
  "artykul_edit",
  "szukaj",
  "js",
  "images",
  "flags",
  "assets",
  "static",
  "favicon.ico",
  "robots.txt",
  // Crawler files the Worker answers itself (worker/seo/routes.ts).
  "sitemap.xml",
  "sitemaps",
  "rss",
  "cdn-cgi",
]);

/** Link to a song or artist page: slash, question mark and hash are percent-encoded (product §2.2). */
export function entityHref(urlname: string): string {
  return `/${urlname.replace(/[/?#]/g, (c) => encodeURIComponent(c))}`;
}

/** A user's profile page (product §2.16: /profil/{username}). */
export function profileHref(username: string): string {
  return `/profil/${encodeURIComponent(username)}`;
}
