// Every text a user wrote (interpretations, comments, translations, quotes) is shown through
// this one component: React escapes it, line breaks are kept (CSS white-space: pre-line) and
// long words wrap. Comments are in the forum markup (product §5.13, decision 028): given `markup`,
// the author's trust, the text is rendered by MarkupText instead, in the same place.
import type { ElementType } from "react";
import type { MarkupTrust } from "@core/markup/tags";
import { MarkupText } from "./markup-text";

type Props = {
  text: string;
  /** the element around the text: a paragraph by default (a div for markup, which has blocks) */
  as?: ElementType;
  className?: string;
  lang?: string;
  /** the text is forum markup written by an author of this trust level */
  markup?: MarkupTrust;
};

export function UserText({ text, as, className, lang, markup }: Props) {
  const classes = className ? `user-text ${className}` : "user-text";
  if (markup) return <MarkupText text={text} trust={markup} as={as} className={classes} lang={lang} />;
  const Tag = as ?? "p";
  return (
    <Tag className={classes} lang={lang}>
      {text}
    </Tag>
  );
}
