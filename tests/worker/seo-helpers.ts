// Shared by the search-engine tests (seo.test.ts, seo-sitemaps-feeds.test.ts): fetching a page
// or document that must answer, and a song with one interpretation to show up in heads and feeds.
import { expect } from "vitest";
import * as schema from "@db/schema";
import { get, makeSong, testDb } from "./helpers";

export async function fetchText(path: string, status = 200) {
  const response = await get(path);
  expect(response.status, path).toBe(status);
  return { response, body: await response.text() };
}

const LYRICS = ["Płynie Wisła, płynie", "po polskiej krainie", "zobaczyła Kraków"];

export async function annotatedSong(artist: string, title: string, text: string) {
  const made = await makeSong({ artist, title, lyrics: LYRICS });
  const [annotation] = await testDb()
    .insert(schema.annotations)
    .values({ songId: made.song.id, userId: null, text, points: 3, lines: [0] })
    .returning();
  return { ...made, annotation };
}
