// The permission table's uses, part: deleting and changing content: posts, songs, artists, accounts, videos, timings, names, lyrics (permission-table.test.ts walks them).
import { eq } from "drizzle-orm";
import type { Permission } from "@core/auth/permissions";
import * as schema from "@db/schema";
import { makeSong, makeUser, testDb } from "./helpers";
import {
  type Use,
  count,
  api,
  form,
  makeComment,
  makeTranslation,
  makeElement,
  makeAnnotation,
  makeSync,
  deletes,
  videoIs,
  pendingProposal,
  pageUse,
  artistNamed,
  twoArtists,
} from "./permission-fixtures";

export const CONTENT_USES = {
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
} satisfies Partial<Record<Permission, Use[]>>;
