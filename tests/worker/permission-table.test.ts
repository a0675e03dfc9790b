// The permission table (core/auth/permissions.ts) walked whole: for every permission, every
// endpoint and page action that needs it answers 401 to a visitor and 403 to each role the
// table leaves out — also when the body forges the spec's `userdata` — changes nothing for
// them, and succeeds for each role that holds it. The uses are listed in permission-uses-content.ts
// and permission-uses-staff.ts; a permission without one fails the type check and the last
// test, so a new permission brings its checks along.
import { beforeAll, describe, expect, it } from "vitest";
import { PERMISSION_NAMES, type Permission, rolesWith } from "@core/auth/permissions";
import { ROLES, type Role } from "@core/auth/roles";
import * as schema from "@db/schema";
import { eq } from "drizzle-orm";
import { makeAccount, sessionCookieFor } from "./account-helpers";
import { get, makeSong, makeUser, testDb } from "./helpers";
import { type Use, headersOf } from "./permission-fixtures";
import { CONTENT_USES } from "./permission-uses-content";
import { STAFF_USES } from "./permission-uses-staff";

const USES: Record<Permission, Use[]> = { ...CONTENT_USES, ...STAFF_USES };

const cookies = {} as Record<Role, string>;
beforeAll(async () => {
  for (const role of ROLES) cookies[role] = await sessionCookieFor((await makeAccount({ role })).user.id);
});

const uses = PERMISSION_NAMES.flatMap((permission) => USES[permission].map((use) => ({ permission, ...use })));

describe.each(uses)("$permission: $name", ({ permission, prepare, visitor }) => {
  const holders = rolesWith(permission);
  it("refuses a visitor and every role without the permission, whatever the body says, and changes nothing", async () => {
    const callers: [string, string | undefined, number][] = [["visitor", undefined, visitor ?? 401]];
    for (const role of ROLES) if (!holders.includes(role)) callers.push([role, cookies[role], 403]);
    for (const [who, cookie, status] of callers) {
      const { send, done } = await prepare();
      const response = await send(cookie);
      expect(response.status, who).toBe(status);
      expect(await done(), `${who} changed something`).toBe(false);
    }
  });

  it.each(holders)("succeeds for %s", async (role) => {
    const { send, done } = await prepare();
    const response = await send(cookies[role]);
    expect(response.status, await response.clone().text()).toBeLessThan(400);
    expect(await done()).toBe(true);
  });
});

describe("the permissions that change how a comment renders", () => {
  const comment = async (role: Role | null, text: string) => {
    const { song } = await makeSong();
    const author = role ? (await makeAccount({ role })).user.id : null;
    await testDb().insert(schema.comments).values({ songId: song.id, text, userId: author });
    return (await get(`/${song.urlname}/komentarze`)).text();
  };
  it.each([null, ...ROLES])("markup.link and markup.advertise follow the table for %s", async (role) => {
    const html = await comment(role, "[url=https://example.org/strona]strona[/url] [reklama]");
    const actor = role ? { role } : null;
    expect(html.includes('href="https://example.org/strona"'), "link").toBe(Boolean(actor && rolesWith("markup.link").includes(actor.role)));
    expect(/class="[^"]*ad-slot/.test(html) && html.includes("336"), "ad").toBe(Boolean(actor && rolesWith("markup.advertise").includes(actor.role)));
  });
});

describe("the buttons a page shows", () => {
  it.each([null, ...ROLES])(
    "the song, artist and profile pages show %s each delete, rename and merge button exactly when the table lets them",
    async (role) => {
      const { song, artist } = await makeSong({ lyrics: ["raz", "dwa"] });
      await testDb().update(schema.songs).set({ youtubeId: "syncVideo01" }).where(eq(schema.songs.id, song.id));
      await testDb()
        .insert(schema.songSyncs)
        .values({ songId: song.id, videoId: "syncVideo01", timings: [1, 2] });
      await testDb()
        .insert(schema.annotations)
        .values({ songId: song.id, text: "teoria", lines: [0] });
      await testDb().insert(schema.comments).values({ songId: song.id, text: "komentarz" });
      await testDb().insert(schema.translations).values({ songId: song.id, code: "en", text: "la\nla" });
      const element = {
        songId: song.id,
        type: 1,
        videoId: "abcdefghijk",
        videoTitle: "Cover",
        thumbnailUrl: "https://i.ytimg.com/vi/abcdefghijk/default.jpg",
      };
      await testDb().insert(schema.songElements).values(element);
      const other = await makeUser();
      const cookie = role ? cookies[role] : undefined;
      const pages: [Permission, string, string][] = [
        ["annotation.delete", `/${song.urlname}?linia=0`, "delete-annotation"],
        ["song.delete", `/${song.urlname}`, "delete-song"],
        ["artist.delete", `/${song.urlname}`, "delete-artist"],
        ["sync.delete", `/${song.urlname}`, "delete-sync"],
        ["comment.delete", `/${song.urlname}/komentarze`, "delete-comment"],
        ["translation.delete", `/${song.urlname}/tlumaczenie`, "delete-translation"],
        ["element.delete", `/${song.urlname}/covery`, "delete-element"],
        ["account.delete", `/profil/${other.username}`, "deleteAccount"],
        ["song.rename", `/${song.urlname}`, "rename-song"],
        ["song.rename", `/${song.urlname}`, "move-song"],
        ["artist.rename", `/${artist.urlname}`, "rename-artist"],
      ];
      for (const [permission, path, intent] of pages) {
        const html = await (await get(path, { headers: headersOf(cookie) })).text();
        const shown = html.includes(`name="intent" value="${intent}"`);
        expect(shown, `${intent} on ${path}`).toBe(role !== null && rolesWith(permission).includes(role));
      }
      const artistPage = await (await get(`/${artist.urlname}`, { headers: headersOf(cookie) })).text();
      const mergeLink = artistPage.includes(`href="/${artist.urlname}/polacz"`) && artistPage.includes("Połącz z innym wykonawcą");
      expect(mergeLink, "the merge link").toBe(role !== null && rolesWith("artist.merge").includes(role));
      const deleteButton = artistPage.includes('name="intent" value="delete-artist"') && artistPage.includes("Usuń wykonawcę");
      expect(deleteButton, "the artist page's delete button").toBe(role !== null && rolesWith("artist.delete").includes(role));
    },
  );
});

describe("the table", () => {
  it("has a use here for every permission it names", () => {
    // The markup permissions are walked by how a comment renders, above.
    const untested = PERMISSION_NAMES.filter((p) => USES[p].length === 0 && !p.startsWith("markup."));
    expect(untested).toEqual([]);
  });
});
