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

/** A value sent as JSON text; `value` is never sent (see above), the type rides along. */
export type Packed<T> = { readonly json: string; readonly __packed?: T };

/** What a Packed holds (for a component's props). */
export type Unpacked<P> = P extends Packed<infer T> ? T : never;

export function pack<T>(value: T): Packed<T> {
  const packed = { json: JSON.stringify(value) };
  Object.defineProperty(packed, "value", { value, enumerable: false });
  return packed as Packed<T>;
}

const parsed = new WeakMap<object, unknown>();

export function unpack<T>(packed: Packed<T>): T {
  const own = (packed as { value?: T }).value;
  if (own !== undefined) return own;
  if (parsed.has(packed)) return parsed.get(packed) as T;
  const value = JSON.parse(packed.json) as T;
  parsed.set(packed, value);
  return value;
}
