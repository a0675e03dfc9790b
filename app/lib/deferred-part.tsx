// A part of a page whose code waits for its first use (decision 052, issue 21 §5). The server
// renders it whole (app/lib/lazy-part.ts loads its module before the render). The browser
// hydrates the page around it and leaves its HTML alone, as static markup; the part's chunk
// loads only when the visitor reaches for it (a pointer, a tap or a key in it) or the page
// asks (`load()`). Then React renders the part for real into the same place and the static
// copy goes, before the browser paints, carrying over what the visitor did to it meanwhile:
// typed text, an opened <details>, the focus, and the click that asked for it. A visitor
// who never touches the part never downloads it.
// - Static, not a dehydrated <Suspense> boundary: React would throw such a boundary's HTML
//   away (and show nothing) at the first change of any context above it, a navigation say.
// - Mounted in the browser (a client-side navigation), the part loads and renders at once.
import { createElement, Fragment, lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from "react";
import { createPortal } from "react-dom";
import { chunkFailureMessage, describeChunkFailure } from "./chunk-load";
import { loadBeforeServerRender, settled } from "./lazy-part";

type Module<P> = { default: ComponentType<P> };
type SwapHelpers = typeof import("./static-swap");

// What the swap needs comes with the first part loaded, not with the page.
let helpers: SwapHelpers | undefined;

export type DeferredPart<P> = ComponentType<P> & {
  /** Loads and renders the part; settles once it is live (its effects have run). */
  load: () => Promise<void>;
};

// React leaves a node's children alone while its inner HTML is this same string.
const STATIC = { __html: "" };
// Events that ask for the part; a click, and a form's submit without one, is also held.
const INTENT_EVENTS = ["pointerdown", "focusin", "keydown", "click", "submit"] as const;

export function deferredPart<P extends object>(name: string, importer: () => Promise<Module<P>>): DeferredPart<P> {
  let module: Module<P> | undefined;
  let loading: Promise<Module<P>> | undefined;
  const loadModule = (): Promise<Module<P>> => {
    if (module) return Promise.resolve(module);
    // Server: each request imports for itself (a promise another request settles must not be
    // awaited in workerd, app/lib/lazy-part.ts); the module is cached once there.
    if (import.meta.env.SSR) return importer().then((loaded) => (module = loaded));
    loading ??= Promise.all([importer(), import("./static-swap")]).then(([loaded, swap]) => {
      module = loaded;
      helpers ??= swap;
      return loaded;
    });
    return loading;
  };
  loadBeforeServerRender(loadModule);

  // Asked for once, a part is live wherever it is on the page from then on.
  let requested = false;
  const askers = new Set<() => void>();
  const request = () => {
    if (requested) return;
    requested = true;
    for (const ask of askers) ask();
  };
  let isLive = false;
  const waiters = new Set<() => void>();
  const onLive = () => {
    isLive = true;
    for (const waiter of waiters) waiter();
    waiters.clear();
  };
  const load = () => {
    request();
    return isLive ? Promise.resolve() : new Promise<void>((resolve) => waiters.add(resolve));
  };

  // The part with its swap, or, when its chunk cannot be loaded (offline, a new deploy), the
  // spec's chunk message (product §8) under the static copy, which stays; the held clicks are
  // dropped, and the next use tries again with a new lazy.
  type Inner = { props: P; swapped: () => (Element | null)[] };
  function Loaded({ props, swapped }: Inner) {
    return createElement(Fragment, null, module && createElement(module.default, props), helpers && createElement(helpers.Swap, { swapped, onLive }));
  }
  let failure = "";
  function Failed() {
    return createElement("p", { className: "chunk-error", role: "alert" }, failure);
  }
  const attempt = () =>
    lazy<ComponentType<Inner>>(() =>
      module
        ? settled({ default: Loaded })
        : loadModule().then(
            () => ({ default: Loaded }),
            (error: unknown) => {
              const chunk = describeChunkFailure(error);
              failure = `${chunk ? chunkFailureMessage(chunk) : String(error)}\nNie udało się wczytać tej części strony — odśwież stronę.`;
              loading = undefined;
              requested = false;
              Lazy = attempt();
              for (const waiter of waiters) waiter();
              waiters.clear();
              return { default: Failed };
            },
          ),
    );
  let Lazy = attempt();

  function Part(props: P) {
    const region = useRef<HTMLDivElement>(null);
    const staticNodes = useRef<Element[]>([]);
    const held = useRef<Element[]>([]);
    // What React renders the part into: a node of our own inside the region (React refuses a
    // portal into a node whose inner HTML it was given).
    const host = useRef<HTMLDivElement | null>(null);
    if (!import.meta.env.SSR && !host.current) {
      host.current = document.createElement("div");
      host.current.className = "deferred-part";
    }
    // Each use that asks for the part is a try (a failed one leaves the static copy).
    const [tries, setTries] = useState(0);

    useLayoutEffect(() => {
      const element = region.current;
      if (!element) return;
      // (The host is there already when React runs this twice, in development.)
      staticNodes.current = Array.from(element.children).filter((node) => node !== host.current);
      const empty = staticNodes.current.length === 0;
      if (host.current) element.appendChild(host.current);
      const go = () => {
        held.current = [];
        setTries((n) => n + 1);
      };
      if (requested || empty) return go();
      askers.add(go);
      return () => void askers.delete(go);
    }, []);

    // Until the part has replaced the static copy: a use of the copy asks for the part, and a
    // click waits for it (React would drop it, or a link would leave the page).
    const stop = useRef(() => {});
    useEffect(() => {
      const listener = (event: Event) => {
        const target = event.target;
        if (!(target instanceof Element) || !staticNodes.current.some((node) => node.contains(target))) return;
        request();
        // A <details> opens by itself, at once (its state is carried over); the rest waits.
        if ((event.type !== "click" && event.type !== "submit") || target.closest("summary")) return;
        event.preventDefault();
        event.stopImmediatePropagation();
        held.current.push(event.type === "submit" ? ((event as SubmitEvent).submitter ?? target) : target);
      };
      for (const type of INTENT_EVENTS) window.addEventListener(type, listener, true);
      stop.current = () => {
        for (const type of INTENT_EVENTS) window.removeEventListener(type, listener, true);
      };
      return stop.current;
    }, []);

    // Stable (Swap runs it once): the part is in place, the static copy goes.
    const swapped = useRef(() => {
      if (!host.current || !helpers) return [];
      const { counterpart, keepVisitorState } = helpers;
      const fresh = Array.from(host.current.children);
      keepVisitorState(staticNodes.current, fresh);
      const clicks = held.current.splice(0).map((target) => counterpart(target, staticNodes.current, fresh));
      stop.current();
      for (const node of staticNodes.current) node.remove();
      staticNodes.current = [];
      return clicks;
    }).current;

    if (import.meta.env.SSR)
      return createElement("div", { className: "deferred-part", "data-deferred": name }, module ? createElement(module.default, props) : null);
    return createElement(
      Fragment,
      null,
      createElement("div", {
        ref: region,
        className: "deferred-part",
        "data-deferred": name,
        dangerouslySetInnerHTML: STATIC,
        suppressHydrationWarning: true,
      }),
      tries > 0 && host.current && createPortal(createElement(Suspense, { fallback: null }, createElement(Lazy, { props, swapped })), host.current),
    );
  }
  return Object.assign(Part, { load });
}
