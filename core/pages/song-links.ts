// Addresses of a song's sub-pages: reporting an item, its history and its edit page.
import { entityHref } from "../text/urlname";

/** The second part of the report page's address (decision 043): /{song}/zglos?rodzaj=…&id=… */
export const REPORT_SLUG = "zglos";

export function reportHref(urlname: string, kind: string, id: number): string {
  return `${entityHref(urlname)}/${REPORT_SLUG}?rodzaj=${kind}&id=${id}`;
}

/** The second part of the song's history address (decision 042). */
export const HISTORY_SLUG = "historia";

/** 'Historia edycji': every version of the song's shared layers, and the moderators' decisions. */
export function songHistoryHref(urlname: string): string {
  return `${entityHref(urlname)}/${HISTORY_SLUG}`;
}

/** The second part of 'Edytuj tekst' (decision 045): suggest corrected lyrics. */
export const EDIT_SLUG = "edytuj";

export function songEditHref(urlname: string): string {
  return `${entityHref(urlname)}/${EDIT_SLUG}`;
}
