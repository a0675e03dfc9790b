import { describe, expect, it } from "vitest";
import * as schema from "@db/schema";
import { get, makeSong, makeUser, testDb } from "./helpers";
import { visibleHtml, visibleText } from "./html";

// Parts of pages in chunks of their own (app/lib/lazy-part.ts, decision 052) must reach the
// browser whole in the server's HTML: a Suspense boundary React sends apart (a pending
// placeholder now, its content later, hidden, for an inline script to show) is invisible
// without JavaScript and in a cached page. Each view below renders parts; none may come apart.
const BROWSER = { headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/147.0 Safari/537.36" } };

async function songWithParts() {
  const made = await makeSong({ artist: "Kapela Częściowa", title: "Piosenka w kawałkach", lyrics: ["Pierwsza linia", "Druga linia"] });
  const author = await makeUser();
  const db = testDb();
  // Long texts make the boundaries larger than React's default size for sending apart.
  const long = (text: string) => `${text} ${"bardzo długa nadinterpretacja ".repeat(60)}`;
  await db.insert(schema.annotations).values([
    { songId: made.song.id, userId: author.id, text: long("Linia o pociągu."), points: 3, lines: [0] },
    { songId: made.song.id, userId: null, text: long("Linia o kranie."), points: 1, lines: [0] },
  ]);
  await db.insert(schema.comments).values([{ songId: made.song.id, userId: null, text: long("[b]Komentarz[/b] pogrubiony"), points: 1 }]);
  await db.insert(schema.translations).values([{ songId: made.song.id, code: "de", text: "Erste Zeile\nZweite Zeile" }]);
  return made;
}

async function html(path: string) {
  const response = await get(path, BROWSER);
  expect(response.status, path).toBe(200);
  return response.text();
}

/** The markers of React's boundaries sent apart: a pending placeholder, or hidden content. */
function cameApart(page: string): boolean {
  return /<template id="B:\d+"/.test(page) || /<div hidden id="S:\d+"/.test(page);
}

describe("parts of a page in chunks of their own", () => {
  it("are in the server's HTML in place, on every view of a song, the first render included", async () => {
    const { song } = await songWithParts();
    const views: [string, string, string][] = [
      [`/${song.urlname}`, "Pierwsza linia", ""],
      [`/${song.urlname}?linia=0`, "Linia o pociągu.", "selected-line"],
      [`/${song.urlname}?dodaj=1`, "Dodaj interpretację", "add-annotation"],
      [`/${song.urlname}/komentarze`, "Komentarz pogrubiony", "comments-tab"],
      [`/${song.urlname}/tlumaczenie`, "Erste Zeile", "translations-tab"],
      [`/${song.urlname}/edytuj`, "Edytuj tekst", "lyrics-edit-page"],
      [`/${song.urlname}/historia`, "Historia edycji", "song-history"],
    ];
    for (const [path, shown, part] of views) {
      const page = await html(path);
      expect(cameApart(page), `${path}: a boundary sent apart`).toBe(false);
      expect(visibleText(page), path).toContain(shown);
      if (part) expect(page, `${path}: the marker of the part ${part}`).toContain(`<template data-part="${part}">`);
    }
  });

  it("render the artist page in place, and comments' markup rendered, not raw", async () => {
    const { song, artist } = await songWithParts();
    const artistPage = await html(`/${artist.urlname}`);
    expect(cameApart(artistPage)).toBe(false);
    expect(artistPage).toContain('<template data-part="artist-page">');
    expect(visibleText(artistPage)).toContain("Piosenka w kawałkach");
    const comments = visibleHtml(await html(`/${song.urlname}/komentarze`));
    expect(comments).toContain("<b>Komentarz</b>");
    expect(comments).not.toContain("[b]Komentarz[/b]");
  });
});
