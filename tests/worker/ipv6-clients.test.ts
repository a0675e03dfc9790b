// Issue 16, defect 1: every per-address limit counts a client once, an IPv6 client by its /64
// (decision 040) — votes, anonymous posts, registrations, logins and look-ups — and visitors'
// votes move an interpretation's total but never its author's ranking points. Also: a
// visitor's refused or idle votes are given back to the per-item counter, so quick repeated
// taps do not lock the address out of the item.
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import * as schema from "@db/schema";
import { setClockForTests } from "@worker/platform/clock";
import { clientKey } from "@worker/services/client-address";
import { LIMITS, hit, peek } from "@worker/services/rate-limit";
import { CONSENTS, freshIp, makeAccount, postJson, sessionCookieFor, solvedCaptcha } from "./account-helpers";
import { get, makeSong, setCookieOf, testDb } from "./helpers";

afterEach(() => setClockForTests({ fixedMs: null, offsetMs: 0 }));

const points = async (id: number) =>
  (await testDb().select({ p: schema.annotations.points }).from(schema.annotations).where(eq(schema.annotations.id, id)))[0].p;
const userPoints = async (id: number) => (await testDb().select({ p: schema.users.points }).from(schema.users).where(eq(schema.users.id, id)))[0].p;

async function rankedAnnotation() {
  const { user: author } = await makeAccount();
  const { song } = await makeSong({ lyrics: ["Pierwsza linia"] });
  const [annotation] = await testDb()
    .insert(schema.annotations)
    .values({ songId: song.id, userId: author.id, text: "Teoria", lines: [0] })
    .returning();
  return { author, annotation };
}

/** The ten addresses of one /64 the report used, in different spellings. */
const oneNetwork = (prefix: string) => Array.from({ length: 10 }, (_, i) => `${prefix}::${(i + 1).toString(16)}`);

describe("clientKey", () => {
  it.each([
    ["2001:db8:4242:1::1", "2001:db8:4242:1::/64"],
    ["2001:0DB8:4242:0001:ffff:ffff:ffff:ffff", "2001:db8:4242:1::/64"],
    ["2001:db8:4242:1:0:0:0:a", "2001:db8:4242:1::/64"],
    ["2001:db8:4242:2::1", "2001:db8:4242:2::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["::ffff:192.0.2.7", "192.0.2.7"],
    ["::ffff:c000:207", "192.0.2.7"],
    ["192.0.2.7", "192.0.2.7"],
    [" 192.0.2.7 ", "192.0.2.7"],
    ["2001:db8::4242:1::1", "2001:db8::4242:1::1"],
    ["nonsense", "nonsense"],
  ])("%s → %s", (address, key) => {
    expect(clientKey(address)).toBe(key);
  });
});

describe("an IPv6 client counts once, by its /64", () => {
  it("10 × 5 anonymous votes from 10 addresses of one /64 add 4 points to the interpretation and none to its author's ranking", async () => {
    const { author, annotation } = await rankedAnnotation();
    const addresses = oneNetwork("2001:db8:4242:1");
    const answers = [];
    for (const address of addresses) {
      for (let i = 0; i < 5; i++)
        answers.push(await postJson("/api/voteUp", { annotation_id: annotation.id, up: true }, { "CF-Connecting-IP": address }));
    }
    const accepted = answers.filter((r) => r.status === 200).length;
    expect(accepted).toBe(4);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(46);
    expect(await points(annotation.id)).toBe(4);
    expect(await userPoints(author.id)).toBe(0);
    // Another /64 is another client.
    expect((await postJson("/api/voteUp", { annotation_id: annotation.id, up: true }, { "CF-Connecting-IP": "2001:db8:4242:2::1" })).status).toBe(
      200,
    );
  });

  it("an account's vote counts in the ranking, a visitor's does not", async () => {
    const { author, annotation } = await rankedAnnotation();
    const { user: voter } = await makeAccount();
    await postJson("/api/voteUp", { annotation_id: annotation.id, up: true }, { Cookie: await sessionCookieFor(voter.id) });
    await postJson("/api/voteUp", { annotation_id: annotation.id, up: true });
    expect(await points(annotation.id)).toBe(2);
    expect(await userPoints(author.id)).toBe(1);
  });

  it("registrations from one /64 share the address limit of 3 an hour", async () => {
    const statuses = [];
    for (const [i, address] of oneNetwork("2001:db8:77:5").slice(0, 5).entries()) {
      const body = { username: `Siec64x${i}${Date.now() % 100000}`, email: `siec64x${i}${Date.now()}@example.pl`, password: "dlugie-haslo" };
      const response = await postJson(
        "/api/registerUser",
        { ...body, ...CONSENTS, "g-recaptcha-response": await solvedCaptcha() },
        { "CF-Connecting-IP": address },
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it("anonymous posts from one /64 share the per-address limit of 20 in 10 minutes", async () => {
    const { song } = await makeSong({ lyrics: ["Pierwsza linia", "Druga linia"] });
    const network = oneNetwork("2001:db8:5:9");
    const comment = async (address: string, text: string) =>
      postJson("/api/addComment", { song_id: song.id, text, "g-recaptcha-response": await solvedCaptcha() }, { "CF-Connecting-IP": address });
    const annotation = async (address: string, text: string) =>
      postJson(
        "/api/addAnnotation",
        { songId: song.id, annotationText: text, linesSelected: [0], "g-recaptcha-response": await solvedCaptcha() },
        { "CF-Connecting-IP": address },
      );
    // Two posts from two addresses count on one key, whichever spelling of the network asks.
    expect((await comment(network[0], "Komentarz z pierwszego adresu")).status).toBe(200);
    expect((await annotation(network[1], "Interpretacja z drugiego adresu")).status).toBe(200);
    const key = clientKey("2001:0db8:0005:0009:ffff::1");
    expect((await peek(LIMITS.anonymousWritePerIp, key)).remaining).toBe(18);
    // The other 18 of the window (counted directly: 18 more captchas would only cost time).
    for (let i = 0; i < 18; i++) await hit(LIMITS.anonymousWritePerIp, key);
    const refusedComment = await comment(network[2], "Komentarz z trzeciego adresu");
    const refusedAnnotation = await annotation(network[9], "Interpretacja z dziesiątego adresu");
    expect([refusedComment.status, refusedAnnotation.status]).toEqual([429, 429]);
    expect(await refusedComment.json()).toMatchObject({ error: expect.stringMatching(/^Zbyt wiele wpisów w krótkim czasie\./) });
    // Nothing of the refused posts was stored; another /64 still posts.
    const comments = await testDb().select({ t: schema.comments.text }).from(schema.comments).where(eq(schema.comments.songId, song.id));
    const annotations = await testDb().select({ t: schema.annotations.text }).from(schema.annotations).where(eq(schema.annotations.songId, song.id));
    expect([...comments, ...annotations].map((r) => r.t)).toEqual(["Komentarz z pierwszego adresu", "Interpretacja z drugiego adresu"]);
    expect((await comment("2001:db8:5:a::1", "Komentarz z sąsiedniej sieci")).status).toBe(200);
  });

  it("look-ups from one /64 share the per-client limit of 60 a minute", async () => {
    setClockForTests({ fixedMs: Date.now() });
    const network = oneNetwork("2001:db8:6:3");
    const lookUp = (address: string, i: number) =>
      get(`/api/getUser/${encodeURIComponent(`nikt${i}@example.pl`)}`, { headers: { "CF-Connecting-IP": address } });
    // Six from each of ten addresses: 60, all answered.
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => lookUp(network[i % 10], i)));
    expect(answers.map((r) => r.status)).toEqual(Array(60).fill(200));
    // The 61st, from an address of the same /64 not used yet, is refused; another /64 is not.
    const refused = await lookUp("2001:db8:6:3:abcd::1", 60);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: "Zbyt wiele zapytań. Zwolnij trochę. Spróbuj ponownie za 1 min." });
    expect((await lookUp("2001:db8:6:4::1", 61)).status).toBe(200);
  });

  it("wrong logins from one /64 share the per-client limit", async () => {
    const { user } = await makeAccount();
    const statuses = [];
    for (const address of oneNetwork("2001:db8:99:7").slice(0, 7)) {
      statuses.push((await postJson("/api/loginUser", { username: user.username, password: "zle-haslo" }, { "CF-Connecting-IP": address })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });
});

describe("a visitor's per-item vote counter", () => {
  // The limit is 4 new votes a day per address and item. A visitor whose vote already stands
  // changes nothing by voting up again, however often or however fast: none of it counts; a
  // withdrawal gives its slot back, so the counter holds the votes still standing.
  it("counts only votes that changed something: idle repeats, concurrent or one by one, leave the limit untouched", async () => {
    const { annotation } = await rankedAnnotation();
    const ip = freshIp();
    const up = (cookie?: string) =>
      postJson("/api/voteUp", { annotation_id: annotation.id, up: true }, { "CF-Connecting-IP": ip, ...(cookie ? { Cookie: cookie } : {}) });
    const first = await up();
    expect(first.status).toBe(200);
    const cookie = (setCookieOf(first, "glosujacy") ?? "").split(";")[0];
    expect(cookie).not.toBe("");
    // Ten at once: each one is idle, none is refused.
    const burst = await Promise.all(Array.from({ length: 10 }, () => up(cookie)));
    expect(burst.map((r) => r.status)).toEqual(Array(10).fill(200));
    const totals = await Promise.all(burst.map(async (r) => ((await r.json()) as { annotation_points: number }).annotation_points));
    expect(totals).toEqual(Array(10).fill(1));
    // Ten one after another: the same.
    for (let i = 0; i < 10; i++) expect((await up(cookie)).status).toBe(200);
    expect(await points(annotation.id)).toBe(1);
    // Withdrawing gives the slot back: the visitor may change their mind as often as they like
    // (six withdrawals and votes again, more than the limit), still 1 of 4.
    const withdraw = () => postJson("/api/voteUp", { annotation_id: annotation.id, up: false }, { "CF-Connecting-IP": ip, Cookie: cookie });
    for (let i = 0; i < 6; i++) {
      expect((await withdraw()).status).toBe(200);
      expect(await points(annotation.id)).toBe(0);
      expect((await up(cookie)).status).toBe(200);
      expect(await points(annotation.id)).toBe(1);
    }
    // Three more people behind the address (2, 3 and 4 of 4), then the fifth new vote is refused.
    expect([(await up()).status, (await up()).status, (await up()).status, (await up()).status]).toEqual([200, 200, 200, 429]);
    expect(await points(annotation.id)).toBe(4);
  });
});
