import { describe, expect, it } from "vitest";
import * as schema from "@db/schema";
import { get, makeSong, testDb } from "./helpers";

// A page's packed loader data travels in the document once, as a JSON data block the browser
// reads (core/pages/packed.ts, <PageData>); a client navigation's data carries the text itself.

const HOSTILE = 'Wers </script><script>alert("x")</script> i <!-- komentarz --> oraz „cudzysłów” \u2028 koniec';

/** The content of each `<script type="application/json" id=…>` of a page, by id. */
function dataBlocks(html: string): Map<string, string> {
  const blocks = new Map<string, string>();
  for (const match of html.matchAll(/<script type="application\/json" id="([^"]+)">([\s\S]*?)<\/script>/g)) blocks.set(match[1], match[2]);
  return blocks;
}

/** React Router's stream scripts (what it enqueues for hydration). */
function streamScripts(html: string): string {
  return [...html.matchAll(/<script[^>]*>(window\.__reactRouterContext\.streamController[\s\S]*?)<\/script>/g)].map((m) => m[1]).join("\n");
}

async function songWithHostileInterpretation() {
  const made = await makeSong({ title: "Skrypt w wersie", lyrics: ["Pierwszy wers", "Drugi wers"] });
  await testDb()
    .insert(schema.annotations)
    .values({ songId: made.song.id, userId: null, text: HOSTILE, points: 3, lines: [1] });
  return made;
}

describe("packed page data in the document", () => {
  it("a song page carries its data once, in a data block that holds a hostile text whole", async () => {
    const { song } = await songWithHostileInterpretation();
    const response = await get(`/${song.urlname}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const blocks = dataBlocks(html);
    // The song's data and the footer's songs, each in its own block.
    expect([...blocks.keys()].sort()).toEqual(["dane-piosenki", "dane-stopki"]);
    const songBlock = blocks.get("dane-piosenki") ?? "";
    // Nothing in the block can end it or open a comment; parsed, the text is as written.
    expect(songBlock).not.toContain("<");
    const data = JSON.parse(songBlock) as { page: { song: { song_lyrics: string[] }; annotations: { annotation_text: string }[] } };
    expect(data.page.song.song_lyrics).toEqual(["Pierwszy wers", "Drugi wers"]);
    expect(data.page.annotations.map((a) => a.annotation_text)).toContain(HOSTILE);
    // React Router's stream sends a reference, not the text again.
    const stream = streamScripts(html);
    expect(stream).toContain("#dane-piosenki");
    expect(stream).not.toContain("Pierwszy wers");
    // The hostile text opened no element of its own.
    expect(html).not.toContain('<script>alert("x")');
  });

  it("a client navigation's data carries the text itself, no reference", async () => {
    const { song } = await songWithHostileInterpretation();
    const response = await get(`/${song.urlname}.data`);
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).toContain("Pierwszy wers");
    expect(body).not.toContain("#dane-piosenki");
  });

  it("the home page's data and the footer's songs come as data blocks too", async () => {
    await makeSong({ title: "Na stronie głównej" });
    const html = await (await get("/")).text();
    const blocks = dataBlocks(html);
    expect([...blocks.keys()].sort()).toEqual(["dane-stopki", "dane-strony"]);
    const home = JSON.parse(blocks.get("dane-strony") ?? "") as { newest: unknown[] };
    expect(Array.isArray(home.newest)).toBe(true);
    expect(streamScripts(html)).toContain("#dane-strony");
  });
});
