// Votes on interpretations and comments (product §4.9 Voting, §7; decisions 002 and 034): the API
// calls' answers and refusals, the vote row and both point totals moving together, the
// visitor cookie, the throttles, the own-item rule, real concurrency (Promise.all of many
// requests), the cached lists and the song page's no-JavaScript form.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "@db/schema";
import type { RecentAnnotations } from "@worker/services/recent";
import { freshIp, postJson, sessionCookieFor, usersWithSessions } from "./account-helpers";
import { get, makeSong, makeUser, setCookieOf, testDb } from "./helpers";

type VoteAnswer = { annotation_points?: number; comment_points?: number; voted?: boolean; error?: string; field?: string };

async function annotationOf(authorId: number | null, lines = [0]) {
  const { song } = await makeSong({ lyrics: ["Pierwsza linia", "Druga linia"] });
  const [annotation] = await testDb().insert(schema.annotations).values({ songId: song.id, userId: authorId, text: "Teoria", lines }).returning();
  return { song, annotation };
}

async function commentOf(authorId: number | null) {
  const { song } = await makeSong();
  const [comment] = await testDb().insert(schema.comments).values({ songId: song.id, userId: authorId, text: "Komentarz" }).returning();
  return { song, comment };
}

const annotationPoints = async (id: number) =>
  (await testDb().select({ p: schema.annotations.points }).from(schema.annotations).where(eq(schema.annotations.id, id)))[0].p;
const commentPoints = async (id: number) =>
  (await testDb().select({ p: schema.comments.points }).from(schema.comments).where(eq(schema.comments.id, id)))[0].p;
const userPoints = async (id: number) => (await testDb().select({ p: schema.users.points }).from(schema.users).where(eq(schema.users.id, id)))[0].p;
const annotationVoters = async (id: number) =>
  (
    await testDb().select({ key: schema.annotationVotes.voterKey }).from(schema.annotationVotes).where(eq(schema.annotationVotes.annotationId, id))
  ).map((r) => r.key);

/** The visitor cookie a response sets (name=value), or null. */
function visitorCookieOf(response: Response): string | null {
  const header = response.headers.get("Set-Cookie") ?? "";
  const match = /(?:^|,\s*)(glosujacy=[^;]+)/.exec(header);
  return match ? match[1] : null;
}

const voteUp = (body: unknown, headers: Record<string, string> = {}) => postJson("/api/voteUp", body, headers);
const voteUpComment = (body: unknown, headers: Record<string, string> = {}) => postJson("/api/voteUpComment", body, headers);

describe("POST /api/voteUp and /api/voteUpComment: validation and refusals", () => {
  it("answers 400 with a Polish message and the field for a bad id or a bad up", async () => {
    const cases: [string, (body: unknown) => Promise<Response>, unknown, string, string][] = [
      ["no id", voteUp, { up: true }, "annotation_id", "Nieprawidłowy identyfikator interpretacji."],
      ["id as a word", voteUp, { annotation_id: "abc", up: true }, "annotation_id", "Nieprawidłowy identyfikator interpretacji."],
      ["negative id", voteUp, { annotation_id: -4, up: true }, "annotation_id", "Nieprawidłowy identyfikator interpretacji."],
      ["fractional id", voteUp, { annotation_id: 1.5, up: true }, "annotation_id", "Nieprawidłowy identyfikator interpretacji."],
      ["no up", voteUp, { annotation_id: 1 }, "up", "Pole up musi mieć wartość true albo false."],
      ["up as a word", voteUp, { annotation_id: 1, up: "tak" }, "up", "Pole up musi mieć wartość true albo false."],
      ["up as 2", voteUp, { annotation_id: 1, up: 2 }, "up", "Pole up musi mieć wartość true albo false."],
      ["no comment id", voteUpComment, { up: false }, "comment_id", "Nieprawidłowy identyfikator komentarza."],
      ["comment up null", voteUpComment, { comment_id: "7", up: null }, "up", "Pole up musi mieć wartość true albo false."],
    ];
    for (const [name, send, body, field, message] of cases) {
      const response = await send(body);
      expect(response.status, name).toBe(400);
      expect(await response.json<VoteAnswer>(), name).toEqual({ error: message, field });
    }
  });

  it("answers 404 for unknown and deleted items", async () => {
    const { annotation } = await annotationOf(null);
    const { comment } = await commentOf(null);
    await testDb().delete(schema.annotations).where(eq(schema.annotations.id, annotation.id));
    await testDb().delete(schema.comments).where(eq(schema.comments.id, comment.id));
    for (const id of [annotation.id, 987_654_321]) {
      const response = await voteUp({ annotation_id: id, up: true });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: "Nie ma takiej interpretacji." });
    }
    for (const id of [comment.id, 987_654_321]) {
      const response = await voteUpComment({ comment_id: id, up: true });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: "Nie ma takiego komentarza." });
    }
    expect(await annotationVoters(annotation.id)).toEqual([]);
  });

  it("takes ids as digit strings and up as 'true'/'false'/'1'/'0', in JSON or a form", async () => {
    const { annotation } = await annotationOf(null);
    const ip = freshIp();
    const first = await voteUp({ annotation_id: String(annotation.id), up: "true" }, { "CF-Connecting-IP": ip });
    expect(await first.json()).toEqual({ annotation_points: 1, voted: true });
    const cookie = visitorCookieOf(first)!;
    const form = await get("/api/voteUp", {
      method: "POST",
      headers: { Origin: "http://localhost", "CF-Connecting-IP": ip, Cookie: cookie },
      body: new URLSearchParams({ annotation_id: String(annotation.id), up: "0" }),
    });
    expect(await form.json()).toEqual({ annotation_points: 0, voted: false });
    expect(await (await voteUp({ annotation_id: annotation.id, up: "1" }, { Cookie: cookie })).json()).toEqual({ annotation_points: 1, voted: true });
    expect(await (await voteUp({ annotation_id: annotation.id, up: "false" }, { Cookie: cookie })).json()).toEqual({
      annotation_points: 0,
      voted: false,
    });
  });
});

describe("a vote and its withdrawal", () => {
  it("moves the vote row, the interpretation's points and its author's points together", async () => {
    const author = await makeUser();
    const voter = await makeUser();
    const { annotation } = await annotationOf(author.id);
    const cookie = await sessionCookieFor(voter.id);
    const before = await userPoints(author.id);

    // `username` in the body names someone else: ignored, the session says who votes.
    const up = await voteUp({ annotation_id: annotation.id, up: true, username: author.username }, { Cookie: cookie });
    expect(await up.json()).toEqual({ annotation_points: 1, voted: true });
    expect(visitorCookieOf(up)).toBeNull();
    expect(await annotationVoters(annotation.id)).toEqual([`u:${voter.id}`]);
    expect(await annotationPoints(annotation.id)).toBe(1);
    expect(await userPoints(author.id)).toBe(before + 1);

    // A second up-vote changes nothing (idempotent).
    expect(await (await voteUp({ annotation_id: annotation.id, up: true }, { Cookie: cookie })).json()).toEqual({
      annotation_points: 1,
      voted: true,
    });
    expect(await userPoints(author.id)).toBe(before + 1);

    const down = await voteUp({ annotation_id: annotation.id, up: false }, { Cookie: cookie });
    expect(await down.json()).toEqual({ annotation_points: 0, voted: false });
    expect(await annotationVoters(annotation.id)).toEqual([]);
    expect(await annotationPoints(annotation.id)).toBe(0);
    expect(await userPoints(author.id)).toBe(before);

    // Withdrawing again never goes below the real count.
    expect(await (await voteUp({ annotation_id: annotation.id, up: false }, { Cookie: cookie })).json()).toEqual({
      annotation_points: 0,
      voted: false,
    });
    expect(await userPoints(author.id)).toBe(before);
  });

  it("counts comment votes on the comment only", async () => {
    const author = await makeUser();
    const { comment } = await commentOf(author.id);
    const up = await voteUpComment({ comment_id: comment.id, up: true });
    expect(await up.json()).toEqual({ comment_points: 1, voted: true });
    expect(await commentPoints(comment.id)).toBe(1);
    expect(await userPoints(author.id)).toBe(0);
    const down = await voteUpComment({ comment_id: comment.id, up: false }, { Cookie: visitorCookieOf(up)! });
    expect(await down.json()).toEqual({ comment_points: 0, voted: false });
  });
});

describe("the visitor cookie", () => {
  it("issues a signed, HttpOnly, long-lived key and recognises it on the next vote", async () => {
    const { annotation } = await annotationOf(null);
    const first = await voteUp({ annotation_id: annotation.id, up: true });
    const header = setCookieOf(first, "glosujacy") ?? "";
    expect(header).toMatch(/^glosujacy=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}; Path=\/; Max-Age=\d+; HttpOnly; Secure; SameSite=Lax$/);
    expect(Number(/Max-Age=(\d+)/.exec(header)![1])).toBeGreaterThanOrEqual(365 * 86400);
    const cookie = visitorCookieOf(first)!;
    const key = cookie.slice("glosujacy=".length).split(".")[0];
    expect(await annotationVoters(annotation.id)).toEqual([`a:${key}`]);

    // The same visitor: the same key, so the second click withdraws the same vote.
    const second = await voteUp({ annotation_id: annotation.id, up: false }, { Cookie: cookie });
    expect(await second.json()).toEqual({ annotation_points: 0, voted: false });
    expect(visitorCookieOf(second)).toBe(cookie);
  });

  it("gives a missing, malformed or forged cookie a fresh key, never the client's", async () => {
    const { annotation } = await annotationOf(null);
    const chosen = "AAAAAAAAAAAAAAAAAAAAAA";
    const forged = [
      `glosujacy=${chosen}.${"B".repeat(43)}`,
      `glosujacy=${chosen}`,
      "glosujacy=..",
      `glosujacy=${chosen}.${"B".repeat(43)}.x`,
      // A real signature moved to another key.
      `glosujacy=${chosen}.${(visitorCookieOf(await voteUp({ annotation_id: annotation.id, up: false })) ?? "").split(".")[1]}`,
    ];
    const keys = new Set<string>();
    for (const cookie of [undefined, ...forged]) {
      const response = await voteUp({ annotation_id: annotation.id, up: true }, cookie ? { Cookie: cookie } : {});
      expect(response.status).toBe(200);
      const issued = visitorCookieOf(response)!;
      const key = issued.slice("glosujacy=".length).split(".")[0];
      expect(key).not.toBe(chosen);
      keys.add(key);
    }
    expect(keys.size).toBe(forged.length + 1);
    expect(await annotationVoters(annotation.id)).not.toContain(`a:${chosen}`);
    expect(await annotationPoints(annotation.id)).toBe(forged.length + 1);
  });
});

describe("throttles", () => {
  it("limits a visitor's votes per address, not a logged-in user's", async () => {
    const { annotation } = await annotationOf(null);
    const ip = freshIp();
    // Withdrawals count too (60 per 10 minutes), so a script cannot hammer the database.
    for (let i = 0; i < 60; i++) {
      const response = await voteUp({ annotation_id: annotation.id, up: false }, { "CF-Connecting-IP": ip });
      expect(response.status, `vote ${i + 1}`).toBe(200);
    }
    const refused = await voteUp({ annotation_id: annotation.id, up: true }, { "CF-Connecting-IP": ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await refused.json<VoteAnswer>()).error).toMatch(/^Zbyt wiele głosów z tego adresu\. Spróbuj ponownie za \d+ (s|min)\.$/);
    expect(await annotationPoints(annotation.id)).toBe(0);

    const user = await makeUser();
    const allowed = await voteUp({ annotation_id: annotation.id, up: true }, { "CF-Connecting-IP": ip, Cookie: await sessionCookieFor(user.id) });
    expect(await allowed.json()).toEqual({ annotation_points: 1, voted: true });
  });

  it("lets one address add only a few votes to one item a day, however many fresh cookies it brings", async () => {
    const { annotation } = await annotationOf(null);
    const { annotation: other } = await annotationOf(null);
    const ip = freshIp();
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await voteUp({ annotation_id: annotation.id, up: true }, { "CF-Connecting-IP": ip }));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 429, 429]);
    expect((await answers[4].json<VoteAnswer>()).error).toMatch(
      /^Z tego adresu oddano już zbyt wiele głosów na ten wpis\. Spróbuj ponownie za \d+ (s|min)\.$/,
    );
    expect(await annotationPoints(annotation.id)).toBe(4);
    // Another item, or the same item from another address, is not affected.
    expect((await voteUp({ annotation_id: other.id, up: true }, { "CF-Connecting-IP": ip })).status).toBe(200);
    expect((await voteUp({ annotation_id: annotation.id, up: true })).status).toBe(200);
    expect(await annotationPoints(annotation.id)).toBe(5);
  });

  it("gives a logged-in user a generous per-account limit", async () => {
    const user = await makeUser();
    const cookie = await sessionCookieFor(user.id);
    const { comment } = await commentOf(null);
    // All at once: the counter is atomic, so exactly the limit gets through.
    const responses = await Promise.all(
      Array.from({ length: 205 }, (_, i) => voteUpComment({ comment_id: comment.id, up: i % 2 === 0 }, { Cookie: cookie })),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(200);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    expect(await commentPoints(comment.id)).toBeLessThanOrEqual(1);
  }, 30_000);
});

describe("own items", () => {
  it("refuses a user's vote for their own interpretation or comment, allows withdrawing", async () => {
    const author = await makeUser();
    const cookie = await sessionCookieFor(author.id);
    const { annotation } = await annotationOf(author.id);
    const { comment } = await commentOf(author.id);
    const own = await voteUp({ annotation_id: annotation.id, up: true }, { Cookie: cookie });
    expect(own.status).toBe(403);
    expect(await own.json()).toEqual({ error: "Nie możesz głosować na własną interpretację." });
    const ownComment = await voteUpComment({ comment_id: comment.id, up: true }, { Cookie: cookie });
    expect(ownComment.status).toBe(403);
    expect(await ownComment.json()).toEqual({ error: "Nie możesz głosować na własny komentarz." });
    expect(await annotationPoints(annotation.id)).toBe(0);
    expect(await userPoints(author.id)).toBe(0);

    // A vote that exists anyway (the seed's, or from before the rule) can be taken back.
    await testDb()
      .insert(schema.annotationVotes)
      .values({ annotationId: annotation.id, voterKey: `u:${author.id}`, userId: author.id });
    await testDb().update(schema.annotations).set({ points: 1, rankedPoints: 1 }).where(eq(schema.annotations.id, annotation.id));
    await testDb().update(schema.users).set({ points: 1 }).where(eq(schema.users.id, author.id));
    expect(await (await voteUp({ annotation_id: annotation.id, up: false }, { Cookie: cookie })).json()).toEqual({
      annotation_points: 0,
      voted: false,
    });
    expect(await userPoints(author.id)).toBe(0);

    // Others may vote for it.
    expect(await (await voteUp({ annotation_id: annotation.id, up: true })).json()).toEqual({ annotation_points: 1, voted: true });
  });
});

describe("concurrency", () => {
  it("1,000 concurrent up-votes from 1,000 users end at exactly +1,000 on the interpretation and its author", async () => {
    const author = await makeUser();
    const { annotation } = await annotationOf(author.id);
    // The lists are cached before the burst; after it they must show every vote.
    const listed = async () =>
      (await (await get("/api/recentAnnotations")).json<RecentAnnotations>()).ever.find((a) => a.annotation_id === annotation.id);
    expect((await listed())?.annotation_points ?? 0).toBe(0);
    const setupStart = Date.now();
    const voters = await usersWithSessions(1000);
    const setupMs = Date.now() - setupStart;
    const start = Date.now();
    const responses = await Promise.all(voters.map((v) => voteUp({ annotation_id: annotation.id, up: true }, { Cookie: v.cookie })));
    const votingMs = Date.now() - start;
    console.log(`1,000 users: set up in ${setupMs} ms, 1,000 concurrent votes answered in ${votingMs} ms`);
    expect(responses.filter((r) => r.status === 200)).toHaveLength(1000);
    const totals = await Promise.all(responses.map((r) => r.json<VoteAnswer>().then((b) => b.annotation_points!)));
    // Every answer is a true count at its moment: all different, the last one 1,000.
    expect(new Set(totals).size).toBe(1000);
    expect(Math.max(...totals)).toBe(1000);
    expect(await annotationPoints(annotation.id)).toBe(1000);
    expect(await userPoints(author.id)).toBe(1000);
    expect(await annotationVoters(annotation.id)).toHaveLength(1000);
    expect((await listed())?.annotation_points).toBe(1000);
  }, 180_000);

  it("50 concurrent votes from one user end at +1 or 0, never more", async () => {
    const author = await makeUser();
    const voter = await makeUser();
    const cookie = await sessionCookieFor(voter.id);
    const { annotation } = await annotationOf(author.id);

    let start = Date.now();
    const ups = await Promise.all(Array.from({ length: 50 }, () => voteUp({ annotation_id: annotation.id, up: true }, { Cookie: cookie })));
    const upsMs = Date.now() - start;
    expect(ups.every((r) => r.status === 200)).toBe(true);
    expect(await annotationPoints(annotation.id)).toBe(1);
    expect(await userPoints(author.id)).toBe(1);
    expect(await annotationVoters(annotation.id)).toEqual([`u:${voter.id}`]);

    // Votes and withdrawals interleaved: whichever lands last decides, and the totals agree.
    start = Date.now();
    const mixed = await Promise.all(
      Array.from({ length: 50 }, (_, i) => voteUp({ annotation_id: annotation.id, up: i % 2 === 1 }, { Cookie: cookie })),
    );
    const mixedMs = Date.now() - start;
    console.log(`one user: 50 concurrent up-votes in ${upsMs} ms, 50 mixed votes and withdrawals in ${mixedMs} ms`);
    expect(mixed.every((r) => r.status === 200)).toBe(true);
    const points = await annotationPoints(annotation.id);
    expect([0, 1]).toContain(points);
    expect(await annotationVoters(annotation.id)).toHaveLength(points);
    expect(await userPoints(author.id)).toBe(points);
  }, 60_000);
});
