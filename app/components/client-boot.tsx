import { useEffect } from "react";
import { browserOnly } from "~/lib/browser-only";
import { loadChunk } from "~/lib/chunk-load";
import { onConsentChange, readConsent } from "~/lib/consent";

/**
 * Runs once the page is live, on every page including error pages (it sits in the
 * Layout): marks <html> as hydrated, then — only with the visitor's consent to everything
 * (decision 044), given before or during this page view — loads the performance reporter.
 */
export function ClientBoot() {
  useEffect(() => {
    // Lets styles and end-to-end tests tell a live page from server HTML still hydrating.
    document.documentElement.dataset.hydrated = "true";
    // Deferred: performance reporting must never compete with the page for the network.
    const start = () =>
      loadChunk("web-vitals", () => (import.meta.env.SSR ? browserOnly("web-vitals") : import("~/lib/vitals-client")))
        .then((module) => module.startVitals())
        .catch((error: Error) => console.warn(error.message));
    if (readConsent() === "all") {
      void start();
      return;
    }
    return onConsentChange((consent) => {
      if (consent === "all") void start();
    });
  }, []);
  return null;
}
