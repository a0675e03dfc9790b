import { useHydrated } from "~/lib/use-hydrated";
import { type KeyboardEvent, useDeferredValue, useId, useLayoutEffect, useRef, useState } from "react";
import { applyEdit, countChars, type TextEdit, wrapSelection } from "@core/markup/edit";
import type { MarkupTrust } from "@core/markup/tags";
import { useTextFilter } from "~/lib/text-filter-lazy";
import { MarkupText } from "./markup-text";

export type MarkupButton = {
  /** The markup tag the button wraps the selection in. */
  tag: string;
  /** What the button shows. */
  text: string;
  /** Its accessible name (Polish). */
  label: string;
  /** Ctrl/⌘ + this key does the same. */
  shortcut?: string;
};

/** Product §5.13: the default editor buttons are bold, italic and underline. */
export const DEFAULT_MARKUP_BUTTONS: readonly MarkupButton[] = [
  { tag: "b", text: "B", label: "Pogrubienie", shortcut: "b" },
  { tag: "i", text: "I", label: "Kursywa", shortcut: "i" },
  { tag: "u", text: "U", label: "Podkreślenie", shortcut: "u" },
];

type Props = {
  /** The form field's name: the textarea is what the form submits, with or without JavaScript. */
  name: string;
  /** A visible label; leave it out inside a form kit `Field`, which labels `id`. */
  label?: string;
  /** Characters allowed (counted as the server counts them, `countChars`). */
  limit: number;
  /** Also stop typing at the limit (the textarea's maxlength), without JavaScript too. */
  hardLimit?: boolean;
  /** The author's trust level: the preview renders as the stored text will be. */
  trust: MarkupTrust;
  /** Controlled use: the text and its change handler. Uncontrolled: `defaultValue`. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  id?: string;
  /** Ids of messages about the field (a `Field`'s hint and error); the count is added. */
  describedBy?: string;
  invalid?: boolean;
  /** Class of the textarea itself. */
  className?: string;
  rows?: number;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  buttons?: readonly MarkupButton[];
  /** "toggle" (default): a Podgląd button shows the preview; "live": always shown. */
  preview?: "toggle" | "live";
};

/**
 * The markup editor (product §5.13): a textarea with formatting buttons and keyboard shortcuts
 * that wrap the selection, a preview of the rendered text and a character count. The server
 * renders a plain working textarea; the buttons wake up after hydration.
 */
export function MarkupEditor(props: Props) {
  const {
    name,
    label,
    limit,
    hardLimit,
    trust,
    rows = 6,
    placeholder,
    required,
    disabled,
    buttons = DEFAULT_MARKUP_BUTTONS,
    preview = "toggle",
  } = props;
  const ownId = useId();
  const id = props.id ?? `markup-${ownId}`;
  const countId = `${id}-count`;
  const textarea = useRef<HTMLTextAreaElement>(null);
  const pendingSelection = useRef<[number, number] | null>(null);
  const [inner, setInner] = useState(props.defaultValue ?? "");
  const hydrated = useHydrated();
  const [previewOpen, setPreviewOpen] = useState(preview === "live");
  const value = props.value ?? inner;
  const previewText = useDeferredValue(value);
  const textFilter = useTextFilter(previewOpen);
  const count = countChars(value);
  const over = count > limit;

  // Re-select the wrapped text after React has rendered the new value.
  useLayoutEffect(() => {
    const selection = pendingSelection.current;
    if (!selection || !textarea.current) return;
    pendingSelection.current = null;
    textarea.current.setSelectionRange(selection[0], selection[1]);
  });

  function change(next: string) {
    if (props.value === undefined) setInner(next);
    props.onChange?.(next);
  }

  function wrap(tag: string) {
    const element = textarea.current;
    if (!element || disabled) return;
    const edit = wrapSelection(element.value, element.selectionStart, element.selectionEnd, tag);
    applyToTextarea(element, edit);
    pendingSelection.current = [edit.selectionStart, edit.selectionEnd];
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const button = buttons.find((candidate) => candidate.shortcut === event.key.toLowerCase());
    if (!button) return;
    event.preventDefault();
    wrap(button.tag);
  }

  return (
    <div className="markup-editor">
      {label && (
        <label className="markup-editor-label" htmlFor={id}>
          {label}
        </label>
      )}
      <div className="markup-editor-toolbar" role="toolbar" aria-label="Formatowanie" aria-controls={id}>
        {buttons.map((button) => (
          <button
            key={button.tag}
            type="button"
            className={`markup-editor-button markup-editor-${button.tag}`}
            aria-label={button.shortcut ? `${button.label} (Ctrl+${button.shortcut.toUpperCase()})` : button.label}
            title={button.shortcut ? `${button.label} (Ctrl+${button.shortcut.toUpperCase()})` : button.label}
            disabled={!hydrated || disabled}
            onClick={() => wrap(button.tag)}
          >
            {button.text}
          </button>
        ))}
        {preview === "toggle" && (
          <button
            type="button"
            className="markup-editor-preview-toggle"
            aria-pressed={previewOpen}
            // Only while the preview exists: aria-controls must name an element on the page.
            aria-controls={previewOpen ? `${id}-preview` : undefined}
            disabled={!hydrated}
            onClick={() => setPreviewOpen((open) => !open)}
          >
            Podgląd
          </button>
        )}
      </div>
      <textarea
        ref={textarea}
        id={id}
        name={name}
        className={props.className}
        rows={rows}
        maxLength={hardLimit ? limit : undefined}
        value={value}
        placeholder={placeholder}
        required={required}
        disabled={disabled}
        aria-describedby={props.describedBy ? `${props.describedBy} ${countId}` : countId}
        aria-invalid={props.invalid || over || undefined}
        onChange={(event) => change(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <p id={countId} className={over ? "markup-editor-count over" : "markup-editor-count"}>
        {over ? `Za długi tekst: ${count} / ${limit} znaków` : `${count} / ${limit} znaków`}
      </p>
      {previewOpen && (
        <section id={`${id}-preview`} className="markup-editor-preview" aria-label="Podgląd">
          <p className="markup-editor-preview-title">Podgląd</p>
          {!previewText.trim() ? (
            <p className="muted">Nic tu jeszcze nie ma.</p>
          ) : textFilter ? (
            // Forbidden words are masked as the server will store them (contributions-write.ts).
            <MarkupText text={textFilter.maskProfanity(previewText)} trust={trust} />
          ) : (
            <p className="muted">Wczytuję podgląd…</p>
          )}
        </section>
      )}
    </div>
  );
}

/**
 * Applies an edit the way typing would, so the browser's undo (Ctrl+Z) can take it back and
 * React hears an ordinary input event. execCommand is the only API that records undo; where
 * it is missing or refuses, the value is set and an input event sent, without undo.
 */
function applyToTextarea(element: HTMLTextAreaElement, edit: TextEdit) {
  const expected = applyEdit(element.value, edit);
  element.focus();
  element.setSelectionRange(edit.start, edit.end);
  let done = false;
  try {
    done = edit.insert === "" ? document.execCommand("delete") : document.execCommand("insertText", false, edit.insert);
  } catch {
    done = false;
  }
  if (!done || element.value !== expected) {
    // The prototype's setter: React watches the element's own one and would swallow the event.
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set?.call(element, expected);
    element.dispatchEvent(new Event("input", { bubbles: true }));
  }
  element.setSelectionRange(edit.selectionStart, edit.selectionEnd);
}
