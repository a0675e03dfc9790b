// React's streaming renderer turns every piece of markup it writes (a tag, an attribute, a
// text node: thousands per page) into bytes with its own `new TextEncoder()`. In workerd
// each encode() is a call into the runtime that allocates an external buffer, and those calls
// were one of the largest shares of a page's CPU time. Short strings, nearly all of them,
// are encoded here in JavaScript instead (ASCII in one pass, anything else as UTF-8 in a
// second, decision 053); longer ones go to the runtime's encoder. The bytes are identical
// either way (tested).
//
// React creates its encoder when its module is evaluated. Importing this module makes this
// class the global TextEncoder; app/entry.server.tsx imports it just before react-dom/server
// and calls restoreNativeTextEncoder() right after, so nothing else in the Worker sees it.

const NativeTextEncoder = globalThis.TextEncoder;
const SHORT = 256;

// Most strings React encodes recur on every page and every request: attribute and tag
// names, class names, addresses, the words of the shell. Their bytes are kept per isolate
// (React only copies a chunk of this size into its own buffer, never changes or hands it
// on), up to a bound; at the bound the memory starts afresh.
const REMEMBERED = 64;
const REMEMBER_AT_MOST = 5000;
const remembered = new Map<string, Uint8Array<ArrayBuffer>>();

export class AsciiFastTextEncoder extends NativeTextEncoder {
  override encode(input = ""): Uint8Array<ArrayBuffer> {
    const length = input.length;
    if (length > SHORT) return super.encode(input);
    if (length <= REMEMBERED) {
      const known = remembered.get(input);
      if (known !== undefined) return known;
      if (remembered.size >= REMEMBER_AT_MOST) remembered.clear();
      const bytes = encodeShort(input);
      remembered.set(input, bytes);
      return bytes;
    }
    return encodeShort(input);
  }
}

function encodeShort(input: string): Uint8Array<ArrayBuffer> {
  const length = input.length;
  const bytes = new Uint8Array(length);
  for (let i = 0; i < length; i++) {
    const code = input.charCodeAt(i);
    // Polish text (ą, ł, „…”) is in most text nodes: those are encoded here too.
    if (code > 0x7f) return encodeUtf8(input, bytes, i);
    bytes[i] = code;
  }
  return bytes;
}

/**
 * UTF-8 of a short string whose first `from` characters (ASCII) are already in `ascii`,
 * byte for byte what TextEncoder writes: a lone surrogate becomes U+FFFD.
 */
function encodeUtf8(input: string, ascii: Uint8Array<ArrayBuffer>, from: number): Uint8Array<ArrayBuffer> {
  const length = input.length;
  // At most 3 bytes per UTF-16 unit (a surrogate pair's 4 bytes are 2 per unit).
  const bytes = new Uint8Array(from + (length - from) * 3);
  bytes.set(ascii.subarray(0, from));
  let at = from;
  for (let i = from; i < length; i++) {
    let code = input.charCodeAt(i);
    if (code < 0x80) {
      bytes[at++] = code;
    } else if (code < 0x800) {
      bytes[at++] = 0xc0 | (code >> 6);
      bytes[at++] = 0x80 | (code & 0x3f);
    } else {
      if (code >= 0xd800 && code <= 0xdfff) {
        const next = i + 1 < length ? input.charCodeAt(i + 1) : 0;
        if (code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
          code = 0x10000 + ((code - 0xd800) << 10) + (next - 0xdc00);
          i++;
          bytes[at++] = 0xf0 | (code >> 18);
          bytes[at++] = 0x80 | ((code >> 12) & 0x3f);
          bytes[at++] = 0x80 | ((code >> 6) & 0x3f);
          bytes[at++] = 0x80 | (code & 0x3f);
          continue;
        }
        code = 0xfffd;
      }
      bytes[at++] = 0xe0 | (code >> 12);
      bytes[at++] = 0x80 | ((code >> 6) & 0x3f);
      bytes[at++] = 0x80 | (code & 0x3f);
    }
  }
  // A copy of the right length: React keeps chunks, so each gets a buffer of its own size.
  return bytes.slice(0, at);
}

export function restoreNativeTextEncoder() {
  globalThis.TextEncoder = NativeTextEncoder;
}

globalThis.TextEncoder = AsciiFastTextEncoder;
