// Every statement the panel's queue, trash, log, blocks and the hourly run really send to D1
// is planned on an index (issue 17, decision 043): recorded as they are sent, then EXPLAIN
// QUERY PLAN, so no table that grows with the site's history is walked from end to end.
import { and, eq, sql } from "drizzle-orm";
import { createScheduledController } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import * as schema from "@db/schema";
import { CRON_RANKING } from "@worker/cron/dispatch";
import worker from "@worker/index";
import { makeAccount, postForm, postJson, sessionCookieFor } from "./account-helpers";
import { get, testDb } from "./helpers";
import { admin, adminCookie, commentBy, decide, moderatorCookie, reportAs, withModerationSessions } from "./moderation-panel-helpers";
import { planOf, statementsDuring, walksOf } from "./query-plans";

withModerationSessions();

describe("every statement of the queue, trash, log and blocks walks an index", () => {
  // The tables that grow with the site's history: no statement may walk one from end to end.
  const BIG = ["reports", "report_items", "trash", "trash_rows", "audit_log", "blocks", "song_revisions"] as const;
  // A walk along an index is accepted only where something bounds it, said here for each.
  const BOUNDED: Record<string, (sql: string) => boolean> = {
    // Partial: it holds the undecided items only — the queue itself, never the decided
    // history; its page stops at the LIMIT and the navigation counts what waits.
    report_items_queue: () => true,
    // Partial, the same way: the revision proposals that wait beside the reports, no others.
    song_revisions_pending: () => true,
    // The unfiltered log, newest first: the walk stops at the LIMIT (a page, or the CSV's rows).
    audit_created: (sql) => /\blimit\b/i.test(sql) && !/\bwhere\b/i.test(sql),
  };

  it("while the panel's pages load, a report is filed and decided, entries are restored and the hourly housekeeping runs", async () => {
    const { user: author } = await makeAccount();
    const { song: heldSong, comment: held } = await commentBy(author.id, "Plan: ukryty");
    const { comment: dismissed } = await commentBy(null, "Plan: odrzucony");
    const { comment: blocked } = await commentBy(null, "Plan: autor zablokowany");
    for (let i = 0; i < 3; i++) await reportAs(held.id);
    await reportAs(dismissed.id);
    await reportAs(blocked.id);
    // A comment whose song went to the trash after it: its restore asks where the song is.
    const { song, comment: orphan } = await commentBy(null, "Plan: czeka na piosenkę");
    await postJson("/api/deleteComment", { comment_id: orphan.id }, { Cookie: adminCookie });
    await postJson("/api/deleteSong", { song_id: song.id }, { Cookie: adminCookie });
    const entryOf = async (kind: "comment" | "song", id: number) =>
      String(
        (
          await testDb()
            .select()
            .from(schema.trash)
            .where(and(eq(schema.trash.kind, kind), eq(schema.trash.itemId, id)))
        )[0].id,
      );
    const [orphanEntry, songEntry] = [await entryOf("comment", orphan.id), await entryOf("song", song.id)];
    const { user: reporter } = await makeAccount();

    const sent = await statementsDuring(async () => {
      const reported = await postJson(
        "/api/report",
        { kind: "comment", item_id: dismissed.id, reason: "offensive" },
        { Cookie: await sessionCookieFor(reporter.id) },
      );
      expect(reported.status).toBe(200);
      const pages = [
        "/panel/zgloszenia",
        "/panel/kosz",
        "/panel/dziennik",
        `/panel/dziennik?kto=${admin.username.toUpperCase()}`,
        "/panel/dziennik?akcja=delete",
        "/panel/dziennik?rodzaj=comment",
        "/panel/dziennik?od=2020-01-01&do=2099-12-31",
        `/panel/dziennik?kto=${admin.username}&akcja=delete&rodzaj=song&od=2020-01-01&do=2099-12-31`,
        "/panel/dziennik.csv",
        `/panel/dziennik.csv?kto=${admin.username}`,
        "/panel/blokady",
      ];
      for (const path of pages) expect((await get(path, { headers: { Cookie: moderatorCookie } })).status, path).toBe(200);
      // The author of the held comment still sees it on its song, marked as waiting.
      expect((await get(`/${heldSong.urlname}/komentarze`, { headers: { Cookie: await sessionCookieFor(author.id) } })).status).toBe(200);
      const restore = (id: string) => postForm("/panel/kosz", { trash_id: id }, { Cookie: adminCookie });
      expect((await restore(orphanEntry)).status).toBe(409);
      expect((await restore(songEntry)).status).toBe(200);
      expect((await restore(orphanEntry)).status).toBe(200);
      expect((await decide({ kind: "comment", item_id: String(held.id), decision: "dismiss" })).status).toBe(200);
      expect((await decide({ kind: "comment", item_id: String(dismissed.id), decision: "delete" })).status).toBe(200);
      expect((await decide({ kind: "comment", item_id: String(blocked.id), decision: "block", days: "1" })).status).toBe(200);
      const [block] = await testDb().select().from(schema.blocks).orderBy(sql`id DESC`).limit(1);
      expect((await postForm("/panel/blokady", { intent: "lift", block_id: String(block.id) }, { Cookie: moderatorCookie })).status).toBe(200);
      await worker.scheduled(createScheduledController({ cron: CRON_RANKING }));
    });

    const walks: string[] = [];
    const steps: string[] = [];
    for (const statement of sent) {
      const plan = await planOf(statement);
      steps.push(...plan);
      for (const walk of walksOf(statement.sql, plan, BIG)) {
        if (walk.index && BOUNDED[walk.index]?.(statement.sql)) continue;
        walks.push(`${walk.step} — ${statement.sql}`);
      }
    }
    expect(walks).toEqual([]);
    // The statements that matter were seen, and planned on the indexes made for them.
    for (const step of [
      "SCAN report_items USING INDEX report_items_queue",
      "USING COVERING INDEX reports_item (kind=? AND item_id=? AND status=?)",
      "SEARCH trash USING INDEX trash_status_deleted (status=?)",
      "SEARCH trash USING INDEX trash_song_held (song_id=? AND status=?)",
      "SCAN song_revisions USING INDEX song_revisions_pending",
      "SEARCH audit_log USING INDEX audit_actor_name (actor_name=?)",
      "SEARCH audit_log USING INDEX audit_action (action=?)",
      "SEARCH audit_log USING INDEX audit_kind (kind=?)",
      "SEARCH audit_log USING INDEX audit_created (created_at>? AND created_at<?)",
      "SEARCH blocks USING INDEX blocks_active (lifted_at=? AND until>?)",
      "SEARCH report_items USING INDEX report_items_client_hash (author_hash_at<?)",
      "SEARCH blocks USING INDEX blocks_client (client_hash>?)",
      "SEARCH trash_rows USING INDEX trash_rows_client_hash (<expr><?)",
      // The hourly run forgets old client hashes through each table's partial index.
      ...["annotations", "comments", "translations", "song_elements", "songs", "reports", "song_revisions"].map(
        (table) => `SEARCH ${table} USING INDEX ${table}_client_hash (created_at<?)`,
      ),
    ])
      expect(
        steps.some((seen) => seen.includes(step)),
        step,
      ).toBe(true);
    // The restore's check whether the song is in the trash: from the song's row to its entry.
    const parentCheck = sent.find((statement) => statement.sql.includes("->> '$.id'"));
    expect(parentCheck, "the restore's parent check").toBeDefined();
    expect((await planOf(parentCheck!)).join(" | ")).toBe(
      "SEARCH trash_rows USING INDEX trash_rows_row_id (tbl=? AND <expr>=?) | SEARCH trash USING INTEGER PRIMARY KEY (rowid=?)",
    );
  });
});
