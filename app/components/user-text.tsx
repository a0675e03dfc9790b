// Every text a user wrote (interpretations, comments, translations, quotes) is shown through
// this one component: React escapes it, line breaks are kept (CSS white-space: pre-line) and
// long words wrap. Comments are in the forum markup (product §5.13, decision 028): given `markup`,
// the author's trust, the text is rendered by MarkupText instead, in the same place.
import { type ElementType, Suspense } from "react";
import type { MarkupTrust } from "@core/markup/tags";
import { lazyPart } from "~/lib/lazy-part";

// The markup's parser and renderer come in a chunk of their own: most pages show plain texts
// only (decision 052). A part that shows comments imports ./markup-text too and calls
// preloadMarkup(), so comments never show their raw markup while it loads.
const MarkupText = lazyPart("markup-text", () => import("./markup-text").then((m) => ({ default: m.MarkupText })));
export const preloadMarkup = MarkupText.preload;

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
  const Tag = as ?? "p";
  if (markup) {
    return (
      <Suspense
        fallback={
          <Tag className={classes} lang={lang}>
            {text}
          </Tag>
        }
      >
        <MarkupText text={text} trust={markup} as={as} className={classes} lang={lang} />
      </Suspense>
    );
  }
  return (
    <Tag className={classes} lang={lang}>
      {text}
    </Tag>
  );
}
