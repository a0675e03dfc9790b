import { useEffect, type AnchorHTMLAttributes } from "react";
import { useNavigate } from "react-router";

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string };

/**
 * A link for long lists (hundreds of artists, song tiles, footer): a plain anchor, because
 * React Router's <Link> runs about ten hooks per instance and on a 500-artist page that is
 * a quarter of the server's render time. Clicks still navigate client-side through the one
 * delegated handler below; use <Link> where prefetch or navigation state matters.
 */
export function ListLink({ to, ...rest }: Props) {
  // Attributes in <Link>'s order (its props, then href), so the markup stays the same.
  return <a {...rest} href={to} data-list-link="" />;
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
      navigate(to, { replace: to === here });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}
