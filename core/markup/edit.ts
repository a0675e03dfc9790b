// The editor's text operations, kept apart from the DOM so they can be tested as data.

/**
 * Characters as the server's limit counts them (zod's max on the stored text, see
 * contribution-schemas.ts): UTF-16 units, a line break is one. The server trims first, so it
 * never refuses what this count allows.
 */
export function countChars(text: string): number {
  let count = text.length;
  for (let i = text.indexOf("\r"); i >= 0; i = text.indexOf("\r", i + 1)) if (text.charCodeAt(i + 1) === 0x0a) count--;
  return count;
}

/** Replace [start, end) with `insert`, then select [selectionStart, selectionEnd). */
export type TextEdit = { start: number; end: number; insert: string; selectionStart: number; selectionEnd: number };

/**
 * Wraps the selection in [tag]…[/tag] and keeps the same text selected (the caret sits
 * between the tags when nothing was selected). When the selection is already wrapped in
 * exactly that tag, the tags are removed instead, so a second Ctrl+B undoes the first.
 */
export function wrapSelection(value: string, selectionStart: number, selectionEnd: number, tag: string): TextEdit {
  const start = Math.min(selectionStart, selectionEnd);
  const end = Math.max(selectionStart, selectionEnd);
  const open = `[${tag}]`;
  const close = `[/${tag}]`;
  const selected = value.slice(start, end);
  const outside = value.slice(start - open.length, start).toLowerCase() === open && value.slice(end, end + close.length).toLowerCase() === close;
  if (start >= open.length && outside) {
    return {
      start: start - open.length,
      end: end + close.length,
      insert: selected,
      selectionStart: start - open.length,
      selectionEnd: end - open.length,
    };
  }
  const lower = selected.toLowerCase();
  if (selected.length >= open.length + close.length && lower.startsWith(open) && lower.endsWith(close)) {
    const inner = selected.slice(open.length, selected.length - close.length);
    return { start, end, insert: inner, selectionStart: start, selectionEnd: start + inner.length };
  }
  return { start, end, insert: open + selected + close, selectionStart: start + open.length, selectionEnd: end + open.length };
}

/** The text after an edit. */
export const applyEdit = (value: string, edit: TextEdit) => value.slice(0, edit.start) + edit.insert + value.slice(edit.end);
