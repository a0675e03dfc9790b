// The permission table (core/auth/permissions.ts) walked whole: for every permission, every
// endpoint and page action that needs it answers 401 to a visitor and 403 to each role the
// table leaves out — also when the body forges the spec's `userdata` — changes nothing for
// them, and succeeds for each role that holds it. A permission without a use listed here
// fails the last test, so a new permission brings its checks along.
import { eq, type SQL } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { beforeAll, describe, expect, it } from "vitest";
import { PERMISSION_NAMES, type Permission, rolesWith } from "@core/auth/permissions";
import { ROLES, type Role } from "@core/auth/roles";
import * as schema from "@db/schema";
import { makeAccount, postForm, postJson, sessionCookieFor } from "./account-helpers";
import { get, makeSong, makeUser, testDb } from "./helpers";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const FORGED = { userdata: { username: "admin", role: "admin" } };

/** One call that needs a permission: `prepare` makes what it acts on and says how to send it. */
type Use = {
  name: string;
  prepare: () => Promise<{ send: (cookie: string | undefined) => Promise<Response>; done: () => Promise<boolean> }>;
  /** what a visitor gets when the table leaves visitors out (401 unless the call is open to them) */
  visitor?: 401 | 403;
};

const count = async (table: SQLiteTable, where: SQL) => (await testDb().select().from(table).where(where)).length;
const headersOf = (cookie: string | undefined): Record<string, string> => (cookie ? { Cookie: cookie } : {});
const api = (path: string, body: Record<string, unknown>) => (cookie: string | undefined) =>
  postJson(path, { ...body, ...FORGED }, headersOf(cookie));
const form = (path: string, fields: Record<string, string>) => (cookie: string | undefined) =>
  postForm(path, { ...fields, userdata: JSON.stringify(FORGED.userdata) }, headersOf(cookie));

const makeComment = async () => {
  const { song } = await makeSong();
  const [row] = await testDb().insert(schema.comments).values({ songId: song.id, text: "komentarz" }).returning();
  return { song, id: row.id, gone: async () => (await count(schema.comments, eq(schema.comments.id, row.id))) === 0 };
};
const makeTranslation = async () => {
  const { song } = await makeSong();
  const [row] = await testDb().insert(schema.translations).values({ songId: song.id, code: "en", text: "la la" }).returning();
  return { song, id: row.id, gone: async () => (await count(schema.translations, eq(schema.translations.id, row.id))) === 0 };
};
const makeElement = async () => {
  const { song } = await makeSong();
  const values = {
    songId: song.id,
    type: 1,
    videoId: "abcdefghijk",
    videoTitle: "Cover",
    thumbnailUrl: "https://i.ytimg.com/vi/abcdefghijk/default.jpg",
  };
  const [row] = await testDb().insert(schema.songElements).values(values).returning();
  return { song, id: row.id, gone: async () => (await count(schema.songElements, eq(schema.songElements.id, row.id))) === 0 };
};
const makeAnnotation = async () => {
  const { song } = await makeSong();
  const [row] = await testDb()
    .insert(schema.annotations)
    .values({ songId: song.id, text: "teoria", lines: [0] })
    .returning();
  return { song, id: row.id, gone: async () => (await count(schema.annotations, eq(schema.annotations.id, row.id))) === 0 };
};
const makeSync = async () => {
  const { song } = await makeSong({ lyrics: ["raz", "dwa"] });
  await testDb().update(schema.songs).set({ youtubeId: "syncVideo01" }).where(eq(schema.songs.id, song.id));
  await testDb()
    .insert(schema.songSyncs)
    .values({ songId: song.id, videoId: "syncVideo01", timings: [1, 2] });
  return { song, id: song.id, gone: async () => (await count(schema.songSyncs, eq(schema.songSyncs.songId, song.id))) === 0 };
};
const makeArticle = async () => {
  const [row] = await testDb()
    .insert(schema.articles)
    .values({ title: "Do usunięcia", url: `do-usuniecia-${crypto.randomUUID()}`, text: "<p>x</p>" })
    .returning();
  return { ...row, gone: async () => (await count(schema.articles, eq(schema.articles.id, row.id))) === 0 };
};

/** A delete through the spec's call and through the song page's form: both need the permission. */
function deletes(kind: string, field: string, make: () => Promise<{ song: { urlname: string }; id: number; gone: () => Promise<boolean> }>): Use[] {
  const apiPath = `/api/delete${kind[0].toUpperCase()}${kind.slice(1)}`;
  return [
    {
      name: `POST ${apiPath}`,
      prepare: async () => {
        const item = await make();
        return { send: api(apiPath, { [field]: item.id }), done: item.gone };
      },
    },
    {
      name: `the song page's delete-${kind} form`,
      prepare: async () => {
        const item = await make();
        return { send: form(`/${item.song.urlname}`, { intent: `delete-${kind}`, [field]: String(item.id) }), done: item.gone };
      },
    },
  ];
}

const videoIs = (songId: number, id: string | null) => async () =>
  (await testDb().select({ id: schema.songs.youtubeId }).from(schema.songs).where(eq(schema.songs.id, songId)))[0].id === id;

/** A song with a live video (and timings) and a proposal for the kind waiting for a moderator. */
async function pendingProposal(kind: "video" | "sync", payload: object) {
  const { song } = await makeSong({ lyrics: ["raz", "dwa"] });
  await testDb().update(schema.songs).set({ youtubeId: "syncVideo01" }).where(eq(schema.songs.id, song.id));
  const video = { id: "syncVideo01", title: "Stary", thumbDefault: "d", thumbMedium: "m" };
  const [liveVideo] = await testDb()
    .insert(schema.songRevisions)
    .values({ songId: song.id, kind: "video", payload: video, status: "live" })
    .returning();
  await testDb()
    .insert(schema.songSyncs)
    .values({ songId: song.id, videoId: "syncVideo01", timings: [1, 2] });
  const [liveSync] = await testDb()
    .insert(schema.songRevisions)
    .values({ songId: song.id, kind: "sync", payload: { videoId: "syncVideo01", timings: [1, 2] }, status: "live" })
    .returning();
  const base = kind === "sync" ? liveSync.id : liveVideo.id;
  const [row] = await testDb().insert(schema.songRevisions).values({ songId: song.id, kind, payload, status: "pending", baseId: base }).returning();
  return { song, pending: row.id };
}

/** A panel page the permission opens: everyone else sees 'brak dostępu' (product §8). */
function pageUse(name: string, path: string, shows: string): Use {
  return {
    name,
    visitor: 403,
    prepare: async () => {
      let shown = false;
      const send = async (cookie: string | undefined) => {
        const response = await get(path, { headers: headersOf(cookie) });
        shown = response.status === 200 && (await response.clone().text()).includes(shows);
        return response;
      };
      return { send, done: async () => shown };
    },
  };
}

async function trashedComment() {
  const { song } = await makeSong();
  const [comment] = await testDb().insert(schema.comments).values({ songId: song.id, text: "do kosza" }).returning();
  const { trashItem } = await import("@worker/services/moderation");
  const moved = await trashItem(new Request("http://localhost/"), null, "comment", comment.id, {
    cause: "deleted",
    status: "trashed",
    by: null,
    note: null,
  });
  if (!moved.ok) throw new Error(moved.message);
  return { comment, trashId: moved.value.trashId };
}

const artistNamed = async (id: number) =>
  (await testDb().select({ name: schema.artists.name }).from(schema.artists).where(eq(schema.artists.id, id)))[0]?.name;

/** Two artists whose songs share a title: the merge screen offers the pair. */
async function twoArtists() {
  const { artist: source, song } = await makeSong({ title: "Wspólna" });
  const { artist: target } = await makeSong({ title: "Wspólna" });
  return { source, target, song, merged: async () => (await count(schema.artists, eq(schema.artists.id, source.id))) === 0 };
}

const articleTitle = () => `Artykuł ${crypto.randomUUID()}`;
const articleSaved = (title: string) => async () => (await count(schema.articles, eq(schema.articles.title, title))) === 1;

const USES: Record<Permission, Use[]> = {
  "annotation.delete": deletes("annotation", "annotation_id", makeAnnotation),
  "comment.delete": deletes("comment", "comment_id", makeComment),
  "translation.delete": deletes("translation", "translation_id", makeTranslation),
  "element.delete": deletes("element", "element_id", makeElement),
  "song.delete": deletes("song", "song_id", async () => {
    const { song } = await makeSong();
    return { song, id: song.id, gone: async () => (await count(schema.songs, eq(schema.songs.id, song.id))) === 0 };
  }),
  "artist.delete": deletes("artist", "artist_id", async () => {
    const { song, artist } = await makeSong();
    return { song, id: artist.id, gone: async () => (await count(schema.artists, eq(schema.artists.id, artist.id))) === 0 };
  }),
  "sync.delete": deletes("sync", "song_id", makeSync),
  "account.delete": [
    {
      name: "POST /api/deleteAccount",
      prepare: async () => {
        const victim = await makeUser();
        return {
          send: api("/api/deleteAccount", { username: victim.username }),
          done: async () => (await count(schema.users, eq(schema.users.id, victim.id))) === 0,
        };
      },
    },
    {
      name: "the trash's restore of an account",
      prepare: async () => {
        const victim = await makeUser();
        const { moveToTrash } = await import("@worker/services/trash");
        const { accountPlan } = await import("@worker/services/trash-plans");
        const moved = await moveToTrash("account", victim.id, accountPlan(victim, false), {
          cause: "account",
          status: "trashed",
          by: null,
          note: null,
        });
        if (!moved.ok) throw new Error(moved.message);
        const done = async () => (await testDb().select().from(schema.users).where(eq(schema.users.id, victim.id))).length === 1;
        return { send: form("/panel/kosz", { trash_id: String(moved.value.trashId) }), done };
      },
    },
    {
      name: "the panel's deleteAccount form",
      prepare: async () => {
        const victim = await makeUser();
        return {
          send: form("/panel", { intent: "deleteAccount", username: victim.username }),
          done: async () => (await count(schema.users, eq(schema.users.id, victim.id))) === 0,
        };
      },
    },
  ],
  // Anyone may give a song without a video its video, and propose another for review;
  // deciding proposals and taking a video away take the permission (decision 042).
  "video.replace": [
    {
      name: "the history page's accept form of a proposed video",
      prepare: async () => {
        const { song, pending } = await pendingProposal("video", { id: "newVideo001", title: "Nowy", thumbDefault: "d", thumbMedium: "m" });
        return {
          send: form(`/${song.urlname}/historia`, { intent: "revision-video", revision_id: String(pending), decision: "accept" }),
          done: videoIs(song.id, "newVideo001"),
        };
      },
    },
    {
      name: "the history page's clear-video form",
      prepare: async () => {
        const { song } = await makeSong();
        await testDb().update(schema.songs).set({ youtubeId: "oldVideo001" }).where(eq(schema.songs.id, song.id));
        return { send: form(`/${song.urlname}/historia`, { intent: "clear-video" }), done: videoIs(song.id, null) };
      },
    },
  ],
  "sync.replace": [
    {
      name: "the history page's accept form of proposed timings",
      prepare: async () => {
        const { song, pending } = await pendingProposal("sync", { videoId: "syncVideo01", timings: [5, 6] });
        const done = async () => (await testDb().select().from(schema.songSyncs).where(eq(schema.songSyncs.songId, song.id)))[0]?.timings?.[0] === 5;
        return { send: form(`/${song.urlname}/historia`, { intent: "revision-sync", revision_id: String(pending), decision: "accept" }), done };
      },
    },
  ],
  // Renames and merges (decision 049).
  "artist.rename": [
    {
      name: "the artist page's rename form",
      prepare: async () => {
        const { artist } = await makeSong();
        const name = `Nowa Nazwa ${artist.id}`;
        return { send: form(`/${artist.urlname}`, { intent: "rename-artist", name }), done: async () => (await artistNamed(artist.id)) === name };
      },
    },
  ],
  "song.rename": [
    {
      name: "the song page's rename form",
      prepare: async () => {
        const { song } = await makeSong();
        const title = `Nowy Tytuł ${song.id}`;
        const done = async () => (await testDb().select().from(schema.songs).where(eq(schema.songs.id, song.id)))[0].name === title;
        return { send: form(`/${song.urlname}`, { intent: "rename-song", title }), done };
      },
    },
    {
      name: "the song page's move form",
      prepare: async () => {
        const { song, artist } = await makeSong();
        await testDb()
          .insert(schema.songs)
          .values({ artistId: artist.id, name: "Zostaje", urlname: `zostaje-${song.id}`, lyrics: ["la"] });
        const name = `Inny Wykonawca ${song.id}`;
        const done = async () => {
          const [row] = await testDb().select().from(schema.songs).where(eq(schema.songs.id, song.id));
          return (await artistNamed(row.artistId)) === name;
        };
        return { send: form(`/${song.urlname}`, { intent: "move-song", artist: name }), done };
      },
    },
  ],
  "artist.merge": [
    {
      name: "the merge screen",
      visitor: 403,
      prepare: async () => {
        const { source, target } = await twoArtists();
        return pageUse("", `/${source.urlname}/polacz?wykonawca=${target.id}`, 'name="scal"').prepare();
      },
    },
    {
      name: "the merge screen's merge form",
      prepare: async () => {
        const { source, target, song, merged } = await twoArtists();
        return {
          send: form(`/${source.urlname}/polacz?wykonawca=${target.id}`, {
            intent: "merge-artist",
            target_id: String(target.id),
            scal: String(song.id),
          }),
          done: merged,
        };
      },
    },
  ],
  "lyrics.edit": [
    {
      name: "the queue's accept form of a lyrics suggestion",
      prepare: async () => {
        const { song } = await makeSong({ lyrics: ["raz", "dwa"] });
        const [pending] = await testDb()
          .insert(schema.songRevisions)
          .values({ songId: song.id, kind: "lyrics", payload: { lyrics: ["raz", "dwa", "trzy"] }, status: "pending" })
          .returning();
        const done = async () => (await testDb().select().from(schema.songs).where(eq(schema.songs.id, song.id)))[0].lyrics.length === 3;
        const fields = { intent: "lyrics", decision: "accept", revision_id: String(pending.id), lyrics: "raz\ndwa\ntrzy", base: "" };
        return { send: form("/panel/zgloszenia", fields), done };
      },
    },
    {
      name: "the song page's re-pin form of a detached interpretation",
      prepare: async () => {
        const { song } = await makeSong({ lyrics: ["raz", "dwa"] });
        const [row] = await testDb()
          .insert(schema.annotations)
          .values({ songId: song.id, text: "odpięta", lines: [], detachedText: ["trzy"] })
          .returning();
        const done = async () => (await testDb().select().from(schema.annotations).where(eq(schema.annotations.id, row.id)))[0].lines.length === 1;
        return { send: form(`/${song.urlname}`, { intent: "repin-annotation", annotation_id: String(row.id), line: "1" }), done };
      },
    },
  ],
  "markup.link": [],
  "markup.advertise": [],
  "reports.review": [
    pageUse("the review queue", "/panel/zgloszenia", "Zgłoszenia"),
    {
      name: "the queue's dismiss form",
      visitor: 401,
      prepare: async () => {
        const { song } = await makeSong();
        const [comment] = await testDb().insert(schema.comments).values({ songId: song.id, text: "zgłoszony" }).returning();
        await testDb().insert(schema.reportItems).values({ kind: "comment", itemId: comment.id, label: "zgłoszony", openCount: 1 });
        const done = async () =>
          (await testDb().select().from(schema.reportItems).where(eq(schema.reportItems.itemId, comment.id)))[0].state === "closed";
        return { send: form("/panel/zgloszenia", { kind: "comment", item_id: String(comment.id), decision: "dismiss" }), done };
      },
    },
  ],
  "trash.restore": [
    pageUse("the trash", "/panel/kosz", "Kosz"),
    {
      name: "the trash's restore form",
      prepare: async () => {
        const { comment, trashId } = await trashedComment();
        const done = async () => (await testDb().select().from(schema.comments).where(eq(schema.comments.id, comment.id))).length === 1;
        return { send: form("/panel/kosz", { trash_id: String(trashId) }), done };
      },
    },
  ],
  "status.view": [pageUse("the status page", "/panel/status", "Stan serwisu")],
  "audit.view": [
    pageUse("the audit log", "/panel/dziennik", "Dziennik moderacji"),
    pageUse("the audit log as CSV", "/panel/dziennik.csv", "id,kiedy,kto"),
  ],
  "users.block": [
    pageUse("the blocks page", "/panel/blokady", "Blokady"),
    {
      name: "the blocks page's block form",
      prepare: async () => {
        const target = await makeUser();
        const done = async () => (await testDb().select().from(schema.blocks).where(eq(schema.blocks.userId, target.id))).length === 1;
        return { send: form("/panel/blokady", { username: target.username, days: "1", reason: "" }), done };
      },
    },
  ],
  // Decision 048: the earlier versions of edited posts. (Editing itself is no role's
  // permission: only the author edits, tested in post-edits.test.ts.)
  "posts.history": [
    {
      name: "GET /api/postVersions of an edited comment",
      prepare: async () => {
        const { song } = await makeSong();
        const [comment] = await testDb().insert(schema.comments).values({ songId: song.id, text: "nowa wersja", editedAt: 2 }).returning();
        await testDb()
          .insert(schema.postRevisions)
          .values({ kind: "comment", itemId: comment.id, songId: song.id, text: "stara wersja", writtenAt: 1, replacedAt: 2 });
        let shown = false;
        const send = async (cookie: string | undefined) => {
          const response = await get(`/api/postVersions/comment/${comment.id}`, { headers: headersOf(cookie) });
          shown = response.status === 200 && (await response.clone().text()).includes("stara wersja");
          return response;
        };
        return { send, done: async () => shown };
      },
    },
  ],
  "roles.change": [
    pageUse("the users page", "/panel/uzytkownicy", "Użytkownicy i role"),
    {
      name: "the users page's role form",
      prepare: async () => {
        const target = await makeUser();
        const done = async () =>
          (await testDb().select({ role: schema.users.role }).from(schema.users).where(eq(schema.users.id, target.id)))[0].role === "moderator";
        return { send: form("/panel/uzytkownicy", { user_id: String(target.id), role: "moderator" }), done };
      },
    },
  ],
  "accounts.review": [
    {
      name: "the panel's list of look-alike names",
      // Product §8: everyone without the panel's permission sees 'brak dostępu'.
      visitor: 403,
      prepare: async () => {
        const older = await makeUser();
        const later = await makeUser();
        await testDb()
          .update(schema.users)
          .set({ usernameKey: `${older.username}-klucz` })
          .where(eq(schema.users.id, older.id));
        await testDb()
          .update(schema.users)
          .set({ usernameKey: `${older.username}-klucz#${later.id}` })
          .where(eq(schema.users.id, later.id));
        let listed = false;
        const send = async (cookie: string | undefined) => {
          const response = await get("/panel/uzytkownicy", { headers: headersOf(cookie) });
          const html = await response.clone().text();
          listed = response.status === 200 && html.replaceAll("<!-- -->", "").includes(`>${later.username}</a> wygląda jak <a`);
          return response;
        };
        return { send, done: async () => listed };
      },
    },
  ],
  "article.manage": [
    {
      name: "POST /api/saveArticle",
      prepare: async () => {
        const title = articleTitle();
        return { send: api("/api/saveArticle", { article: { article_title: title, article_text: "<p>Treść</p>" } }), done: articleSaved(title) };
      },
    },
    {
      name: "POST /api/deleteArticle",
      prepare: async () => {
        const article = await makeArticle();
        return { send: api("/api/deleteArticle", { article: { article_id: article.id } }), done: article.gone };
      },
    },
    {
      name: "POST /api/upload",
      prepare: async () => {
        const before = await count(schema.uploads, eq(schema.uploads.name, "okladka.png"));
        const send = (cookie: string | undefined) => {
          const body = new FormData();
          body.set("file", new File([PNG], "okladka.png", { type: "image/png" }));
          body.set("userdata", JSON.stringify(FORGED.userdata));
          return get("/api/upload", { method: "POST", headers: { Origin: "http://localhost", ...headersOf(cookie) }, body });
        };
        return { send, done: async () => (await count(schema.uploads, eq(schema.uploads.name, "okladka.png"))) === before + 1 };
      },
    },
    {
      name: "the panel page",
      // Product §8: everyone without the permission sees 'brak dostępu'.
      visitor: 403,
      prepare: async () => {
        let shown = false;
        const send = async (cookie: string | undefined) => {
          const response = await get("/panel", { headers: headersOf(cookie) });
          shown = response.status === 200 && (await response.clone().text()).includes('href="/artykul_edit"');
          return response;
        };
        return { send, done: async () => shown };
      },
    },
    {
      name: "the panel's deleteArticle form",
      prepare: async () => {
        const article = await makeArticle();
        return { send: form("/panel", { intent: "deleteArticle", article_id: String(article.id) }), done: article.gone };
      },
    },
    {
      name: "the editor's save form",
      prepare: async () => {
        const title = articleTitle();
        return { send: form("/artykul_edit", { intent: "save", article_title: title, article_text: "<p>Treść</p>" }), done: articleSaved(title) };
      },
    },
  ],
};

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
