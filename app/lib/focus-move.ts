// Moving keyboard focus after a change of the page (issue 12 §5): an added item, an opened
// form, a closed one or a deleted item must not leave focus on <body>, where a keyboard or
// screen-reader user would have to start over from the top. The target usually appears a
// moment later (after the router's revalidation), so it is looked for on the next frames.

const WAIT_FRAMES = 120;

/**
 * Focuses the first element matching `selector` once it is on the page (up to ~2 s). An
 * element that is not focusable by itself (a list item, a panel) needs tabindex="-1".
 */
export function focusWhenShown(selector: string): void {
  let frames = 0;
  const attempt = () => {
    const element = document.querySelector<HTMLElement>(selector);
    if (element) {
      element.focus({ preventScroll: true });
      element.scrollIntoView({ block: "nearest" });
      return;
    }
    if (++frames < WAIT_FRAMES) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}

/**
 * After a delete: once `gone` has left the page (the item and its button, removed by the
 * revalidation that follows), focuses `selector`. If the item stays (the delete failed),
 * focus stays on its button.
 */
export function focusWhenGone(gone: Element, selector: string): void {
  let frames = 0;
  const attempt = () => {
    if (!gone.isConnected) focusWhenShown(selector);
    else if (++frames < WAIT_FRAMES) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}

/** Where a song-page form is opened from: its "Dodaj …" link, found again after a cancel. */
export const openerSelector = (tab: string) => `[data-opens="${tab}"]`;

/** The song page's tab panel: focus lands on it after an item of a tab is deleted. */
export const TAB_PANEL_ID = "zakladka";
/** The lyrics in selection mode (lyrics-view.tsx): the first line that can be selected. */
export const FIRST_LINE_TO_SELECT = "#lyrics-lines input";
/** An opened contribution form's first field (comment, translation, cover…), not a toolbar button. */
export const FIRST_FORM_FIELD = ".contribution-form :is(input:not([type=hidden]), textarea, select)";
