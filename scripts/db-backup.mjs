// `npm run db:backup [-- --remote] [-- --out FILE] [-- --state DIR]`: the whole D1 database
// as one SQL file — schema, every row of every table, indexes and triggers — except the
// full-text index (songs_fts and its shadow tables), which `wrangler d1 export` cannot copy
// (it refuses any database with a virtual table) and which is derived data anyway:
// `npm run db:restore` rebuilds it from the migrations' definitions.
//
// Tables are read directly, a page of rows per query (keyset on rowid), so a remote backup
// never blocks the database the way an export does. Pages of a live database are read at
// different moments, so tables are read children first: a row added meanwhile may be
// missing, but never a parent whose child made it in. For an exact point in time, D1 Time
// Travel (docs/architecture.md, "Backups").
import { createReadStream, createWriteStream, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { once } from "node:events";
import path from "node:path";
import { parseArgs } from "node:util";
import { localD1, remoteD1 } from "./d1-client.mjs";
import { quoteName, sqlLiteral } from "./sql-text.mjs";

const { values } = parseArgs({
  options: {
    remote: { type: "boolean", default: false },
    out: { type: "string" },
    state: { type: "string" },
    "page-rows": { type: "string", default: "2000" },
  },
});
const stamp = new Date()
  .toISOString()
  .replace(/[-:]/g, "")
  .replace(/\.\d+Z$/, "Z");
const out = values.out ?? path.join("backups", `nadinterpretacje-${values.remote ? "remote" : "local"}-${stamp}.sql`);
const pageRows = Number(values["page-rows"]);
/** D1 refuses SQL statements over 100,000 bytes: rows are grouped below that. */
const STATEMENT_BYTES = 90_000;

const progress = (message) => process.stderr.write(`[db:backup] ${message}\n`);
const started = Date.now();
const db = values.remote ? remoteD1() : await localD1(values.state);

try {
  const objects = await db.query(
    "SELECT type, name, tbl_name, sql FROM sqlite_master WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ORDER BY rowid",
  );
  const virtual = objects.filter((o) => o.type === "table" && /^CREATE\s+VIRTUAL\s+TABLE/i.test(o.sql)).map((o) => o.name);
  // A virtual table's shadow tables are named after it (songs_fts_data, _idx, _config, …).
  const derived = (name) => virtual.some((v) => name === v || name.startsWith(`${v}_`));
  const mentionsVirtual = (sql) => virtual.some((v) => new RegExp(`\\b${v}\\b`).test(sql));
  const tables = objects.filter((o) => o.type === "table" && !derived(o.name));
  const later = objects.filter((o) => o.type !== "table" && !derived(o.tbl_name) && !mentionsVirtual(o.sql));
  const order = await parentsFirst(tables.map((t) => t.name));
  const [{ counters }] = await db.query("SELECT count(*) AS counters FROM sqlite_master WHERE name = 'sqlite_sequence'");
  const sequences = counters > 0 ? await db.query("SELECT name, seq FROM sqlite_sequence") : [];
  progress(`${db.where}: ${order.length} tables; left out (rebuilt on restore): ${virtual.join(", ") || "none"}`);

  mkdirSync(path.dirname(out), { recursive: true });
  // Each table's rows go to a part file as they are read, joined in order at the end: a
  // large database never sits in memory.
  const parts = mkdtempSync(`${out}.parts-`);
  try {
    const counts = new Map();
    // Children first (see the top of this file); the file lists parents first.
    for (const table of [...order].reverse()) {
      counts.set(table, await copyTable(table, path.join(parts, `${table}.sql`)));
      progress(`${table}: ${counts.get(table).toLocaleString("pl-PL")} rows`);
    }
    const file = createWriteStream(out);
    const write = async (text) => {
      if (!file.write(text)) await once(file, "drain");
    };
    await write(`-- Nadinterpretacje: D1 backup (npm run db:backup), ${new Date().toISOString()}, from ${db.where}\n`);
    await write(`-- Restore with: npm run db:restore ${out} [-- --remote]\n`);
    await write(`-- virtual: ${virtual.join(" ")}\n`);
    await write(`-- rows: ${order.map((t) => `${t}=${counts.get(t)}`).join(" ")}\n`);
    for (const table of order) await write(`${tables.find((t) => t.name === table).sql};\n`);
    for (const table of order) {
      for await (const chunk of createReadStream(path.join(parts, `${table}.sql`))) await write(chunk);
    }
    for (const object of later) await write(`${object.sql};\n`);
    // AUTOINCREMENT counters: ids of deleted rows are never handed out again (the trash
    // restores rows with their own ids, decision 043), so the counters travel too.
    for (const { name, seq } of sequences) {
      const table = sqlLiteral(name);
      await write(`UPDATE sqlite_sequence SET seq = max(seq, ${seq}) WHERE name = ${table};\n`);
      await write(
        `INSERT INTO sqlite_sequence (name, seq) SELECT ${table}, ${seq} WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = ${table});\n`,
      );
    }
    file.end();
    await once(file, "finish");
    const total = [...counts.values()].reduce((a, b) => a + b, 0);
    progress(`${total.toLocaleString("pl-PL")} rows in ${((Date.now() - started) / 1000).toFixed(1)} s → ${out}`);
    console.log(out);
  } finally {
    rmSync(parts, { recursive: true, force: true });
  }
} finally {
  await db.close();
}

/** Tables ordered so that every table comes after the tables its foreign keys point at. */
async function parentsFirst(names) {
  const parents = new Map();
  for (const name of names) {
    const keys = await db.query(`SELECT DISTINCT "table" AS parent FROM pragma_foreign_key_list(${sqlLiteral(name)})`);
    parents.set(
      name,
      keys.map((k) => k.parent).filter((p) => p !== name && names.includes(p)),
    );
  }
  const ordered = [];
  const visit = (name, trail = new Set()) => {
    if (ordered.includes(name) || trail.has(name)) return;
    trail.add(name);
    for (const parent of parents.get(name)) visit(parent, trail);
    ordered.push(name);
  };
  for (const name of names) visit(name);
  return ordered;
}

/** A table's rows into `file` as INSERT statements of at most STATEMENT_BYTES (one per row past that). */
async function copyTable(table, file) {
  const sink = createWriteStream(file);
  let lastRowid = null;
  let rows = 0;
  let columns = null;
  let values = [];
  let size = 0;
  const flush = async () => {
    if (values.length === 0) return;
    const statement = `INSERT INTO ${quoteName(table)} (${columns.map(quoteName).join(", ")}) VALUES\n${values.join(",\n")};\n`;
    if (!sink.write(statement)) await once(sink, "drain");
    values = [];
    size = 0;
  };
  for (;;) {
    const after = lastRowid === null ? "" : `WHERE rowid > ${lastRowid}`;
    const page = await db.query(`SELECT rowid AS "__rowid__", * FROM ${quoteName(table)} ${after} ORDER BY rowid LIMIT ${pageRows}`);
    for (const row of page) {
      lastRowid = row.__rowid__;
      const { __rowid__, ...data } = row;
      columns ??= Object.keys(data);
      const tuple = `(${columns.map((c) => sqlLiteral(data[c])).join(", ")})`;
      if (size + tuple.length > STATEMENT_BYTES) await flush();
      values.push(tuple);
      size += tuple.length + 2;
      rows++;
    }
    if (page.length < pageRows) break;
  }
  await flush();
  sink.end();
  await once(sink, "finish");
  return rows;
}
