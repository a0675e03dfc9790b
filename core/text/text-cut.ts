// Truncation rules of product §9. Each screen cuts differently, so each rule has a name and
// the numbers live here once. Counted in code points so an emoji or a combining sequence
// at the cut is never split in half.
import { SLIDER_QUOTE_LENGTH } from "../constants";

/** Generic rule: text longer than `max` keeps `keep` characters and gets `suffix`. */
export function cut(text: string, max: number, keep: number, suffix: string): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return chars.slice(0, keep).join("") + suffix;
}

/** Song names in grids and home tiles: 14 → 11 + '...'. */
export const cutGridName = (name: string) => cut(name, 14, 11, "...");

/** Song names in grids on the song page: 16 → 15 + '…'. */
export const cutSongPageName = (name: string) => cut(name, 16, 15, "…");

/** Song names in the shared sidebar widget: 16 → 15 + '…'. */
export const cutSidebarName = (name: string) => cut(name, 16, 15, "…");

/** Article titles in the blog list and the new-articles widget: 64 → 63 + '…'. */
export const cutArticleTitle = (title: string) => cut(title, 64, 63, "…");

/** Quotes in the home slider: cut at 200 (199 + '…'). */
export const cutSliderQuote = (quote: string) => cut(quote, SLIDER_QUOTE_LENGTH, SLIDER_QUOTE_LENGTH - 1, "…");

/**
 * "Cut near N": at the last word break before the limit (when one exists in the last
 * quarter), so descriptions do not end mid-word; `…` marks the cut.
 */
export function cutNear(text: string, max: number): string {
  const chars = Array.from(text.trim());
  if (chars.length <= max) return chars.join("");
  const head = chars.slice(0, max - 1).join("");
  const space = head.lastIndexOf(" ");
  const kept = space >= Math.floor(max * 0.75) ? head.slice(0, space) : head;
  return `${kept.replace(/[\s,.;:–-]+$/u, "")}…`;
}
