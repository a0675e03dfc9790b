import { describe, expect, it } from "vitest";
import { inPage, pack, pageDataId, pageDataText, scriptSafeJson, unpack, type Packed } from "@core/pages/packed";

// Loader data sent as one JSON text (core/pages/packed.ts, decision 053 Update 3).
const data = { song: { song_id: 7, song_name: "Wlazł kotek na płotek", song_lyrics: ["Wlazł kotek", "na płotek"] }, votes: [1, 2], held: null };

describe("packed loader data", () => {
  it("sends only the JSON text: the value rides in a property no encoder lists", () => {
    const packed = pack(data);
    expect(Object.keys(packed)).toEqual(["json"]);
    expect(JSON.parse(packed.json)).toEqual(data);
    // What React Router's encoder and JSON.stringify would send of it.
    expect(JSON.parse(JSON.stringify(packed))).toEqual({ json: packed.json });
  });

  it("gives the server's render the value itself, without parsing", () => {
    const packed = pack(data);
    expect(unpack(packed)).toBe(data);
  });

  it("parses what arrived in the browser once per object, equal to what the server rendered", () => {
    const arrived = { json: pack(data).json } as Packed<typeof data>;
    const first = unpack(arrived);
    expect(first).toEqual(data);
    expect(unpack(arrived)).toBe(first);
    // Data revalidated after a form is a new object, parsed anew.
    const again = { json: pack({ ...data, votes: [3] }).json } as Packed<typeof data>;
    expect(unpack(again).votes).toEqual([3]);
  });
});

describe("packed loader data in the page (a document's data block)", () => {
  it("sends a reference in place of the text; the server's render keeps the value and the text", () => {
    const packed = inPage(pack(data), "dane-testu");
    expect(Object.keys(packed)).toEqual(["json"]);
    expect(JSON.parse(JSON.stringify(packed))).toEqual({ json: "#dane-testu" });
    expect(pageDataId(packed)).toBe("dane-testu");
    expect(pageDataId(pack(data))).toBeNull();
    expect(unpack(packed)).toBe(data);
    expect(JSON.parse(pageDataText(packed, "dane-testu"))).toEqual(data);
  });

  it("writes JSON no '<' can leave the element by, and reads back the same text", () => {
    const hostile = { text: "</script><script>alert(1)</script><!-- a <b>" };
    const safe = scriptSafeJson(JSON.stringify(hostile));
    expect(safe).not.toContain("<");
    expect(JSON.parse(safe)).toEqual(hostile);
  });

  it("in the browser, parses the element's text once per object", () => {
    const text = scriptSafeJson(JSON.stringify(data));
    let reads = 0;
    const page = {
      getElementById: (id: string) => {
        if (id !== "dane-testu") return null;
        reads++;
        return { textContent: text };
      },
    };
    const before = (globalThis as { document?: unknown }).document;
    (globalThis as { document?: unknown }).document = page;
    try {
      const arrived = { json: "#dane-testu" } as Packed<typeof data>;
      expect(unpack(arrived)).toEqual(data);
      expect(unpack(arrived)).toBe(unpack(arrived));
      expect(reads).toBe(1);
      expect(() => unpack({ json: "#brak" } as Packed<unknown>)).toThrow("Brak danych strony: #brak");
    } finally {
      (globalThis as { document?: unknown }).document = before;
    }
  });
});
