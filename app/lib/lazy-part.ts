// Parts of a page in chunks of their own (decision 052): the page's scripts stay small, and a
// part's code is fetched when the part is first shown — during hydration when the address
// shows it (the server's HTML stays in place and works meanwhile), or on the click that opens
// it. The server renders every part whole, never a fallback: its modules are loaded before
// the first render (`preloadParts`, app/entry.server.tsx) and handed to React.lazy already
// resolved, so no page — not even the first after a cold start — streams a part late, which
// a browser without JavaScript could not show.
import { type ComponentType, lazy } from "react";

type Module<P> = { default: ComponentType<P> };

const serverLoads: (() => Promise<unknown>)[] = [];
let allLoaded: Promise<unknown> | undefined;

/**
 * React.lazy for a part the server renders too: `lazyPart(() => import("./part"))`, or with a
 * named export `lazyPart(() => import("./part").then((m) => ({ default: m.Part })))`. Render it
 * inside a <Suspense> so the rest of the page hydrates while its chunk loads.
 */
export function lazyPart<P>(importer: () => Promise<Module<P>>): ComponentType<P> & { preload: () => Promise<unknown> } {
  let loaded: Module<P> | undefined;
  const load = () =>
    importer().then((module) => {
      loaded = module;
      return module;
    });
  if (import.meta.env.SSR) serverLoads.push(load);
  // preload(): a module that imports the part's module statically calls it, so the part
  // renders at once, without a fallback, when that module's own part first shows.
  return Object.assign(
    lazy(() => (loaded ? settled(loaded) : load())),
    { preload: () => (loaded ? Promise.resolve(loaded) : load()) },
  );
}

/** A thenable that calls back at once: React.lazy then renders without suspending. */
function settled<T>(value: T): Promise<T> {
  // biome-ignore lint/suspicious/noThenProperty: a synchronous thenable is the point here.
  return { then: (resolve: (value: T) => void) => resolve(value) } as Promise<T>;
}

/** Server: loads every part once, before the first render (later calls wait for the same). */
export function preloadParts(): Promise<unknown> {
  allLoaded ??= Promise.all(serverLoads.map((load) => load()));
  return allLoaded;
}
