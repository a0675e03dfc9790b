// Loader data that travels as one JSON text (decision 053, Update 3). React Router encodes a
// page's loader data for the browser with its own encoder, value by value, in JavaScript: on a
// cache-miss song or home page that was an eighth of the Worker's CPU. The runtime's
// JSON.stringify writes the same data many times faster, and the browser parses it once.
//
// pack() keeps the value itself beside the text, in a property that is not enumerable: React
// Router's encoder (which lists own enumerable keys) leaves it out, and the server's render
// reads the value without parsing anything. In the browser only the text has arrived; unpack()
// parses it once per object. Only plain JSON goes in (no undefined in arrays, no Date, Map,
// promise): what the server renders and what the browser hydrates must be the same.
//
// In a page's document (not a client navigation's data) the text need not go through React
// Router's stream at all, where it was escaped three more times over (its encoder's JSON, the
// stream script's JSON, HTML): inPage() sends a reference ("#id") instead and <PageData> writes
// the text once, into a <script type="application/json" id> of the page, which unpack() reads
// in the browser (decision 053, Update 2026-11-29 latest).

/** A value sent as JSON text; `value` is never sent (see above), the type rides along. */
export type Packed<T> = { readonly json: string; readonly __packed?: T };

/** What a Packed holds (for a component's props). */
export type Unpacked<P> = P extends Packed<infer T> ? T : never;

/** A reference's text starts so; JSON text never does. */
const IN_PAGE = "#";

export function pack<T>(value: T): Packed<T> {
  const packed = { json: JSON.stringify(value) };
  Object.defineProperty(packed, "value", { value, enumerable: false });
  return packed as Packed<T>;
}

/**
 * On the server, for a document: the same value, sent as a reference to the page's element
 * `id` (the text rides along unsent, for <PageData> to write). Ids are fixed per use, so the
 * browser's render names the same element.
 */
export function inPage<T>(packed: Packed<T>, id: string): Packed<T> {
  const reference = { json: IN_PAGE + id };
  Object.defineProperty(reference, "value", { value: (packed as { value?: T }).value, enumerable: false });
  Object.defineProperty(reference, "text", { value: packed.json, enumerable: false });
  return reference as Packed<T>;
}

/** The page element a packed value's text is in, or null when the text came with it. */
export function pageDataId(packed: Packed<unknown>): string | null {
  return packed.json.startsWith(IN_PAGE) ? packed.json.slice(IN_PAGE.length) : null;
}

/**
 * The JSON text as a <script> element's content: no "<" can end the element or open a
 * comment (inside JSON a "<" is always in a string, where \u003c reads the same).
 */
export function scriptSafeJson(json: string): string {
  return json.replace(/</g, "\\u003c");
}

/** The text of a reference written by the server (inPage), or that of its element in the page. */
export function pageDataText(packed: Packed<unknown>, id: string): string {
  const text = (packed as { text?: string }).text;
  if (text !== undefined) return scriptSafeJson(text);
  const element = typeof document === "undefined" ? null : document.getElementById(id);
  if (!element) throw new Error(`Brak danych strony: #${id}`);
  return element.textContent ?? "";
}

const parsed = new WeakMap<object, unknown>();

export function unpack<T>(packed: Packed<T>): T {
  const own = (packed as { value?: T }).value;
  if (own !== undefined) return own;
  if (parsed.has(packed)) return parsed.get(packed) as T;
  const id = pageDataId(packed);
  const value = JSON.parse(id === null ? packed.json : pageDataText(packed, id)) as T;
  parsed.set(packed, value);
  return value;
}
