// The forum markup of spec §5: one parser, two outputs (React elements, plain text), and the
// editor's text operations. Decision 028.
export { applyEdit, countChars, type TextEdit, wrapSelection } from "./edit";
export { type MarkupNode, type MarkupSink, parseMarkup } from "./parser";
export { markupToPlainText } from "./plain-text";
export { LINK_REL, renderMarkup, VIDEO_HEIGHT, VIDEO_WIDTH } from "./render";
export { type MarkupTrust, mayAdvertise, mayLink } from "./tags";
