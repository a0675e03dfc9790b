// Every privileged endpoint, four callers: no session (401), a user (403), a user whose
// body claims to be the admin through the spec's `userdata` (403), an admin (success).
import { env } from "cloudflare:workers";
import { eq, type SQL } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { beforeAll, describe, expect, it } from "vitest";
import * as schema from "@db/schema";
import { makeAccount, postForm, sessionCookieFor } from "./account-helpers";
import { get, makeSong, makeUser, testDb } from "./helpers";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const forgedUserdata = { username: "admin", role: "admin" };

type Endpoint = {
  path: string;
  /** Creates what the call acts on; answers the body (without userdata). */
  prepare: () => Promise<Record<string, unknown>>;
  /** After the admin's call: the effect is visible in the database. */
  verify: (answer: Record<string, unknown>, body: Record<string, unknown>) => Promise<void>;
  multipart?: boolean;
};

const count = async (table: SQLiteTable, where: SQL) => (await testDb().select().from(table).where(where)).length;

const endpoints: Endpoint[] = [
  {
    path: "/api/deleteComment",
    prepare: async () => {
      const { song } = await makeSong();
      const [row] = await testDb().insert(schema.comments).values({ songId: song.id, text: "komentarz" }).returning();
      return { comment_id: row.id };
    },
    verify: async (_, body) => expect(await count(schema.comments, eq(schema.comments.id, body.comment_id as number))).toBe(0),
  },
  {
    path: "/api/deleteTranslation",
    prepare: async () => {
      const { song } = await makeSong();
      const [row] = await testDb().insert(schema.translations).values({ songId: song.id, code: "en", text: "la la" }).returning();
      return { translation_id: row.id };
    },
    verify: async (_, body) => expect(await count(schema.translations, eq(schema.translations.id, body.translation_id as number))).toBe(0),
  },
  {
    path: "/api/deleteElement",
    prepare: async () => {
      const { song } = await makeSong();
      const [row] = await testDb()
        .insert(schema.songElements)
        .values({
          songId: song.id,
          type: 1,
          videoId: "abcdefghijk",
          videoTitle: "Cover",
          thumbnailUrl: "https://i.ytimg.com/vi/abcdefghijk/default.jpg",
        })
        .returning();
      return { element_id: row.id };
    },
    verify: async (_, body) => expect(await count(schema.songElements, eq(schema.songElements.id, body.element_id as number))).toBe(0),
  },
  {
    path: "/api/deleteSong",
    prepare: async () => ({ song_id: (await makeSong()).song.id }),
    verify: async (_, body) => expect(await count(schema.songs, eq(schema.songs.id, body.song_id as number))).toBe(0),
  },
  {
    path: "/api/deleteArtist",
    prepare: async () => ({ artist_id: (await makeSong()).artist.id }),
    verify: async (_, body) => expect(await count(schema.artists, eq(schema.artists.id, body.artist_id as number))).toBe(0),
  },
  {
    path: "/api/deleteAnnotation",
    prepare: async () => {
      const { song } = await makeSong();
      const [row] = await testDb()
        .insert(schema.annotations)
        .values({ songId: song.id, text: "teoria", lines: [0] })
        .returning();
      return { annotation_id: row.id };
    },
    verify: async (_, body) => expect(await count(schema.annotations, eq(schema.annotations.id, body.annotation_id as number))).toBe(0),
  },
  {
    path: "/api/deleteAccount",
    prepare: async () => ({ username: (await makeUser()).username }),
    verify: async (_, body) => expect(await count(schema.users, eq(schema.users.username, body.username as string))).toBe(0),
  },
  {
    path: "/api/saveArticle",
    prepare: async () => ({ article: { article_title: `Artykuł ${crypto.randomUUID()}`, article_text: "<p>Treść</p>" } }),
    verify: async (answer) => {
      expect(answer).toMatchObject({ status: "success", insertId: expect.any(Number) });
      expect(await count(schema.articles, eq(schema.articles.id, answer.insertId as number))).toBe(1);
    },
  },
  {
    path: "/api/deleteArticle",
    prepare: async () => {
      const [row] = await testDb()
        .insert(schema.articles)
        .values({ title: "Do usunięcia", url: `do-usuniecia-${crypto.randomUUID()}`, text: "<p>x</p>" })
        .returning();
      return { article: { article_id: row.id } };
    },
    verify: async (_, body) =>
      expect(await count(schema.articles, eq(schema.articles.id, (body.article as { article_id: number }).article_id))).toBe(0),
  },
  {
    path: "/api/upload",
    multipart: true,
    prepare: async () => ({}),
    verify: async (answer) => {
      expect(answer).toMatchObject({ name: "okladka.png", path: expect.stringMatching(/^\/api\/upload\/images\/.+\.png$/) });
      const key = (answer.path as string).slice("/api/upload/".length);
      expect(await env.UPLOADS.head(key)).not.toBeNull();
      expect(await count(schema.uploads, eq(schema.uploads.key, key))).toBe(1);
    },
  },
];

function call(endpoint: Endpoint, body: Record<string, unknown>, cookie?: string) {
  const headers: Record<string, string> = { Origin: "http://localhost" };
  if (cookie) headers.Cookie = cookie;
  if (endpoint.multipart) {
    const form = new FormData();
    form.set("file", new File([PNG], "okladka.png", { type: "image/png" }));
    form.set("userdata", JSON.stringify(body.userdata ?? null));
    return get(endpoint.path, { method: "POST", headers, body: form });
  }
  headers["Content-Type"] = "application/json";
  return get(endpoint.path, { method: "POST", headers, body: JSON.stringify(body) });
}

let userCookie: string;
let adminCookie: string;
let adminName: string;

beforeAll(async () => {
  userCookie = await sessionCookieFor((await makeAccount()).user.id);
  const { user: admin } = await makeAccount({ role: "admin" });
  adminName = admin.username;
  adminCookie = await sessionCookieFor(admin.id);
});

describe.each(endpoints)("$path", (endpoint) => {
  it("answers 401 without a session and changes nothing", async () => {
    const body = await endpoint.prepare();
    const response = await call(endpoint, { ...body, userdata: forgedUserdata });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ status: "error", error: "Musisz być zalogowany." });
  });

  it("answers 403 for a user", async () => {
    const response = await call(endpoint, await endpoint.prepare(), userCookie);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ status: "error", error: "brak dostępu" });
  });

  it("answers 403 for a user whose body claims to be the admin", async () => {
    const body = await endpoint.prepare();
    const response = await call(endpoint, { ...body, userdata: forgedUserdata }, userCookie);
    expect(response.status).toBe(403);
    // Nothing was deleted: the admin can still act on the same item.
    const admin = await call(endpoint, body, adminCookie);
    expect(admin.status).toBe(200);
  });

  it("succeeds for an admin", async () => {
    const body = await endpoint.prepare();
    const response = await call(endpoint, { ...body, userdata: forgedUserdata }, adminCookie);
    expect(response.status).toBe(200);
    const answer = await response.json<Record<string, unknown>>();
    if (!endpoint.multipart && endpoint.path !== "/api/saveArticle") expect(answer).toEqual({ status: "success" });
    await endpoint.verify(answer, body);
  });
});

describe("the admin panel page", () => {
  it("answers 'brak dostępu' with 403 to visitors and users, and the panel to an admin", async () => {
    for (const cookie of [undefined, userCookie]) {
      const response = await get("/panel", cookie ? { headers: { Cookie: cookie } } : undefined);
      expect(response.status).toBe(403);
      expect(await response.text()).toContain("brak dostępu");
    }
    const admin = await get("/panel", { headers: { Cookie: adminCookie } });
    expect(admin.status).toBe(200);
    const html = await admin.text();
    expect(html).toContain('href="/artykul_edit"');
    expect(html).not.toContain("brak dostępu");
  });

  it("deletes an article from the panel for an admin only; an unknown id answers 404", async () => {
    const [article] = await testDb()
      .insert(schema.articles)
      .values({ title: "Z panelu", text: "<p>x</p>", url: `z-panelu-${Date.now()}` })
      .returning();
    const fields = { intent: "deleteArticle", article_id: String(article.id) };
    for (const [cookie, status, message] of [
      [undefined, 401, "Musisz być zalogowany."],
      [userCookie, 403, "brak dostępu"],
    ] as const) {
      const refused = await postForm("/panel", fields, cookie ? { Cookie: cookie } : {});
      expect(refused.status).toBe(status);
      expect(await refused.text()).toContain(message);
    }
    expect(await count(schema.articles, eq(schema.articles.id, article.id))).toBe(1);

    const bad = await postForm("/panel", { intent: "deleteArticle", article_id: "abc" }, { Cookie: adminCookie });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Nieprawidłowy artykuł.");

    const deleted = await postForm("/panel", fields, { Cookie: adminCookie });
    expect(deleted.status).toBe(200);
    expect(await count(schema.articles, eq(schema.articles.id, article.id))).toBe(0);
    const again = await postForm("/panel", fields, { Cookie: adminCookie });
    expect(again.status).toBe(404);
    expect(await again.text()).toContain("Nie ma takiego artykułu.");
  });

  it("deletes an account from the panel form and goes home; never the admin's own", async () => {
    const { user: victim } = await makeAccount();
    const refused = await postForm("/panel", { intent: "deleteAccount", username: victim.username }, { Cookie: userCookie });
    expect(refused.status).toBe(403);
    expect(await count(schema.users, eq(schema.users.id, victim.id))).toBe(1);

    const deleted = await postForm("/panel", { intent: "deleteAccount", username: victim.username.toUpperCase() }, { Cookie: adminCookie });
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("Location")).toBe("/");
    expect(await count(schema.users, eq(schema.users.id, victim.id))).toBe(0);

    const own = await postForm("/panel", { intent: "deleteAccount", username: adminName }, { Cookie: adminCookie });
    expect(own.status).toBe(400);
    expect(await own.text()).toContain("Nie możesz usunąć własnego konta.");
  });
});
