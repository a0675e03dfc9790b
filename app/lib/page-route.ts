import { data, redirect } from "react-router";
import { SITE_NAME } from "@core/constants";
import { pageHref, parsePageSegment } from "@core/pages/pager";
import { statusText } from "@core/result";

/** The page number of a /list/{page} route (below 1 is page 1); a segment that is no number is a 404. */
export function requirePage(param: string | undefined): number {
  const page = parsePageSegment(param);
  if (page === null) throw data("Nie ma takiej strony.", { status: 404, statusText: statusText(404) });
  return page;
}

/**
 * Sends /list/1 to the bare path (page 1 has no suffix) and a page past the end to the
 * last one, so every page has one address.
 */
export function canonicalPage(basePath: string, param: string | undefined, page: number): void {
  const canonical = page <= 1 ? undefined : String(page);
  if (param !== canonical) throw redirect(pageHref(basePath, page));
}

/** Title of a paged list: "Blog — strona 2 | Nadinterpretacje"; page 1 has no suffix. */
export function listTitle(title: string, page = 1): string {
  return `${title}${page > 1 ? ` — strona ${page}` : ""} | ${SITE_NAME}`;
}
