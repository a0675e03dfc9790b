import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { DEMO_ADMIN, DEMO_USER_PASSWORD, seedDemoContent } from "@db/seed/seed";
import { verifyPassword } from "@worker/services/passwords";
import { searchSongs } from "@worker/services/search";
import { get, testDb } from "./helpers";
import readme from "../../README.md?raw";

const count = async (table: string) => (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())!.n;

describe("demo content", () => {
  it("fills an empty database with the promised amounts", async () => {
    const result = await seedDemoContent(env.DB);
    expect(result.seeded).toBe(true);
    expect(await count("songs")).toBeGreaterThanOrEqual(40);
    expect(await count("artists")).toBeGreaterThanOrEqual(12);
    expect(await count("annotations")).toBeGreaterThanOrEqual(150);
    expect(await count("users")).toBeGreaterThanOrEqual(21);
    expect(await count("articles")).toBe(6);
    expect(await count("comments")).toBeGreaterThan(0);
    expect(await count("song_elements")).toBeGreaterThan(0);
    const languages = await env.DB.prepare("SELECT count(DISTINCT code) AS n FROM translations").first<{ n: number }>();
    expect(languages!.n).toBeGreaterThanOrEqual(3);
  });

  it("is idempotent: a second run adds nothing", async () => {
    const before = await count("songs");
    const annotations = await count("annotations");
    const again = await seedDemoContent(env.DB);
    expect(again.seeded).toBe(false);
    expect(await count("songs")).toBe(before);
    expect(await count("annotations")).toBe(annotations);
  });

  it("creates a working admin and demo users whose votes order the ranking", async () => {
    const admin = await testDb().query.users.findFirst({ where: (u, { eq }) => eq(u.username, DEMO_ADMIN.username) });
    expect(admin?.role).toBe("admin");
    expect(await verifyPassword(DEMO_ADMIN.password, admin!.passwordHash)).toBe(true);
    const demo = await testDb().query.users.findFirst({ where: (u, { ne }) => ne(u.role, "admin") });
    expect(await verifyPassword(DEMO_USER_PASSWORD, demo!.passwordHash)).toBe(true);
    // Every demo user has its username key (decision 031): none is left for the backfill.
    const keys = await env.DB.prepare("SELECT count(*) AS n FROM users WHERE username_key IS NULL").first<{ n: number }>();
    expect(keys!.n).toBe(0);
    const points = await env.DB.prepare("SELECT DISTINCT points FROM users WHERE points > 0").all();
    expect(points.results.length).toBeGreaterThan(5);
    // Points agree with the vote rows.
    const drift = await env.DB.prepare(
      "SELECT count(*) AS n FROM annotations a WHERE a.points != (SELECT count(*) FROM annotation_votes v WHERE v.annotation_id = a.id)",
    ).first<{ n: number }>();
    expect(drift!.n).toBe(0);
  });

  it("spreads annotations in time so today, week and ever differ", async () => {
    const now = Math.floor(Date.now() / 1000);
    const recent = await env.DB.prepare("SELECT count(*) AS n FROM annotations WHERE created_at > ?")
      .bind(now - 86400)
      .first<{ n: number }>();
    const week = await env.DB.prepare("SELECT count(*) AS n FROM annotations WHERE created_at > ?")
      .bind(now - 7 * 86400)
      .first<{ n: number }>();
    expect(recent!.n).toBeGreaterThan(0);
    expect(week!.n).toBeGreaterThan(recent!.n);
    expect(await count("annotations")).toBeGreaterThan(week!.n);
  });

  it("makes the seeded songs searchable and listed on the home page", async () => {
    const { total } = await searchSongs("wisla", 10);
    expect(total).toBeGreaterThan(0);
    const html = await (await get("/")).text();
    const newest = await env.DB.prepare("SELECT s.name FROM songs s ORDER BY s.created_at DESC, s.id DESC LIMIT 1").first<{ name: string }>();
    expect(html).toContain(newest!.name);
  });

  it("answers 8 seeded songs from /api/randomSongs", async () => {
    const body = await (await get("/api/randomSongs")).json<{ songs: { song_name: string }[] }>();
    expect(body.songs).toHaveLength(8);
  });

  it("finds what the README's search examples promise, on the demo data", async () => {
    const examples = [...readme.matchAll(/"([a-z]+)"\s+finds\s+"([^"]+)"/g)].map((m) => ({ query: m[1], title: m[2] }));
    expect(examples.length).toBeGreaterThanOrEqual(2);
    for (const { query, title } of examples) {
      const { results } = await searchSongs(query, 10);
      expect(
        results.map((r) => r.song_name),
        query,
      ).toContain(title);
    }
  });
});
