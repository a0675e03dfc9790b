// Issue 10, the matched video: with YOUTUBE_API_KEY a saved song gets the best match through
// the outbound seam; without it nothing is looked up.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import * as schema from "@db/schema";
import { afterEach, describe, expect, it } from "vitest";
import { resetConfigForTests } from "@worker/platform/config";
import { setOutboundFetch } from "@worker/platform/outbound";
import { findBestVideo, matchSongVideo } from "@worker/services/video-match";
import { makeAccount, postJson, sessionCookieFor } from "./account-helpers";
import { makeSong, testDb } from "./helpers";

const bindings = env as unknown as Record<string, string | undefined>;
const songRow = (id: number) => testDb().query.songs.findFirst({ where: (s, { eq }) => eq(s.id, id) });

function fakeSearch(answer: unknown, status = 200) {
  const seen: URL[] = [];
  const restore = setOutboundFetch(async (input) => {
    seen.push(new URL(String(input)));
    return Response.json(answer, { status });
  });
  return { seen, restore };
}

const MATCH = { items: [{ id: { videoId: "dQw4w9WgXcQ" }, snippet: { title: "Wykonawca – Tytuł (oficjalny)", thumbnails: {} } }] };

afterEach(() => {
  delete bindings.YOUTUBE_API_KEY;
  resetConfigForTests();
});

describe("matching a song's video", () => {
  it("looks nothing up without a key", async () => {
    const fake = fakeSearch(MATCH);
    expect(await findBestVideo("Kult Arahja")).toBeNull();
    expect(fake.seen).toEqual([]);
    fake.restore();
  });

  it("asks the video site's search with the key and attaches the best match to a song without a video", async () => {
    bindings.YOUTUBE_API_KEY = "klucz-testowy";
    resetConfigForTests();
    const fake = fakeSearch(MATCH);
    const { song } = await makeSong({ artist: "Kult", title: "Arahja" });
    expect(await matchSongVideo(song.id, "Kult", "Arahja")).toBe(true);
    expect(fake.seen[0].searchParams.get("q")).toBe("Kult Arahja");
    expect(fake.seen[0].searchParams.get("key")).toBe("klucz-testowy");
    expect(await songRow(song.id)).toMatchObject({ youtubeId: "dQw4w9WgXcQ", youtubeTitle: "Wykonawca – Tytuł (oficjalny)" });
    // A song that already has a video keeps it.
    const other = await makeSong();
    await testDb().update(schema.songs).set({ youtubeId: "AAAAAAAAAAA" }).where(eq(schema.songs.id, other.song.id));
    expect(await matchSongVideo(other.song.id, "x", "y")).toBe(false);
    expect((await songRow(other.song.id))?.youtubeId).toBe("AAAAAAAAAAA");
    fake.restore();
  });

  it("gives up quietly on an error, a bad answer or no match", async () => {
    bindings.YOUTUBE_API_KEY = "klucz-testowy";
    resetConfigForTests();
    for (const [answer, status] of [
      [{ error: "quota" }, 403],
      [{ items: [{ id: { videoId: "<script>" } }] }, 200],
      [{ items: [] }, 200],
    ] as const) {
      const fake = fakeSearch(answer, status);
      expect(await findBestVideo("cokolwiek")).toBeNull();
      fake.restore();
    }
  });

  it("runs after a song is saved, when the key is configured", async () => {
    bindings.YOUTUBE_API_KEY = "klucz-testowy";
    resetConfigForTests();
    const fake = fakeSearch(MATCH);
    const cookie = await sessionCookieFor((await makeAccount()).user.id);
    const response = await postJson("/api/saveSong", { artist: `Zespół ${Date.now()}`, title: "Nowość", lyrics: "la la" }, { Cookie: cookie });
    const { songURL } = await response.json<{ songURL: string }>();
    let row = await testDb().query.songs.findFirst({ where: (s, { eq }) => eq(s.urlname, songURL) });
    for (let i = 0; i < 50 && !row?.youtubeId; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      row = await testDb().query.songs.findFirst({ where: (s, { eq }) => eq(s.urlname, songURL) });
    }
    expect(row?.youtubeId).toBe("dQw4w9WgXcQ");
    fake.restore();
  });
});
