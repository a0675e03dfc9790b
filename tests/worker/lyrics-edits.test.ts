// 'Edytuj tekst' (issue 18, decision 045): suggestions wait for review, staff edits apply at
// once; interpretations, timings and translations follow their lines; the history keeps every
// version with its diff and credits the proposer; no lost update between two moderators;
// reverts are new versions; bad input changes nothing.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as schema from "@db/schema";
import { LYRICS_EDIT_MESSAGES } from "@core/rules/lyrics-edits";
import { REVISION_MESSAGES } from "@core/rules/revisions";
import { SONG_MESSAGES } from "@core/schemas/song";
import { parseInput } from "@core/result";
import { lyricsSuggestionSchema } from "@core/schemas/lyrics-edit";
import { suggestLyrics } from "@worker/services/lyrics-edits";
import { freshIp, makeAccount, postForm, sessionCookieFor, solvedCaptcha } from "./account-helpers";
import { get, makeSong, testDb } from "./helpers";
import { visibleText } from "./html";

const LYRICS = ["Pierwsza zwrotka, linia jeden", "linia dwa z teorią", "", "Refren, który wszyscy znają", "ostatnia linia piosenki"];

let moderator = "";
let otherModerator = "";
beforeAll(async () => {
  moderator = await sessionCookieFor((await makeAccount({ role: "moderator" })).user.id);
  otherModerator = await sessionCookieFor((await makeAccount({ role: "moderator" })).user.id);
});

const asUserRequest = (cookie: string) => new Request("http://localhost/", { headers: { Cookie: cookie, "CF-Connecting-IP": freshIp() } });
const songNow = async (id: number) => (await testDb().select().from(schema.songs).where(eq(schema.songs.id, id)))[0];
const annotationNow = async (id: number) => (await testDb().select().from(schema.annotations).where(eq(schema.annotations.id, id)))[0];
const pendingOf = async (songId: number) => (await lyricsRevisions(songId)).filter((v) => v.status === "pending");
const lyricsRevisions = async (songId: number) =>
  testDb()
    .select()
    .from(schema.songRevisions)
    .where(and(eq(schema.songRevisions.songId, songId), eq(schema.songRevisions.kind, "lyrics")))
    .orderBy(schema.songRevisions.id);

/** A song with an interpretation of line 1, timings for its video and an English translation. */
async function songWithLayers() {
  const { user: adder } = await makeAccount();
  const { song } = await makeSong({ lyrics: LYRICS });
  await testDb().update(schema.songs).set({ addedBy: adder.id, youtubeId: "lyricsVid01" }).where(eq(schema.songs.id, song.id));
  const [annotation] = await testDb()
    .insert(schema.annotations)
    .values({ songId: song.id, text: "Teoria o linii dwa", lines: [1] })
    .returning();
  await testDb()
    .insert(schema.songSyncs)
    .values({ songId: song.id, videoId: "lyricsVid01", timings: [10, 20, null, 30, 40] });
  const [translation] = await testDb()
    .insert(schema.translations)
    .values({ songId: song.id, code: "en", text: "First verse, line one\nline two with a theory\n\nThe chorus everyone knows\nlast line" })
    .returning();
  return { song, adder, annotation, translation };
}

const edit = (urlname: string, fields: Record<string, string>, cookie?: string) =>
  postForm(`/${urlname}/edytuj`, { intent: "suggest-lyrics", base: "", reason: "", ...fields }, cookie ? { Cookie: cookie } : {});
const decide = (fields: Record<string, string>, cookie = moderator) =>
  postForm("/panel/zgloszenia", { intent: "lyrics", ...fields }, { Cookie: cookie });

describe("suggesting a correction", () => {
  it("a visitor's suggestion (with the captcha) waits; nothing changes until a moderator accepts", async () => {
    const { song, annotation } = await songWithLayers();
    const added = ["Nowa zwrotka na górze", "", ...LYRICS];
    const sent = await edit(song.urlname, { lyrics: added.join("\n"), reason: "brakowało zwrotki", "g-recaptcha-response": await solvedCaptcha() });
    expect(sent.status).toBe(302);
    expect(sent.headers.get("Location")).toBe(`/${song.urlname}/edytuj?wyslano=1`);
    expect((await songNow(song.id)).lyrics).toEqual(LYRICS);
    const [original, pending] = await lyricsRevisions(song.id);
    // The text as added became the first version, so the suggestion comes after it.
    expect(original).toMatchObject({ status: "live", payload: { lyrics: LYRICS } });
    expect(pending).toMatchObject({ status: "pending", reason: "brakowało zwrotki", userId: null, baseId: original.id });

    // The queue shows the diff; the moderator accepts it; the interpretation moves with its line.
    const queue = visibleText(await (await get("/panel/zgloszenia", { headers: { Cookie: moderator } })).text());
    expect(queue).toContain("Poprawki tekstów");
    expect(queue).toContain("dodano: Nowa zwrotka na górze");
    expect((await decide({ decision: "accept", revision_id: String(pending.id), lyrics: added.join("\n"), base: "" })).status).toBe(200);
    expect((await songNow(song.id)).lyrics).toEqual(added);
    expect((await annotationNow(annotation.id)).lines).toEqual([3]);
    const [sync] = await testDb().select().from(schema.songSyncs).where(eq(schema.songSyncs.songId, song.id));
    expect(sync.timings).toEqual([null, null, 10, 20, null, 30, 40]);

    // The history: the original (credited to who added the song) and the accepted version with its diff.
    const history = visibleText(await (await get(`/${song.urlname}/historia`)).text());
    expect(history).toContain("Anonimowy");
    expect(history).toContain("Powód zmiany: brakowało zwrotki");
    expect(history).toContain("dodano: Nowa zwrotka na górze");
    const versions = await lyricsRevisions(song.id);
    expect(versions.map((v) => v.status)).toEqual(["live", "past"].reverse());
  });

  it("refuses an empty text, one over the limit, one with a link, and one identical to the current text", async () => {
    const { song } = await songWithLayers();
    const user = await sessionCookieFor((await makeAccount()).user.id);
    const cases: [string, string][] = [
      ["   ", SONG_MESSAGES.lyricsRequired],
      ["x".repeat(20_001), SONG_MESSAGES.lyricsLong],
      [`${LYRICS.join("\n")}\nwww.przyklad.pl`, SONG_MESSAGES.lyricsLinks],
      [LYRICS.join("\n"), LYRICS_EDIT_MESSAGES.unchanged],
    ];
    for (const [lyrics, message] of cases) {
      const refused = await edit(song.urlname, { lyrics }, user);
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain(message);
    }
    expect(await lyricsRevisions(song.id)).toEqual([]);
  });

  it("a moderator's edit applies at once: a fixed typo keeps everything on its line", async () => {
    const { song, annotation, translation } = await songWithLayers();
    const fixed = [...LYRICS];
    fixed[1] = "linia dwa z teoriom";
    expect((await edit(song.urlname, { lyrics: fixed.join("\n") }, moderator)).headers.get("Location")).toBe(`/${song.urlname}`);
    expect((await songNow(song.id)).lyrics).toEqual(fixed);
    expect((await annotationNow(annotation.id)).lines).toEqual([1]);
    const [t] = await testDb().select().from(schema.translations).where(eq(schema.translations.id, translation.id));
    expect(t.text).toBe(translation.text);
  });

  it("a deleted section detaches its interpretation ('Dotyczy usuniętego fragmentu'); a revert pins it back", async () => {
    const { song, annotation } = await songWithLayers();
    const cut = [LYRICS[0], "", ...LYRICS.slice(3)];
    await edit(song.urlname, { lyrics: cut.join("\n") }, moderator);
    expect(await annotationNow(annotation.id)).toMatchObject({ lines: [], detachedText: ["linia dwa z teorią"] });
    const page = visibleText(await (await get(`/${song.urlname}`)).text());
    expect(page).toContain("Dotyczy usuniętego fragmentu");
    expect(page).toContain("Teoria o linii dwa");
    // Its shared address still opens the song.
    expect((await get(`/${song.urlname}/interpretacja-${annotation.id}`)).status).toBe(200);

    const [original] = await lyricsRevisions(song.id);
    const reverted = await postForm(
      `/${song.urlname}/historia`,
      { intent: "revert-lyrics", revision_id: String(original.id) },
      { Cookie: moderator },
    );
    expect(reverted.status).toBe(302);
    expect((await songNow(song.id)).lyrics).toEqual(LYRICS);
    expect(await annotationNow(annotation.id)).toMatchObject({ lines: [1], detachedText: null });
    expect((await lyricsRevisions(song.id)).map((v) => v.status)).toEqual(["past", "past", "live"]);
  });

  it("a moderator re-pins a detached interpretation", async () => {
    const { song, annotation } = await songWithLayers();
    await edit(song.urlname, { lyrics: [LYRICS[0], "", ...LYRICS.slice(3)].join("\n") }, moderator);
    const user = await sessionCookieFor((await makeAccount()).user.id);
    const fields = { intent: "repin-annotation", annotation_id: String(annotation.id), line: "2" };
    expect((await postForm(`/${song.urlname}`, fields, { Cookie: user })).status).toBe(403);
    expect((await postForm(`/${song.urlname}`, { ...fields, line: "1" }, { Cookie: moderator })).status).toBe(400);
    expect((await postForm(`/${song.urlname}`, fields, { Cookie: moderator })).status).toBe(302);
    expect(await annotationNow(annotation.id)).toMatchObject({ lines: [2], detachedText: null });
  });
});

describe("deciding suggestions", () => {
  it("a refusal's reason reaches the proposer's profile; a user cannot decide", async () => {
    const { song } = await songWithLayers();
    const { user } = await makeAccount();
    const cookie = await sessionCookieFor(user.id);
    await edit(song.urlname, { lyrics: [...LYRICS, "dopisek"].join("\n") }, cookie);
    const [pending] = await pendingOf(song.id);
    expect((await decide({ decision: "reject", revision_id: String(pending.id), note: "to nie jest w oryginale" }, cookie)).status).toBe(403);
    expect((await decide({ decision: "reject", revision_id: String(pending.id), note: "to nie jest w oryginale" })).status).toBe(200);
    const profile = visibleText(await (await get(`/profil/${user.username}`, { headers: { Cookie: cookie } })).text());
    expect(profile).toContain("Twoje propozycje zmian");
    expect(profile).toContain("odrzucona — powód: to nie jest w oryginale");
    // Others do not see it.
    expect(visibleText(await (await get(`/profil/${user.username}`)).text())).not.toContain("Twoje propozycje zmian");
  });

  it("two moderators accepting two suggestions at once: one wins, the other is told the text changed", async () => {
    const { song } = await songWithLayers();
    const users = await Promise.all([makeAccount(), makeAccount()]);
    const texts = [
      [...LYRICS, "pierwszy dopisek"],
      [...LYRICS, "drugi dopisek"],
    ];
    for (const [k, { user }] of users.entries()) await edit(song.urlname, { lyrics: texts[k].join("\n") }, await sessionCookieFor(user.id));
    const pending = await pendingOf(song.id);
    const answers = await Promise.all(
      pending.map((p, k) =>
        decide({ decision: "accept", revision_id: String(p.id), lyrics: texts[k].join("\n"), base: "" }, [moderator, otherModerator][k]),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const loser = answers.findIndex((a) => a.status === 409);
    expect(await answers[loser].text()).toContain(LYRICS_EDIT_MESSAGES.stale);
    expect((await songNow(song.id)).lyrics).toEqual(texts[1 - loser]);
    // The loser still waits, and the queue now shows its diff against the new text.
    const queue = visibleText(await (await get("/panel/zgloszenia", { headers: { Cookie: moderator } })).text());
    expect(queue).toContain(`usunięto: ${texts[1 - loser].at(-1)}`);
    expect(queue).toContain(`dodano: ${texts[loser].at(-1)}`);
  });

  it("accepting with the moderator's corrections credits the proposer; a revert to another song's version is refused and changes nothing", async () => {
    const { song } = await songWithLayers();
    const { user } = await makeAccount();
    await edit(song.urlname, { lyrics: [...LYRICS, "dopisek z literówką"].join("\n") }, await sessionCookieFor(user.id));
    const [pending] = await pendingOf(song.id);
    const corrected = [...LYRICS, "dopisek bez literówki"];
    expect((await decide({ decision: "accept", revision_id: String(pending.id), lyrics: corrected.join("\n"), base: "" })).status).toBe(200);
    const versions = await lyricsRevisions(song.id);
    expect(versions.at(-1)).toMatchObject({ id: pending.id, status: "live", userId: user.id, payload: { lyrics: corrected } });
    expect(visibleText(await (await get(`/${song.urlname}/historia`)).text())).toContain(user.username);

    // Another song with a history of its own: a version of the first song is none of its versions.
    const other = await songWithLayers();
    const otherFixed = [...LYRICS];
    otherFixed[0] = "Pierwsza zwrotka, linia pierwsza";
    await edit(other.song.urlname, { lyrics: otherFixed.join("\n") }, moderator);
    const otherBefore = { song: await songNow(other.song.id), versions: await lyricsRevisions(other.song.id) };
    expect(otherBefore.versions.map((v) => v.status)).toEqual(["past", "live"]);
    const refused = await postForm(
      `/${other.song.urlname}/historia`,
      { intent: "revert-lyrics", revision_id: String(versions[0].id) },
      { Cookie: moderator },
    );
    expect(refused.status).toBe(404);
    expect(await refused.text()).toContain(REVISION_MESSAGES.missing);
    // Nothing changed on either song: texts, versions, the interpretation's line.
    expect(await songNow(other.song.id)).toEqual(otherBefore.song);
    expect(await lyricsRevisions(other.song.id)).toEqual(otherBefore.versions);
    expect(await annotationNow(other.annotation.id)).toMatchObject({ lines: [1], detachedText: null });
    expect((await songNow(song.id)).lyrics).toEqual(corrected);
    expect(await lyricsRevisions(song.id)).toEqual(versions);
  });

  it("the same suggestion twice: the second is told it already waits (409), and the queue holds it once", async () => {
    const { song } = await songWithLayers();
    const proposed = [...LYRICS, "dopisek zgłoszony dwa razy"].join("\n");
    const first = await edit(song.urlname, { lyrics: proposed }, await sessionCookieFor((await makeAccount()).user.id));
    expect(first.status).toBe(302);
    // Another account (or the same one) sending the very same text.
    const again = await edit(song.urlname, { lyrics: proposed, reason: "też to zauważyłem" }, await sessionCookieFor((await makeAccount()).user.id));
    expect(again.status).toBe(409);
    expect(await again.text()).toContain(REVISION_MESSAGES.alreadyPending);
    const pending = await pendingOf(song.id);
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ reason: null, payload: { lyrics: proposed.split("\n") } });
    expect((await songNow(song.id)).lyrics).toEqual(LYRICS);
    // A different text is a suggestion of its own.
    expect((await edit(song.urlname, { lyrics: `${proposed}!` }, await sessionCookieFor((await makeAccount()).user.id))).status).toBe(302);
    expect(await pendingOf(song.id)).toHaveLength(2);
  });

  it("20 identical suggestions sent at once: exactly one is queued, the other 19 are told it already waits", async () => {
    const { song } = await songWithLayers();
    const proposed = [...LYRICS, "dopisek wysłany naraz"].join("\n");
    const cookie = await sessionCookieFor((await makeAccount()).user.id);
    // Straight to the service, all in this isolate: requests through the Worker's front door
    // reach it one or two at a time first, so the race would not happen there.
    const input = parseInput(lyricsSuggestionSchema, { lyrics: proposed, reason: "", base: "" });
    if (!input.ok) throw new Error(input.message);
    const answers = await Promise.all(Array.from({ length: 20 }, () => suggestLyrics(asUserRequest(cookie), song.id, input.value)));
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    expect(answers.filter((answer) => !answer.ok).map((answer) => !answer.ok && [answer.code, answer.message])).toEqual(
      Array(19).fill(["conflict", REVISION_MESSAGES.alreadyPending]),
    );
    expect(await pendingOf(song.id)).toHaveLength(1);
  });
});
