// React's streaming renderer turns every piece of markup it writes (a tag, an attribute, a
// text node: thousands per page) into bytes with its own `new TextEncoder()`. In workerd
// each encode() is a call into the runtime that allocates an external buffer, and those calls
// were one of the largest shares of a page's CPU time. Short ASCII strings, nearly all of
// them, are encoded here in JavaScript instead; anything longer or non-ASCII goes to the
// runtime's encoder. The bytes are identical either way (tested).
//
// React creates its encoder when its module is evaluated. Importing this module makes this
// class the global TextEncoder; app/entry.server.tsx imports it just before react-dom/server
// and calls restoreNativeTextEncoder() right after, so nothing else in the Worker sees it.

const NativeTextEncoder = globalThis.TextEncoder;
const SHORT = 256;

export class AsciiFastTextEncoder extends NativeTextEncoder {
  override encode(input = ""): Uint8Array<ArrayBuffer> {
    const length = input.length;
    if (length > SHORT) return super.encode(input);
    const bytes = new Uint8Array(length);
    for (let i = 0; i < length; i++) {
      const code = input.charCodeAt(i);
      if (code > 0x7f) return super.encode(input);
      bytes[i] = code;
    }
    return bytes;
  }
}

export function restoreNativeTextEncoder() {
  globalThis.TextEncoder = NativeTextEncoder;
}

globalThis.TextEncoder = AsciiFastTextEncoder;
