import { useEffect, useState, type AnchorHTMLAttributes } from "react";
import { PrefetchPageLinks, useNavigate } from "react-router";

/**
 * `prefetch="intent"`: like <Link>'s, the page's data and code load while a pointer rests on
 * the link or it has the focus (ListLinkPrefetch below). Such a link is also marked for React
 * Router's route discovery (data-discover), as a <Link> is, so its route is known before the click.
 */
type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  to: string;
  prefetch?: "intent";
  /** As <Link preventScrollReset>: the page keeps its scroll position (a song's tabs). */
  preventScrollReset?: boolean;
};

/**
 * A link for long lists (hundreds of artists, song tiles, footer): a plain anchor, because
 * React Router's <Link> runs about ten hooks per instance and on a 500-artist page that is
 * a quarter of the server's render time. Clicks still navigate client-side through the one
 * delegated handler below (and, with `prefetch="intent"`, prefetched by the one below that); use
 * <Link> where navigation state or relative paths matter.
 */
export function ListLink({ to, prefetch, preventScrollReset, ...rest }: Props) {
  // Attributes in <Link>'s order (its props, then href), so the markup stays the same.
  const intent = prefetch === "intent";
  return (
    <a
      {...rest}
      href={to}
      data-list-link=""
      data-keep-scroll={preventScrollReset ? "" : undefined}
      data-prefetch={intent ? "intent" : undefined}
      data-discover={intent ? "true" : undefined}
    />
  );
}

/**
 * Installed once in the root: a plain left click on a ListLink to a page of this site
 * becomes a React Router navigation, as a <Link> click would. Anything else (modifier keys,
 * other buttons, targets, downloads, /api/, other origins) is left to the browser.
 */
export function useListLinkNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const anchor = event.target instanceof Element ? event.target.closest("a[data-list-link]") : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return;
      if (anchor.hasAttribute("data-reload")) return;
      const url = new URL(anchor.href);
      if (url.origin !== window.location.origin || url.pathname.startsWith("/api/")) return;
      event.preventDefault();
      const to = url.pathname + url.search + url.hash;
      const here = window.location.pathname + window.location.search + window.location.hash;
      // Like <Link>: a click on the current address replaces the history entry.
      navigate(to, { replace: to === here, preventScrollReset: anchor.hasAttribute("data-keep-scroll") });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}

/** How long a pointer or the focus rests on a link before its page is fetched (<Link>'s too). */
const INTENT_DELAY_MS = 100;

/**
 * Installed once in the root: the page a `prefetch="intent"` ListLink leads to, fetched as
 * <Link prefetch="intent"> fetches it (<PrefetchPageLinks>), from one delegated listener
 * instead of state and effects in every link.
 */
export function ListLinkPrefetch() {
  const [page, setPage] = useState<string | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const target = (event: Event) => (event.target instanceof Element ? event.target.closest("a[data-prefetch=intent]") : null);
    const enter = (event: Event) => {
      const anchor = target(event);
      if (!(anchor instanceof HTMLAnchorElement) || anchor.origin !== window.location.origin) return;
      clearTimeout(timer);
      timer = setTimeout(() => setPage(anchor.pathname + anchor.search), INTENT_DELAY_MS);
    };
    const leave = (event: Event) => {
      if (!target(event)) return;
      clearTimeout(timer);
      setPage(null);
    };
    const events: [string, (event: Event) => void][] = [
      ["mouseover", enter],
      ["focusin", enter],
      ["mouseout", leave],
      ["focusout", leave],
    ];
    for (const [name, listener] of events) document.addEventListener(name, listener);
    return () => {
      clearTimeout(timer);
      for (const [name, listener] of events) document.removeEventListener(name, listener);
    };
  }, []);
  return page === null ? null : <PrefetchPageLinks page={page} />;
}
