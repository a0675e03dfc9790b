import { describe, expect, it } from "vitest";
import { AsciiFastTextEncoder, restoreNativeTextEncoder } from "~/server/ascii-text-encoder.server";

// Importing the module installs the class globally (for React, see entry.server.tsx): undo
// it at once, as the entry does, so this file's other code runs with the runtime's encoder.
restoreNativeTextEncoder();

describe("AsciiFastTextEncoder", () => {
  const fast = new AsciiFastTextEncoder();
  const native = new TextEncoder();
  const cases = [
    "",
    "<div",
    ' class="lyric-line"',
    "</a></li>",
    "Zażółć gęślą jaźń",
    "Łódź — „cudzysłów”",
    "emoji 🎸 and surrogate halves \ud83c",
    "\u007f\u0080",
    "x".repeat(256),
    "x".repeat(257),
    `${"a".repeat(300)}ą`,
    "ą",
    "ł€𝄞",
    "lone low \udc00 then high \ud800",
    "\ud83c\udfb8\ud83c",
    "\u07ff\u0800\uffff\ufeff",
    `${"ż".repeat(256)}`,
  ];

  it("writes the same bytes as the runtime's encoder for every kind of character", () => {
    // Random short strings over ASCII, two- and three-byte letters, pairs and lone halves.
    const pool = ["a", "<", '"', "\u007f", "\u0080", "ó", "ł", "ߟ", "\u0800", "€", "\ufffd", "\uffff", "𝄞", "🎸", "\ud800", "\udfff"];
    let seed = 1;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let n = 0; n < 2000; n++) {
      let text = "";
      const length = Math.floor(random() * 40);
      for (let i = 0; i < length; i++) text += pool[Math.floor(random() * pool.length)];
      expect(Array.from(fast.encode(text))).toEqual(Array.from(native.encode(text)));
    }
  });

  it.each(cases)("writes the same bytes as the runtime's encoder for %j", (text) => {
    expect(Array.from(fast.encode(text))).toEqual(Array.from(native.encode(text)));
  });

  it("answers a Uint8Array of its own buffer, as the runtime's encoder does", () => {
    for (const [text, size] of [
      ["<p>", 3],
      ["<p>łódź</p>", 14],
    ] as const) {
      const bytes = fast.encode(text);
      expect(bytes).toBeInstanceOf(Uint8Array);
      expect(bytes.byteOffset).toBe(0);
      expect(bytes.buffer.byteLength).toBe(size);
    }
  });

  it("leaves the global encoder to the runtime once restored", () => {
    expect(globalThis.TextEncoder).not.toBe(AsciiFastTextEncoder);
    expect(new TextEncoder()).not.toBeInstanceOf(AsciiFastTextEncoder);
  });
});
