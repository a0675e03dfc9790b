import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import * as schema from "@db/schema";
import { expectConstraintViolation, makeSong, makeUser, testDb } from "./helpers";

describe("schema", () => {
  it("has a table for every entity of the spec", async () => {
    const { results } = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type IN ('table') ORDER BY name").all<{ name: string }>();
    const tables = results.map((r) => r.name);
    for (const name of [
      "artists",
      "songs",
      "annotations",
      "comments",
      "translations",
      "song_elements",
      "users",
      "annotation_votes",
      "comment_votes",
      "articles",
      "sessions",
      "uploads",
      "songs_fts",
    ]) {
      expect(tables).toContain(name);
    }
  });

  it("keeps lyrics as an ordered list of lines", async () => {
    const { song } = await makeSong({ lyrics: ["pierwsza", "", "[Refren]", "czwarta"] });
    const stored = await testDb().query.songs.findFirst({ where: (s, { eq }) => eq(s.id, song.id) });
    expect(stored?.lyrics).toEqual(["pierwsza", "", "[Refren]", "czwarta"]);
  });

  it("refuses a second vote by the same voter on an annotation or comment", async () => {
    const { song } = await makeSong();
    const user = await makeUser();
    const [annotation] = await testDb()
      .insert(schema.annotations)
      .values({ songId: song.id, text: "t", lines: [0] })
      .returning();
    const [comment] = await testDb().insert(schema.comments).values({ songId: song.id, text: "k" }).returning();
    await testDb()
      .insert(schema.annotationVotes)
      .values({ annotationId: annotation.id, voterKey: `u:${user.id}`, userId: user.id });
    await expectConstraintViolation(
      testDb()
        .insert(schema.annotationVotes)
        .values({ annotationId: annotation.id, voterKey: `u:${user.id}`, userId: user.id }),
    );
    await testDb().insert(schema.commentVotes).values({ commentId: comment.id, voterKey: "a:visitor-1" });
    await expectConstraintViolation(testDb().insert(schema.commentVotes).values({ commentId: comment.id, voterKey: "a:visitor-1" }));
    // A different voter may still vote.
    await testDb().insert(schema.commentVotes).values({ commentId: comment.id, voterKey: "a:visitor-2" });
  });

  it("treats usernames and e-mails as unique regardless of case", async () => {
    await makeUser("KrolowaRefrenu");
    await expectConstraintViolation(makeUser("krolowarefrenu"));
    await expectConstraintViolation(
      testDb().insert(schema.users).values({ username: "ktosInny", email: "KROLOWAREFRENU@example.pl", passwordHash: "x" }),
    );
  });

  it("keeps contributions of a deleted account, without an author", async () => {
    const { song } = await makeSong();
    const user = await makeUser();
    const [annotation] = await testDb()
      .insert(schema.annotations)
      .values({ songId: song.id, userId: user.id, text: "t", lines: [0] })
      .returning();
    await env.DB.prepare("DELETE FROM users WHERE id = ?").bind(user.id).run();
    const kept = await testDb().query.annotations.findFirst({ where: (a, { eq }) => eq(a.id, annotation.id) });
    expect(kept?.userId).toBeNull();
  });

  it("indexes the lists the site shows, so none scans a whole table", async () => {
    const plans: Record<string, string> = {
      newestSongs: "SELECT id FROM songs ORDER BY created_at DESC, id DESC LIMIT 12",
      artistSongs: "SELECT id FROM songs WHERE artist_id = 1 ORDER BY name COLLATE NOCASE",
      archive: "SELECT id FROM artists ORDER BY name COLLATE NOCASE, id LIMIT 500",
      ranking: "SELECT id FROM users ORDER BY points DESC, id LIMIT 40",
      songAnnotations: "SELECT id FROM annotations WHERE song_id = 1 ORDER BY points DESC",
      newestAnnotations: "SELECT id FROM annotations ORDER BY created_at DESC, id DESC LIMIT 20",
      bestEver: "SELECT id FROM annotations ORDER BY points DESC, id DESC LIMIT 200",
      comments: "SELECT id FROM comments WHERE song_id = 1 ORDER BY points DESC, id",
    };
    for (const [name, query] of Object.entries(plans)) {
      const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${query}`).all<{ detail: string }>();
      const detail = results.map((r) => r.detail).join(" | ");
      expect(detail, name).not.toMatch(/SCAN (songs|artists|users|annotations|comments)(?! USING)/);
      expect(detail, name).not.toMatch(/USE TEMP B-TREE FOR ORDER BY/);
    }
  });
});
