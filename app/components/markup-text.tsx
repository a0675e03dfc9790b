import { type ElementType, useMemo } from "react";
import { renderMarkup } from "~/lib/markup/render";
import type { MarkupTrust } from "@core/markup/tags";

type Props = {
  text: string;
  /** The author's trust level: a visitor, or the author's role (decision 028). */
  trust: MarkupTrust;
  /** The element around the text: a div, because the markup has block tags (center, pre, blockquote, the ad). */
  as?: ElementType;
  className?: string;
  lang?: string;
};

/**
 * A block of user text in the forum markup (product §5.13), rendered for its author's trust
 * level: the entry point for comments (UserText calls it; same props plus `trust`) and the
 * editor's preview.
 */
export function MarkupText({ text, trust, as: Tag = "div", className, lang }: Props) {
  const children = useMemo(() => renderMarkup(text, trust), [text, trust]);
  return (
    <Tag className={className ? `markup ${className}` : "markup"} lang={lang}>
      {children}
    </Tag>
  );
}
