import { useEffect, useState } from "react";
import { Link } from "react-router";
import { COOKIES_ACCEPTED_KEY } from "@core/site-info";

/**
 * Runs in <head> before the body paints: a visitor who already accepted never sees the
 * banner flash while the page hydrates (the CSS hides it under this attribute).
 */
export const COOKIE_FLAG_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(COOKIES_ACCEPTED_KEY)}))document.documentElement.setAttribute("data-cookies","accepted")}catch(e){}`;

/**
 * The flag script as the <head> writes it. Inline, so it needs the request's CSP nonce
 * (decision 027). The browser hides a nonce from the DOM after parsing and the client
 * renders without one, hence no hydration warning for it.
 */
export function CookieFlagScript({ nonce }: { nonce: string | undefined }) {
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: COOKIE_FLAG_SCRIPT }} />;
}

function readAccepted(): boolean {
  try {
    return window.localStorage.getItem(COOKIES_ACCEPTED_KEY) !== null;
  } catch {
    return false;
  }
}

/** Fixed to the bottom of the viewport, so showing or hiding it never moves the page. */
export function CookieBanner() {
  const [accepted, setAccepted] = useState(false);
  useEffect(() => setAccepted(readAccepted()), []);
  if (accepted) return null;

  function accept() {
    try {
      window.localStorage.setItem(COOKIES_ACCEPTED_KEY, "1");
    } catch {
      // Storage disabled: the banner still hides for this page view.
    }
    document.documentElement.setAttribute("data-cookies", "accepted");
    setAccepted(true);
  }

  return (
    <div className="cookie-banner" role="region" aria-label="Informacja o ciasteczkach">
      <p>
        Używamy ciasteczek. Nie tych z czekoladą, niestety — tylko takich, dzięki którym strona pamięta, że jesteś zalogowany, i wie, ile reklam już
        zignorowałeś.
      </p>
      <div className="cookie-actions">
        <button type="button" onClick={accept}>
          Akceptuję
        </button>
        <Link className="button secondary" to="/prywatnosc">
          Czytaj więcej
        </Link>
      </div>
    </div>
  );
}
