// The visitor's cookie choice (decisions 005 and 044), kept in the spec's browser flag
// localStorage.cookiesAccepted: "1" everything, "0" only what is strictly necessary, absent
// when nothing was chosen. Only "1" lets optional things run (the performance reports); the
// choice can be changed at any time from the footer, and the page follows without a reload.
import { COOKIES_ACCEPTED_KEY, COOKIES_ALL, COOKIES_NECESSARY } from "@core/site-info";

export type Consent = "all" | "necessary" | null;

const CHANGE_EVENT = "nadinterpretacje:consent";
const OPEN_EVENT = "nadinterpretacje:consent-open";

export function readConsent(): Consent {
  try {
    const value = window.localStorage.getItem(COOKIES_ACCEPTED_KEY);
    return value === COOKIES_ALL ? "all" : value === COOKIES_NECESSARY ? "necessary" : null;
  } catch {
    // Storage disabled: nothing was chosen that could be remembered.
    return null;
  }
}

/** The attribute the head script sets before the first paint (the CSS hides the banner under it). */
export function consentAttribute(consent: Consent): string | null {
  return consent === "all" ? "accepted" : consent === "necessary" ? "necessary" : null;
}

export function saveConsent(consent: "all" | "necessary"): void {
  try {
    window.localStorage.setItem(COOKIES_ACCEPTED_KEY, consent === "all" ? COOKIES_ALL : COOKIES_NECESSARY);
  } catch {
    // Storage disabled: the choice holds for this page view.
  }
  document.documentElement.setAttribute("data-cookies", consentAttribute(consent) ?? "");
  window.dispatchEvent(new CustomEvent<Consent>(CHANGE_EVENT, { detail: consent }));
}

/** Calls `listener` with every later choice (this tab); answers the unsubscribe. */
export function onConsentChange(listener: (consent: Consent) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<Consent>).detail);
  window.addEventListener(CHANGE_EVENT, handle);
  return () => window.removeEventListener(CHANGE_EVENT, handle);
}

/** Shows the banner again (the footer's 'Ustawienia ciasteczek'). */
export function reopenConsent(): void {
  document.documentElement.removeAttribute("data-cookies");
  window.dispatchEvent(new Event(OPEN_EVENT));
}

export function onConsentOpen(listener: () => void): () => void {
  window.addEventListener(OPEN_EVENT, listener);
  return () => window.removeEventListener(OPEN_EVENT, listener);
}
