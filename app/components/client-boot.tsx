import { useEffect } from "react";
import { loadChunk } from "~/lib/chunk-load";

/**
 * Runs once the page is live, on every page including error pages (it sits in the
 * Layout): marks <html> as hydrated, then loads the performance reporter deferred.
 */
export function ClientBoot() {
  useEffect(() => {
    // Lets styles and end-to-end tests tell a live page from server HTML still hydrating.
    document.documentElement.dataset.hydrated = "true";
    // Deferred: performance reporting must never compete with the page for the network.
    loadChunk("web-vitals", () => import("~/lib/vitals-client"))
      .then((module) => module.startVitals())
      .catch((error: Error) => console.warn(error.message));
  }, []);
  return null;
}
