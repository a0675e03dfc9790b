// The id of the request whose page failed (decision 050): the error page shows it, so a
// visitor can quote it and the admin finds the error under it on /panel/status and in the
// Worker's logs. Known only on the server (app/entry.server.tsx provides it); in the browser
// the error page hydrates with the id it finds in the page, as site-css.ts does with the CSS.
import { createContext, useContext } from "react";

export const REQUEST_ID_ELEMENT = "identyfikator-bledu";

export const RequestIdContext = createContext<string | null>(null);

/** The failed request's id: from the server's context, or from the server-rendered page. */
export function useFailedRequestId(): string | null {
  const provided = useContext(RequestIdContext);
  if (provided || typeof document === "undefined") return provided;
  // A failure during a client navigation has no server-rendered id: nothing is shown then.
  return document.getElementById(REQUEST_ID_ELEMENT)?.textContent || null;
}
