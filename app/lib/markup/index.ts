// The forum markup of product §5.13: one parser, two outputs (React elements, plain text), and the
// editor's text operations. Decision 028.
export { applyEdit, countChars, type TextEdit, wrapSelection } from "@core/markup/edit";
export { type MarkupNode, type MarkupSink, parseMarkup } from "@core/markup/parser";
export { markupToPlainText } from "@core/markup/plain-text";
export { LINK_REL, renderMarkup, VIDEO_HEIGHT, VIDEO_WIDTH } from "./render";
export { type MarkupTrust, mayAdvertise, mayLink } from "@core/markup/tags";
