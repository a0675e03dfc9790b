// React Router's default browser entry, except that hydration waits for the first paint:
// the server's HTML is complete and styled, and hydrating before painting it made phones
// show nothing until React had walked the whole page (decision 030).
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { preloadShownParts } from "~/lib/lazy-part";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The parts of the page in chunks of their own that the server's HTML shows load first
// (app/lib/lazy-part.ts, decision 052), so the page hydrates whole. Their requests start at
// once; hydration still waits for the first paint.
const partsReady = preloadShownParts();

// requestAnimationFrame runs just before the next paint; the timeout inside it, just after.
requestAnimationFrame(() => setTimeout(() => void partsReady.then(hydrate), 0));
