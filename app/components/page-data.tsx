import { pageDataId, pageDataText, type Packed } from "@core/pages/packed";

/**
 * The text of packed loader data sent as a reference (core/pages/packed.ts, inPage): written
 * by the server once, as a JSON data block, which is not run and needs no nonce. In the
 * browser the same element is rendered from its own text, so hydration finds what it expects.
 * Data that came with its text (a client navigation) writes nothing. Place it after the content
 * it feeds: on a slow line the browser must read the block before what follows it.
 */
export function PageData({ packed }: { packed: Packed<unknown> | undefined }) {
  const id = packed ? pageDataId(packed) : null;
  if (!packed || id === null) return null;
  // JSON made script-safe by scriptSafeJson (tests/worker/packed.test.ts): no "<" is left in it.
  return <script type="application/json" id={id} dangerouslySetInnerHTML={{ __html: pageDataText(packed, id) }} />;
}
