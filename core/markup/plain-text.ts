// The plain text of a marked-up comment, for places that cut or summarise it (meta
// descriptions, lists, feeds). The same parser decides what is text, so a summary shows
// exactly the words a reader sees: tags that render disappear, tags shown literally stay.
import { type MarkupSink, parseMarkup } from "./parser";
import type { MarkupTrust } from "./tags";

/**
 * Formatting disappears, a link keeps its text, images, videos and the ad block leave
 * nothing, line breaks stay "\n". The result is text, not HTML: escape it where it goes.
 */
export function markupToPlainText(text: string, trust: MarkupTrust): string {
  const parts: string[] = [];
  const sink: MarkupSink = {
    text: (piece) => void parts.push(piece),
    lineBreak: () => void parts.push("\n"),
    unmatched: (token) => void parts.push(token),
    open: () => {},
    close: () => {},
    image: () => {},
    video: () => {},
    ad: () => {},
  };
  parseMarkup(text, trust, sink);
  return parts.join("");
}
