// Pager math shared by every paginated screen (product §2.6 "Shared pager"). Pure, so the
// component, the loaders (clamping, canonical redirects) and the tests agree.
import { PAGER_ARROWS_ABOVE, PAGER_ELISION_ABOVE } from "../constants";

export type PagerItem = { kind: "page"; page: number; current: boolean } | { kind: "dots"; key: string };

export type PagerModel = {
  page: number;
  count: number;
  /** Previous/next arrows exist only above 5 pages; null target = arrow shown disabled. */
  arrows: { prev: number | null; next: number | null } | null;
  items: PagerItem[];
};

/** Pages needed for `total` items; an empty list still has one (empty) page. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function clampPage(page: number, count: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, count));
}

/** Link to page n of a list: page 1 is the bare path (/archiwum), others add /n. */
export function pageHref(basePath: string, page: number): string {
  const base = basePath.replace(/\/+$/, "") || "/";
  if (page <= 1) return base;
  return `${base === "/" ? "" : base}/${page}`;
}

/** Neighbours of the current page kept visible when the middle is elided. */
const WINDOW = 2;

export function pagerModel(requestedPage: number, count: number): PagerModel {
  const total = Math.max(1, Math.trunc(count));
  const page = clampPage(requestedPage, total);
  const visible = (n: number) => total <= PAGER_ELISION_ABOVE || n === 1 || n === total || Math.abs(n - page) <= WINDOW;
  const items: PagerItem[] = [];
  for (let n = 1; n <= total; n++) {
    if (visible(n)) items.push({ kind: "page", page: n, current: n === page });
    else if (items.at(-1)?.kind !== "dots") items.push({ kind: "dots", key: `dots-${n}` });
  }
  const arrows = total > PAGER_ARROWS_ABOVE ? { prev: page > 1 ? page - 1 : null, next: page < total ? page + 1 : null } : null;
  return { page, count: total, arrows, items };
}

/**
 * Page number from a route segment or an API's ?page=: undefined (bare path) is page 1;
 * anything that is not a plain positive integer is null, which loaders answer with 404 and
 * the API with 400.
 */
export function parsePageParam(value: string | undefined): number | null {
  if (value === undefined) return 1;
  if (!/^[1-9]\d{0,8}$/.test(value)) return null;
  return Number(value);
}

/**
 * A list page's address segment (/archiwum/0, /blog/-2): a number below 1 is clamped to page
 * 1 like any page out of range (product §2.6 "Shared pager"), and the loader's canonicalPage then
 * redirects to the one address of that page; anything else as parsePageParam.
 */
export function parsePageSegment(value: string | undefined): number | null {
  if (value !== undefined && /^-?\d{1,9}$/.test(value)) return Math.max(1, Number(value));
  return parsePageParam(value);
}
