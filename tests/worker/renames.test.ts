// Renames and moves (issue 18 point 4, decision 049): a moderator renames an artist or a song, or
// moves a song to another artist, through the page forms and the services the lyric-suggestion
// flow calls; every old address — the page, each tab, a shared interpretation, a line — answers
// one 301 to the new one, however many renames later; search, sitemaps and cached lists follow
// at once; two renames at once end in one state with both old addresses redirecting (bad input
// changing nothing: renames-bad-input.test.ts).
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "@db/schema";
import { getBestOfLists } from "@worker/services/best-of";
import { moveSongToArtist, renameArtist, renameSong } from "@worker/services/renames";
import { searchSongs } from "@worker/services/search";
import { makeAccount, postForm } from "./account-helpers";
import { get, testDb } from "./helpers";
import { visibleText } from "./html";
import {
  aliasCount,
  artistNow,
  artistWithSongs,
  auditOf,
  cookie,
  location,
  moderator,
  n,
  nextN,
  slug,
  songNow,
  withModerator,
} from "./renames-helpers";

withModerator();

describe("renaming an artist", () => {
  it("through the artist page's form: the new address, every old one a 301, search, sitemap and cached lists at once", async () => {
    const { artist, songs } = await artistWithSongs("Dzem", ["Wehikul Czasu", "Whisky"]);
    const [song] = songs;
    const [annotation] = await testDb()
      .insert(schema.annotations)
      .values({ songId: song.id, text: "Wehikuł to rower", lines: [1], points: 1_000_000 })
      .returning();
    // Read (and so cache) the lists, the sitemap and the artist page before the rename.
    expect((await getBestOfLists()).ever[0].annotation_id).toBe(annotation.id);
    expect(await (await get("/sitemaps/artists-1.xml")).text()).toContain(`/${artist.urlname}<`);
    expect(await (await get("/sitemaps/songs-1.xml")).text()).toContain(`/${song.urlname}<`);

    const newName = `Dżem Renamed ${n}`;
    const response = await postForm(`/${artist.urlname}`, { intent: "rename-artist", name: newName.toLowerCase() }, { Cookie: cookie });
    expect(response.status).toBe(302);
    const renamed = await artistNow(artist.id);
    // Capitalised as when adding (product §5.5), its address from the name (decision 001).
    expect(renamed.name).toBe(`Dżem Renamed ${n}`);
    expect(renamed.urlname).toBe(`dzem-renamed-${n}`);
    expect(response.headers.get("location")).toBe(`/${renamed.urlname}`);
    const page = await get(`/${renamed.urlname}`);
    expect(visibleText(await page.text())).toContain(newName);

    const moved = await songNow(song.id);
    expect(moved.urlname).toBe(`dzem-renamed-${n}-wehikul-czasu`);
    expect(await location(`/${artist.urlname}`)).toEqual({ status: 301, location: `/${renamed.urlname}` });
    expect(await location(`/${artist.urlname}/2`)).toEqual({ status: 301, location: `/${renamed.urlname}/2` });
    for (const rest of ["", "/komentarze", "/tlumaczenie", "/remixy", "/covery", "/instrumentale", "/historia", `/interpretacja-${annotation.id}`]) {
      expect(await location(`/${song.urlname}${rest}`), rest).toEqual({ status: 301, location: `/${moved.urlname}${rest}` });
    }
    expect(await location(`/${song.urlname}?linia=1&od=0:05&do=0:20`)).toEqual({
      status: 301,
      location: `/${moved.urlname}?linia=1&od=0:05&do=0:20`,
    });
    expect(await location(`/${song.urlname}/zglos?rodzaj=annotation&id=${annotation.id}`)).toEqual({
      status: 301,
      location: `/${moved.urlname}/zglos?rodzaj=annotation&id=${annotation.id}`,
    });
    // Capitals in an old address still find it.
    expect(await location(`/${song.urlname.toUpperCase()}/komentarze`)).toEqual({ status: 301, location: `/${moved.urlname}/komentarze` });
    // And the redirect lands on a page that answers.
    expect((await get(`/${moved.urlname}/interpretacja-${annotation.id}`)).status).toBe(200);

    expect((await searchSongs(`Dżem Renamed ${n} Wehikul`, 10)).results.map((hit) => hit.song_id)).toContain(song.id);
    expect((await searchSongs(`${artist.name} Wehikul`, 10)).results.map((hit) => hit.song_id)).not.toContain(song.id);
    const best = await getBestOfLists();
    expect(best.songs[song.id]).toMatchObject({ song_urlname: moved.urlname, song_search: `${newName} - Wehikul Czasu` });
    const artistsMap = await (await get("/sitemaps/artists-1.xml")).text();
    expect(artistsMap).toContain(`/${renamed.urlname}<`);
    expect(artistsMap).not.toContain(`/${artist.urlname}<`);
    const songsMap = await (await get("/sitemaps/songs-1.xml")).text();
    expect(songsMap).toContain(`/${moved.urlname}<`);
    expect(songsMap).not.toContain(`/${song.urlname}<`);
    expect(await auditOf("rename", artist.id)).toHaveLength(1);
  });

  it("a chain of renames answers one 301 from every earlier address to the current one", async () => {
    const { artist, songs } = await artistWithSongs("Lancuch", ["Ogniwo"]);
    const first = await renameArtist(moderator, artist.id, `Łańcuch Drugi ${n}`);
    const second = await renameArtist(moderator, artist.id, `Łańcuch Trzeci ${n}`);
    expect(first.ok && second.ok).toBe(true);
    const current = await artistNow(artist.id);
    for (const old of [artist.urlname, `lancuch-drugi-${n}`]) {
      expect(await location(`/${old}`)).toEqual({ status: 301, location: `/${current.urlname}` });
    }
    const song = await songNow(songs[0].id);
    for (const old of [songs[0].urlname, `lancuch-drugi-${n}-ogniwo`]) {
      expect(await location(`/${old}/komentarze`)).toEqual({ status: 301, location: `/${song.urlname}/komentarze` });
    }
    // Back to a name it had: its old address is its own again, and the other one redirects.
    const back = await renameArtist(moderator, artist.id, `Łańcuch Drugi ${n}`);
    expect(back).toEqual({ ok: true, value: { urlname: `lancuch-drugi-${n}` } });
    expect((await get(`/lancuch-drugi-${n}`)).status).toBe(200);
    expect(await location(`/lancuch-trzeci-${n}`)).toEqual({ status: 301, location: `/lancuch-drugi-${n}` });
  });

  it("a new spelling that folds to the same address keeps the address (a namesake's -2 included)", async () => {
    const tag = `${nextN()}x${Date.now().toString(36)}`;
    const [artist] = await testDb()
      .insert(schema.artists)
      .values({ name: `Zolw ${tag}`, urlname: `zolw-${tag}-2` })
      .returning();
    const [song] = await testDb()
      .insert(schema.songs)
      .values({ artistId: artist.id, name: "Skorupa", urlname: `zolw-${tag}-skorupa`, lyrics: ["la"] })
      .returning();
    const before = await aliasCount();
    expect(await renameArtist(moderator, artist.id, `Żółw ${tag}`)).toEqual({ ok: true, value: { urlname: `zolw-${tag}-2` } });
    expect(await artistNow(artist.id)).toMatchObject({ name: `Żółw ${tag}`, urlname: `zolw-${tag}-2` });
    expect(await songNow(song.id)).toMatchObject({ urlname: `zolw-${tag}-skorupa` });
    expect(await aliasCount()).toBe(before);
  });

  it("an artist with 450 songs: every song's address follows in the one batch (lists of addresses go in parts)", async () => {
    const { artist } = await artistWithSongs("Plodny", []);
    await testDb().run(sql`WITH RECURSIVE k(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM k WHERE i < 450)
      INSERT INTO songs (artist_id, name, urlname, lyrics) SELECT ${artist.id}, 'Utwór ' || i, ${artist.urlname} || '-utwor-' || i, 'la' FROM k`);
    const renamed = await renameArtist(moderator, artist.id, `Płodny Bardzo ${n}`);
    expect(renamed.ok).toBe(true);
    const rows = await testDb().select({ urlname: schema.songs.urlname }).from(schema.songs).where(eq(schema.songs.artistId, artist.id));
    expect(rows).toHaveLength(450);
    expect(rows.every((row) => row.urlname.startsWith(`plodny-bardzo-${n}-utwor-`))).toBe(true);
    expect(await location(`/${artist.urlname}-utwor-450`)).toEqual({ status: 301, location: `/plodny-bardzo-${n}-utwor-450` });
  });

  it("two moderators renaming the same artist at once: one consistent state, both old addresses redirecting", async () => {
    const { artist, songs } = await artistWithSongs("Wyscig", ["Start", "Meta"]);
    const { user: other } = await makeAccount({ role: "admin" });
    const names = [`Wyścig Pierwszy ${n}`, `Wyścig Drugi ${n}`];
    const results = await Promise.all([
      renameArtist(moderator, artist.id, names[0]),
      renameArtist({ id: other.id, username: other.username, role: "admin" }, artist.id, names[1]),
    ]);
    expect(results.every((result) => result.ok)).toBe(true);
    const now = await artistNow(artist.id);
    expect(names).toContain(now.name);
    const loser = names.find((name) => name !== now.name) as string;
    // The original and the name that lost both lead to the winner, in one step.
    for (const old of [artist.urlname, slug(loser)]) {
      expect(await location(`/${old}`), old).toEqual({ status: 301, location: `/${now.urlname}` });
    }
    for (const song of songs) {
      const current = await songNow(song.id);
      expect(current.urlname.startsWith(`${now.urlname}-`), current.urlname).toBe(true);
      const title = slug(song.name);
      for (const old of [song.urlname, `${slug(loser)}-${title}`]) {
        expect(await location(`/${old}`), old).toEqual({ status: 301, location: `/${current.urlname}` });
      }
    }
    expect(await auditOf("rename", artist.id)).toHaveLength(2);
  });
});

describe("renaming a song and moving it", () => {
  it("a new title: the new address, the old one and its tabs a 301, search follows", async () => {
    const { artist, songs } = await artistWithSongs("Tytulowy", ["Stary Tytul", "Inna"]);
    const [song] = songs;
    const response = await postForm(`/${song.urlname}`, { intent: "rename-song", title: "nowy tytuł" }, { Cookie: cookie });
    expect(response.status).toBe(302);
    const now = await songNow(song.id);
    expect(now).toMatchObject({ name: "Nowy Tytuł", urlname: `${slug(artist.name)}-nowy-tytul` });
    expect(response.headers.get("location")).toBe(`/${now.urlname}`);
    expect(await location(`/${song.urlname}/tlumaczenie?jezyk=en`)).toEqual({ status: 301, location: `/${now.urlname}/tlumaczenie?jezyk=en` });
    expect((await searchSongs(`${artist.name} Nowy Tytuł`, 10)).results.map((hit) => hit.song_id)).toEqual([song.id]);
    expect(await auditOf("rename", song.id)).toHaveLength(1);
  });

  it("a title the artist already has (folded) is refused with the address of that song", async () => {
    const { songs } = await artistWithSongs("Bliźniaczy", ["Żółta Łódź", "Inna Piosenka"]);
    const result = await renameSong(moderator, songs[1].id, "zolta lodz");
    expect(result).toMatchObject({ ok: false, code: "conflict", details: { existingSongURL: songs[0].urlname } });
    expect(await songNow(songs[1].id)).toEqual(songs[1]);
  });

  it("to another existing artist, and to a new one; the artist left without songs does not stay empty", async () => {
    const { artist: from, songs } = await artistWithSongs("Zrodlo", ["Pierwsza", "Druga"]);
    const { artist: to } = await artistWithSongs("Cel", ["Inna"]);
    const moved = await moveSongToArtist(moderator, songs[0].id, to.name.toUpperCase());
    expect(moved.ok).toBe(true);
    const first = await songNow(songs[0].id);
    expect(first.artistId).toBe(to.id);
    expect(moved.ok && moved.value.urlname).toBe(first.urlname);
    expect(await location(`/${songs[0].urlname}`)).toEqual({ status: 301, location: `/${first.urlname}` });
    expect(visibleText(await (await get(`/${to.urlname}`)).text())).toContain("Pierwsza");
    expect(await auditOf("move", songs[0].id)).toHaveLength(1);

    const fresh = `Nowy Wykonawca ${nextN()}`;
    const created = await moveSongToArtist(moderator, songs[1].id, fresh);
    expect(created.ok).toBe(true);
    const second = await songNow(songs[1].id);
    // The song was the artist's last: the artist itself takes the new name (and its address redirects).
    expect(second.artistId).toBe(from.id);
    expect(await artistNow(from.id)).toMatchObject({ name: fresh });
    expect(await location(`/${from.urlname}`)).toEqual({ status: 301, location: `/${slug(fresh)}` });
    expect(await location(`/${songs[1].urlname}`)).toEqual({ status: 301, location: `/${second.urlname}` });
  });

  it("the last song of an artist moved to an existing artist merges the two (undoable from the trash)", async () => {
    const { artist: from, songs } = await artistWithSongs("Samotny", ["Jedyna"]);
    const { artist: to } = await artistWithSongs("Przyjmujacy", ["Inna"]);
    expect((await moveSongToArtist(moderator, songs[0].id, to.name)).ok).toBe(true);
    expect(await artistNow(from.id)).toBeUndefined();
    expect(await location(`/${from.urlname}`)).toEqual({ status: 301, location: `/${to.urlname}` });
    const [entry] = await testDb().select().from(schema.trash).where(sql`kind = 'artist' AND item_id = ${from.id} AND cause = 'merged'`);
    expect(entry.status).toBe("trashed");
  });

  it("moving a song onto a title the other artist has is refused", async () => {
    const { songs } = await artistWithSongs("Dublujacy", ["Ta Sama", "Inna"]);
    const { artist: to, songs: theirs } = await artistWithSongs("Majacy", ["Ta Sama"]);
    const result = await moveSongToArtist(moderator, songs[0].id, to.name);
    expect(result).toMatchObject({ ok: false, code: "conflict", details: { existingSongURL: theirs[0].urlname } });
    expect(await songNow(songs[0].id)).toEqual(songs[0]);
  });
});
