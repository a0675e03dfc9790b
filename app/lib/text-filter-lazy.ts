// The text filter's word lists are ~5 KB gzipped, and in the browser only a search and an
// open comment preview need them: they load on first use instead of with every page (the
// song page's JavaScript budget, docs/product.md). The server imports ./text-filter directly.
import { useEffect, useState } from "react";

type TextFilter = typeof import("@core/text/text-filter");

let loaded: TextFilter | undefined;

export async function loadTextFilter(): Promise<TextFilter> {
  loaded ??= await import("@core/text/text-filter");
  return loaded;
}

/** The filter once `needed` has been true (undefined until it has loaded). */
export function useTextFilter(needed: boolean): TextFilter | undefined {
  const [filter, setFilter] = useState(loaded);
  useEffect(() => {
    if (!needed || filter) return;
    let current = true;
    void loadTextFilter().then((module) => {
      if (current) setFilter(module);
    });
    return () => {
      current = false;
    };
  }, [needed, filter]);
  return filter;
}
