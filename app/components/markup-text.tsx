import { useMemo } from "react";
import { renderMarkup } from "~/lib/markup/render";
import type { MarkupTrust } from "~/lib/markup/tags";
import "~/styles/markup.css";

/**
 * A block of user text in the forum markup (spec §5), rendered for its author's trust
 * level: the entry point for comments (the lead's `<UserText>` calls it) and the editor's
 * preview. A block element, because the markup has block tags (center, pre, blockquote,
 * the ad block).
 */
export function MarkupText({ text, trust, className }: { text: string; trust: MarkupTrust; className?: string }) {
  const children = useMemo(() => renderMarkup(text, trust), [text, trust]);
  return <div className={className ? `markup ${className}` : "markup"}>{children}</div>;
}
