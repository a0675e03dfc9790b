import { env } from "cloudflare:workers";
import { createScheduledController } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import * as schema from "@db/schema";
import { CRON_BEST_OF, CRON_RANKING, dispatchCron } from "@worker/cron/dispatch";
import worker from "@worker/index";
import { makeSong, makeUser, testDb } from "./helpers";

describe("cron dispatch", () => {
  it("maps each configured schedule to its job", async () => {
    expect(await dispatchCron(CRON_BEST_OF)).toBe("best-of");
    expect(await dispatchCron(CRON_RANKING)).toBe("ranking");
    await expect(dispatchCron("5 4 * * *")).rejects.toThrow(/Unknown cron/);
  });

  it("the best-of schedule stores the home lists in KV", async () => {
    const { song } = await makeSong({ title: "Piosenka z cronem" });
    await testDb()
      .insert(schema.annotations)
      .values({ songId: song.id, text: "Dowcipna teoria", lines: [0], points: 7 });
    await worker.scheduled(createScheduledController({ cron: CRON_BEST_OF }));
    const cached = await env.CACHE.get<{ ever: { annotation_text: string }[]; songs: Record<string, unknown> }>("best-of:v1", "json");
    expect(cached?.ever.map((a) => a.annotation_text)).toContain("Dowcipna teoria");
    expect(cached?.songs[song.id]).toMatchObject({ song_name: "Piosenka z cronem" });
  });

  it("the ranking schedule re-derives user points from their annotations", async () => {
    const { song } = await makeSong();
    const user = await makeUser("PunktowyMistrz");
    await testDb()
      .insert(schema.annotations)
      .values([
        // Accounts' votes (ranked) count in the ranking, visitors' do not (decision 040).
        { songId: song.id, userId: user.id, text: "a", lines: [0], points: 6, rankedPoints: 4 },
        { songId: song.id, userId: user.id, text: "b", lines: [0], points: 5, rankedPoints: 5 },
      ]);
    await worker.scheduled(createScheduledController({ cron: CRON_RANKING }));
    const row = await testDb().query.users.findFirst({ where: (u, { eq }) => eq(u.id, user.id) });
    expect(row?.points).toBe(9);
    const cached = await env.CACHE.get<{ sortedRanking: { user_name: string }[] }>("ranking-tables:v1", "json");
    expect(cached?.sortedRanking[0]).toMatchObject({ user_name: "PunktowyMistrz", points: 9 });
  });
});

describe("hourly housekeeping", () => {
  it("deletes expired sessions and web-vitals reports past retention, keeps the rest", async () => {
    const user = await makeUser("Sprzatacz");
    const now = Math.floor(Date.now() / 1000);
    await testDb()
      .insert(schema.sessions)
      .values([
        { id: "expired", userId: user.id, expiresAt: now - 10 },
        { id: "alive", userId: user.id, expiresAt: now + 3600 },
      ]);
    const vital = { name: "LCP" as const, value: 1200, rating: "good" as const, metricId: "v1", path: "/" };
    await testDb()
      .insert(schema.webVitals)
      .values([
        { ...vital, metricId: "old", createdAt: now - 31 * 86400 },
        { ...vital, metricId: "new", createdAt: now - 86400 },
      ]);
    await worker.scheduled(createScheduledController({ cron: CRON_RANKING }));
    const sessions = await testDb().select({ id: schema.sessions.id }).from(schema.sessions);
    expect(sessions.map((s) => s.id)).toEqual(["alive"]);
    const vitals = await testDb().select({ id: schema.webVitals.metricId }).from(schema.webVitals);
    expect(vitals.map((v) => v.id)).toEqual(["new"]);
  });
});
