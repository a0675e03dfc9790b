import { useEffect, useRef, useState } from "react";
import { ListLink } from "~/components/list-link";
import { COOKIES_ACCEPTED_KEY, COOKIES_ALL, COOKIES_NECESSARY } from "@core/site-info";
import { onConsentOpen, readConsent, reopenConsent, saveConsent } from "~/lib/consent";

/**
 * Runs in <head> before the body paints: a visitor who already chose never sees the banner
 * flash while the page hydrates (the CSS hides it under this attribute).
 */
export const COOKIE_FLAG_SCRIPT = `try{var c=localStorage.getItem(${JSON.stringify(COOKIES_ACCEPTED_KEY)});if(c===${JSON.stringify(COOKIES_ALL)})document.documentElement.setAttribute("data-cookies","accepted");else if(c===${JSON.stringify(COOKIES_NECESSARY)})document.documentElement.setAttribute("data-cookies","necessary")}catch(e){}`;

/**
 * The flag script as the <head> writes it. Inline, so it needs the request's CSP nonce
 * (decision 027). The browser hides a nonce from the DOM after parsing and the client
 * renders without one, hence no hydration warning for it.
 */
export function CookieFlagScript({ nonce }: { nonce: string | undefined }) {
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: COOKIE_FLAG_SCRIPT }} />;
}

/**
 * Fixed to the bottom of the viewport, so showing or hiding it never moves the page. Two equal
 * choices (decision 044): only what is strictly necessary, or everything (the anonymous
 * performance reports too); the footer brings it back to change the choice.
 */
export function CookieBanner() {
  const [open, setOpen] = useState(true);
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => setOpen(readConsent() === null), []);
  useEffect(
    () =>
      onConsentOpen(() => {
        setOpen(true);
        // Focus moves to the reopened banner, so keyboard users land on its choices.
        requestAnimationFrame(() => region.current?.querySelector("button")?.focus());
      }),
    [],
  );
  if (!open) return null;

  const choose = (consent: "all" | "necessary") => {
    saveConsent(consent);
    setOpen(false);
  };

  return (
    <div className="cookie-banner" role="region" aria-label="Informacja o ciasteczkach" ref={region}>
      <p>
        Używamy ciasteczek. Nie tych z czekoladą, niestety — tylko niezbędnych: dzięki nim strona pamięta, że jesteś zalogowany, i na co już
        głosowałeś. Za Twoją zgodą mierzymy też anonimowo, jak szybko działają strony.
      </p>
      <div className="cookie-actions">
        <button type="button" className="secondary" onClick={() => choose("necessary")}>
          Tylko niezbędne
        </button>
        <button type="button" onClick={() => choose("all")}>
          Akceptuję wszystkie
        </button>
        <ListLink className="button secondary" to="/prywatnosc#ciasteczka">
          Czytaj więcej
        </ListLink>
      </div>
    </div>
  );
}

/**
 * The footer's way back to the choice: opens the banner again. (Without JavaScript there is
 * nothing to change: the banner stays and nothing optional runs.)
 */
export function CookieSettingsLink() {
  return (
    <button type="button" className="cookie-settings" onClick={reopenConsent}>
      Ustawienia ciasteczek
    </button>
  );
}
