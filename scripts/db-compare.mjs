// `node scripts/db-compare.mjs --a STATE --b STATE [--search word …]`: whether two local D1
// databases (wrangler --persist-to folders) hold the same thing — every table row for row,
// the schema, the AUTOINCREMENT counters, and searches answering the same songs in the same
// order. For checking a restore of a large data set by hand (decision 050); the demo data's
// round trip is checked by tests/node/backup-restore.test.ts.
import { readdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: { a: { type: "string" }, b: { type: "string" }, search: { type: "string", multiple: true, default: [] } },
});
if (!values.a || !values.b) {
  console.error("Usage: node scripts/db-compare.mjs --a STATE --b STATE [--search word …]");
  process.exit(2);
}

function open(state) {
  const dir = path.join(state, "v3/d1/miniflare-D1DatabaseObject");
  return new DatabaseSync(
    path.join(
      dir,
      readdirSync(dir).find((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite"),
    ),
    { readOnly: true },
  );
}

const a = open(values.a);
const b = open(values.b);
const started = Date.now();
const problems = [];
const same = (x, y) => JSON.stringify(x) === JSON.stringify(y);

const schema = "SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ORDER BY type, name";
if (!same(a.prepare(schema).all(), b.prepare(schema).all())) problems.push("the schemas differ");
const counters = "SELECT name, seq FROM sqlite_sequence ORDER BY name";
if (!same(a.prepare(counters).all(), b.prepare(counters).all())) problems.push("the AUTOINCREMENT counters differ");

const tables = a
  .prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'songs_fts%' ORDER BY name",
  )
  .all()
  .map((row) => String(row.name));
let rows = 0;
for (const table of tables) {
  // Row by row in rowid order, both sides at once: a million rows never sit in memory.
  const left = a.prepare(`SELECT * FROM "${table}" ORDER BY rowid`).iterate();
  const right = b.prepare(`SELECT * FROM "${table}" ORDER BY rowid`).iterate();
  let n = 0;
  for (;;) {
    const x = left.next();
    const y = right.next();
    if (x.done || y.done) {
      if (x.done !== y.done) problems.push(`${table}: one side has more rows (${n} compared)`);
      break;
    }
    if (!same(x.value, y.value)) {
      problems.push(`${table}: row ${n + 1} differs`);
      break;
    }
    n++;
  }
  rows += n;
  console.log(`${table}: ${n.toLocaleString("pl-PL")} rows alike`);
}

const ftsQuery = (text) =>
  text
    .replace(/[łŁ]/g, "l")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word, i, all) => `"${word}"${i === all.length - 1 ? "*" : ""}`)
    .join(" ");
const search = (db, text) =>
  db
    .prepare("SELECT rowid FROM songs_fts WHERE songs_fts MATCH ? ORDER BY rank, rowid")
    .all(ftsQuery(text))
    .map((row) => Number(row.rowid));
const titles = a
  .prepare("SELECT s.name AS title, a.name AS artist FROM songs s JOIN artists a ON a.id = s.artist_id ORDER BY s.id DESC LIMIT 3")
  .all()
  .flatMap((row) => [String(row.title), String(row.artist)]);
for (const query of [...values.search, ...titles, "miłość", "serce wisła", "łza", "ko"]) {
  const expected = search(a, query);
  const found = search(b, query);
  console.log(`search "${query}": ${expected.length} songs${same(expected, found) ? ", alike" : ", DIFFERENT"}`);
  if (!same(expected, found)) problems.push(`search "${query}" differs`);
}
const entries = "SELECT count(*) AS n FROM songs_fts";
if (!same(a.prepare(entries).get(), b.prepare(entries).get())) problems.push("the search index has another number of entries");

console.log(`\n${tables.length} tables, ${rows.toLocaleString("pl-PL")} rows compared in ${((Date.now() - started) / 1000).toFixed(1)} s`);
if (problems.length > 0) {
  console.log(`DIFFERENT:\n${problems.join("\n")}`);
  process.exitCode = 1;
} else console.log("The databases are alike.");
