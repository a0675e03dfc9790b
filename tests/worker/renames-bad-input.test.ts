// Renames and moves (issue 18 point 4, decision 049) refused: bad names and titles, a rename
// onto an address that is taken or was someone else's, unknown ids and accounts without the
// role change nothing; a new song never takes an old address.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "@db/schema";
import { SONG_MESSAGES } from "@core/schemas/song";
import { RENAME_MESSAGES } from "@core/rules/renames";
import { moveSongToArtist, renameArtist, renameSong } from "@worker/services/renames";
import type { SessionUser } from "@worker/services/session";
import { makeAccount, postForm, sessionCookieFor } from "./account-helpers";
import { testDb } from "./helpers";
import { visibleText } from "./html";
import { aliasCount, artistNow, artistWithSongs, cookie, location, moderator, nextN, songNow, withModerator } from "./renames-helpers";

withModerator();

describe("bad input changes nothing", () => {
  it.each([
    ["an empty name", { intent: "rename-artist", name: "   " }, 400, SONG_MESSAGES.artistRequired],
    ["a name over 100 characters", { intent: "rename-artist", name: "x".repeat(101) }, 400, SONG_MESSAGES.artistLong],
    ["a name with a web address", { intent: "rename-artist", name: "Kup na example.com" }, 400, SONG_MESSAGES.artistDirty],
    ["an unknown intent", { intent: "rename-everything", name: "Nic" }, 400, "Nieznana akcja formularza."],
  ])("the artist form with %s", async (_, fields, status, message) => {
    const { artist } = await artistWithSongs("Nietykalny", ["Piosenka"]);
    const before = await aliasCount();
    const response = await postForm(`/${artist.urlname}`, fields, { Cookie: cookie });
    expect(response.status).toBe(status);
    expect(await response.text()).toContain(message);
    expect(await artistNow(artist.id)).toEqual(artist);
    expect(await aliasCount()).toBe(before);
  });

  it.each([
    ["an empty title", "", 400, SONG_MESSAGES.titleRequired],
    ["a title over 150 characters", "t".repeat(151), 400, SONG_MESSAGES.titleLong],
    ["the same title", "Piosenka", 400, RENAME_MESSAGES.sameName],
  ])("the song form with %s", async (_, title, status, message) => {
    const { songs } = await artistWithSongs("Nietykalny Song", ["Piosenka"]);
    const response = await postForm(`/${songs[0].urlname}`, { intent: "rename-song", title }, { Cookie: cookie });
    expect(response.status).toBe(status);
    expect(visibleText(await response.text())).toContain(message);
    expect(await songNow(songs[0].id)).toEqual(songs[0]);
  });

  it("a rename onto a live address or someone else's old address: 409 with a clear message", async () => {
    const { artist: taken } = await artistWithSongs("Zajety", ["Piosenka"]);
    const { artist } = await artistWithSongs("Chetny", ["Piosenka"]);
    // "Zajety N…" folds to the other artist's address.
    const onto = await renameArtist(moderator, artist.id, taken.name.toLowerCase());
    expect(onto).toMatchObject({ ok: false, code: "conflict", field: "name" });
    expect(!onto.ok && onto.message).toBe(
      `Adres /${taken.urlname} ma już wykonawcy „${taken.name}”. Jeśli to ten sam wykonawca, połącz ich: „Połącz z innym wykonawcą”.`,
    );

    // The other artist moves away; its old address still leads to it, so nobody may take it.
    expect((await renameArtist(moderator, taken.id, `Przeniesiony ${nextN()}`)).ok).toBe(true);
    const onAlias = await renameArtist(moderator, artist.id, taken.name);
    expect(onAlias).toMatchObject({ ok: false, code: "conflict" });
    expect(!onAlias.ok && onAlias.message).toContain(`Adres /${taken.urlname} to dawny adres wykonawcy`);
    expect(await artistNow(artist.id)).toEqual(artist);

    // The page form answers the same 409 with the message on the page.
    const response = await postForm(`/${artist.urlname}`, { intent: "rename-artist", name: taken.name }, { Cookie: cookie });
    expect(response.status).toBe(409);
    expect(visibleText(await response.text())).toContain("to dawny adres wykonawcy");
  });

  it("unknown ids answer 404, and the services refuse a visitor and a user", async () => {
    expect(await renameArtist(moderator, 987_654_321, "Ktokolwiek")).toMatchObject({
      ok: false,
      code: "not_found",
      message: RENAME_MESSAGES.noArtist,
    });
    expect(await renameSong(moderator, 987_654_321, "Cokolwiek")).toMatchObject({ ok: false, code: "not_found", message: RENAME_MESSAGES.noSong });
    expect(await moveSongToArtist(moderator, 987_654_321, "Ktokolwiek")).toMatchObject({ ok: false, code: "not_found" });
    const { artist, songs } = await artistWithSongs("Chroniony", ["Piosenka"]);
    const { user } = await makeAccount();
    const plain: SessionUser = { id: user.id, username: user.username, role: "user" };
    expect(await renameArtist(null, artist.id, "Inny")).toMatchObject({ ok: false, code: "unauthenticated" });
    expect(await renameArtist(plain, artist.id, "Inny")).toMatchObject({ ok: false, code: "forbidden" });
    expect(await renameSong(plain, songs[0].id, "Inny")).toMatchObject({ ok: false, code: "forbidden" });
    expect(await moveSongToArtist(plain, songs[0].id, "Inny")).toMatchObject({ ok: false, code: "forbidden" });
    expect(await artistNow(artist.id)).toEqual(artist);
  });

  it("a new song never takes an old address: it gets the next free one", async () => {
    const { artist } = await artistWithSongs("Zwalniany", ["Piosenka"]);
    const oldName = artist.name;
    expect((await renameArtist(moderator, artist.id, `Zwolniony ${nextN()}`)).ok).toBe(true);
    const { user } = await makeAccount();
    const saved = await postForm(
      "/dodaj",
      { intent: "add-song", artist: oldName, title: "Świeża", lyrics: "la la" },
      { Cookie: await sessionCookieFor(user.id) },
    );
    expect(saved.status).toBeLessThan(400);
    const [fresh] = await testDb().select().from(schema.artists).where(eq(schema.artists.name, oldName));
    expect(fresh.urlname).not.toBe(artist.urlname);
    expect(await location(`/${artist.urlname}`)).toMatchObject({ status: 301 });
  });
});
