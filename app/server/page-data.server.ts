// Packed loader data (core/pages/packed.ts) in a page's document goes as a reference to an
// element of the page that <PageData> writes; a client navigation's data carries the text.
import type { RouterContextProvider } from "react-router";
import { inPage, type Packed } from "@core/pages/packed";
import { pageDocumentRouterContext } from "@worker/page-context";

/** `id`: the page element's, fixed per use (the browser's render names the same element). */
export function forPage<T>(context: Readonly<RouterContextProvider>, packed: Packed<T>, id: string): Packed<T> {
  return context.get(pageDocumentRouterContext) ? inPage(packed, id) : packed;
}
