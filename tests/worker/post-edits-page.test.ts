// Editing one's own posts on the song page (decision 048): 'Edytuj' only beside the viewer's
// own items, the edit form without JavaScript (?edytuj=<id>, a plain post that lands on the
// item), 'edytowano' for everyone, earlier versions for staff only; and the history follows
// its item into the trash and back, and the lists that show interpretations follow an edit.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as schema from "@db/schema";
import { moveToTrash } from "@worker/services/trash";
import { accountPlan } from "@worker/services/trash-plans";
import { makeAccount, postForm, postJson, sessionCookieFor } from "./account-helpers";
import { get, makeSong, testDb } from "./helpers";
import { visibleHtml, visibleText } from "./html";

const LYRICS = ["[Zwrotka]", "Płynie Wisła, płynie", "Po polskiej krainie"];

type Person = { id: number; cookie: string; name: string };
const person = async (role: "user" | "moderator" | "admin" = "user"): Promise<Person> => {
  const { user } = await makeAccount({ role });
  return { id: user.id, cookie: await sessionCookieFor(user.id), name: user.username };
};
let author: Person;
let other: Person;
let moderator: Person;
let admin: Person;
beforeAll(async () => {
  [author, other, moderator, admin] = await Promise.all([person(), person(), person("moderator"), person("admin")]);
});

const page = async (path: string, who?: Person) => (await get(path, who ? { headers: { Cookie: who.cookie } } : undefined)).text();
const editApi = (body: Record<string, unknown>, who: Person) => postJson("/api/editPost", body, { Cookie: who.cookie });
const makeComment = async (userId: number | null, text = "Stary komentarz") => {
  const { song } = await makeSong({ lyrics: LYRICS });
  const [row] = await testDb().insert(schema.comments).values({ songId: song.id, userId, text }).returning();
  return { song, id: row.id };
};
const commentText = async (id: number) => (await testDb().select().from(schema.comments).where(eq(schema.comments.id, id)))[0]?.text;

describe("'Edytuj' and 'edytowano' on the song page", () => {
  it("shows 'Edytuj' to the author only, never on a visitor's comment", async () => {
    const { song, id } = await makeComment(author.id);
    const [visitorComment] = await testDb().insert(schema.comments).values({ songId: song.id, userId: null, text: "Anonimowo" }).returning();
    const tab = `/${song.urlname}/komentarze`;
    const link = `href="${tab}?edytuj=${id}"`;
    expect(visibleHtml(await page(tab, author))).toContain(link);
    expect(visibleHtml(await page(tab, author))).not.toContain(`?edytuj=${visitorComment.id}"`);
    for (const who of [other, moderator, admin, undefined]) {
      const html = visibleHtml(await page(tab, who));
      expect(html).not.toContain("?edytuj=");
      expect(html).not.toContain('class="edit-link"');
    }
  });

  it("opens the prefilled form without JavaScript, for the author only", async () => {
    const { song, id } = await makeComment(author.id, "Tekst <do> poprawy");
    const html = visibleHtml(await page(`/${song.urlname}/komentarze?edytuj=${id}`, author));
    expect(html).toContain('value="edit-comment"');
    expect(html).toMatch(/<textarea[^>]*name="text"[^>]*>Tekst &lt;do&gt; poprawy<\/textarea>/);
    expect(visibleHtml(await page(`/${song.urlname}/komentarze?edytuj=${id}`, other))).not.toContain('value="edit-comment"');
  });

  it("saves a plain form post, lands on the comment, and shows 'edytowano' with the new text to everyone", async () => {
    const { song, id } = await makeComment(author.id);
    const action = `/${song.urlname}/komentarze?edytuj=${id}`;
    const saved = await postForm(action, { intent: "edit-comment", id: String(id), text: "Nowy komentarz" }, { Cookie: author.cookie });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(`/${song.urlname}/komentarze#komentarz-${id}`);
    const seen = visibleText(await page(`/${song.urlname}/komentarze`, other));
    expect(seen).toContain("Nowy komentarz");
    expect(seen).toMatch(/edytowano \d{1,2} \S+ \d{4}/);
    expect(seen).not.toContain("Stary komentarz");
  });

  it("shows a refusal without JavaScript in the form, with what was typed, and changes nothing", async () => {
    const { song, id } = await makeComment(author.id);
    const action = `/${song.urlname}/komentarze?edytuj=${id}`;
    const long = "x".repeat(5001);
    const refused = await postForm(action, { intent: "edit-comment", id: String(id), text: long }, { Cookie: author.cookie });
    expect(refused.status).toBe(400);
    const html = visibleHtml(await refused.text());
    expect(visibleText(html)).toContain("Komentarz może mieć najwyżej 5000 znaków.");
    expect(html).toContain(`>${long}</textarea>`);
    const others = await postForm(action, { intent: "edit-comment", id: String(id), text: "Cudzy" }, { Cookie: other.cookie });
    expect(others.status).toBe(403);
    // An item of another song is not this page's to edit.
    const elsewhere = await makeComment(author.id);
    const wrongSong = await postForm(action, { intent: "edit-comment", id: String(elsewhere.id), text: "Tu?" }, { Cookie: author.cookie });
    expect(wrongSong.status).toBe(404);
    expect(await commentText(id)).toBe("Stary komentarz");
    expect(await commentText(elsewhere.id)).toBe("Stary komentarz");
  });

  it("edits an interpretation and a translation from their forms, landing on them", async () => {
    const { song } = await makeSong({ lyrics: LYRICS });
    const [annotation] = await testDb()
      .insert(schema.annotations)
      .values({ songId: song.id, userId: author.id, text: "Teoria", lines: [2] })
      .returning();
    const [translation] = await testDb()
      .insert(schema.translations)
      .values({ songId: song.id, userId: author.id, code: "de", text: "Es fließt" })
      .returning();
    const panel = visibleHtml(await page(`/${song.urlname}?linia=2`, author));
    expect(panel).toContain(`href="/${song.urlname}?linia=2&amp;edytuj=${annotation.id}"`);
    const a = await postForm(
      `/${song.urlname}?linia=2&edytuj=${annotation.id}`,
      { intent: "edit-annotation", id: String(annotation.id), text: "Nowa teoria" },
      { Cookie: author.cookie },
    );
    expect(a.headers.get("Location")).toBe(`/${song.urlname}/interpretacja-${annotation.id}`);
    const t = await postForm(
      `/${song.urlname}/tlumaczenie?edytuj=${translation.id}`,
      { intent: "edit-translation", id: String(translation.id), text: "Es fließt\ndie Weichsel" },
      { Cookie: author.cookie },
    );
    expect(t.headers.get("Location")).toBe(`/${song.urlname}/tlumaczenie?jezyk=de#tlumaczenie-${translation.id}`);
    expect(visibleText(await page(`/${song.urlname}/interpretacja-${annotation.id}`))).toMatch(/Nowa teoria.*edytowano/);
    const [row] = await testDb().select().from(schema.translations).where(eq(schema.translations.id, translation.id));
    expect(row).toMatchObject({ code: "de", text: "Es fließt\ndie Weichsel" });
  });
});

describe("earlier versions for moderators", () => {
  it("shows 'Poprzednie wersje' to staff only, and the API gives them all, newest first", async () => {
    const { song, id } = await makeComment(author.id, "Wersja A");
    for (const text of ["Wersja B", "Wersja C"]) expect((await editApi({ kind: "comment", id, text }, author)).status).toBe(200);
    const tab = `/${song.urlname}/komentarze`;
    for (const who of [moderator, admin]) {
      const seen = visibleText(await page(tab, who));
      expect(seen).toContain("Poprzednie wersje (2)");
      expect(seen).toMatch(/Wersja B .*napisano.*zastąpiono.*Wersja A/);
    }
    for (const who of [author, other, undefined]) {
      const seen = visibleText(await page(tab, who));
      expect(seen).not.toContain("Poprzednie wersje");
      expect(seen).not.toContain("Wersja A");
    }
    const api = await get(`/api/postVersions/comment/${id}`, { headers: { Cookie: moderator.cookie } });
    const body = await api.json<{ versions: { text: string; author: string }[] }>();
    expect(body.versions.map((v) => v.text)).toEqual(["Wersja B", "Wersja A"]);
    expect(body.versions[0].author).toBe(author.name);
    expect((await get(`/api/postVersions/comment/${id}`, { headers: { Cookie: author.cookie } })).status).toBe(403);
    expect((await get(`/api/postVersions/song/${id}`, { headers: { Cookie: moderator.cookie } })).status).toBe(400);
  });
});

describe("the history follows its item", () => {
  const history = (id: number) =>
    testDb()
      .select()
      .from(schema.postRevisions)
      .where(and(eq(schema.postRevisions.kind, "comment"), eq(schema.postRevisions.itemId, id)));

  it("goes to the trash with a deleted comment and comes back when it is restored", async () => {
    const { id } = await makeComment(author.id);
    await editApi({ kind: "comment", id, text: "Po edycji" }, author);
    expect(await history(id)).toHaveLength(1);
    expect((await postJson("/api/deleteComment", { comment_id: id }, { Cookie: moderator.cookie })).status).toBe(200);
    expect(await history(id)).toHaveLength(0);
    const [entry] = await testDb()
      .select()
      .from(schema.trash)
      .where(and(eq(schema.trash.kind, "comment"), eq(schema.trash.itemId, id)));
    // A deleted post cannot be edited: its author is told why, anyone else that it is not there.
    const refused = await editApi({ kind: "comment", id, text: "Jeszcze raz" }, author);
    expect(refused.status).toBe(404);
    expect((await refused.json<{ error: string }>()).error).toBe("Ten wpis został usunięty: nie można go edytować.");
    expect((await postForm("/panel/kosz", { trash_id: String(entry.id) }, { Cookie: moderator.cookie })).status).toBeLessThan(400);
    expect(await history(id)).toEqual([expect.objectContaining({ text: "Stary komentarz", userId: author.id })]);
    expect(await commentText(id)).toBe("Po edycji");
  });

  it("refuses to edit a comment reports hid, with the reason for its author", async () => {
    const { id } = await makeComment(author.id);
    const reporters = await Promise.all([person(), person(), person()]);
    for (const reporter of reporters) {
      const reported = await postJson("/api/report", { kind: "comment", item_id: id, reason: "spam" }, { Cookie: reporter.cookie });
      expect(reported.status).toBeLessThan(400);
    }
    const refused = await editApi({ kind: "comment", id, text: "Ukryję to" }, author);
    expect(refused.status).toBe(409);
    expect((await refused.json<{ error: string }>()).error).toBe(
      "Ten wpis czeka na sprawdzenie przez moderatora: do tego czasu nie można go edytować.",
    );
    const stranger = await editApi({ kind: "comment", id, text: "Ukryję to" }, other);
    expect((await stranger.json<{ error: string }>()).error).toBe("Nie ma takiego komentarza.");
  });

  it("leaves with an account that takes its posts along, and comes back with it", async () => {
    const leaving = await person();
    const { id } = await makeComment(leaving.id);
    await editApi({ kind: "comment", id, text: "Edytowany" }, leaving);
    const moved = await moveToTrash("account", leaving.id, accountPlan({ id: leaving.id, username: leaving.name }, true), {
      cause: "deleted",
      status: "trashed",
      by: leaving.id,
      note: null,
    });
    expect(moved.ok).toBe(true);
    expect(await history(id)).toHaveLength(0);
    if (!moved.ok) return;
    expect((await postForm("/panel/kosz", { trash_id: String(moved.value.trashId) }, { Cookie: admin.cookie })).status).toBeLessThan(400);
    expect(await history(id)).toEqual([expect.objectContaining({ text: "Stary komentarz", userId: leaving.id })]);
  });
});

describe("lists that show interpretations follow an edit", () => {
  it("shows the new text in the newest interpretations at once", async () => {
    const { song } = await makeSong({ lyrics: LYRICS });
    const [row] = await testDb()
      .insert(schema.annotations)
      .values({ songId: song.id, userId: author.id, text: `Przed edycją ${song.id}`, lines: [1], createdAt: Math.floor(Date.now() / 1000) + 60 })
      .returning();
    const newest = async () => JSON.stringify(await (await get("/api/recentAnnotations")).json());
    // The list is cached (KV and the isolate's memory) after this read.
    await get("/api/recentAnnotations");
    expect((await editApi({ kind: "annotation", id: row.id, text: `Po edycji ${song.id}` }, author)).status).toBe(200);
    const after = await newest();
    expect(after).toContain(`Po edycji ${song.id}`);
    expect(after).not.toContain(`Przed edycją ${song.id}`);
  });
});
