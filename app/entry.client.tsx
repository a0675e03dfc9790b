// React Router's default browser entry, except that hydration waits for the first paint:
// the server's HTML is complete and styled, and hydrating before painting it made phones
// show nothing until React had walked the whole page (decision 030).
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

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

// requestAnimationFrame runs just before the next paint; the timeout inside it, just after.
requestAnimationFrame(() => setTimeout(hydrate, 0));
