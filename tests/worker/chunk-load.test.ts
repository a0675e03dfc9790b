import { describe, expect, it } from "vitest";
import { ChunkLoadError, chunkIdFromUrl, describeChunkFailure, loadChunk } from "~/lib/chunk-load";

describe("chunk load failures (product §8)", () => {
  it("reads the browsers' dynamic-import failures as missing chunks", () => {
    const chromium = new TypeError("Failed to fetch dynamically imported module: https://x.pl/assets/home-Bx12.js");
    expect(describeChunkFailure(chromium)).toEqual({ id: "home-Bx12", kind: "missing", url: "https://x.pl/assets/home-Bx12.js" });
    const firefox = new TypeError("error loading dynamically imported module: https://x.pl/assets/faq-9z.js");
    expect(describeChunkFailure(firefox)?.id).toBe("faq-9z");
    expect(describeChunkFailure(new Error("Coś innego"))).toBeNull();
    expect(chunkIdFromUrl("/assets/vitals-client-C23n.js?v=1")).toBe("vitals-client-C23n");
  });

  it("words the message as the spec does, with the kind and the address", async () => {
    const failing = loadChunk("vitals", () => Promise.reject(new TypeError("Failed to fetch dynamically imported module: /assets/vitals-1.js")));
    await expect(failing).rejects.toThrow("Loading chunk vitals failed.\n(missing: /assets/vitals-1.js)");
    const slow = loadChunk("slow", () => new Promise(() => {}), 10);
    await expect(slow).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(loadChunk("slow", () => new Promise(() => {}), 10)).rejects.toThrow("Loading chunk slow failed.\n(timeout: slow)");
    await expect(loadChunk("ok", async () => 42)).resolves.toBe(42);
  });
});
