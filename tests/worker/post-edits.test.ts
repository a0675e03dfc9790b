// Editing one's own posts (issue 18 point 5, decision 048) through POST /api/editPost: only
// the author edits (never another user, a moderator or an admin, never a visitor's post),
// with the add forms' limits, filters, blocks and throttle; the item keeps its id, lines,
// votes and points, shows when it was edited, and every version it had stays in its history,
// also when 20 edits race.
import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as schema from "@db/schema";
import { TRANSLATION_MESSAGES } from "@core/rules/contribution";
import { hit, LIMITS } from "@worker/services/rate-limit";
import { makeAccount, postJson, sessionCookieFor } from "./account-helpers";
import { makeSong, testDb } from "./helpers";

const LYRICS = ["[Zwrotka]", "Płynie Wisła, płynie", "Po polskiej krainie"];

type Answer = { result: string; error?: string; field?: string; id?: number; edited_at?: number };
const edit = async (body: Record<string, unknown>, cookie?: string) => {
  const response = await postJson("/api/editPost", body, cookie ? { Cookie: cookie } : {});
  return { status: response.status, body: await response.json<Answer>() };
};

type Person = { id: number; cookie: string };
const person = async (role: "user" | "moderator" | "admin" = "user"): Promise<Person> => {
  const { user } = await makeAccount({ role });
  return { id: user.id, cookie: await sessionCookieFor(user.id) };
};

let author: Person;
let other: Person;
let moderator: Person;
let admin: Person;
beforeAll(async () => {
  [author, other, moderator, admin] = await Promise.all([person(), person(), person("moderator"), person("admin")]);
});

const c = schema.comments;
const makeComment = async (userId: number | null, text = "Pierwsza wersja komentarza.") => {
  const { song } = await makeSong({ lyrics: LYRICS });
  const [row] = await testDb().insert(c).values({ songId: song.id, userId, text, createdAt: 1_700_000_000 }).returning();
  return { song, id: row.id };
};
const commentRow = async (id: number) => (await testDb().select().from(c).where(eq(c.id, id)))[0];
const versionsOf = (kind: "annotation" | "comment" | "translation", id: number) =>
  testDb()
    .select()
    .from(schema.postRevisions)
    .where(and(eq(schema.postRevisions.kind, kind), eq(schema.postRevisions.itemId, id)))
    .orderBy(asc(schema.postRevisions.id));

describe("who may edit", () => {
  it("lets the author edit their comment: same id, new text, 'edytowano' time, the old text in the history", async () => {
    const { id, song } = await makeComment(author.id);
    const answer = await edit({ kind: "comment", id, text: "  Druga wersja komentarza.  ", userdata: { username: "x" } }, author.cookie);
    expect(answer).toMatchObject({ status: 200, body: { result: "success", id } });
    const row = await commentRow(id);
    expect(row).toMatchObject({ id, songId: song.id, userId: author.id, text: "Druga wersja komentarza." });
    expect(row.editedAt).toBe(answer.body.edited_at);
    expect(await versionsOf("comment", id)).toEqual([
      expect.objectContaining({
        songId: song.id,
        text: "Pierwsza wersja komentarza.",
        userId: author.id,
        writtenAt: 1_700_000_000,
        replacedAt: row.editedAt,
      }),
    ]);
  });

  it.each([
    ["another user", () => other.cookie, 403, "Możesz edytować tylko własne wpisy."],
    ["a moderator", () => moderator.cookie, 403, "Możesz edytować tylko własne wpisy."],
    ["an admin", () => admin.cookie, 403, "Możesz edytować tylko własne wpisy."],
    ["a visitor", () => undefined, 401, "Musisz być zalogowany."],
  ])("refuses %s someone else's comment and changes nothing", async (_who, cookie, status, message) => {
    const { id } = await makeComment(author.id);
    const before = await commentRow(id);
    // The body cannot claim the author: identity comes from the session only.
    const answer = await edit({ kind: "comment", id, text: "Podmiana.", author: "x", userdata: { username: "admin", role: "admin" } }, cookie());
    expect(answer).toMatchObject({ status, body: { result: "error", error: message } });
    expect(await commentRow(id)).toEqual(before);
    expect(await versionsOf("comment", id)).toEqual([]);
  });

  it("refuses everyone a visitor's post: it has no author to prove", async () => {
    const { id } = await makeComment(null);
    for (const who of [author, moderator, admin]) {
      expect(await edit({ kind: "comment", id, text: "Moje?" }, who.cookie)).toMatchObject({
        status: 403,
        body: { error: "Wpisów dodanych bez logowania nie można edytować: nie wiadomo, kto je napisał." },
      });
    }
    expect((await commentRow(id)).text).toBe("Pierwsza wersja komentarza.");
  });

  it("lets a moderator and an admin edit their own posts like anyone", async () => {
    for (const who of [moderator, admin]) {
      const { id } = await makeComment(who.id);
      expect((await edit({ kind: "comment", id, text: "Poprawione." }, who.cookie)).status).toBe(200);
    }
  });

  it("answers unknown ids and kinds with a Polish 4xx", async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ kind: "comment", id: 987654321, text: "x" }, 404, "Nie ma takiego komentarza."],
      [{ kind: "annotation", id: 987654321, text: "x" }, 404, "Nie ma takiej interpretacji."],
      [{ kind: "translation", id: 987654321, text: "x" }, 404, "Nie ma takiego tłumaczenia."],
      [{ kind: "comment", id: "abc", text: "x" }, 400, "Nieprawidłowy identyfikator wpisu."],
      [{ kind: "song", id: 1, text: "x" }, 400, "Można edytować tylko interpretacje, komentarze i tłumaczenia."],
      [{ id: 1, text: "x" }, 400, "Można edytować tylko interpretacje, komentarze i tłumaczenia."],
    ];
    for (const [body, status, error] of cases) {
      expect(await edit(body, author.cookie), JSON.stringify(body)).toMatchObject({ status, body: { result: "error", error } });
    }
  });
});

describe("the add forms' rules", () => {
  const makeAnnotation = async (userId: number | null) => {
    const { song } = await makeSong({ lyrics: LYRICS });
    const [row] = await testDb()
      .insert(schema.annotations)
      .values({ songId: song.id, userId, text: "Wisła jedzie na wakacje.", lines: [1, 2] })
      .returning();
    return row.id;
  };
  const makeTranslation = async (userId: number | null) => {
    const { song } = await makeSong({ lyrics: LYRICS });
    const [row] = await testDb()
      .insert(schema.translations)
      .values({ songId: song.id, userId, code: "en", text: "[Verse]\nFlows the Vistula" })
      .returning();
    return row.id;
  };

  it.each([
    ["annotation", makeAnnotation, "   ", "Tekst interpretacji jest obowiązkowy!"],
    ["annotation", makeAnnotation, "x".repeat(2001), "Interpretacja może mieć najwyżej 2000 znaków."],
    ["annotation", makeAnnotation, "Więcej na onet.pl", "Interpretacja nie może zawierać linków ani adresów WWW (FAQ)."],
    ["annotation", makeAnnotation, "Wisła jedzie na wakacje.", "Tekst się nie zmienił: nie ma czego zapisać."],
    ["comment", (u: number | null) => makeComment(u).then((m) => m.id), "", "Treść komentarza jest obowiązkowa!"],
    ["comment", (u: number | null) => makeComment(u).then((m) => m.id), "x".repeat(5001), "Komentarz może mieć najwyżej 5000 znaków."],
    [
      "comment",
      (u: number | null) => makeComment(u).then((m) => m.id),
      "Pierwsza wersja komentarza.\r\n",
      "Tekst się nie zmienił: nie ma czego zapisać.",
    ],
    ["translation", makeTranslation, "\n\n", "Tekst tłumaczenia jest obowiązkowy."],
    ["translation", makeTranslation, "x".repeat(20_001), TRANSLATION_MESSAGES.tooLong],
    ["translation", makeTranslation, Array(501).fill("la").join("\n"), "Tłumaczenie może mieć najwyżej 500 linii."],
    ["translation", makeTranslation, "See www.example.com", "Tłumaczenie nie może zawierać linków ani adresów WWW."],
    ["translation", makeTranslation, "[Verse]\nFlows the Vistula  \n", "Tekst się nie zmienił: nie ma czego zapisać."],
  ] as const)("%s: %#. refuses with 400 and changes nothing", async (kind, make, text, error) => {
    const id = await make(author.id);
    const answer = await edit({ kind, id, text }, author.cookie);
    expect(answer).toMatchObject({ status: 400, body: { result: "error", error, field: "text" } });
    expect(await versionsOf(kind, id)).toEqual([]);
  });

  it("masks profanity as when adding, keeps an interpretation's lines and a user's comment links", async () => {
    const annotation = await makeAnnotation(author.id);
    expect((await edit({ kind: "annotation", id: annotation, text: "Kurwa, Wisła ma wolne." }, author.cookie)).status).toBe(200);
    const [row] = await testDb().select().from(schema.annotations).where(eq(schema.annotations.id, annotation));
    expect(row).toMatchObject({ text: "K***a, Wisła ma wolne.", lines: [1, 2] });
    const { id } = await makeComment(author.id);
    expect((await edit({ kind: "comment", id, text: "Kurwa, zobacz [url=https://example.org]to[/url]" }, author.cookie)).status).toBe(200);
    expect((await commentRow(id)).text).toBe("K***a, zobacz [url=https://example.org]to[/url]");
  });

  it("refuses a blocked account and a throttled one, as when adding", async () => {
    const blocked = await person();
    const { id } = await makeComment(blocked.id);
    await testDb()
      .insert(schema.blocks)
      .values({ userId: blocked.id, label: "test", until: Math.floor(Date.now() / 1000) + 3600 });
    const refused = await edit({ kind: "comment", id, text: "Nowy tekst." }, blocked.cookie);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatch(/^Twoje konto jest zablokowane do /);

    const busy = await person();
    const own = await makeComment(busy.id);
    await hit(LIMITS.userWritePerAccount, `u${busy.id}`, LIMITS.userWritePerAccount.limit);
    const throttled = await edit({ kind: "comment", id: own.id, text: "Nowy tekst." }, busy.cookie);
    expect(throttled.status).toBe(429);
    for (const item of [id, own.id]) expect((await commentRow(item)).text).toBe("Pierwsza wersja komentarza.");
  });
});

describe("what an edit keeps", () => {
  it("keeps an interpretation's votes, points, ranked points and the author's points", async () => {
    const voter = await person();
    const { song } = await makeSong({ lyrics: LYRICS });
    const [row] = await testDb()
      .insert(schema.annotations)
      .values({ songId: song.id, userId: author.id, text: "Teoria.", lines: [1] })
      .returning();
    const voted = await postJson("/api/voteUp", { annotation_id: row.id, up: true }, { Cookie: voter.cookie });
    expect(voted.status).toBe(200);
    const [before] = await testDb().select().from(schema.annotations).where(eq(schema.annotations.id, row.id));
    const [authorBefore] = await testDb().select().from(schema.users).where(eq(schema.users.id, author.id));
    expect(before.points).toBe(1);
    expect((await edit({ kind: "annotation", id: row.id, text: "Lepsza teoria." }, author.cookie)).status).toBe(200);
    const [after] = await testDb().select().from(schema.annotations).where(eq(schema.annotations.id, row.id));
    expect(after).toMatchObject({ id: row.id, points: before.points, rankedPoints: before.rankedPoints, lines: [1], text: "Lepsza teoria." });
    expect(await testDb().select().from(schema.annotationVotes).where(eq(schema.annotationVotes.annotationId, row.id))).toHaveLength(1);
    const [authorAfter] = await testDb().select().from(schema.users).where(eq(schema.users.id, author.id));
    expect(authorAfter.points).toBe(authorBefore.points);
  });

  it("keeps a comment's votes and points", async () => {
    const voter = await person();
    const { id } = await makeComment(author.id);
    expect((await postJson("/api/voteUpComment", { comment_id: id, up: true }, { Cookie: voter.cookie })).status).toBe(200);
    expect((await edit({ kind: "comment", id, text: "Inaczej." }, author.cookie)).status).toBe(200);
    expect(await commentRow(id)).toMatchObject({ points: 1, text: "Inaczej." });
    expect(await testDb().select().from(schema.commentVotes).where(eq(schema.commentVotes.commentId, id))).toHaveLength(1);
  });
});

describe("20 concurrent edits of one's own comment", () => {
  it("end in exactly one submitted version, and every version it passed through is in the history in order", async () => {
    const writer = await person();
    const original = "Wersja 0: tak było na początku.";
    const { id } = await makeComment(writer.id, original);
    const submitted = Array.from({ length: 20 }, (_, i) => `Wersja ${i + 1}: ${"słowo ".repeat(i + 1).trim()}.`);
    const answers = await Promise.all(submitted.map((text) => edit({ kind: "comment", id, text }, writer.cookie)));
    // Every version differs from every other, so each one applies in its turn.
    expect(answers.map((a) => a.status)).toEqual(submitted.map(() => 200));

    const live = await commentRow(id);
    expect(submitted).toContain(live.text);
    const history = await versionsOf("comment", id);
    expect(history).toHaveLength(20);
    // The history starts with the original and holds each other submitted version once, whole.
    expect(history[0].text).toBe(original);
    const versions = [...history.map((h) => h.text), live.text];
    expect(new Set(versions)).toEqual(new Set([original, ...submitted]));
    // Each version was replaced exactly when the next one was written; the last by the live text.
    for (let i = 1; i < history.length; i++) expect(history[i].writtenAt).toBe(history[i - 1].replacedAt);
    expect(live.editedAt).toBe(history[history.length - 1].replacedAt);
    expect(history.every((h) => h.userId === writer.id)).toBe(true);
  });
});
