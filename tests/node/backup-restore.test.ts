// `npm run db:backup` → `npm run db:restore` round-trips the demo database (decision 050):
// every table, row for row, the schema, the AUTOINCREMENT counters and the full-text index,
// which the backup leaves out and the restore rebuilds from the migrations — checked by the
// same searches answering the same songs in the same order. The scripts run as a user runs
// them, on local states of their own under .wrangler/; the databases are then read directly.
import { spawnSync } from "node:child_process";
import { readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = path.join(import.meta.dirname, "../..");
const SOURCE = ".wrangler/backup-test-source";
const TARGET = ".wrangler/backup-test-target";
const FILE = ".wrangler/backup-test.sql";

function sqliteOf(state: string): DatabaseSync {
  const dir = path.join(ROOT, state, "v3/d1/miniflare-D1DatabaseObject");
  const file = readdirSync(dir).find((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite");
  if (!file) throw new Error(`no local D1 under ${dir}`);
  return new DatabaseSync(path.join(dir, file), { readOnly: true });
}

function script(name: string, ...args: string[]) {
  const run = spawnSync(process.execPath, [`scripts/${name}.mjs`, ...args], { cwd: ROOT, encoding: "utf8", env: { ...process.env, CI: "true" } });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

const clean = () => {
  for (const target of [SOURCE, TARGET, FILE]) rmSync(path.join(ROOT, target), { recursive: true, force: true });
};

/** Every table but the index's own, each as its rows in rowid order. */
function contents(db: DatabaseSync) {
  const tables = db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'songs_fts%' ORDER BY name",
    )
    .all()
    .map((row) => String(row.name));
  return Object.fromEntries(tables.map((table) => [table, db.prepare(`SELECT * FROM "${table}" ORDER BY rowid`).all()]));
}

const schemaOf = (db: DatabaseSync) =>
  db
    .prepare("SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ORDER BY type, name")
    .all();

/** A search as the site makes it (worker/services/search.ts): quoted words, ł as l, the last one a prefix. */
const ftsQuery = (text: string) =>
  text
    .replace(/[łŁ]/g, "l")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word, i, all) => `"${word}"${i === all.length - 1 ? "*" : ""}`)
    .join(" ");

const search = (db: DatabaseSync, text: string) =>
  db
    .prepare("SELECT rowid FROM songs_fts WHERE songs_fts MATCH ? ORDER BY rank, rowid")
    .all(ftsQuery(text))
    .map((row) => Number(row.rowid));

beforeAll(async () => {
  clean();
  // Migrated and seeded as `npm run dev` does it (scripts/lib.mjs, untyped JavaScript).
  const lib: { prepareLocalDatabase: (state: string) => Promise<void> } = await import(pathToFileURL(path.join(ROOT, "scripts/lib.mjs")).href);
  await lib.prepareLocalDatabase(SOURCE);
  // What the demo lacks: a row whose text needs quoting, a deleted row (its id must not come
  // back: the AUTOINCREMENT counter travels), a real number, a NULL.
  const db = new DatabaseSync(sqliteOf(SOURCE).location()!);
  const artist = db.prepare("SELECT id FROM artists ORDER BY id LIMIT 1").get()!.id;
  const lyrics = "Zażółć gęślą jaźń; 'cytat' i \"cudzysłów\"\n-- nie komentarz\nłódź ŁÓDŹ 😀 END;";
  db.prepare("INSERT INTO songs (artist_id, name, urlname, lyrics) VALUES (?, ?, ?, ?)").run(
    artist,
    "Próba; znaków 'trudnych'",
    "proba-znakow",
    lyrics,
  );
  db.prepare("INSERT INTO songs (artist_id, name, urlname, lyrics) VALUES (?, 'Do usunięcia', 'do-usuniecia', 'x')").run(artist);
  db.prepare("DELETE FROM songs WHERE urlname = 'do-usuniecia'").run();
  db.prepare(
    "INSERT INTO web_vitals (name, value, rating, metric_id, navigation_type, path) VALUES ('CLS', 0.123456789, 'good', 'v1', NULL, '/')",
  ).run();
  db.close();
}, 180_000);

afterAll(clean);

describe("backup and restore of the demo database", () => {
  it("restores every table, the schema, the counters and the search index", () => {
    const backup = script("db-backup", "--state", SOURCE, "--out", FILE);
    expect(backup.status, backup.output).toBe(0);
    expect(backup.output).toContain("left out (rebuilt on restore): songs_fts");
    const restore = script("db-restore", FILE, "--state", TARGET);
    expect(restore.status, restore.output).toBe(0);

    const source = sqliteOf(SOURCE);
    const target = sqliteOf(TARGET);
    const before = contents(source);
    const after = contents(target);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table]);
    expect(Object.values(before).reduce((n, rows) => n + rows.length, 0)).toBeGreaterThan(1500);
    expect(schemaOf(target)).toEqual(schemaOf(source));
    expect(target.prepare("SELECT name, seq FROM sqlite_sequence ORDER BY name").all()).toEqual(
      source.prepare("SELECT name, seq FROM sqlite_sequence ORDER BY name").all(),
    );
    expect(target.prepare("PRAGMA foreign_key_check").all()).toEqual([]);

    // Searches by artist, title and lyrics words, Polish letters and a prefix: same songs, same order.
    const song = source
      .prepare("SELECT s.name AS title, a.name AS artist, s.lyrics FROM songs s JOIN artists a ON a.id = s.artist_id ORDER BY s.id LIMIT 1 OFFSET 3")
      .get()!;
    const lyricWord = String(song.lyrics)
      .split(/\s+/)
      .find((w) => w.length > 4)!;
    const queries = [String(song.artist), String(song.title), lyricWord, "lodz", "ŁÓDŹ", "gęślą jaźń", "zaz", "trudnych", "la"];
    for (const query of queries) {
      const expected = search(source, query);
      expect(expected.length, query).toBeGreaterThan(0);
      expect(search(target, query), query).toEqual(expected);
    }
    expect(target.prepare("SELECT count(*) AS n FROM songs_fts").get()).toEqual(source.prepare("SELECT count(*) AS n FROM songs_fts").get());
    source.close();
    target.close();
  }, 180_000);

  it("refuses a database that is not empty, and replaces it when told", () => {
    const refused = script("db-restore", FILE, "--state", TARGET);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain("is not empty");
    expect(refused.output).toContain("--replace");

    const replaced = script("db-restore", FILE, "--state", TARGET, "--replace");
    expect(replaced.status, replaced.output).toBe(0);
    const source = sqliteOf(SOURCE);
    const target = sqliteOf(TARGET);
    expect(contents(target)).toEqual(contents(source));
    expect(search(target, "gęślą")).toEqual(search(source, "gęślą"));
    source.close();
    target.close();
  }, 180_000);
});
