import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { generateSQLiteDrizzleJson, generateSQLiteMigration } from "drizzle-kit/api";
import { describe, expect, it } from "vitest";
import * as schema from "@db/schema";

const migrationsDir = path.join(import.meta.dirname, "../../migrations");

describe("db/schema.ts and migrations/", () => {
  it("have not drifted apart (run `npm run db:generate` after changing the schema)", async () => {
    const snapshots = readdirSync(path.join(migrationsDir, "meta"))
      .filter((f) => f.endsWith("_snapshot.json"))
      .sort();
    const latest = JSON.parse(readFileSync(path.join(migrationsDir, "meta", snapshots.at(-1)!), "utf8"));
    const current = await generateSQLiteDrizzleJson(schema, latest.id);
    const pending = await generateSQLiteMigration(latest, current);
    expect(pending).toEqual([]);
  });

  it("every migration listed in the journal exists and ends its comment lines", () => {
    const journal = JSON.parse(readFileSync(path.join(migrationsDir, "meta", "_journal.json"), "utf8"));
    for (const entry of journal.entries) {
      const sql = readFileSync(path.join(migrationsDir, `${entry.tag}.sql`), "utf8");
      expect(sql.endsWith("\n") || !sql.trimEnd().split("\n").at(-1)!.startsWith("--"), entry.tag).toBe(true);
    }
  });
});
