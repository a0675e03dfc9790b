// The trash's hourly purge (issue 17, decision 043): entries older than 30 days go for good,
// and client hashes are kept only as long as the privacy page says.
import { env } from "cloudflare:workers";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "@db/schema";
import { MODERATION_MESSAGES } from "@core/rules/reports";
import { clientHash } from "@worker/services/client-address";
import { dispatchCron, CRON_RANKING } from "@worker/cron/dispatch";
import { freshIp, makeAccount, postForm, postJson, sessionCookieFor } from "./account-helpers";
import { makeSong, testDb } from "./helpers";
import { visibleText } from "./html";
import { asAdmin, entryOf, livelySong, restore, sessions, withTrashSessions } from "./trash-helpers";

withTrashSessions();

describe("the hourly purge", () => {
  it("empties entries older than 30 days for good, keeps younger ones, and forgets old client hashes", async () => {
    const { comment: old } = await livelySong("Stary Kosz");
    const { comment: young, song } = await livelySong("Młody Kosz");
    await asAdmin("/api/deleteComment", { comment_id: old.id });
    const oldEntry = await entryOf("comment", old.id);
    await testDb()
      .update(schema.trash)
      .set({ deletedAt: sql`deleted_at - ${31 * 86400}` })
      .where(eq(schema.trash.id, oldEntry.id));
    await asAdmin("/api/deleteComment", { comment_id: young.id });
    const [hashed] = await testDb()
      .insert(schema.comments)
      .values({ songId: song.id, text: "z haszem", clientHash: "h", createdAt: Math.floor(Date.now() / 1000) - 31 * 86400 })
      .returning();
    await dispatchCron(CRON_RANKING);
    expect((await entryOf("comment", old.id)).status).toBe("purged");
    expect(await testDb().select().from(schema.trashRows).where(eq(schema.trashRows.trashId, oldEntry.id))).toEqual([]);
    expect((await entryOf("comment", young.id)).status).toBe("trashed");
    const refused = await restore(oldEntry.id);
    expect(refused.status).toBe(409);
    expect(visibleText(await refused.text())).toContain("Minęło 30 dni: ten wpis usunięto na zawsze.");
    expect((await testDb().select({ h: schema.comments.clientHash }).from(schema.comments).where(eq(schema.comments.id, hashed.id)))[0].h).toBeNull();
  });

  it("a block keeps its client's hash only while it lasts: lifted or run out, it is gone; an active one keeps it and still refuses", async () => {
    const { song } = await makeSong();
    const [activeIp, liftedIp] = [freshIp(), freshIp()];
    const hashOf = (ip: string) => clientHash(new Request("http://localhost/", { headers: { "CF-Connecting-IP": ip } }), env.SESSION_SECRET);
    const now = Math.floor(Date.now() / 1000);
    const label = "Anonimowy (adres ukryty)";
    const [active, expired, lifted] = await testDb()
      .insert(schema.blocks)
      .values([
        { clientHash: await hashOf(activeIp), label, until: now + 86400 },
        { clientHash: "skrot-minionej-blokady", label, until: now - 60 },
        { clientHash: await hashOf(liftedIp), label, until: now + 86400 },
      ])
      .returning();
    const hashNow = async (id: number) =>
      (await testDb().select({ h: schema.blocks.clientHash }).from(schema.blocks).where(eq(schema.blocks.id, id)))[0].h;
    // Lifting it in the panel ends the block, and the hash with it.
    expect((await postForm("/panel/blokady", { intent: "lift", block_id: String(lifted.id) }, { Cookie: sessions.admin })).status).toBe(200);
    expect(await hashNow(lifted.id)).toBeNull();
    await dispatchCron(CRON_RANKING);
    expect(await hashNow(expired.id)).toBeNull();
    expect(await hashNow(active.id)).toBe(await hashOf(activeIp));
    const comment = { song_id: song.id, text: "Komentarz z zablokowanego adresu" };
    const refused = await postJson("/api/addComment", comment, { "CF-Connecting-IP": activeIp });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toMatch(/^Z tego adresu nie można nic dodawać do .+ \(blokada moderatora\)\.$/);
    // The lifted client is past the block: what it meets next is the visitors' captcha.
    const freed = await postJson("/api/addComment", comment, { "CF-Connecting-IP": liftedIp });
    expect(freed.status).toBe(400);
  });

  it("a post held in the trash by reports loses its hash on the day a live one would; a younger one keeps it", async () => {
    const { song } = await makeSong();
    const now = Math.floor(Date.now() / 1000);
    const [old, young] = await testDb()
      .insert(schema.comments)
      .values([
        { songId: song.id, text: "Stary wstrzymany wpis", clientHash: "skrot-w-koszu-stary", createdAt: now - 31 * 86400 },
        { songId: song.id, text: "Młody wstrzymany wpis", clientHash: "skrot-w-koszu-mlody" },
      ])
      .returning();
    for (const comment of [old, young])
      for (let i = 0; i < 3; i++) {
        const reporter = { Cookie: await sessionCookieFor((await makeAccount()).user.id) };
        expect((await postJson("/api/report", { kind: "comment", item_id: comment.id, reason: "spam" }, reporter)).status).toBe(200);
      }
    await dispatchCron(CRON_RANKING);
    const trashedHash = async (id: number) => {
      const entry = await entryOf("comment", id);
      expect(entry.status).toBe("held");
      const [row] = await testDb()
        .select({ hash: sql<string | null>`row ->> '$.client_hash'` })
        .from(schema.trashRows)
        .where(and(eq(schema.trashRows.trashId, entry.id), eq(schema.trashRows.tbl, "comments")));
      return row.hash;
    };
    expect(await trashedHash(old.id)).toBeNull();
    expect(await trashedHash(young.id)).toBe("skrot-w-koszu-mlody");
    // Back from the trash, the old post has no hash to give back; its text is all there.
    expect((await restore((await entryOf("comment", old.id)).id)).status).toBe(200);
    const [back] = await testDb().select().from(schema.comments).where(eq(schema.comments.id, old.id));
    expect(back).toMatchObject({ text: "Stary wstrzymany wpis", clientHash: null });
  });

  it("the queue's copy of an anonymous author's hash goes with the original, 30 days after the post", async () => {
    const { song } = await makeSong();
    const now = Math.floor(Date.now() / 1000);
    const [old, young] = await testDb()
      .insert(schema.comments)
      .values([
        { songId: song.id, text: "Stary anonimowy wpis", clientHash: "skrot-starego-autora", createdAt: now - 31 * 86400 },
        { songId: song.id, text: "Młody anonimowy wpis", clientHash: "skrot-mlodego-autora" },
      ])
      .returning();
    const reporter = { Cookie: await sessionCookieFor((await makeAccount()).user.id) };
    for (const comment of [old, young])
      expect((await postJson("/api/report", { kind: "comment", item_id: comment.id, reason: "spam" }, reporter)).status).toBe(200);
    await dispatchCron(CRON_RANKING);
    const copyOf = async (id: number) =>
      (
        await testDb()
          .select({ h: schema.reportItems.authorClientHash })
          .from(schema.reportItems)
          .where(and(eq(schema.reportItems.kind, "comment"), eq(schema.reportItems.itemId, id)))
      )[0].h;
    expect(await copyOf(old.id)).toBeNull();
    expect(await copyOf(young.id)).toBe("skrot-mlodego-autora");
    // What the moderator meets: the old post's author can no longer be blocked.
    const block = (id: number) =>
      postForm("/panel/zgloszenia", { kind: "comment", item_id: String(id), decision: "block", days: "1" }, { Cookie: sessions.admin });
    const refused = await block(old.id);
    expect(refused.status).toBe(400);
    expect(visibleText(await refused.text())).toContain(MODERATION_MESSAGES.noAuthor);
    expect((await block(young.id)).status).toBe(200);
    expect((await testDb().select().from(schema.blocks).where(eq(schema.blocks.clientHash, "skrot-mlodego-autora"))).length).toBe(1);
  });
});
