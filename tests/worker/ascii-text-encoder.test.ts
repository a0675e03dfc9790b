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
  ];

  it.each(cases)("writes the same bytes as the runtime's encoder for %j", (text) => {
    expect(Array.from(fast.encode(text))).toEqual(Array.from(native.encode(text)));
  });

  it("answers a Uint8Array of its own buffer, as the runtime's encoder does", () => {
    const bytes = fast.encode("<p>");
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(bytes.byteOffset).toBe(0);
    expect(bytes.buffer.byteLength).toBe(3);
  });

  it("leaves the global encoder to the runtime once restored", () => {
    expect(globalThis.TextEncoder).not.toBe(AsciiFastTextEncoder);
    expect(new TextEncoder()).not.toBeInstanceOf(AsciiFastTextEncoder);
  });
});
