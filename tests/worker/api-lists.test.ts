import { dropCached } from "@worker/services/cache";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import * as schema from "@db/schema";
import { setClockForTests } from "@worker/platform/clock";
import { get, makeSong, makeUser, testDb } from "./helpers";

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely, each test checks the fields it needs
type Json = Record<string, any>;
const json = async (path: string) => {
  const response = await get(path);
  return { status: response.status, body: await response.json<Json>() };
};
const annotate = (songId: number, values: Partial<typeof schema.annotations.$inferInsert> = {}) =>
  testDb()
    .insert(schema.annotations)
    .values({ songId, text: "Wcale nie o tym", lines: [0], ...values })
    .returning();

beforeEach(async () => {
  await dropCached("best-of:v1", "ranking-tables:v1", "artists-count:v1", "users-count:v1");
});
afterEach(() => setClockForTests({ fixedMs: null, offsetMs: 0 }));

describe("GET /api/get/artists/{offset}/{limit}", () => {
  it("answers artists A–Z with the total", async () => {
    await makeSong({ artist: "zzz Ostatni" });
    await makeSong({ artist: "Aaa Pierwszy" });
    await makeSong({ artist: "bbb Drugi" });
    const { status, body } = await json("/api/get/artists/0/500");
    expect(status).toBe(200);
    expect(body.total).toBeGreaterThanOrEqual(3);
    const names = body.result.map((a: Json) => a.artist_name);
    expect(names.indexOf("Aaa Pierwszy")).toBeLessThan(names.indexOf("bbb Drugi"));
    expect(names.indexOf("bbb Drugi")).toBeLessThan(names.indexOf("zzz Ostatni"));
    expect(body.result[0]).toEqual({ artist_id: expect.any(Number), artist_name: expect.any(String), artist_urlname: expect.any(String) });
    const second = await json("/api/get/artists/1/1");
    expect(second.body.result).toHaveLength(1);
    expect(second.body.result[0].artist_name).toBe(names[1]);
  });

  it.each([
    ["/api/get/artists/-1/10", /offset/],
    ["/api/get/artists/abc/10", /offset/],
    ["/api/get/artists/0/0", /limit/],
    ["/api/get/artists/0/501", /limit/],
    ["/api/get/artists/0/1.5", /limit/],
  ])("refuses %s with 400 and a Polish message", async (path, message) => {
    const { status, body } = await json(path);
    expect(status).toBe(400);
    expect(body.error).toMatch(message);
    expect(body.error).toMatch(/musi być liczbą całkowitą/);
  });
});

describe("GET /api/recentSongs and /api/recentUserAddedSongs", () => {
  it("answers the newest songs first, the user-added list holding only user-added songs", async () => {
    const { song: older } = await makeSong({ title: "Starsza" });
    const { song: added } = await makeSong({ title: "Dodana przez gościa" });
    await testDb()
      .update(schema.songs)
      .set({ userAdded: true, createdAt: older.createdAt + 10 })
      .where(eqId(added.id));
    const recent = await json("/api/recentSongs");
    expect(recent.status).toBe(200);
    expect(recent.body.songs[0]).toMatchObject({ song_id: added.id, song_name: "Dodana przez gościa", song_youtube: null });
    const userAdded = await json("/api/recentUserAddedSongs");
    expect(userAdded.body.songs.map((s: Json) => s.song_id)).toEqual([added.id]);
  });
});

describe("GET /api/recentAnnotations", () => {
  it("answers the lists with a songs map, newest one per song and capped at 20", async () => {
    const songs = [];
    for (let i = 0; i < 22; i++) songs.push((await makeSong({ title: `Lista ${i}` })).song);
    for (const song of songs) {
      await annotate(song.id, { text: `pierwsza ${song.id}`, createdAt: 1000 + song.id });
      await annotate(song.id, { text: `druga ${song.id}`, createdAt: 2000 + song.id });
    }
    const { status, body } = await json("/api/recentAnnotations");
    expect(status).toBe(200);
    for (const key of ["today", "lastWeek", "ever", "last", "newest"]) {
      expect(body[key].length).toBeLessThanOrEqual(20);
      const ids = body[key].map((a: Json) => a.annotation_song_id);
      expect(new Set(ids).size).toBe(ids.length);
    }
    expect(body.newest).toHaveLength(20);
    expect(body.newest[0]).toMatchObject({ annotation_text: `druga ${songs[21].id}`, annotation_author: "Anonimowy" });
    for (const item of [...body.newest, ...body.ever]) expect(body.songs[item.annotation_song_id]).toBeDefined();
    expect(body.songs[songs[21].id]).toMatchObject({ song_name: "Lista 21", song_urlname: expect.any(String), song_search: expect.any(String) });
  });
});

describe("articles", () => {
  it("answers one article by url or id, sanitised, and 404 JSON for an unknown one", async () => {
    const [article] = await testDb()
      .insert(schema.articles)
      .values({
        title: "Jak czytać między wierszami",
        url: "jak-czytac",
        text: '<p onclick="x()">Treść<script>alert(1)</script></p><a href="javascript:alert(1)">link</a>',
      })
      .returning();
    for (const key of ["jak-czytac", String(article.id)]) {
      const { status, body } = await json(`/api/getArticle/${key}`);
      expect(status).toBe(200);
      expect(body).toMatchObject({ article_id: article.id, article_title: "Jak czytać między wierszami", article_url: "jak-czytac" });
      expect(body.article_text).toContain("Treść");
      expect(body.article_text).not.toMatch(/script|onclick|javascript/);
    }
    const missing = await json("/api/getArticle/nie-ma-takiego");
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: "Nie ma takiego artykułu." });
  });

  it("answers the recent articles and the paged list with thumbnails", async () => {
    for (let i = 1; i <= 14; i++) {
      await testDb()
        .insert(schema.articles)
        .values({ title: `Wpis ${i}`, url: `wpis-${i}`, text: `<p>tekst</p><img src="/api/upload/obraz-${i}.png">`, createdAt: 4_000_000_000 + i });
    }
    const recent = await json("/api/getRecentArticles");
    expect(recent.body.lastArticles).toHaveLength(6);
    expect(recent.body.lastArticles[0]).toMatchObject({
      article_title: "Wpis 14",
      article_url: "wpis-14",
      article_thumbnail: "/api/upload/obraz-14.png",
    });
    const list = await json("/api/getArticles");
    expect(list.body.articles).toHaveLength(12);
    expect(list.body).toMatchObject({ page: 1, pageCount: 2 });
    const second = await json("/api/getArticles?page=2");
    expect(second.body.articles.length).toBe(second.body.total - 12);
    const bad = await json("/api/getArticles?page=zero");
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/Parametr page/);
  });
});

describe("GET /api/getRanking", () => {
  it("answers sortedRanking by points with positions, activeUsers and byNewest", async () => {
    const top = await makeUser("RankingowyLider");
    await testDb().update(schema.users).set({ points: 1_000_000 }).where(eqUserId(top.id));
    // Active = most interpretations in the last 30 days, whatever their points.
    const { song } = await makeSong({ title: "Aktywność" });
    const busy = await makeUser("Pracowity");
    const calm = await makeUser("Spokojny");
    await annotate(song.id, { userId: calm.id });
    await annotate(song.id, { userId: busy.id });
    await annotate(song.id, { userId: busy.id });
    const { status, body } = await json("/api/getRanking");
    expect(status).toBe(200);
    expect(body.sortedRanking[0]).toEqual({ user_id: top.id, user_name: "RankingowyLider", points: 1_000_000, position: 1 });
    expect(body.sortedRanking.length).toBeLessThanOrEqual(40);
    expect(body.activeUsers.slice(0, 2)).toEqual([
      { user_id: busy.id, user_name: "Pracowity", points: 0 },
      { user_id: calm.id, user_name: "Spokojny", points: 0 },
    ]);
    expect(body.byNewest[0]).toEqual({ user_id: calm.id, user_name: "Spokojny", points: 0 });
    expect(body.byNewest.length).toBeLessThanOrEqual(10);
    expect(body).toMatchObject({ page: 1, pageCount: expect.any(Number), total: expect.any(Number) });
    const bad = await json("/api/getRanking?page=-2");
    expect(bad.status).toBe(400);
  });
});

describe("POST /api/vitals", () => {
  const post = (body: unknown, ip = "203.0.113.77") =>
    get("/api/vitals", { method: "POST", headers: { "content-type": "application/json", "CF-Connecting-IP": ip }, body: JSON.stringify(body) });

  it("records a valid report in web_vitals", async () => {
    const response = await post({ name: "LCP", value: 1234.5, rating: "good", id: "v5-1", navigationType: "navigate", path: "/blog" });
    expect(response.status).toBe(204);
    const rows = await testDb().select().from(schema.webVitals);
    expect(rows.at(-1)).toMatchObject({ name: "LCP", value: 1234.5, rating: "good", metricId: "v5-1", path: "/blog" });
  });

  it("refuses a malformed report with 400", async () => {
    for (const body of [
      { name: "FID", value: 1, rating: "good", id: "x", path: "/" },
      { name: "CLS", value: -1, rating: "good", id: "x", path: "/" },
      "nie-json",
    ]) {
      const response = await post(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: "Nieprawidłowy pomiar wydajności." });
    }
  });

  it("stores at most 200 reports per client in 10 minutes, even 300 sent at once (D8)", async () => {
    const ip = "198.51.100.230";
    const before = (await testDb().select().from(schema.webVitals)).length;
    const report = { name: "CLS", value: 0.01, rating: "good", id: "v5-burst", path: "/" };
    const answers = await Promise.all(Array.from({ length: 300 }, () => post(report, ip)));
    expect(answers.filter((a) => a.status === 204)).toHaveLength(200);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(100);
    expect((await testDb().select().from(schema.webVitals)).length - before).toBe(200);
  });
});

function eqId(id: number) {
  return eq(schema.songs.id, id);
}
function eqUserId(id: number) {
  return eq(schema.users.id, id);
}
