import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import * as schema from "@db/schema";
import { songAnnotationsQuery } from "@worker/services/song-annotations";
import { songPageQueries } from "@worker/services/song-page";
import { detachedAnnotationsRead } from "@worker/services/lyrics-views";
import { get, makeSong, makeUser, testDb } from "./helpers";
import { roundTripsDuring } from "./query-plans";
import { textOf, visibleHtml, visibleText } from "./html";

const LYRICS = ["[Zwrotka 1]", "Płynie Wisła, płynie", "Po polskiej krainie", "", "Refren:", "Zobaczyła Kraków", "C G a E"];

async function songWithEverything() {
  const made = await makeSong({ artist: "Kapela Testowa", title: "Płynie Wisła", lyrics: LYRICS });
  const author = await makeUser();
  const db = testDb();
  const [best, anonymous, weak] = await db
    .insert(schema.annotations)
    .values([
      { songId: made.song.id, userId: author.id, text: "Wisła płynie, bo spieszy się na pociąg.", points: 7, lines: [1, 2] },
      { songId: made.song.id, userId: null, text: "To tak naprawdę o kranie w kuchni.", points: 2, lines: [1] },
      { songId: made.song.id, userId: author.id, text: "Kraków to pseudonim jamnika.", points: 0, lines: [5] },
    ])
    .returning();
  await db.insert(schema.comments).values([
    { songId: made.song.id, userId: null, text: "Pierwszy, ale słaby", points: 1 },
    { songId: made.song.id, userId: author.id, text: "Najlepszy komentarz", points: 5 },
    { songId: made.song.id, userId: null, text: "Drugi z jednym punktem", points: 1 },
  ]);
  await db.insert(schema.translations).values([
    { songId: made.song.id, code: "de", text: "Es fließt die Weichsel" },
    { songId: made.song.id, code: "en", text: "The Vistula flows", userId: author.id },
  ]);
  await db.insert(schema.songElements).values([
    {
      songId: made.song.id,
      type: 0,
      videoId: "abcdefghijk",
      videoTitle: "Wisła (techno remix)",
      thumbnailUrl: "https://i.ytimg.com/vi/abcdefghijk/mqdefault.jpg",
    },
    {
      songId: made.song.id,
      type: 2,
      videoId: "bcdefghijkl",
      videoTitle: "Wisła na fortepian",
      thumbnailUrl: "https://i.ytimg.com/vi/bcdefghijkl/mqdefault.jpg",
    },
  ]);
  return { ...made, author, best, anonymous, weak };
}

const page = async (path: string) => {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  return response.text();
};

describe("song page", () => {
  it("shows the header, search links, the placeholder video and the tabs with counts", async () => {
    const { song, artist } = await songWithEverything();
    const html = await page(`/${song.urlname}`);
    expect(textOf(html, "h1")).toBe("Kapela Testowa – Płynie Wisła");
    expect(visibleHtml(html)).toContain(`href="/${artist.urlname}"`);
    for (const host of ["open.spotify.com/search/", "www.youtube.com/results", "allegro.pl/listing", "www.empik.com/szukaj"]) {
      expect(html).toMatch(
        new RegExp(
          `<a href="https://${host.replace(/[./]/g, "\\$&")}[^"]*Kapela%20Testowa%20P%C5%82ynie%20Wis%C5%82a" target="_blank" rel="noopener nofollow"`,
        ),
      );
    }
    expect(visibleText(html)).toContain("Ta piosenka nie ma jeszcze teledysku.");
    expect(textOf(html, "nav", 'aria-label="Zakładki piosenki"')).toBe(
      "Tekst Tłumaczenie (2) Komentarze (3) Remixy (1) Covery (0) Instrumentale (1)",
    );
    expect(html).toMatch(/<title>Kapela Testowa - Płynie Wisła – tekst i nadinterpretacje \| Nadinterpretacje<\/title>/);
  });

  it("renders the video as a poster with a play button and the loop controls; the embed only for visitors without JavaScript", async () => {
    const { song } = await makeSong();
    await env.DB.prepare("UPDATE songs SET youtube_id = 'dQw4w9WgXcQ' WHERE id = ?").bind(song.id).run();
    const html = await page(`/${song.urlname}`);
    expect(html).toMatch(
      /<button type="button" class="player-poster" aria-label="Odtwórz teledysk: [^"]+"><img src="\/api\/ytproxy\/i\.ytimg\.com\/vi\/dQw4w9WgXcQ\/hqdefault\.jpg" width="560" height="315"/,
    );
    // The only embed sits in <noscript>, and nothing loads the video site's script up front.
    expect(html).toMatch(/<noscript><iframe src="https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ"/);
    expect(html.replace(/<noscript>.*?<\/noscript>/gs, "")).not.toMatch(/<iframe|youtube-nocookie|iframe_api/);
    expect(html).toMatch(new RegExp(`<form class="loop-controls" aria-label="Pętla"[^>]* action="/${song.urlname}" method="get">`));
    expect(html).toMatch(/<input [^>]*name="od" value="0:00"\/>/);
    expect(html).toMatch(/<input [^>]*name="do" value="1:00"\/>/);
    expect(visibleText(html)).not.toContain("Ta piosenka nie ma jeszcze teledysku.");
  });

  it("opens with the loop range of the address, and its section in the no-script embed", async () => {
    const { song } = await makeSong();
    await env.DB.prepare("UPDATE songs SET youtube_id = 'dQw4w9WgXcQ' WHERE id = ?").bind(song.id).run();
    const html = await page(`/${song.urlname}?linia=0&od=1:05&do=1:20`);
    expect(html).toMatch(/<input [^>]*name="od" value="1:05"\/>/);
    expect(html).toMatch(/<input [^>]*name="do" value="1:20"\/>/);
    expect(html).toContain('aria-label="Odtwórz pętlę 1:05–1:20: ');
    expect(html).toContain('<noscript><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=65&amp;end=80"');
    // The GET form keeps the line when it reloads the page without JavaScript.
    expect(html).toMatch(/<input type="hidden" name="linia" value="0"\/>/);

    const bad = await page(`/${song.urlname}?od=1:75&do=1:20`);
    expect(bad).toMatch(/<input [^>]*name="od" value="0:00"\/>/);
    expect(visibleText(bad)).toContain("Adres zawiera zakres pętli, którego nie da się użyć (Początek: sekundy muszą być od 00 do 59");
  });

  it("renders annotated lines as buttons of a GET form, and markers, chords and blanks as plain lines", async () => {
    const { song } = await songWithEverything();
    const lyrics = visibleHtml(await page(`/${song.urlname}`));
    expect(lyrics).toMatch(new RegExp(`<form class="lyrics"[^>]* action="/${song.urlname}" method="get">`));
    const buttons = [...lyrics.matchAll(/<button type="submit" value="(\d+)"[^>]*name="linia">([^<]*)<\/button>/g)];
    expect(buttons.map((b) => [b[1], b[2]])).toEqual([
      ["1", "Płynie Wisła, płynie"],
      ["2", "Po polskiej krainie"],
      ["5", "Zobaczyła Kraków"],
    ]);
    expect(visibleText(lyrics)).toContain("[Zwrotka 1] Płynie Wisła, płynie Po polskiej krainie Refren: Zobaczyła Kraków C G a E");
    expect(visibleText(lyrics)).toContain("Kliknij podświetloną linię, aby przeczytać jej nadinterpretacje.");
  });

  it("opens a line's interpretations for ?linia=N, best first, with author or 'Anonimowy'", async () => {
    const { song, author } = await songWithEverything();
    const html = await page(`/${song.urlname}?linia=1`);
    expect(html).toMatch(/<button type="submit" value="1" class="annotated selected" aria-pressed="true"/);
    const panel = textOf(html, "aside", 'id="dodaj-interpretacje"');
    expect(panel).toMatch(
      new RegExp(
        `^Płynie Wisła, płynie Wisła płynie, bo spieszy się na pociąg\\. ${author.username} · \\+7 pkt · \\d+ \\S+ \\d{4} Udostępnij Zgłoś ` +
          `To tak naprawdę o kranie w kuchni\\. Anonimowy · \\+2 pkt · `,
      ),
    );
    expect(panel).not.toContain("jamnika");
  });

  it("opens an interpretation by its address /{song}/interpretacja-{id}", async () => {
    const { song, weak } = await songWithEverything();
    const html = await page(`/${song.urlname}/interpretacja-${weak.id}`);
    expect(textOf(html, "aside", 'id="dodaj-interpretacje"')).toMatch(/^Zobaczyła Kraków Kraków to pseudonim jamnika\. \S+ · 0 pkt · /);
    expect(html).toContain(`id="interpretacja-${weak.id}" class="annotation highlighted"`);
  });

  it("sends the best 20 of a busy line and all of them on ?wszystkie=1", async () => {
    const { song } = await makeSong({ lyrics: ["Tłoczna linia", "Spokojna linia"] });
    // Two inserts: D1 binds at most 100 parameters per statement.
    const busyLine = Array.from({ length: 25 }, (_, i) => ({ songId: song.id, text: `Pomysł numer ${i}`, points: 100 - i, lines: [0] }));
    await testDb().insert(schema.annotations).values(busyLine.slice(0, 12));
    await testDb().insert(schema.annotations).values(busyLine.slice(12));
    await testDb()
      .insert(schema.annotations)
      .values({ songId: song.id, text: "Jedyny na spokojnej", points: 0, lines: [1] });
    const busy = await page(`/${song.urlname}?linia=0`);
    const panel = textOf(busy, "aside", 'id="dodaj-interpretacje"');
    expect(panel.match(/Pomysł numer \d+/g)).toEqual(Array.from({ length: 20 }, (_, i) => `Pomysł numer ${i}`));
    expect(panel).toContain("Pokazujemy 20 najlepszych z 25. Pokaż wszystkie (25)");
    expect(busy).toContain(`href="/${song.urlname}?linia=0&amp;wszystkie=1"`);
    // The other line still has its interpretation, though it has the fewest points.
    expect(busy).toMatch(/<button type="submit" value="1"[^>]*name="linia">Spokojna linia<\/button>/);
    const all = textOf(await page(`/${song.urlname}?linia=0&wszystkie=1`), "aside", 'id="dodaj-interpretacje"');
    expect(all.match(/Pomysł numer \d+/g)).toHaveLength(25);
    expect(all).not.toContain("Pokaż wszystkie");
  });

  it("shows comments by points, ties in order of arrival", async () => {
    const { song } = await songWithEverything();
    const text = visibleText(await page(`/${song.urlname}/komentarze`));
    const order = ["Najlepszy komentarz", "Pierwszy, ale słaby", "Drugi z jednym punktem"].map((c) => text.indexOf(c));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(text).not.toContain("Płynie Wisła, płynie Po polskiej");
  });

  it("shows translations by language, with flags, and picks a language with ?jezyk=", async () => {
    const { song } = await songWithEverything();
    const first = await page(`/${song.urlname}/tlumaczenie`);
    expect(first).toContain('<img src="/api/getLang/de"');
    expect(first).toContain('<img src="/api/getLang/en"');
    // The translation stands beside the original lines, then its author.
    expect(visibleText(first)).toMatch(/Tłumaczenie: Deutsch .*Płynie Wisła, płynie.* Es fließt die Weichsel.* Anonimowy/);
    expect(visibleText(first)).not.toContain("The Vistula flows");
    const english = visibleText(await page(`/${song.urlname}/tlumaczenie?jezyk=en`));
    expect(english).toMatch(/Tłumaczenie: English .*Płynie Wisła, płynie.* The Vistula flows/);
    expect(english).not.toContain("Es fließt die Weichsel");
  });

  it("shows remixes, covers and instrumentals as video thumbnails linking to the video", async () => {
    const { song } = await songWithEverything();
    const remixes = visibleHtml(await page(`/${song.urlname}/remixy`));
    expect(remixes).toMatch(
      /<a href="https:\/\/www\.youtube\.com\/watch\?v=abcdefghijk" target="_blank" rel="noopener nofollow" title="Wisła \(techno remix\)"><img src="\/api\/ytproxy\/i\.ytimg\.com\/vi\/abcdefghijk\/mqdefault\.jpg"/,
    );
    expect(visibleText(remixes)).toContain("Wisła (techno remix)");
    expect(visibleText(await page(`/${song.urlname}/covery`))).toContain("Nikt jeszcze nie dodał coveru tej piosenki.");
    expect(visibleText(await page(`/${song.urlname}/instrumentale`))).toContain("Wisła na fortepian");
  });

  it("links to the artist's other songs, to adding an interpretation and to /dodaj", async () => {
    const { song, artist } = await songWithEverything();
    await testDb()
      .insert(schema.songs)
      .values([
        { artistId: artist.id, name: "Żurawie", urlname: `zurawie-${song.id}`, lyrics: ["a"] },
        { artistId: artist.id, name: "Alfabet", urlname: `alfabet-${song.id}`, lyrics: ["a"] },
      ]);
    const html = await page(`/${song.urlname}`);
    const more = textOf(html, "nav", 'aria-label="Więcej"');
    expect(more).toBe("Dodaj interpretację Dodaj piosenkę Edytuj tekst Zgłoś piosenkę Inne piosenki: Kapela Testowa Alfabet Żurawie");
    expect(visibleHtml(html)).toContain(`href="/${song.urlname}/edytuj"`);
    expect(visibleHtml(html)).toContain(`href="/${song.urlname}?dodaj=1#dodaj-interpretacje"`);
    expect(visibleHtml(html)).toContain('href="/dodaj"');
  });

  it("shows up to 12 newest interpretations, one per song, names cut at 16", async () => {
    const future = Math.floor(Date.now() / 1000) + 10_000;
    const made = [];
    for (let i = 0; i < 14; i++) {
      const { song } = await makeSong({ title: i === 13 ? "Bardzo długa nazwa piosenki" : `Nowość ${i}` });
      const [a] = await testDb()
        .insert(schema.annotations)
        .values({ songId: song.id, text: "x", lines: [0], createdAt: future + i * 2 })
        .returning();
      made.push({ song, annotation: a });
    }
    // An older second interpretation of the newest song must not repeat it.
    await testDb()
      .insert(schema.annotations)
      .values({ songId: made[13].song.id, text: "y", lines: [0], createdAt: future + 1 });
    const html = await page(`/${made[0].song.urlname}`);
    const grid = visibleHtml(html).slice(visibleHtml(html).indexOf("Najnowsze Interpretacje"));
    const tiles = [...grid.matchAll(/<a title="[^"]*" href="([^"]+)"[^>]*>.*?<span>([^<]*)<\/span><\/a>/g)];
    expect(tiles.map((t) => t[2])).toEqual(["Bardzo długa na…", ...[12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2].map((i) => `Nowość ${i}`)]);
    expect(tiles[0][1]).toBe(`/${made[13].song.urlname}/interpretacja-${made[13].annotation.id}`);
  });
});

describe("song tabs' GET calls", () => {
  it("answers comments sorted by points then id, with 'Anonimowy' for anonymous authors", async () => {
    const { song, author } = await songWithEverything();
    const response = await get(`/api/getSongComments/${song.id}`);
    expect(response.status).toBe(200);
    const { comments } = await response.json<{ comments: Record<string, unknown>[] }>();
    // No role travels but the staff badge the page shows (decision 040).
    expect(comments.map((c) => [c.comment_text, c.comment_author, c.comment_author_badge, c.comment_points])).toEqual([
      ["Najlepszy komentarz", author.username, null, 5],
      ["Pierwszy, ale słaby", "Anonimowy", null, 1],
      ["Drugi z jednym punktem", "Anonimowy", null, 1],
    ]);
    expect(comments[0]).toEqual({
      comment_id: expect.any(Number),
      song_id: song.id,
      comment_author: author.username,
      comment_author_badge: null,
      comment_text: "Najlepszy komentarz",
      comment_points: 5,
      comment_timestamp: expect.any(Number),
      // Decision 048: who may edit it, and when it was last edited (never).
      comment_author_id: author.id,
      comment_edited_at: null,
    });
  });

  it("shows a staff badge beside a moderator's comment, and no other role anywhere", async () => {
    const { song } = await makeSong();
    const moderator = await makeUser(`Modzia${Date.now() % 100000}`, "moderator");
    const user = await makeUser(`Zwykly${Date.now() % 100000}`);
    await testDb()
      .insert(schema.comments)
      .values([
        { songId: song.id, userId: moderator.id, text: "Od moderacji", points: 2 },
        { songId: song.id, userId: user.id, text: "Od użytkownika", points: 1 },
      ]);
    const { comments } = await (await get(`/api/getSongComments/${song.id}`)).json<{ comments: Record<string, unknown>[] }>();
    expect(comments.map((c) => c.comment_author_badge)).toEqual(["moderator", null]);
    expect(JSON.stringify(comments)).not.toMatch(/"role"|"user"|comment_author_role/);
    const html = await (await get(`/${song.urlname}/komentarze`)).text();
    expect(html).toContain('<span class="staff-badge moderator">moderator</span>');
    expect(html.match(/staff-badge/g)).toHaveLength(1);
    expect(html).not.toContain("comment_author_role");
  });

  it("answers translations and elements with the spec's fields", async () => {
    const { song } = await songWithEverything();
    const { translations } = await (await get(`/api/getSongTranslations/${song.id}`)).json<{ translations: unknown[] }>();
    expect(translations).toEqual([
      {
        translation_id: expect.any(Number),
        song_id: song.id,
        translation_code: "de",
        translation_text: "Es fließt die Weichsel",
        translation_timestamp: expect.any(Number),
        translation_author: "Anonimowy",
        translation_author_id: null,
        translation_edited_at: null,
      },
      expect.objectContaining({ translation_code: "en", translation_text: "The Vistula flows" }),
    ]);
    const { elements } = await (await get(`/api/getSongElement/${song.id}`)).json<{ elements: unknown[] }>();
    expect(elements).toEqual([
      {
        element_id: expect.any(Number),
        song_id: song.id,
        element_type: 0,
        element_video_id: "abcdefghijk",
        element_thumbnail_url: "https://i.ytimg.com/vi/abcdefghijk/mqdefault.jpg",
        element_video_title: "Wisła (techno remix)",
      },
      expect.objectContaining({ element_type: 2, element_video_title: "Wisła na fortepian" }),
    ]);
  });

  it("answers an empty list for a song without any, 404 for an unknown song, 400 for a bad id", async () => {
    const { song } = await makeSong();
    for (const call of ["getSongComments", "getSongTranslations", "getSongElement"]) {
      const empty = await get(`/api/${call}/${song.id}`);
      expect(empty.status, call).toBe(200);
      expect(Object.values(await empty.json<Record<string, unknown[]>>())[0], call).toEqual([]);
      const missing = await get(`/api/${call}/99999999`);
      expect(missing.status, call).toBe(404);
      expect(await missing.json(), call).toEqual({ error: "Nie znaleziono piosenki." });
      for (const bad of ["abc", "0", "-1", "1.5", "01", "1e3"]) {
        const response = await get(`/api/${call}/${bad}`);
        expect(response.status, `${call}/${bad}`).toBe(400);
        expect(await response.json(), `${call}/${bad}`).toEqual({ error: "Nieprawidłowy identyfikator piosenki." });
      }
    }
  });
});

describe("song page cost", () => {
  it("goes to D1 once: who the name is and the whole page in one batch", async () => {
    const { song } = await songWithEverything();
    // The sidebar's list is remembered per isolate: the first view reads it, the measured one not.
    expect((await get(`/${song.urlname}`)).status).toBe(200);
    for (const path of [`/${song.urlname}/komentarze`, `/${song.urlname}?linia=1&wszystkie=1`]) {
      let status = 0;
      const trips = await roundTripsDuring(async () => {
        status = (await get(path)).status;
      });
      expect(status, path).toBe(200);
      expect(trips, path).toEqual({ batches: [expect.any(Number)], single: 0 });
    }
  });

  it("reads through indexes only: no query of the page scans a table", async () => {
    // The page finds its song by url name inside each statement (one batch with identify's look-ups).
    const urlname = "kapela-testowa-plynie-wisla";
    const queries = [
      ...songPageQueries(urlname).map((q) => q.toSQL()),
      songAnnotationsQuery(urlname, { fullLine: 2, annotationId: 3 }).toSQL(),
      detachedAnnotationsRead(urlname).toSQL(),
    ];
    for (const { sql, params } of queries) {
      const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .bind(...params)
        .all<{ detail: string }>();
      const plan = results.map((r) => r.detail).join(" | ");
      expect(plan, sql).not.toMatch(/SCAN (songs|page_song|artists|users|annotations|comments|translations|song_elements)\b(?! USING)/);
    }
  });
});
