// The site's text filter (spec §5, app/lib/text-filter.ts) applied to marked-up text before
// it is stored, and in the editor's preview so the author sees what will be kept.
import { filterText, maskProfanity } from "../text-filter";
import { mayLink, type MarkupTrust } from "./tags";

/**
 * Visitors' text goes through the whole filter: forbidden words masked, anything that looks
 * like a link or a domain stripped (FAQ: no links from anonymous authors). Registered users
 * may post links (spec §2 terms), so their text only has its forbidden words masked.
 *
 * The renderer does not depend on this: it shows a visitor's url, img, youtube and iframe
 * tags as text whatever they contain.
 */
export function filterMarkup(text: string, trust: MarkupTrust): string {
  return mayLink(trust) ? maskProfanity(text) : filterText(text);
}
