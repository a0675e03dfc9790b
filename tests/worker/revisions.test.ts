// Issue 16, defect 6: no vandalism without undo (decision 042). Every video choice and timing
// set is a revision; a visitor's or user's change of a layer someone set waits for review;
// a moderator accepts, rejects with a reason, reverts to any version (itself a new version)
// or clears the layer — and can undo that too. Concurrent decisions lose no update.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as schema from "@db/schema";
import { setOutboundFetch } from "@worker/platform/outbound";
import { makeAccount, postForm, postJson, sessionCookieFor, solvedCaptcha } from "./account-helpers";
import { get, makeSong, testDb } from "./helpers";
import { visibleText } from "./html";

const LYRICS = ["Pierwsza linia", "Druga linia", "Trzecia linia"];
const GOOD = [5, 10, 15];
const JUNK = [999_000, 999_001, 999_002];

let moderatorCookie = "";
let otherModeratorCookie = "";
beforeAll(async () => {
  moderatorCookie = await sessionCookieFor((await makeAccount({ role: "moderator" })).user.id);
  otherModeratorCookie = await sessionCookieFor((await makeAccount({ role: "admin" })).user.id);
  setOutboundFetch(async (input) => {
    const id = new URL(new URL(String(input instanceof Request ? input.url : input)).searchParams.get("url") ?? "").searchParams.get("v");
    return Response.json({ title: `Film ${id}`, thumbnail_url: `https://i.ytimg.com/vi/${id}/hqdefault.jpg` });
  });
});

const videoOf = async (songId: number) =>
  (await testDb().select({ id: schema.songs.youtubeId }).from(schema.songs).where(eq(schema.songs.id, songId)))[0].id;
const timingsOf = async (songId: number) =>
  (await testDb().select().from(schema.songSyncs).where(eq(schema.songSyncs.songId, songId)))[0]?.timings ?? null;
const revisionsOf = (songId: number) =>
  testDb().select().from(schema.songRevisions).where(eq(schema.songRevisions.songId, songId)).orderBy(schema.songRevisions.id);

async function visitorProposesVideo(songId: number, id: string) {
  const body = { song_id: songId, url: `https://youtu.be/${id}`, "g-recaptcha-response": await solvedCaptcha() };
  return (await postJson("/api/proposeVideo", body)).json<{ result: string; pending?: boolean }>();
}
async function visitorSyncs(songId: number, videoId: string, timings: number[]) {
  const body = { song_id: songId, video_id: videoId, timings, "g-recaptcha-response": await solvedCaptcha() };
  return (await postJson("/api/saveSync", body)).json<{ result: string; pending?: boolean; error?: string }>();
}
const decide = (urlname: string, kind: "video" | "sync", id: number, decision: string, cookie: string, note = "") =>
  postForm(`/${urlname}/historia`, { intent: `revision-${kind}`, revision_id: String(id), decision, note }, { Cookie: cookie });

describe("a vandalised video", () => {
  it("a visitor fills an empty place at once; a moderator takes it away and can bring it back", async () => {
    const { song } = await makeSong({ lyrics: LYRICS });
    expect(await visitorProposesVideo(song.id, "junkVideo01")).toMatchObject({ result: "success", pending: false });
    expect(await videoOf(song.id)).toBe("junkVideo01");
    // The visitor cannot replace it any more: another proposal waits.
    expect(await visitorProposesVideo(song.id, "junkVideo02")).toMatchObject({ result: "success", pending: true });
    expect(await videoOf(song.id)).toBe("junkVideo01");

    const cleared = await postForm(`/${song.urlname}/historia`, { intent: "clear-video" }, { Cookie: moderatorCookie });
    expect(cleared.status).toBe(302);
    expect(await videoOf(song.id)).toBeNull();
    const [junk] = (await revisionsOf(song.id)).filter((r) => r.kind === "video" && r.status === "past");
    expect((await decide(song.urlname, "video", junk.id, "revert", moderatorCookie)).status).toBe(302);
    expect(await videoOf(song.id)).toBe("junkVideo01");
    expect((await revisionsOf(song.id)).map((r) => [r.kind, r.status])).toEqual([
      ["video", "past"],
      ["video", "pending"],
      ["video", "past"],
      ["video", "live"],
    ]);
  });

  it("the history shows everyone what was shown, and only moderators the proposals", async () => {
    const { song } = await makeSong({ lyrics: LYRICS });
    await visitorProposesVideo(song.id, "firstVid001");
    await visitorProposesVideo(song.id, "proposed001");
    const forVisitor = visibleText(await (await get(`/${song.urlname}/historia`)).text());
    expect(forVisitor).toContain("Historia edycji:");
    expect(forVisitor).toContain("Teledysk: „Film firstVid001” (firstVid001)");
    expect(forVisitor).not.toContain("proposed001");
    expect(forVisitor).not.toContain("Przyjmij");
    const forModerator = visibleText(await (await get(`/${song.urlname}/historia`, { headers: { Cookie: moderatorCookie } })).text());
    expect(forModerator).toContain("proposed001");
    expect(forModerator).toContain("czeka na sprawdzenie");
    expect(forModerator).toContain("Przyjmij");
  });
});

describe("vandalised timings", () => {
  async function syncedSong() {
    const { song } = await makeSong({ lyrics: LYRICS });
    await visitorProposesVideo(song.id, "syncVideo01");
    expect(await visitorSyncs(song.id, "syncVideo01", GOOD)).toMatchObject({ result: "success", pending: false });
    return song;
  }

  it("a visitor's overwrite waits; a moderator rejects it with a reason; the good times stay", async () => {
    const song = await syncedSong();
    expect(await visitorSyncs(song.id, "syncVideo01", JUNK)).toMatchObject({ result: "success", pending: true });
    expect(await timingsOf(song.id)).toEqual(GOOD);
    const [pending] = (await revisionsOf(song.id)).filter((r) => r.status === "pending");
    const rejected = await decide(song.urlname, "sync", pending.id, "reject", moderatorCookie, "Czasy poza teledyskiem");
    expect(rejected.status).toBe(302);
    const row = (await revisionsOf(song.id)).find((r) => r.id === pending.id)!;
    expect(row).toMatchObject({ status: "rejected", decisionNote: "Czasy poza teledyskiem" });
    expect(await timingsOf(song.id)).toEqual(GOOD);
    // Decided once: a second decision is refused and changes nothing.
    const again = await decide(song.urlname, "sync", pending.id, "accept", moderatorCookie);
    expect(again.status).toBe(409);
    expect(visibleText(await again.text())).toContain("Tę propozycję już rozpatrzono.");
  });

  it("a moderator reverts an accepted mistake to the earlier times, and the revert is a new version", async () => {
    const song = await syncedSong();
    await visitorSyncs(song.id, "syncVideo01", JUNK);
    const [pending] = (await revisionsOf(song.id)).filter((r) => r.status === "pending");
    expect((await decide(song.urlname, "sync", pending.id, "accept", moderatorCookie)).status).toBe(302);
    expect(await timingsOf(song.id)).toEqual(JUNK);
    const good = (await revisionsOf(song.id)).find((r) => r.kind === "sync" && r.status === "past")!;
    expect((await decide(song.urlname, "sync", good.id, "revert", moderatorCookie)).status).toBe(302);
    expect(await timingsOf(song.id)).toEqual(GOOD);
    const syncs = (await revisionsOf(song.id)).filter((r) => r.kind === "sync");
    expect(syncs.map((r) => r.status)).toEqual(["past", "past", "live"]);
    expect(syncs[2].payload).toEqual({ videoId: "syncVideo01", timings: GOOD });
  });

  it("the moderator's delete of the times is a version too, and can be reverted", async () => {
    const song = await syncedSong();
    const removed = await postForm(`/${song.urlname}`, { intent: "delete-sync", song_id: String(song.id) }, { Cookie: moderatorCookie });
    expect(removed.status).toBe(302);
    expect(await timingsOf(song.id)).toBeNull();
    const good = (await revisionsOf(song.id)).find((r) => r.kind === "sync" && r.status === "past")!;
    await decide(song.urlname, "sync", good.id, "revert", moderatorCookie);
    expect(await timingsOf(song.id)).toEqual(GOOD);
  });

  it("two moderators accepting two proposals at once: one wins, the other is told the state changed", async () => {
    const song = await syncedSong();
    await visitorSyncs(song.id, "syncVideo01", [6, 11, 16]);
    await visitorSyncs(song.id, "syncVideo01", [7, 12, 17]);
    const [first, second] = (await revisionsOf(song.id)).filter((r) => r.status === "pending");
    const answers = await Promise.all([
      decide(song.urlname, "sync", first.id, "accept", moderatorCookie),
      decide(song.urlname, "sync", second.id, "accept", otherModeratorCookie),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([302, 409]);
    const loser = answers.find((a) => a.status === 409)!;
    expect(visibleText(await loser.text())).toContain("W międzyczasie ktoś zmienił ten stan piosenki.");
    const live = (await revisionsOf(song.id)).filter((r) => r.kind === "sync" && r.status === "live");
    expect(live).toHaveLength(1);
    expect(await timingsOf(song.id)).toEqual((live[0].payload as { timings: number[] }).timings);
  });

  it("20 concurrent overwrites of synced times all wait, and the live times never change", async () => {
    const song = await syncedSong();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => visitorSyncs(song.id, "syncVideo01", [5 + i / 100, 10, 15])));
    expect(answers.filter((a) => a.pending === true).length + answers.filter((a) => a.result === "error").length).toBe(20);
    expect(await timingsOf(song.id)).toEqual(GOOD);
    expect((await revisionsOf(song.id)).filter((r) => r.kind === "sync" && r.status === "live")).toHaveLength(1);
  });
});
