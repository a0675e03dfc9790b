// The permission table's test (permission-table.test.ts) in parts: what a use needs — making
// the item it acts on, sending the call with a forged `userdata` body, checking the outcome.
import { eq, type SQL } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import * as schema from "@db/schema";
import { postForm, postJson } from "./account-helpers";
import { get, makeSong, testDb } from "./helpers";

export const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
export const FORGED = { userdata: { username: "admin", role: "admin" } };

/** One call that needs a permission: `prepare` makes what it acts on and says how to send it. */
export type Use = {
  name: string;
  prepare: () => Promise<{ send: (cookie: string | undefined) => Promise<Response>; done: () => Promise<boolean> }>;
  /** what a visitor gets when the table leaves visitors out (401 unless the call is open to them) */
  visitor?: 401 | 403;
};

export const count = async (table: SQLiteTable, where: SQL) => (await testDb().select().from(table).where(where)).length;
export const headersOf = (cookie: string | undefined): Record<string, string> => (cookie ? { Cookie: cookie } : {});
export const api = (path: string, body: Record<string, unknown>) => (cookie: string | undefined) =>
  postJson(path, { ...body, ...FORGED }, headersOf(cookie));
export const form = (path: string, fields: Record<string, string>) => (cookie: string | undefined) =>
  postForm(path, { ...fields, userdata: JSON.stringify(FORGED.userdata) }, headersOf(cookie));

export const makeComment = async () => {
  const { song } = await makeSong();
  const [row] = await testDb().insert(schema.comments).values({ songId: song.id, text: "komentarz" }).returning();
  return { song, id: row.id, gone: async () => (await count(schema.comments, eq(schema.comments.id, row.id))) === 0 };
};
export const makeTranslation = async () => {
  const { song } = await makeSong();
  const [row] = await testDb().insert(schema.translations).values({ songId: song.id, code: "en", text: "la la" }).returning();
  return { song, id: row.id, gone: async () => (await count(schema.translations, eq(schema.translations.id, row.id))) === 0 };
};
export const makeElement = async () => {
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
export const makeAnnotation = async () => {
  const { song } = await makeSong();
  const [row] = await testDb()
    .insert(schema.annotations)
    .values({ songId: song.id, text: "teoria", lines: [0] })
    .returning();
  return { song, id: row.id, gone: async () => (await count(schema.annotations, eq(schema.annotations.id, row.id))) === 0 };
};
export const makeSync = async () => {
  const { song } = await makeSong({ lyrics: ["raz", "dwa"] });
  await testDb().update(schema.songs).set({ youtubeId: "syncVideo01" }).where(eq(schema.songs.id, song.id));
  await testDb()
    .insert(schema.songSyncs)
    .values({ songId: song.id, videoId: "syncVideo01", timings: [1, 2] });
  return { song, id: song.id, gone: async () => (await count(schema.songSyncs, eq(schema.songSyncs.songId, song.id))) === 0 };
};
export const makeArticle = async () => {
  const [row] = await testDb()
    .insert(schema.articles)
    .values({ title: "Do usunięcia", url: `do-usuniecia-${crypto.randomUUID()}`, text: "<p>x</p>" })
    .returning();
  return { ...row, gone: async () => (await count(schema.articles, eq(schema.articles.id, row.id))) === 0 };
};

/** A delete through the spec's call and through the song page's form: both need the permission. */
export function deletes(
  kind: string,
  field: string,
  make: () => Promise<{ song: { urlname: string }; id: number; gone: () => Promise<boolean> }>,
): Use[] {
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

export const videoIs = (songId: number, id: string | null) => async () =>
  (await testDb().select({ id: schema.songs.youtubeId }).from(schema.songs).where(eq(schema.songs.id, songId)))[0].id === id;

/** A song with a live video (and timings) and a proposal for the kind waiting for a moderator. */
export async function pendingProposal(kind: "video" | "sync", payload: object) {
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
export function pageUse(name: string, path: string, shows: string): Use {
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

export async function trashedComment() {
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

export const artistNamed = async (id: number) =>
  (await testDb().select({ name: schema.artists.name }).from(schema.artists).where(eq(schema.artists.id, id)))[0]?.name;

/** Two artists whose songs share a title: the merge screen offers the pair. */
export async function twoArtists() {
  const { artist: source, song } = await makeSong({ title: "Wspólna" });
  const { artist: target } = await makeSong({ title: "Wspólna" });
  return { source, target, song, merged: async () => (await count(schema.artists, eq(schema.artists.id, source.id))) === 0 };
}

export const articleTitle = () => `Artykuł ${crypto.randomUUID()}`;
export const articleSaved = (title: string) => async () => (await count(schema.articles, eq(schema.articles.title, title))) === 1;
