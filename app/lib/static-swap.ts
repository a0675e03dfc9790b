// Helpers of app/lib/deferred-part.tsx, loaded with the first deferred part (not with the page):
// when a part's static copy (the server's HTML, left as it was) gives way to the part React
// renders, what the visitor did to the copy carries over to the same place in the part. The
// two have the same markup, so places match by position.
import { useEffect, useLayoutEffect, useRef } from "react";

/**
 * Commits with the part (same boundary): before the paint, the static copy makes way for it;
 * after the part's own effects, the held clicks are given to their counterparts.
 */
export function Swap({ swapped, onLive }: { swapped: () => (Element | null)[]; onLive: () => void }) {
  const clicks = useRef<(Element | null)[]>([]);
  useLayoutEffect(() => {
    // push: React runs effects twice in development, and the second swap finds nothing left.
    clicks.current.push(...swapped());
  }, [swapped]);
  useEffect(() => {
    onLive();
    // A task later: the typed text handed over in the layout effect re-renders the part
    // first (React runs this effect before that render).
    const timer = setTimeout(() => {
      for (const target of clicks.current.splice(0)) {
        if (target instanceof HTMLFormElement) target.requestSubmit();
        else if (target instanceof HTMLElement) target.click();
      }
    }, 0);
    return () => clearTimeout(timer);
  }, [onLive]);
  return null;
}

/** The element at `node`'s place among `to`, `node` being inside (or one of) `from`. */
export function counterpart(node: Element, from: readonly Element[], to: readonly Element[]): Element | null {
  const path: number[] = [];
  let current = node;
  while (!from.includes(current)) {
    const parent = current.parentElement;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, current));
    current = parent;
  }
  let found: Element | undefined = to[from.indexOf(current)];
  for (const index of path) found = found?.children[index];
  return found ?? null;
}

/** Typed text, ticked boxes, opened <details> and the focus, from the copy to the part. */
export function keepVisitorState(from: readonly Element[], to: readonly Element[]): void {
  const focused = document.activeElement;
  for (const root of from) {
    for (const old of [root, ...root.querySelectorAll("input, textarea, details")]) {
      const now = counterpart(old, from, to);
      if (old instanceof HTMLDetailsElement && now instanceof HTMLDetailsElement) {
        // React hears the toggle event this fires.
        if (old.open !== now.open) now.open = old.open;
      } else if (old instanceof HTMLInputElement && (old.type === "checkbox" || old.type === "radio")) {
        if (now instanceof HTMLInputElement && now.checked !== old.checked) now.click();
      } else if ((old instanceof HTMLInputElement || old instanceof HTMLTextAreaElement) && old.value !== old.defaultValue) {
        if (now instanceof HTMLInputElement || now instanceof HTMLTextAreaElement) type(now, old.value);
      }
    }
  }
  if (focused && from.some((root) => root.contains(focused))) {
    const now = counterpart(focused, from, to);
    if (now instanceof HTMLElement) now.focus({ preventScroll: true });
  }
}

/**
 * Puts `value` into a field React controls, as typing would: React keeps its own record of a
 * field's value and reacts to an input event only when the field's value differs from it.
 */
function type(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  if (field.value === value) return;
  field.value = value === "" ? " " : "";
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}
