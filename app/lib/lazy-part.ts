// Parts of a page in chunks of their own (decision 052): a page's scripts carry what every
// view of it shows, and a part shown only in some views (a tab, a selected line, a form, a
// sub-page, staff's controls) comes in its own chunk.
// - Server: every part renders whole, never as a fallback. Each part's module is loaded before
//   the first render (`preloadParts`, app/entry.server.tsx) and handed to React.lazy already
//   resolved, so no page streams a part late, which a browser without JavaScript could not show.
// - Browser, first load: each part the server rendered leaves a marker (<template data-part>);
//   app/entry.client.tsx loads those parts (`preloadShownParts`) before hydrating, so the page
//   hydrates whole, at once, as before the split.
// - Browser, later: a part first shown by a click or a navigation loads then (Suspense).
import { createElement, Fragment, type ComponentType, lazy } from "react";

type Module<P> = { default: ComponentType<P> };

/** Every part's loader by name, in the browser and on the server. */
const loaders = new Map<string, () => Promise<unknown>>();
const serverLoads: (() => Promise<unknown>)[] = [];
// How many of serverLoads are loaded: a module registered later (hot reload in development) is
// loaded by the next render too.
let loadedCount = 0;

/**
 * React.lazy for a part the server renders too: `importer` is a dynamic import of the part's
 * module (its default export, or `.then((m) => ({ default: m.Part }))` for a named one). Render
 * it inside a <Suspense>. `name` is unique: it names the part's marker.
 */
export function lazyPart<P extends object>(name: string, importer: () => Promise<Module<P>>): ComponentType<P> & { preload: () => Promise<unknown> } {
  let loaded: Module<P> | undefined;
  const load = () =>
    loaded
      ? Promise.resolve(loaded)
      : importer().then((module) => {
          loaded = module;
          return module;
        });
  loaders.set(name, load);
  loadBeforeServerRender(load);
  const Lazy = lazy(() => (loaded ? settled(loaded) : load()));
  function Part(props: P) {
    return createElement(Fragment, null, createElement("template", { "data-part": name }), createElement(Lazy, props));
  }
  // preload(): for a module that imports the part's module itself and wants it ready at once.
  return Object.assign(Part, { preload: load });
}

/** Server: a module `preloadParts` loads before the first render (deferred parts' too). */
export function loadBeforeServerRender(load: () => Promise<unknown>): void {
  if (import.meta.env.SSR) serverLoads.push(load);
}

/** A thenable that calls back at once: React.lazy then renders without suspending. */
export function settled<T>(value: T): Promise<T> {
  // biome-ignore lint/suspicious/noThenProperty: a synchronous thenable is the point here.
  return { then: (resolve: (value: T) => void) => resolve(value) } as Promise<T>;
}

/**
 * Server: every part loaded before the render, including the parts of parts, which register
 * as their modules load. Once all are loaded this settles at once. Each request waits for its
 * own loads: a promise another request would settle must not be awaited (in workerd the
 * waiter would go on in that other request's context; worker/services/shared-work.ts).
 */
export async function preloadParts(): Promise<void> {
  if (loadedCount === serverLoads.length) return;
  for (let done = loadedCount; done < serverLoads.length; ) {
    const batch = serverLoads.slice(done);
    done = serverLoads.length;
    await Promise.all(batch.map((load) => load()));
  }
  loadedCount = serverLoads.length;
}

/**
 * Browser, before hydrating: loads the parts whose markers the server's HTML holds. A part
 * inside a part registers when its parent's module has loaded, so this repeats until every
 * marked part is loaded or none of the rest is known. A chunk that fails leaves its part to
 * load (and report) when React renders it.
 */
export async function preloadShownParts(root: ParentNode = document): Promise<void> {
  let pending = [...new Set(Array.from(root.querySelectorAll<HTMLTemplateElement>("template[data-part]"), (marker) => marker.dataset.part ?? ""))];
  while (pending.length > 0) {
    const known = pending.filter((name) => loaders.has(name));
    if (known.length === 0) return;
    await Promise.all(
      known.map((name) =>
        loaders
          .get(name)?.()
          .catch(() => undefined),
      ),
    );
    pending = pending.filter((name) => !known.includes(name));
  }
}
