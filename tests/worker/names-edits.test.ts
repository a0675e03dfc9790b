// Title and artist corrections (issue 18 §1, decision 045 with the renames of 049): anyone
// suggests, a moderator accepts (perhaps corrected) or refuses; a moderator's own change and a
// revert apply at once; every change is a version in the history with its diff and its author;
// the old address answers 301; two moderators accepting two suggestions at once: one wins;
// bad input changes nothing.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as schema from "@db/schema";
import { LYRICS_EDIT_MESSAGES } from "@core/rules/lyrics-edits";
import { REVISION_MESSAGES } from "@core/rules/revisions";
import { SONG_MESSAGES } from "@core/schemas/song";
import { parseInput } from "@core/result";
import { namesSuggestionSchema } from "@core/schemas/lyrics-edit";
import { suggestNames } from "@worker/services/names-edits";
import { freshIp, makeAccount, postForm, sessionCookieFor, solvedCaptcha } from "./account-helpers";
import { get, makeSong, testDb } from "./helpers";
import { visibleText } from "./html";

let moderator = "";
let otherModerator = "";
let user = "";
beforeAll(async () => {
  moderator = await sessionCookieFor((await makeAccount({ role: "moderator" })).user.id);
  otherModerator = await sessionCookieFor((await makeAccount({ role: "moderator" })).user.id);
  user = await sessionCookieFor((await makeAccount()).user.id);
});

let n = 0;
/** A song whose artist has another song too (a move then leaves the artist in place). */
async function song(title = `Pisnka ${++n}`) {
  const made = await makeSong({ artist: `Dzem ${++n}-${Date.now()}`, title });
  await testDb()
    .insert(schema.songs)
    .values({ artistId: made.artist.id, name: `Inna ${n}`, urlname: `inna-${n}-${Date.now()}`, lyrics: ["x"] });
  return made;
}

const namesNow = async (songId: number) => {
  const [row] = await testDb()
    .select({ title: schema.songs.name, artist: schema.artists.name, urlname: schema.songs.urlname })
    .from(schema.songs)
    .innerJoin(schema.artists, eq(schema.artists.id, schema.songs.artistId))
    .where(eq(schema.songs.id, songId));
  return row;
};
const versions = async (songId: number) =>
  testDb()
    .select()
    .from(schema.songRevisions)
    .where(and(eq(schema.songRevisions.songId, songId), eq(schema.songRevisions.kind, "names")))
    .orderBy(schema.songRevisions.id);

const suggest = (urlname: string, fields: Record<string, string>, cookie?: string) =>
  postForm(`/${urlname}/edytuj`, { intent: "suggest-names", reason: "", ...fields }, cookie ? { Cookie: cookie } : {});
const decide = (fields: Record<string, string>, cookie = moderator) =>
  postForm("/panel/zgloszenia", { intent: "names", ...fields }, { Cookie: cookie });
const queueText = async () => visibleText(await (await get("/panel/zgloszenia", { headers: { Cookie: moderator } })).text());
/** The base the queue's form carries for a suggestion (the live version's id and the names shown). */
async function queueBase(revisionId: number) {
  const html = await (await get("/panel/zgloszenia", { headers: { Cookie: moderator } })).text();
  const form = html.split(`name="revision_id" value="${revisionId}"`)[1] ?? "";
  const base = /name="base" value="([^"]*)"/.exec(form)?.[1];
  if (base === undefined) throw new Error("no base in the queue");
  return base.replaceAll("&#10;", "\n").replaceAll("&amp;", "&");
}

describe("suggesting a title and artist", () => {
  it("a visitor's suggestion waits; the moderator accepts it from the queue; the old address answers 301 and the history credits the visitor", async () => {
    const { song: s, artist } = await song("Wehikul Czasu");
    const sent = await suggest(s.urlname, {
      title: "Wehikuł Czasu",
      artist: "Dżem",
      reason: "polskie litery",
      "g-recaptcha-response": await solvedCaptcha(),
    });
    expect(sent.status).toBe(302);
    expect(sent.headers.get("Location")).toBe(`/${s.urlname}/edytuj?wyslano=1`);
    expect(await namesNow(s.id)).toMatchObject({ title: "Wehikul Czasu", artist: artist.name });
    const [first, pending] = await versions(s.id);
    expect(first).toMatchObject({ status: "live", payload: { title: "Wehikul Czasu", artist: artist.name } });
    expect(pending).toMatchObject({ status: "pending", reason: "polskie litery", userId: null, payload: { title: "Wehikuł Czasu", artist: "Dżem" } });

    const queue = await queueText();
    expect(queue).toContain("Poprawki tytułów i wykonawców");
    expect(queue).toContain("dodano: Tytuł: Wehikuł Czasu");
    const base = await queueBase(pending.id);
    const accepted = await decide({ decision: "accept", revision_id: String(pending.id), title: "Wehikuł Czasu", artist: "Dżem", base });
    expect(accepted.status).toBe(200);
    const now = await namesNow(s.id);
    expect(now).toMatchObject({ title: "Wehikuł Czasu", artist: "Dżem" });
    expect((await get(`/${s.urlname}`, { redirect: "manual" })).headers.get("Location")).toBe(`/${now.urlname}`);
    const [past, live] = await versions(s.id);
    expect(past.status).toBe("past");
    expect(live).toMatchObject({ id: pending.id, status: "live", userId: null });

    const history = visibleText(await (await get(`/${now.urlname}/historia`)).text());
    expect(history).toContain("Tytuł i wykonawca · Tytuł i wykonawca: Dżem – Wehikuł Czasu");
    expect(history).toContain("Anonimowy");
    expect(history).toContain("Powód zmiany: polskie litery");
    expect(history).toContain("dodano: Wykonawca: Dżem");
  });

  it("a moderator corrects the suggestion before accepting it; the history keeps the names as accepted", async () => {
    const { song: s } = await song();
    await suggest(s.urlname, { title: "Tytul Z Bledem", artist: (await namesNow(s.id)).artist }, user);
    const [, pending] = await versions(s.id);
    const base = await queueBase(pending.id);
    const accepted = await decide({
      decision: "accept",
      revision_id: String(pending.id),
      title: "Tytuł Bez Błędu",
      artist: (await namesNow(s.id)).artist,
      base,
    });
    expect(accepted.status).toBe(200);
    expect((await namesNow(s.id)).title).toBe("Tytuł Bez Błędu");
    expect((await versions(s.id))[1]).toMatchObject({ status: "live", payload: { title: "Tytuł Bez Błędu" } });
  });

  it("a refusal with a reason changes nothing and the proposer sees it on their profile", async () => {
    const account = await makeAccount();
    const cookie = await sessionCookieFor(account.user.id);
    const { song: s } = await song();
    const before = await namesNow(s.id);
    await suggest(s.urlname, { title: "Całkiem Inny Tytuł", artist: before.artist }, cookie);
    const [, pending] = await versions(s.id);
    expect((await decide({ decision: "reject", revision_id: String(pending.id), note: "tytuł był dobry" })).status).toBe(200);
    expect(await namesNow(s.id)).toEqual(before);
    expect((await versions(s.id))[1]).toMatchObject({ status: "rejected", decisionNote: "tytuł był dobry" });
    const profile = visibleText(await (await get(`/profil/${account.user.username}`, { headers: { Cookie: cookie } })).text());
    expect(profile).toContain("tytuł był dobry");
  });

  it("a moderator's own change applies at once, lands on the new address and can be reverted from the history", async () => {
    const { song: s, artist } = await song("Stary Tytuł");
    const changed = await suggest(s.urlname, { title: "Nowy Tytuł", artist: artist.name }, moderator);
    expect(changed.status).toBe(302);
    const renamed = await namesNow(s.id);
    expect(renamed.title).toBe("Nowy Tytuł");
    expect(changed.headers.get("Location")).toBe(`/${renamed.urlname}`);
    const [first, live] = await versions(s.id);
    expect(first).toMatchObject({ status: "past", payload: { title: "Stary Tytuł" } });
    expect(live).toMatchObject({ status: "live", payload: { title: "Nowy Tytuł" } });

    const reverted = await postForm(`/${renamed.urlname}/historia`, { intent: "revert-names", revision_id: String(first.id) }, { Cookie: moderator });
    expect(reverted.status).toBe(302);
    expect((await namesNow(s.id)).title).toBe("Stary Tytuł");
    const all = await versions(s.id);
    expect(all).toHaveLength(3);
    expect(all[2]).toMatchObject({ status: "live", reason: `Przywrócona wersja ${first.id}`, payload: { title: "Stary Tytuł" } });
  });

  it("the song page's own 'Zmień tytuł' is a version too", async () => {
    const { song: s } = await song("Przed Zmianą");
    const renamed = await postForm(`/${s.urlname}`, { intent: "rename-song", title: "Po Zmianie" }, { Cookie: moderator });
    expect(renamed.status).toBe(302);
    expect((await versions(s.id)).map((v) => [v.status, (v.payload as { title: string }).title])).toEqual([
      ["past", "Przed Zmianą"],
      ["live", "Po Zmianie"],
    ]);
  });
});

describe("no lost update", () => {
  it("two moderators accepting two suggestions of one song at once: one wins, the other is sent back", async () => {
    const { song: s, artist } = await song();
    await suggest(s.urlname, { title: "Wersja A", artist: artist.name }, user);
    await suggest(s.urlname, { title: "Wersja B", artist: artist.name }, user);
    const [, a, b] = await versions(s.id);
    const [baseA, baseB] = [await queueBase(a.id), await queueBase(b.id)];
    const answers = await Promise.all([
      decide({ decision: "accept", revision_id: String(a.id), title: "Wersja A", artist: artist.name, base: baseA }, moderator),
      decide({ decision: "accept", revision_id: String(b.id), title: "Wersja B", artist: artist.name, base: baseB }, otherModerator),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const lost = answers.find((answer) => answer.status === 409);
    expect(visibleText((await lost?.text()) ?? "")).toContain(LYRICS_EDIT_MESSAGES.namesStale);
    const all = await versions(s.id);
    const live = all.filter((v) => v.status === "live");
    expect(live).toHaveLength(1);
    expect((await namesNow(s.id)).title).toBe((live[0].payload as { title: string }).title);
    expect(all.filter((v) => v.status === "pending")).toHaveLength(1);
  });
});

describe("bad input changes nothing", () => {
  it("unchanged names, an empty title, a too long artist, a link, a missing captcha, a duplicate title and a version of another song are refused in Polish", async () => {
    const { song: s, artist } = await song("Jedyny");
    const before = await namesNow(s.id);
    const refusals: [Record<string, string>, number, string][] = [
      [{ title: "Jedyny", artist: artist.name }, 400, LYRICS_EDIT_MESSAGES.namesUnchanged],
      [{ title: "", artist: artist.name }, 400, SONG_MESSAGES.titleRequired],
      [{ title: "Jedyny 2", artist: "x".repeat(101) }, 400, SONG_MESSAGES.artistLong],
      [{ title: "Jedyny 2", artist: artist.name }, 400, LYRICS_EDIT_MESSAGES.captcha],
    ];
    for (const [fields, status, message] of refusals) {
      const answer = await suggest(s.urlname, fields, fields.title === "Jedyny 2" && fields.artist === artist.name ? undefined : user);
      expect(answer.status, message).toBe(status);
      expect(visibleText(await answer.text())).toContain(message);
    }
    // A title the target artist already has: refused, and the title is not left half-changed.
    const other = await song("Zajęty");
    const taken = await suggest(s.urlname, { title: "Zajęty", artist: other.artist.name }, moderator);
    expect(taken.status, `${taken.headers.get("Location")} ${JSON.stringify(await namesNow(s.id))}`).toBe(409);
    expect(await namesNow(s.id)).toEqual(before);
    // A revert to another song's version.
    await suggest(other.song.urlname, { title: "Zajęty Jeszcze Raz", artist: other.artist.name }, moderator);
    const [foreign] = await versions(other.song.id);
    const wrong = await postForm(`/${s.urlname}/historia`, { intent: "revert-names", revision_id: String(foreign.id) }, { Cookie: moderator });
    expect(wrong.status).toBe(404);
    expect(visibleText(await wrong.text())).toContain(REVISION_MESSAGES.missing);
    expect(await namesNow(s.id)).toEqual(before);
  });

  it("a user cannot decide names; a moderator cannot accept a stale view", async () => {
    const { song: s, artist } = await song();
    await suggest(s.urlname, { title: "Propozycja", artist: artist.name }, user);
    const [, pending] = await versions(s.id);
    const base = await queueBase(pending.id);
    expect((await decide({ decision: "accept", revision_id: String(pending.id), title: "Propozycja", artist: artist.name, base }, user)).status).toBe(
      403,
    );
    // The title changed since the moderator looked: sent back, nothing applied.
    await postForm(`/${s.urlname}`, { intent: "rename-song", title: "Zmieniony W Międzyczasie" }, { Cookie: otherModerator });
    const stale = await decide({ decision: "accept", revision_id: String(pending.id), title: "Propozycja", artist: artist.name, base });
    expect(stale.status).toBe(409);
    expect((await namesNow(s.id)).title).toBe("Zmieniony W Międzyczasie");
    expect((await versions(s.id)).find((v) => v.id === pending.id)?.status).toBe("pending");
  });

  it("20 identical suggestions sent at once: exactly one is queued, the other 19 are told it already waits", async () => {
    const { song: s, artist } = await song();
    const cookie = await sessionCookieFor((await makeAccount()).user.id);
    // Straight to the service, all in this isolate: requests through the Worker's front door
    // reach it one or two at a time first, so the race would not happen there.
    const input = parseInput(namesSuggestionSchema, { title: "Naraz Wysłany", artist: artist.name, reason: "" });
    if (!input.ok) throw new Error(input.message);
    const request = () => new Request("http://localhost/", { headers: { Cookie: cookie, "CF-Connecting-IP": freshIp() } });
    const answers = await Promise.all(Array.from({ length: 20 }, () => suggestNames(request(), s.id, input.value)));
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    expect(answers.filter((answer) => !answer.ok).map((answer) => !answer.ok && [answer.code, answer.message])).toEqual(
      Array(19).fill(["conflict", REVISION_MESSAGES.alreadyPending]),
    );
    expect((await versions(s.id)).filter((v) => v.status === "pending")).toHaveLength(1);
  });
});
