// Votes as the pages show them (decision 034): the cached lists follow a vote, the song page
// tells which items the viewer voted for and re-sorts, and the vote button works as a plain
// form post without JavaScript.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "@db/schema";
import { getRankingTables } from "@worker/services/ranking";
import type { RecentAnnotations } from "@worker/services/recent";
import { viewerVotesQuery } from "@worker/services/song-page";
import { postForm, postJson, sessionCookieFor } from "./account-helpers";
import { get, makeSong, makeUser, testDb } from "./helpers";
import { textOf, visibleHtml } from "./html";

/** Every cookie the answer set, sent back as a browser would: the visitor's key and the bookmark (decision 050). */
const cookieOf = (response: Response) =>
  /glosujacy=/.test(response.headers.get("Set-Cookie") ?? "")
    ? response.headers
        .getSetCookie()
        .map((line) => line.split(";")[0])
        .join("; ")
    : null;
const html = async (path: string, cookie?: string) => (await get(path, cookie ? { headers: { Cookie: cookie } } : undefined)).text();
const panel = (page: string) => textOf(page, "aside", 'id="dodaj-interpretacje"');

/** The markup of one interpretation or comment of the page. */
function itemMarkup(page: string, id: string): string {
  const markup = visibleHtml(page);
  const start = markup.indexOf(`id="${id}"`);
  return start < 0 ? "" : markup.slice(start, markup.indexOf("</li>", start));
}

async function twoInterpretations() {
  const author = await makeUser();
  const { song } = await makeSong({ lyrics: ["Pierwsza linia", "Druga linia"] });
  const [first, second] = await testDb()
    .insert(schema.annotations)
    .values([
      { songId: song.id, userId: author.id, text: "Starsza teoria", lines: [0] },
      { songId: song.id, userId: null, text: "Nowsza teoria", lines: [0] },
    ])
    .returning();
  return { song, author, first, second };
}

describe("cached lists after a vote", () => {
  it("the best-of lists and the ranking tables show the new points at once", async () => {
    const author = await makeUser();
    const { song } = await makeSong();
    // Far ahead of anything else in this file's database: the top of both lists.
    const votes = 3000;
    const [annotation] = await testDb()
      .insert(schema.annotations)
      .values({ songId: song.id, userId: author.id, text: "Hit", lines: [0], points: votes })
      .returning();
    const rows = Array.from({ length: votes }, (_, i) => ({ annotationId: annotation.id, voterKey: `a:seed-${i}` }));
    const inserts = [];
    for (let i = 0; i < rows.length; i += 30)
      inserts.push(
        testDb()
          .insert(schema.annotationVotes)
          .values(rows.slice(i, i + 30)),
      );
    await testDb().batch(inserts as [(typeof inserts)[number], ...(typeof inserts)[number][]]);
    await testDb().update(schema.users).set({ points: votes }).where(eq(schema.users.id, author.id));

    const listed = async () =>
      (await (await get("/api/recentAnnotations")).json<RecentAnnotations>()).ever.find((a) => a.annotation_id === annotation.id);
    const ranked = async () => (await getRankingTables()).sortedRanking.find((u) => u.user_id === author.id);
    // Read first, so both lists are cached (KV and this isolate's memory).
    expect((await listed())?.annotation_points).toBe(votes);
    expect((await ranked())?.points).toBe(votes);

    // An account's vote: only those move the ranking (decision 040).
    const voter = await makeUser();
    expect((await postJson("/api/voteUp", { annotation_id: annotation.id, up: true }, { Cookie: await sessionCookieFor(voter.id) })).status).toBe(
      200,
    );
    expect((await listed())?.annotation_points).toBe(votes + 1);
    expect((await ranked())?.points).toBe(votes + 1);
  }, 30_000);
});

describe("the song page and votes", () => {
  it("without JavaScript: the form post lands on the line with the new total, pressed, re-sorted", async () => {
    const { song, first, second } = await twoInterpretations();
    const before = await html(`/${song.urlname}?linia=0`);
    expect(panel(before)).toMatch(/^Pierwsza linia Starsza teoria .* Nowsza teoria /);
    expect(itemMarkup(before, `interpretacja-${second.id}`)).toMatch(/aria-pressed="false"[^>]*>.*0 pkt/s);

    const voted = await postForm(`/${song.urlname}`, { intent: "vote-annotation", annotation_id: String(second.id), up: "1", linia: "0" });
    expect(voted.status).toBe(302);
    expect(voted.headers.get("Location")).toBe(`/${song.urlname}?linia=0`);
    const cookie = cookieOf(voted)!;
    expect(cookie).toBeTruthy();

    const after = await html(`/${song.urlname}?linia=0`, cookie);
    // Points descending: the voted one comes first now, pressed, with +1.
    expect(panel(after)).toMatch(/^Pierwsza linia Nowsza teoria .*\+1 pkt .* Starsza teoria .*0 pkt/);
    expect(itemMarkup(after, `interpretacja-${second.id}`)).toMatch(/aria-pressed="true"/);
    expect(itemMarkup(after, `interpretacja-${first.id}`)).toMatch(/aria-pressed="false"/);
    // The button sends the opposite next time.
    expect(itemMarkup(after, `interpretacja-${second.id}`)).toContain('name="up" value="0"');

    const withdrawn = await postForm(
      `/${song.urlname}`,
      { intent: "vote-annotation", annotation_id: String(second.id), up: "0", linia: "0" },
      { Cookie: cookie },
    );
    expect(withdrawn.status).toBe(302);
    const back = await html(`/${song.urlname}?linia=0`, cookie);
    expect(panel(back)).toMatch(/^Pierwsza linia Starsza teoria .* Nowsza teoria /);
    expect(itemMarkup(back, `interpretacja-${second.id}`)).toMatch(/aria-pressed="false"/);
  });

  it("without JavaScript: a comment vote lands in the comments tab at the comment", async () => {
    const { song } = await makeSong();
    const [comment] = await testDb().insert(schema.comments).values({ songId: song.id, text: "Dobre" }).returning();
    const voted = await postForm(`/${song.urlname}`, { intent: "vote-comment", comment_id: String(comment.id), up: "1" });
    expect(voted.status).toBe(302);
    expect(voted.headers.get("Location")).toBe(`/${song.urlname}/komentarze#komentarz-${comment.id}`);
    const page = await html(`/${song.urlname}/komentarze`, cookieOf(voted)!);
    expect(itemMarkup(page, `komentarz-${comment.id}`)).toMatch(/aria-pressed="true".*\+1 pkt/s);
  });

  it("a refused form post shows the Polish message at the item, never a 5xx", async () => {
    const { song, author, first } = await twoInterpretations();
    const cookie = await sessionCookieFor(author.id);
    const own = await postForm(`/${song.urlname}`, { intent: "vote-annotation", annotation_id: String(first.id), up: "1" }, { Cookie: cookie });
    expect(own.status).toBe(403);
    expect(await own.text()).toContain("Nie możesz głosować na własną interpretację.");
    const refused: Record<string, string>[] = [
      { intent: "vote-annotation", annotation_id: "x", up: "1" },
      { intent: "vote-comment", comment_id: "1", up: "może" },
      { intent: "vote-comment", comment_id: "999999999", up: "1" },
    ];
    for (const fields of refused) {
      const response = await postForm(`/${song.urlname}`, fields);
      expect(response.status, JSON.stringify(fields)).toBeGreaterThanOrEqual(400);
      expect(response.status, JSON.stringify(fields)).toBeLessThan(500);
    }
  });

  it("with JavaScript (_js=1): the action answers the total and sets the visitor cookie", async () => {
    const { song, second } = await twoInterpretations();
    const response = await postForm(`/${song.urlname}.data`, { intent: "vote-annotation", annotation_id: String(second.id), up: "1", _js: "1" });
    expect(response.status).toBe(200);
    expect(cookieOf(response)).toBeTruthy();
    const body = await response.text();
    expect(body).toContain("vote-annotation");
    const [row] = await testDb().select({ points: schema.annotations.points }).from(schema.annotations).where(eq(schema.annotations.id, second.id));
    expect(row.points).toBe(1);
  });

  it("shows a user's own votes pressed and their own items without a working button", async () => {
    const { song, author, first, second } = await twoInterpretations();
    const voter = await makeUser();
    const voterCookie = await sessionCookieFor(voter.id);
    await postJson("/api/voteUp", { annotation_id: first.id, up: true }, { Cookie: voterCookie });
    const seen = await html(`/${song.urlname}?linia=0`, voterCookie);
    expect(itemMarkup(seen, `interpretacja-${first.id}`)).toMatch(/aria-pressed="true"/);
    expect(itemMarkup(seen, `interpretacja-${second.id}`)).toMatch(/aria-pressed="false"/);
    // Another viewer sees nothing pressed; the author's own button is disabled.
    const authors = await html(`/${song.urlname}?linia=0`, await sessionCookieFor(author.id));
    expect(itemMarkup(authors, `interpretacja-${first.id}`)).toMatch(/aria-pressed="false"[^>]*disabled/);
  });

  it("reads the viewer's votes through indexes only", async () => {
    const { sql, params } = viewerVotesQuery("kapela-piosenka", "u:1").toSQL();
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...params)
      .all<{ detail: string }>();
    const plan = results.map((r) => r.detail).join(" | ");
    expect(plan, sql).not.toMatch(/SCAN (songs|annotations|comments|annotation_votes|comment_votes)\b(?! USING)/);
  });
});
