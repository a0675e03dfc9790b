// The site's stylesheet travels inside every page's <head> (decision 030) rather than as
// render-blocking <link>s: on a phone each stylesheet was a round trip before anything could
// paint. The CSS text is known only on the server (app/entry.server.tsx imports it and
// provides it here), so it is not shipped again in the JavaScript; in the browser the root
// renders the same text it finds in the page, which keeps hydration and later renders
// from touching the element.
import { createContext, useContext } from "react";

export const SITE_CSS_ID = "site-css";

export const SiteCssContext = createContext("");

let fromPage: string | undefined;

/** The CSS text: from the server's context while rendering there, from the page in the browser. */
export function useSiteCss(): string {
  const provided = useContext(SiteCssContext);
  if (provided || typeof document === "undefined") return provided;
  fromPage ??= document.getElementById(SITE_CSS_ID)?.innerHTML ?? "";
  return fromPage;
}
