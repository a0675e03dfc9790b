import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "@db/schema";
import { get, makeSong, testDb } from "./helpers";
import { textOf, visibleHtml, visibleText } from "./html";

describe("GET /api/identify/{value}", () => {
  it("tells a song from an artist by url name", async () => {
    const { artist, song } = await makeSong();
    expect(await (await get(`/api/identify/${song.urlname}`)).json()).toEqual({ type: "song" });
    expect(await (await get(`/api/identify/${artist.urlname}`)).json()).toEqual({ type: "artist" });
  });

  it("answers unknown for anything else, never an error", async () => {
    for (const value of ["nie-ma-takiej-piosenki", "%F0%9F%8E%B5", "a".repeat(400), "'%20OR%201=1", "blog"]) {
      const response = await get(`/api/identify/${value}`);
      expect(response.status, value).toBe(200);
      expect(await response.json(), value).toEqual({ type: "unknown" });
    }
  });
});

describe("catch-all /{text}", () => {
  it("renders the song page for a song's url name", async () => {
    const { song } = await makeSong({ artist: "Kapela Identyfikacyjna", title: "Kim jestem" });
    const response = await get(`/${song.urlname}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>[\s\S]*Kapela Identyfikacyjna[\s\S]*Kim jestem[\s\S]*<\/h1>/);
  });

  it("renders the artist page for an artist's url name", async () => {
    const { artist } = await makeSong({ artist: "Zespół Tożsamości", title: "Jedyna piosenka" });
    const response = await get(`/${artist.urlname}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Zespół Tożsamości<\/h1>/);
    expect(html).toContain("Jedyna piosenka");
  });

  it("redirects unknown texts, and songs with an unknown second part, to /404", async () => {
    const { song, artist } = await makeSong();
    for (const path of [
      "/nie-ma-takiej-strony",
      `/${song.urlname}/nie-ma-takiej-zakladki`,
      `/${artist.urlname}/komentarze`,
      `/${song.urlname}/interpretacja-999999`,
    ]) {
      const response = await get(path, { redirect: "manual" });
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location"), path).toBe("/404");
    }
  });

  it("sends a url name typed in capitals to its canonical address", async () => {
    const { song } = await makeSong();
    const response = await get(`/${song.urlname.toUpperCase()}/komentarze?x=1`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(`/${song.urlname}/komentarze?x=1`);
  });

  it("does not shadow the site's own routes", async () => {
    const response = await get("/api/identify/blog");
    expect(await response.json()).toEqual({ type: "unknown" });
    const search = await get("/szukaj/cokolwiek");
    expect(search.status).toBe(200);
    expect(await search.text()).toContain("cokolwiek");
  });
});

describe("artist page", () => {
  it("lists every song alphabetically (Polish order), the 8 newest, and the sidebar", async () => {
    const { artist, song: first } = await makeSong({ artist: "Chór Alfabetyczny", title: "Łąka" });
    const titles = ["Zima", "Ćma", "Babcia", "Żaba", "Cisza", "Lato", "Łza", "Arbuz", "Źdźbło"];
    await testDb()
      .insert(schema.songs)
      .values(
        titles.map((name, i) => ({ artistId: artist.id, name, urlname: `alfabet-${artist.id}-${i}`, lyrics: ["la"], createdAt: 1_800_000_000 + i })),
      );
    // Another artist's newer song belongs to neither list.
    const { song: stranger } = await makeSong({ artist: "Obcy Wykonawca", title: "Najświeższa" });
    await testDb().update(schema.songs).set({ createdAt: 1_900_000_000 }).where(eq(schema.songs.id, stranger.id));
    const response = await get(`/${artist.urlname}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(textOf(html, "h1")).toBe("Chór Alfabetyczny");
    expect(visibleText(html)).toContain("10 piosenek w naszej bazie");
    const all = visibleHtml(html).slice(visibleHtml(html).indexOf("Wszystkie piosenki"), visibleHtml(html).indexOf("Nowe Piosenki"));
    expect(visibleText(`<body>${all}`)).toBe("Wszystkie piosenki Arbuz Babcia Cisza Ćma Lato Łąka Łza Zima Źdźbło Żaba");
    expect(all).toContain(`href="/${first.urlname}"`);
    const grid = textOf(html, "section", 'class="song-grid"');
    // Newest first, eight of them, names cut at 14 (none is that long here).
    expect(grid).toBe("Nowe Piosenki Źdźbło Arbuz Łza Lato Cisza Żaba Babcia Ćma");
    expect(visibleText(html)).toContain("Nowe Interpretacje");
    expect(html).toMatch(/<title>Chór Alfabetyczny – teksty piosenek \| Nadinterpretacje<\/title>/);
  });
});

describe("artist page of a giant catalogue", () => {
  it("pages the song links by 500, page 1 at the bare address", async () => {
    const { artist } = await makeSong({ artist: "Orkiestra Tysiąca Utworów", title: "Aaa na początek" });
    const rows = Array.from({ length: 520 }, (_, i) => ({
      artistId: artist.id,
      name: `Utwór ${String(i).padStart(3, "0")}`,
      urlname: `tysiac-${artist.id}-${i}`,
      lyrics: ["la"],
    }));
    for (let i = 0; i < rows.length; i += 20)
      await testDb()
        .insert(schema.songs)
        .values(rows.slice(i, i + 20));
    const first = await (await get(`/${artist.urlname}`)).text();
    expect(visibleText(first)).toContain("521 piosenek w naszej bazie");
    expect(first).toContain(`href="/${artist.urlname}/2"`);
    expect(first).toContain("Utwór 498");
    // The page's own list (the footer's random songs may name any song).
    expect(textOf(first, "main")).not.toContain("Utwór 499");
    const second = await (await get(`/${artist.urlname}/2`)).text();
    expect(visibleText(second)).toContain("Utwór 499");
    expect(visibleText(second)).toContain("Utwór 519");
    const bare = await get(`/${artist.urlname}/1`, { redirect: "manual" });
    expect(bare.headers.get("location")).toBe(`/${artist.urlname}`);
    const past = await get(`/${artist.urlname}/7`, { redirect: "manual" });
    expect(past.headers.get("location")).toBe(`/${artist.urlname}/2`);
  });
});
