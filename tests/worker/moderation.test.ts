// What the admin's deletes, article saves and uploads leave behind.
import { env } from "cloudflare:workers";
import { eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as schema from "@db/schema";
import { CRON_RANKING, dispatchCron } from "@worker/cron/dispatch";
import { searchSongs } from "@worker/services/search";
import { UPLOAD_PATH_PREFIX } from "@worker/services/uploads";
import { makeAccount, postForm, postJson, sessionCookieFor } from "./account-helpers";
import { get, makeSong, makeUser, testDb } from "./helpers";

let admin: string;
beforeAll(async () => {
  admin = await sessionCookieFor((await makeAccount({ role: "admin" })).user.id);
});

const asAdmin = (path: string, body: unknown) => postJson(path, body, { Cookie: admin });
const pointsOf = async (userId: number) => (await testDb().query.users.findFirst({ where: (u, { eq }) => eq(u.id, userId) }))?.points;
const found = async (text: string) => (await searchSongs(text, 50)).results.map((r) => r.song_name);

async function annotatedSong(title: string, author: { id: number }, points: number, artist?: string) {
  const { artist: artistRow, song } = await makeSong({ title, artist });
  const [annotation] = await testDb()
    .insert(schema.annotations)
    .values({ songId: song.id, userId: author.id, text: "teoria", lines: [0], points, rankedPoints: points })
    .returning();
  await testDb()
    .update(schema.users)
    .set({ points: (await pointsOf(author.id))! + points })
    .where(eq(schema.users.id, author.id));
  return { artist: artistRow, song, annotation };
}

describe("deletes keep points and the search index consistent", () => {
  it("deleting an annotation takes its points off the author", async () => {
    const author = await makeUser();
    const { annotation } = await annotatedSong("Punktowana", author, 7);
    await annotatedSong("Druga punktowana", author, 3);
    expect(await pointsOf(author.id)).toBe(10);
    expect((await asAdmin("/api/deleteAnnotation", { annotation_id: annotation.id })).status).toBe(200);
    expect(await pointsOf(author.id)).toBe(3);
  });

  it("deleting a song removes its contributions, its points and its search entry", async () => {
    const author = await makeUser();
    const { song } = await annotatedSong("Zniknięcie Grzegorzowe", author, 5);
    await testDb().insert(schema.comments).values({ songId: song.id, text: "komentarz" });
    expect(await found("grzegorzowe")).toContain("Zniknięcie Grzegorzowe");
    const response = await asAdmin("/api/deleteSong", { song_id: String(song.id) });
    expect(await response.json()).toEqual({ status: "success" });
    expect(await found("grzegorzowe")).toEqual([]);
    expect(await pointsOf(author.id)).toBe(0);
    expect(await testDb().select().from(schema.comments).where(eq(schema.comments.songId, song.id))).toEqual([]);
  });

  it("deleting an artist removes every song of theirs from search and takes the points back", async () => {
    const author = await makeUser();
    const { artist } = await annotatedSong("Pierwsza Bartłomiejowa", author, 2, "Zespół Bartłomiejowy");
    const [second] = await testDb()
      .insert(schema.songs)
      .values({ artistId: artist.id, name: "Druga", urlname: `druga-${Date.now()}`, lyrics: ["x"] })
      .returning();
    await testDb()
      .insert(schema.annotations)
      .values({ songId: second.id, userId: author.id, text: "t", lines: [0], points: 4 });
    await testDb().update(schema.users).set({ points: 6 }).where(eq(schema.users.id, author.id));
    expect(await found("bartlomiejowy")).toHaveLength(2);
    expect((await asAdmin("/api/deleteArtist", { artist_id: artist.id })).status).toBe(200);
    expect(await found("bartlomiejowy")).toEqual([]);
    expect(await pointsOf(author.id)).toBe(0);
  });

  it("answers 404 with a Polish message for unknown ids and 400 for bad ones", async () => {
    const missing = await asAdmin("/api/deleteComment", { comment_id: 987654 });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ status: "error", error: "Nie ma takiego komentarza." });
    const bad = await asAdmin("/api/deleteComment", { comment_id: "abc" });
    expect(bad.status).toBe(400);
  });
});

describe("articles", () => {
  it("requires a title and a text: 'tytuł oraz treść są wymagane!'", async () => {
    for (const article of [
      { article_title: "", article_text: "<p>x</p>" },
      { article_title: "Tytuł", article_text: "<p> </p>" },
    ]) {
      const response = await asAdmin("/api/saveArticle", { article });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ status: "error", error: "tytuł oraz treść są wymagane!" });
    }
  });

  it("stores sanitised HTML, gives a unique url name and keeps it on update", async () => {
    const text =
      '<p onclick="x()">Hej <script>alert(1)</script><a href="javascript:alert(1)">link</a> <img src="/api/upload/images/a.png" onerror="x()"></p>';
    const first = await (await asAdmin("/api/saveArticle", { article: { article_title: "Żółta łódź", article_text: text } })).json<{
      insertId: number;
      article_url: string;
    }>();
    const second = await (await asAdmin("/api/saveArticle", { article: { article_title: "Żółta łódź", article_text: "<p>b</p>" } })).json<{
      article_url: string;
    }>();
    expect(first.article_url).toBe("zolta-lodz");
    expect(second.article_url).toBe("zolta-lodz-2");
    const row = await testDb().query.articles.findFirst({ where: (a, { eq }) => eq(a.id, first.insertId) });
    expect(row?.text).toBe('<p>Hej <a>link</a> <img src="/api/upload/images/a.png"></p>');

    const updated = await asAdmin("/api/saveArticle", {
      article: { article_id: first.insertId, article_title: "Nowy tytuł", article_text: "<p>nowa treść</p>" },
    });
    expect(await updated.json()).toEqual({ status: "success", article_id: first.insertId, article_url: "zolta-lodz" });
    const article = await (await get("/api/getArticle/zolta-lodz")).json<{ article_title: string }>();
    expect(article.article_title).toBe("Nowy tytuł");
  });
});

describe("long titles (D5: no LIKE pattern built from user input)", () => {
  it("saves articles whose url name is far longer than 50 bytes, twice", async () => {
    const title = "Bardzo długi tytuł artykułu o nadinterpretacjach, który nie mieści się w pięćdziesięciu bajtach";
    const first = await asAdmin("/api/saveArticle", { article: { article_title: title, article_text: "<p>a</p>" } });
    const second = await asAdmin("/api/saveArticle", { article: { article_title: title, article_text: "<p>b</p>" } });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const [a, b] = [await first.json<{ article_url: string }>(), await second.json<{ article_url: string }>()];
    expect(a.article_url.length).toBeGreaterThan(50);
    expect(b.article_url).toBe(`${a.article_url}-2`);
  });

  it("saves songs and artists with long names twice", async () => {
    const cookie = await sessionCookieFor((await makeAccount()).user.id);
    const artist = `Zespół O Nazwie Długiej Jak Kolejka Po Bilety Na Koncert ${Date.now()}`;
    const title = "Piosenka O Tytule Jeszcze Dłuższym Niż Nazwa Zespołu, Który Ją Śpiewa Od Lat";
    const save = (t: string) => postJson("/api/saveSong", { artist, title: t, lyrics: "la la" }, { Cookie: cookie });
    expect((await save(title)).status).toBe(200);
    expect((await save(`${title} Bis`)).status).toBe(200);
  });
});

describe("uploads", () => {
  const upload = (file: File) => {
    const form = new FormData();
    form.set("file", file);
    return get("/api/upload", { method: "POST", headers: { Cookie: admin, Origin: "http://localhost" }, body: form });
  };
  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

  it("stores an image and serves it back with its type", async () => {
    const answer = await (await upload(new File([PNG], "../okładka.png"))).json<{ name: string; path: string }>();
    expect(answer.name).toBe("okładka.png");
    const served = await get(answer.path);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/png");
    expect(served.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
  });

  it("the hourly run deletes an upload no article shows any more, and keeps those an article or a trashed one still names", async () => {
    const paths: string[] = [];
    for (const name of ["porzucony.png", "uzywany.png", "w-koszu.png"])
      paths.push((await (await upload(new File([PNG], name))).json<{ path: string }>()).path);
    const [dropped, kept, trashed] = paths;
    const image = (path: string) => `<img src="${path}" alt="">`;
    const save = (fields: Record<string, string>, path = "/artykul_edit") => postForm(path, { intent: "save", ...fields }, { Cookie: admin });
    const first = await save({ article_title: "Dwa obrazki", article_text: `<p>${image(dropped)}${image(kept)}</p>` });
    const url = (first.headers.get("Location") ?? "").replace("/artykul/", "");
    const [article] = await testDb().select().from(schema.articles).where(eq(schema.articles.url, url));
    // The editor saves the article without the first image: nothing names it any more.
    await save({ article_id: String(article.id), article_title: "Dwa obrazki", article_text: `<p>${image(kept)}</p>` }, `/artykul_edit/${url}`);
    await save({ article_title: "Obrazek w koszu", article_text: `<p>${image(trashed)}</p>` });
    const [gone] = await testDb().select().from(schema.articles).where(eq(schema.articles.title, "Obrazek w koszu"));
    expect((await asAdmin("/api/deleteArticle", { article: gone.id })).status).toBe(200);
    // Uploads younger than a day are left alone (an article may be being written): these are older.
    const keys = paths.map((path) => path.replace(UPLOAD_PATH_PREFIX, ""));
    await testDb().update(schema.uploads).set({ createdAt: sql`created_at - 2 * 86400` }).where(inArray(schema.uploads.key, keys));
    await dispatchCron(CRON_RANKING);
    expect((await get(dropped)).status).toBe(404);
    expect(await env.UPLOADS.head(keys[0])).toBeNull();
    expect((await get(kept)).status).toBe(200);
    expect((await get(trashed)).status).toBe(200);
  });

  it("refuses what is not an image, whatever it claims, and files over 5 MB", async () => {
    const svg = await upload(new File(["<svg onload='alert(1)'/>"], "x.png", { type: "image/png" }));
    expect(svg.status).toBe(415);
    expect(await svg.json()).toEqual({ status: "error", error: "Dozwolone są tylko obrazy JPG, PNG, GIF i WEBP." });
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    const tooBig = await upload(new File([big], "duzy.png"));
    expect(tooBig.status).toBe(413);
    expect((await get("/api/upload/images/00000000-0000-0000-0000-000000000000.png")).status).toBe(404);
  });
});
