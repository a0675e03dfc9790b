import { describe, expect, it } from "vitest";
import { pack, unpack, type Packed } from "@core/pages/packed";

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
