// Every text a user wrote (interpretations, comments, translations, quotes) is shown through
// this one component: React escapes it, line breaks are kept (CSS white-space: pre-line) and
// long words wrap. Comments' forum markup (a later issue) plugs in here, in one place.
import type { ElementType } from "react";

type Props = {
  text: string;
  /** the element around the text: a paragraph by default */
  as?: ElementType;
  className?: string;
  lang?: string;
};

export function UserText({ text, as: Tag = "p", className, lang }: Props) {
  return (
    <Tag className={className ? `user-text ${className}` : "user-text"} lang={lang}>
      {text}
    </Tag>
  );
}
