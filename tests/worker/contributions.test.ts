// Adding interpretations and comments: the /api calls, the song page's action (with and
// without JavaScript), the delete intents by role, and the lists that must show a new one.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as schema from "@db/schema";
import { makeAccount, postForm, postJson, sessionCookieFor, solvedCaptcha } from "./account-helpers";
import { get, makeSong, testDb } from "./helpers";
import { visibleText } from "./html";

const LYRICS = ["[Zwrotka 1]", "Płynie Wisła, płynie", "Po polskiej krainie", "", "Refren:", "Zobaczyła Kraków", "C G a E"];

let userCookie = "";
let userName = "";
let moderatorCookie = "";
let adminCookie = "";
beforeAll(async () => {
  const { user } = await makeAccount();
  userName = user.username;
  userCookie = await sessionCookieFor(user.id);
  moderatorCookie = await sessionCookieFor((await makeAccount({ role: "moderator" })).user.id);
  adminCookie = await sessionCookieFor((await makeAccount({ role: "admin" })).user.id);
});

type Answer = { result: string; error?: string; field?: string; id?: number };
const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
  const response = await postJson(path, body, headers);
  return { status: response.status, body: await response.json<Answer>() };
};
const annotationRow = (id: number) => testDb().query.annotations.findFirst({ where: (a, { eq }) => eq(a.id, id) });

describe("POST /api/addAnnotation", () => {
  it("answers the spec's messages and refuses what the server must not trust", async () => {
    const { song } = await makeSong({ lyrics: LYRICS });
    const base = { songId: song.id, annotationText: "Wisła płynie na urlop.", linesSelected: [1] };
    const cases: [Record<string, unknown>, Record<string, string>, number, string][] = [
      [{ ...base, annotationText: "   " }, { Cookie: userCookie }, 400, "Tekst interpretacji jest obowiązkowy!"],
      [{ ...base, linesSelected: [] }, { Cookie: userCookie }, 400, "Musisz wybrać conajmniej jedną linię!"],
      [{ ...base, linesSelected: undefined }, { Cookie: userCookie }, 400, "Musisz wybrać conajmniej jedną linię!"],
      [base, {}, 400, "Rozwiąż captchę."],
      [
        { ...base, annotationText: "Więcej na onet.pl" },
        { Cookie: userCookie },
        400,
        "Interpretacja nie może zawierać linków ani adresów WWW (FAQ).",
      ],
      [
        { ...base, linesSelected: [0] },
        { Cookie: userCookie },
        400,
        "Tej linii nie można nadinterpretować. Odśwież stronę i wybierz linie jeszcze raz.",
      ],
      [
        { ...base, linesSelected: [4] },
        { Cookie: userCookie },
        400,
        "Tej linii nie można nadinterpretować. Odśwież stronę i wybierz linie jeszcze raz.",
      ],
      [
        { ...base, linesSelected: [6] },
        { Cookie: userCookie },
        400,
        "Tej linii nie można nadinterpretować. Odśwież stronę i wybierz linie jeszcze raz.",
      ],
      [
        { ...base, linesSelected: [99] },
        { Cookie: userCookie },
        400,
        "Tej linii nie można nadinterpretować. Odśwież stronę i wybierz linie jeszcze raz.",
      ],
      [
        { ...base, linesSelected: ["x"] },
        { Cookie: userCookie },
        400,
        "Tej linii nie można nadinterpretować. Odśwież stronę i wybierz linie jeszcze raz.",
      ],
      [{ ...base, linesSelected: Array.from({ length: 30 }, (_, i) => i) }, { Cookie: userCookie }, 400, "Możesz wybrać najwyżej 20 linii."],
      [{ ...base, annotationText: "x".repeat(2001) }, { Cookie: userCookie }, 400, "Interpretacja może mieć najwyżej 2000 znaków."],
      [{ ...base, songId: "abc" }, { Cookie: userCookie }, 400, "Nieprawidłowy identyfikator piosenki."],
      [{ ...base, songId: 987654321 }, { Cookie: userCookie }, 404, "Nie ma takiej piosenki."],
    ];
    for (const [body, headers, status, error] of cases) {
      const answer = await post("/api/addAnnotation", body, headers);
      expect({ status: answer.status, error: answer.body.error }, JSON.stringify(body).slice(0, 80)).toEqual({ status, error });
      expect(answer.body.result).toBe("error");
    }
    expect(await testDb().select().from(schema.annotations).where(eq(schema.annotations.songId, song.id))).toEqual([]);
  });

  it("stores the session's author, not the posted one; lines deduplicated and sorted; profanity masked", async () => {
    const { song } = await makeSong({ lyrics: LYRICS });
    const answer = await post(
      "/api/addAnnotation",
      { songId: String(song.id), annotationAuthor: "admin", annotationText: "  Kurwa, Wisła ma wolne.  ", linesSelected: [5, 1, 5, "2"] },
      { Cookie: userCookie },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ result: "success", id: expect.any(Number) });
    const row = await annotationRow(answer.body.id!);
    expect(row).toMatchObject({ songId: song.id, lines: [1, 2, 5], text: "K***a, Wisła ma wolne.", points: 0 });
    const author = await testDb().query.users.findFirst({ where: (u, { eq }) => eq(u.id, row!.userId!) });
    expect(author?.username).toBe(userName);
  });

  it("takes a visitor's interpretation with a solved captcha, as 'Anonimowy'", async () => {
    const { song } = await makeSong({ lyrics: LYRICS });
    const answer = await post("/api/addAnnotation", {
      songId: song.id,
      annotationAuthor: "KtośWażny",
      annotationText: "Kraków to kot sąsiadów.",
      linesSelected: [5],
      "g-recaptcha-response": await solvedCaptcha(),
    });
    expect(answer.status).toBe(200);
    expect((await annotationRow(answer.body.id!))?.userId).toBeNull();
  });

  it("shows a new interpretation at once in the newest lists and on the song page", async () => {
    const { song } = await makeSong({ lyrics: LYRICS });
    await get("/api/recentAnnotations");
    const answer = await post(
      "/api/addAnnotation",
      { songId: song.id, annotationText: "Świeżutka teoria.", linesSelected: [2] },
      { Cookie: userCookie },
    );
    const recent = await (await get("/api/recentAnnotations")).json<{ newest: { annotation_id: number }[] }>();
    expect(recent.newest[0].annotation_id).toBe(answer.body.id);
    const page = visibleText(await (await get(`/${song.urlname}?linia=2`)).text());
    expect(page).toContain("Świeżutka teoria.");
  });
});

describe("POST /api/addComment", () => {
  it("answers the spec's message, refuses a visitor's link, takes a user's", async () => {
    const { song } = await makeSong({ lyrics: LYRICS });
    const empty = await post("/api/addComment", { song_id: song.id, text: " \n " }, { Cookie: userCookie });
    expect(empty).toEqual({ status: 400, body: { result: "error", error: "Treść komentarza jest obowiązkowa!", field: "text" } });
    const noCaptcha = await post("/api/addComment", { song_id: song.id, text: "Piękne." });
    expect(noCaptcha.body.error).toBe("Rozwiąż captchę.");
    const visitorLink = await post("/api/addComment", { song_id: song.id, text: "Zobacz onet.pl", "g-recaptcha-response": await solvedCaptcha() });
    expect(visitorLink.body.error).toBe("Linki w komentarzach mogą dodawać tylko zalogowani użytkownicy.");
    const userLink = await post(
      "/api/addComment",
      { song_id: song.id, author: "admin", text: "Zobacz https://example.pl/x" },
      { Cookie: userCookie },
    );
    expect(userLink.status).toBe(200);
    const comments = await (await get(`/api/getSongComments/${song.id}`)).json<{ comments: { comment_author: string; comment_text: string }[] }>();
    expect(comments.comments).toEqual([expect.objectContaining({ comment_author: userName, comment_text: "Zobacz https://example.pl/x" })]);
    expect((await post("/api/addComment", { song_id: 987654321, text: "x" }, { Cookie: userCookie })).status).toBe(404);
  });
});

describe("POST /api/addTranslation", () => {
  it("answers the spec's messages, refuses links, stores the session's author", async () => {
    const { song } = await makeSong({ lyrics: LYRICS });
    const base = { song_id: song.id, code: "de", translationText: "Es fließt die Weichsel" };
    const cases: [Record<string, unknown>, Record<string, string>, number, string][] = [
      [{ ...base, code: "" }, { Cookie: userCookie }, 400, "Wybierz język tłumaczenia."],
      [{ ...base, code: "xx" }, { Cookie: userCookie }, 400, "Wybierz język tłumaczenia."],
      [{ ...base, code: "__proto__" }, { Cookie: userCookie }, 400, "Wybierz język tłumaczenia."],
      [{ ...base, translationText: " \n " }, { Cookie: userCookie }, 400, "Tekst tłumaczenia jest obowiązkowy."],
      [{ ...base, translationText: "siehe www.example.de" }, { Cookie: userCookie }, 400, "Tłumaczenie nie może zawierać linków ani adresów WWW."],
      [{ ...base, translationText: "x\n".repeat(501) }, { Cookie: userCookie }, 400, "Tłumaczenie może mieć najwyżej 500 linii."],
      [base, {}, 400, "Rozwiąż captchę."],
      [{ ...base, song_id: 987654321 }, { Cookie: userCookie }, 404, "Nie ma takiej piosenki."],
    ];
    for (const [body, headers, status, error] of cases) {
      const answer = await post("/api/addTranslation", body, headers);
      expect({ status: answer.status, error: answer.body.error }, JSON.stringify(body).slice(0, 60)).toEqual({ status, error });
    }
    const added = await post("/api/addTranslation", { ...base, translationText: "Es fließt die Weichsel,\r\nes fließt  " }, { Cookie: userCookie });
    expect(added.body).toEqual({ result: "success", id: expect.any(Number) });
    const list = await (await get(`/api/getSongTranslations/${song.id}`)).json<{ translations: Record<string, unknown>[] }>();
    expect(list.translations).toEqual([
      expect.objectContaining({ translation_code: "de", translation_text: "Es fließt die Weichsel,\nes fließt", translation_author: userName }),
    ]);
  });

  it("without JavaScript lands on the new language's tab", async () => {
    const { song } = await makeSong({ lyrics: LYRICS });
    const response = await postForm(`/${song.urlname}`, { intent: "translation", code: "cs", translationText: "Teče Visla" }, { Cookie: userCookie });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/${song.urlname}/tlumaczenie?jezyk=cs`);
    expect(visibleText(await (await get(`/${song.urlname}/tlumaczenie?jezyk=cs`)).text())).toContain("Teče Visla");
  });
});

describe("the song page's action", () => {
  it("adds without JavaScript and redirects back to the first selected line, or the comment", async () => {
    const { song } = await makeSong({ lyrics: LYRICS });
    const form = new URLSearchParams([
      ["intent", "annotation"],
      ["annotationText", "Bez skryptów też się da."],
      ["linie", "5"],
      ["linie", "2"],
    ]);
    const real = await get(`/${song.urlname}`, {
      method: "POST",
      headers: { Origin: "http://localhost", Cookie: userCookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: form,
      redirect: "manual",
    });
    expect(real.status).toBe(302);
    expect(real.headers.get("Location")).toBe(`/${song.urlname}?linia=2`);
    const comment = await postForm(`/${song.urlname}`, { intent: "comment", text: "Komentarz bez JS." }, { Cookie: userCookie });
    expect(comment.status).toBe(302);
    expect(comment.headers.get("Location")).toMatch(new RegExp(`^/${song.urlname}/komentarze#komentarz-\\d+$`));
  });

  it("shows the message on the page when the server refuses a post without JavaScript", async () => {
    const { song } = await makeSong({ lyrics: LYRICS });
    const response = await postForm(`/${song.urlname}?dodaj=1`, { intent: "annotation", annotationText: "Bez linii." }, { Cookie: userCookie });
    expect(response.status).toBe(400);
    expect(visibleText(await response.text())).toContain("Musisz wybrać conajmniej jedną linię!");
  });

  it("deletes by role: moderators user content, only the admin interpretations", async () => {
    const { song } = await makeSong({ lyrics: LYRICS });
    const [annotation] = await testDb()
      .insert(schema.annotations)
      .values({ songId: song.id, text: "t", lines: [1] })
      .returning();
    const [comment] = await testDb().insert(schema.comments).values({ songId: song.id, text: "k" }).returning();
    const del = (fields: Record<string, string>, cookie?: string) => postForm(`/${song.urlname}`, fields, cookie ? { Cookie: cookie } : {});
    expect((await del({ intent: "delete-comment", comment_id: String(comment.id) })).status).toBe(401);
    expect((await del({ intent: "delete-comment", comment_id: String(comment.id) }, userCookie)).status).toBe(403);
    expect((await del({ intent: "delete-annotation", annotation_id: String(annotation.id) }, moderatorCookie)).status).toBe(403);
    expect(await annotationRow(annotation.id)).toBeDefined();
    const removedComment = await del({ intent: "delete-comment", comment_id: String(comment.id) }, moderatorCookie);
    expect(removedComment.headers.get("Location")).toBe(`/${song.urlname}/komentarze`);
    const removedAnnotation = await del({ intent: "delete-annotation", annotation_id: String(annotation.id) }, adminCookie);
    expect(removedAnnotation.status).toBe(302);
    expect(await annotationRow(annotation.id)).toBeUndefined();
    expect((await del({ intent: "nieznana" }, adminCookie)).status).toBe(400);
    const removedSong = await del({ intent: "delete-song", song_id: String(song.id) }, moderatorCookie);
    expect(removedSong.headers.get("Location")).toBe("/");
  });

  it("shows the delete buttons only to those who may use them", async () => {
    const { song } = await makeSong({ lyrics: LYRICS });
    await testDb().insert(schema.comments).values({ songId: song.id, text: "k" });
    const page = async (cookie?: string) => (await get(`/${song.urlname}/komentarze`, cookie ? { headers: { Cookie: cookie } } : undefined)).text();
    expect(await page()).not.toContain('value="delete-comment"');
    expect(await page(userCookie)).not.toContain('value="delete-comment"');
    expect(await page(moderatorCookie)).toContain('value="delete-comment"');
    expect(await page(moderatorCookie)).toContain('value="delete-song"');
  });
});
