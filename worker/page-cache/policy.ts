// Which requests the page cache may answer, under which key, with which tags (decision 051).
// Everything here is a pure function of the request, so a query string, a header or a cookie
// can change only whether a request bypasses the cache, never what a cached page holds: the
// page is rendered from the key alone (gateway.ts builds the render's request from it).
import { LOOP_END_PARAM, LOOP_START_PARAM } from "@core/media/media-time";
import { EDIT_SLUG, HISTORY_SLUG, PENDING_PARAM, PROPOSE_VIDEO_PARAM, REPORT_SLUG } from "@core/pages/song-view";
import { EDIT_PARAM } from "@core/rules/post-edits";
import { MERGE_SLUG } from "@core/rules/renames";
import { BOOKMARK_COOKIE } from "../services/db-session";
import { carriesSessionCookie, readCookie } from "../services/session";

/**
 * How long a stored page lives at most. Writes purge what they change at once; what is not
 * purged (vote totals, best-of lists, the footer's random songs) trails by at most this.
 */
export const PAGE_MAX_AGE_SECONDS = 60;

/** Parameters that are a form's result or the viewer's own state: such a request bypasses. */
const PERSONAL_PARAMS = new Set(["wyslano", PENDING_PARAM, EDIT_PARAM]);

/** The song page's view parameters (core/pages/song-view.ts); every other one is dropped. */
const SONG_PARAMS = new Set(["linia", "wszystkie", "jezyk", "dodaj", PROPOSE_VIDEO_PARAM, LOOP_START_PARAM, LOOP_END_PARAM]);

/** A song's second part that is not a tab or an interpretation: forms, history, merge screens. */
const UNCACHED_SECOND = new Set([REPORT_SLUG, EDIT_SLUG, HISTORY_SLUG, MERGE_SLUG]);

/** First path segments of pages that are not songs or artists (app/routes.ts). */
const LIST_PAGES: Record<string, string> = { archiwum: "archive", ranking: "ranking", blog: "blog", artykul: "blog" };
/**
 * Search result pages (/szukaj/{term}, /szukaj/{term}/{page}): the same for every visitor, and
 * a popular term is asked again and again (decision 051, Update). Every write that changes what
 * search finds purges the tag. The bare /szukaj (the form, ?q=) is not a result page.
 */
const SEARCH_PAGE = "szukaj";
const STATIC_PAGES = new Set(["onas", "faq", "dmca", "prywatnosc"]);
/** Everything else app/routes.ts names before the catch-all: never cached. */
const OTHER_ROUTES = new Set([
  "api",
  "404",
  "kontakt",
  "profil",
  "login",
  "logout",
  "rejestracja",
  "przypomnij-haslo",
  "nowe-haslo",
  "potwierdz-email",
  "_dev",
  "panel",
  "artykul_edit",
  "dodaj",
  "rss",
  "sitemaps",
  "sitemap.xml",
  "robots.txt",
]);

/** A url name as app/routes.ts's catch-all takes it: no dots (files), nothing odd. */
const SEGMENT = /^[^./]{1,200}$/;

export type CacheDecision =
  | { cacheable: true; key: URL; tags: string[] }
  | { cacheable: false; reason: "method" | "session" | "bookmark" | "personal" | "page" };

/** What the request asks for, and whether the cache may answer it (see the head comment). */
export function cacheDecision(request: Request, buildId: string): CacheDecision {
  if (request.method !== "GET") return { cacheable: false, reason: "method" };
  // Any session cookie, valid or not: a user's page shows their name and buttons.
  if (carriesSessionCookie(request)) return { cacheable: false, reason: "session" };
  // A visitor who wrote in the last five minutes reads their own write (decision 050).
  if (readCookie(request, BOOKMARK_COOKIE) !== null) return { cacheable: false, reason: "bookmark" };
  const url = new URL(request.url);
  for (const name of url.searchParams.keys()) if (PERSONAL_PARAMS.has(name)) return { cacheable: false, reason: "personal" };
  const page = pageOf(url.pathname);
  if (!page) return { cacheable: false, reason: "page" };
  const key = new URL(url.origin);
  key.pathname = url.pathname;
  // Only the parameters the page reads, sorted, and only their first value: the same page
  // has one key however its address is dressed up; the rest never reach the render.
  const kept = [...new Set(url.searchParams.keys())].filter((name) => page.params.has(name)).sort();
  for (const name of kept) key.searchParams.set(name, url.searchParams.get(name) ?? "");
  // The build's id: a deploy never serves pages that load the previous build's chunks.
  key.searchParams.set("_build", buildId);
  return { cacheable: true, key, tags: page.tags };
}

const NO_PARAMS = new Set<string>();

function pageOf(pathname: string): { params: Set<string>; tags: string[] } | null {
  if (pathname === "/") return { params: NO_PARAMS, tags: ["home"] };
  const parts = pathname.slice(1).split("/");
  if (parts.some((part) => !SEGMENT.test(part))) return null;
  if (parts[0] === SEARCH_PAGE) {
    const [, term, page] = parts;
    return term !== undefined && parts.length <= 3 && (page === undefined || /^\d{1,6}$/.test(page)) ? { params: NO_PARAMS, tags: ["search"] } : null;
  }
  if (parts.length > 2) return null;
  const [first, second] = parts;
  const list = LIST_PAGES[first];
  if (list) {
    if (first === "artykul" ? second === undefined : second !== undefined && !/^\d{1,6}$/.test(second)) return null;
    return { params: NO_PARAMS, tags: [list] };
  }
  if (STATIC_PAGES.has(first)) return second === undefined ? { params: NO_PARAMS, tags: ["static"] } : null;
  // "_" starts no url name (slugs are letters, digits and dashes): React Router's own
  // /__manifest (lazy route discovery), /_dev/… and whatever a framework adds later.
  if (OTHER_ROUTES.has(first) || first.startsWith("_")) return null;
  if (second !== undefined && UNCACHED_SECOND.has(second)) return null;
  // A song (every tab) or an artist: its loader adds song:<id> or artist:<id> (page-tags.ts).
  return { params: SONG_PARAMS, tags: [] };
}
