// Undoing a merge of two artists (issue 18 point 4, decision 049): restoring the merge's trash
// entry undoes all of it, once — the artist, its songs and their addresses, the contributions
// moved or combined, votes, points and reports. After 30 days the purge ends the undo, and the
// old addresses still lead on. The merge itself: merges.test.ts.
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "@db/schema";
import { mergeArtists } from "@worker/services/merges";
import { searchSongs } from "@worker/services/search";
import { purgeTrash } from "@worker/services/trash";
import { postForm } from "./account-helpers";
import { get } from "./helpers";
import { visibleText } from "./html";
import { annotationNow, commentNow, cookie, count, db, dzem, location, moderator, pointsOf, songNow, voters, withModerator } from "./merges-helpers";
import { planOf, statementsDuring, walksOf } from "./query-plans";

withModerator();

describe("merging 'Dzem' into 'Dżem'", () => {
  it("restoring the merge from the trash undoes it: artist, songs, addresses, contributions, votes, points and reports", async () => {
    const d = await dzem();
    // A reported interpretation of the duplicate: the queue's link follows it to the twin and back.
    const reported = { kind: "annotation" as const, itemId: d.moved.id, songId: d.duplicate.id, label: "Wehikuł to rower", openCount: 1 };
    await db().insert(schema.reportItems).values(reported);
    const reportedSong = async () =>
      (
        await db()
          .select({ songId: schema.reportItems.songId })
          .from(schema.reportItems)
          .where(and(eq(schema.reportItems.kind, "annotation"), eq(schema.reportItems.itemId, d.moved.id)))
      )[0].songId;
    // The service called as it is here, outside a request: its statements go to the binding.
    const merging = await statementsDuring(
      async () => {
        expect(await mergeArtists(moderator, d.source.id, d.target.id, [d.duplicate.id, d.whisky2.id])).toEqual({
          ok: true,
          value: { urlname: d.target.urlname },
        });
      },
      { direct: true },
    );
    expect(await reportedSong()).toBe(d.twin.id);
    const movedAddress = (await songNow(d.own.id)).urlname;
    const [entry] = await db()
      .select()
      .from(schema.trash)
      .where(and(eq(schema.trash.itemId, d.source.id), eq(schema.trash.cause, "merged")));
    const trashPage = visibleText(await (await get("/panel/kosz", { headers: { Cookie: cookie } })).text());
    expect(trashPage).toContain("Cofnij połączenie");

    let undo = new Response();
    const undoing = await statementsDuring(async () => {
      undo = await postForm("/panel/kosz", { trash_id: String(entry.id) }, { Cookie: cookie });
    });
    expect(undo.status).toBe(200);
    expect(await reportedSong()).toBe(d.duplicate.id);
    // Neither the merge nor its undo walks report_items (the panel's count of what waits reads
    // its partial index, the undecided items only: moderation-panel-query-plans.test.ts).
    const walks: string[] = [];
    for (const statement of [...merging, ...undoing]) {
      for (const walk of walksOf(statement.sql, await planOf(statement), ["report_items"])) {
        if (walk.index !== "report_items_queue") walks.push(`${walk.step} — ${statement.sql}`);
      }
    }
    expect(walks).toEqual([]);
    expect(merging.some((statement) => /report_items/.test(statement.sql))).toBe(true);
    expect(undoing.some((statement) => /UPDATE report_items/.test(statement.sql))).toBe(true);
    expect((await db().select().from(schema.artists).where(eq(schema.artists.id, d.source.id)))[0]).toEqual(d.source);
    for (const original of [d.duplicate, d.own, d.whisky2]) {
      expect(await songNow(original.id), original.name).toMatchObject({ artistId: d.source.id, urlname: original.urlname, name: original.name });
    }
    expect(await annotationNow(d.moved.id)).toMatchObject({ songId: d.duplicate.id, lines: [2], points: 2 });
    expect(await annotationNow(d.combinedAway.id)).toMatchObject({ songId: d.duplicate.id, lines: [3], points: 2, rankedPoints: 2 });
    expect(await annotationNow(d.kept.id)).toMatchObject({ songId: d.twin.id, points: 2, rankedPoints: 2 });
    expect(await voters(d.kept.id)).toHaveLength(2);
    expect(await pointsOf(d.author.id)).toBe(4);
    expect(await commentNow(d.sameComment.id)).toMatchObject({ songId: d.duplicate.id, points: 1 });
    expect(await commentNow(d.keptComment.id)).toMatchObject({ points: 2 });
    expect(await count(schema.translations, d.duplicate.id)).toBe(2);
    expect(await count(schema.songElements, d.duplicate.id)).toBe(2);
    expect(await count(schema.songElements, d.twin.id)).toBe(1);
    // The old addresses are live again; the address the merge gave still leads to its song.
    expect((await get(`/${d.source.urlname}`)).status).toBe(200);
    expect((await get(`/${d.duplicate.urlname}?linia=2`)).status).toBe(200);
    expect(await location(`/${movedAddress}`)).toEqual({ status: 301, location: `/${d.own.urlname}` });
    expect((await searchSongs(`Dzem ${d.tag} Sen o Victorii`, 10)).results.map((hit) => hit.song_id)).toEqual([d.own.id]);
    // Once only: the entry is restored, the merge undone.
    expect((await postForm("/panel/kosz", { trash_id: String(entry.id) }, { Cookie: cookie })).status).toBe(409);
    const [record] = await db().select().from(schema.merges).where(eq(schema.merges.trashId, entry.id));
    expect(record.status).toBe("undone");
    expect(
      await db()
        .select()
        .from(schema.auditLog)
        .where(and(eq(schema.auditLog.action, "unmerge"), eq(schema.auditLog.itemId, d.source.id))),
    ).toHaveLength(1);
  });
});

describe("after 30 days", () => {
  it("the purge ends the undo; the addresses, and the link of a combined interpretation, still lead on", async () => {
    const d = await dzem();
    expect((await mergeArtists(moderator, d.source.id, d.target.id, [d.duplicate.id])).ok).toBe(true);
    const [record] = await db().select().from(schema.merges).where(eq(schema.merges.sourceId, d.source.id));
    await db()
      .update(schema.trash)
      .set({ deletedAt: sql`deleted_at - ${31 * 86400}` })
      .where(eq(schema.trash.id, record.trashId));
    expect(await purgeTrash()).toBeGreaterThanOrEqual(1);
    const left = await db().select({ tbl: schema.mergeMoves.tbl }).from(schema.mergeMoves).where(eq(schema.mergeMoves.mergeId, record.id));
    expect(left.map((row) => row.tbl)).toEqual(["annotations:combined"]);
    const refused = await postForm("/panel/kosz", { trash_id: String(record.trashId) }, { Cookie: cookie });
    expect(refused.status).toBe(409);
    expect(await location(`/${d.source.urlname}`)).toEqual({ status: 301, location: `/${d.target.urlname}` });
    expect(await location(`/${d.duplicate.urlname}/interpretacja-${d.combinedAway.id}`)).toEqual({
      status: 301,
      location: `/${d.twin.urlname}/interpretacja-${d.kept.id}`,
    });
  });
});
