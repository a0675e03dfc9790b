// `npm run db:restore FILE [-- --remote] [-- --replace] [-- --state DIR]`: loads a backup of
// `npm run db:backup` into an empty D1 database, local or remote, then applies the full-text
// index's definitions from migrations/ (the virtual table and its triggers) and rebuilds the
// index from the restored rows. A database that has any table is refused: restoring into it
// would mix two databases. --replace drops everything in it first.
//
// The index is rebuilt by replaying each AFTER INSERT trigger that feeds it over the rows of
// its table (`INSERT … VALUES (new.…)` becomes `INSERT … SELECT … FROM table AS new`), in
// slices of rowids: the triggers are the one definition of what the index holds.
import { closeSync, openSync, readdirSync, readFileSync, readSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { localD1, remoteD1 } from "./d1-client.mjs";
import { quoteName, sqlLiteral, statementsOf, statementsOfFile } from "./sql-text.mjs";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    remote: { type: "boolean", default: false },
    replace: { type: "boolean", default: false },
    state: { type: "string" },
    migrations: { type: "string", default: "migrations" },
  },
});
const file = positionals[0];
if (!file) {
  console.error("Usage: npm run db:restore FILE [-- --remote] [-- --replace] [-- --state DIR]");
  process.exit(2);
}
const REBUILD_SLICE = 5000;
/** `CREATE TRIGGER … AFTER INSERT ON table BEGIN INSERT INTO index (columns) VALUES (expressions); END` */
const INSERT_TRIGGER =
  /^CREATE\s+TRIGGER\s+(?:IF\s+NOT\s+EXISTS\s+)?[`"]?\w+[`"]?\s+AFTER\s+INSERT\s+ON\s+[`"]?(\w+)[`"]?\s+BEGIN\s+(INSERT\s+INTO\s+\w+\s*\([^)]*\))\s*VALUES\s*\(([\s\S]*)\)\s*;\s*END$/i;

const progress = (message) => process.stderr.write(`[db:restore] ${message}\n`);
const started = Date.now();
const header = readHeader(file);
const db = values.remote ? remoteD1() : await localD1(values.state);
let failed = false;

try {
  const present = await db.query(
    "SELECT type, name FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND type IN ('table', 'view', 'trigger')",
  );
  if (present.length > 0 && !values.replace) {
    const tables = present.filter((o) => o.type === "table").map((o) => o.name);
    console.error(
      `${db.where} is not empty (${tables.length} tables: ${tables.slice(0, 6).join(", ")}${tables.length > 6 ? ", …" : ""}).\n` +
        "Restoring into it would mix two databases. Restore into a new database, or pass --replace to drop everything in this one first.",
    );
    failed = true;
  } else {
    const drops = values.replace ? await dropEverything(present) : [];
    if (drops.length > 0) progress(`--replace: dropping ${present.length} tables, views and triggers`);
    progress(`loading ${file} into ${db.where}…`);
    const loaded = await db.run(concat(drops, statementsOfFile(file)), (n) => progress(`  ${n.toLocaleString("pl-PL")} statements`));
    progress(`${loaded.toLocaleString("pl-PL")} statements loaded`);

    const definitions = virtualDefinitions(header.virtual);
    const rebuild = await rebuildStatements(definitions);
    progress(
      `applying ${definitions.length} definitions of ${header.virtual.join(", ") || "no virtual table"} and rebuilding (${rebuild.length} slices)…`,
    );
    await db.run(concat(definitions, rebuild));

    await check();
    progress(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
} finally {
  await db.close();
}
if (failed) process.exit(1);

/** What the backup's header says: the virtual tables it left out and each table's row count. */
function readHeader(backup) {
  // Only the first lines: a backup can be larger than a string may be.
  const fd = openSync(backup, "r");
  const buffer = Buffer.alloc(64 * 1024);
  const head = buffer.subarray(0, readSync(fd, buffer, 0, buffer.length, 0)).toString("utf8");
  closeSync(fd);
  const virtual = /^-- virtual: (.*)$/m.exec(head);
  const rows = /^-- rows: (.*)$/m.exec(head);
  if (!virtual || !rows) throw new Error(`${backup} is not a backup made by npm run db:backup (no header)`);
  return {
    virtual: virtual[1].split(" ").filter(Boolean),
    rows: Object.fromEntries(rows[1].split(" ").map((pair) => [pair.slice(0, pair.lastIndexOf("=")), Number(pair.slice(pair.lastIndexOf("=") + 1))])),
  };
}

async function* concat(...sources) {
  for (const source of sources) yield* source;
}

/**
 * Everything of ours: triggers and views, then tables children first — dropping a table
 * deletes its rows, and a child's foreign keys are checked against a parent that must still
 * be there. Shadow tables of a virtual table go with it.
 */
async function dropEverything(objects) {
  const names = objects.filter((o) => o.type === "table").map((o) => o.name);
  const shadow = (name) => names.some((other) => other !== name && name.startsWith(`${other}_`) && /_(data|idx|content|docsize|config)$/.test(name));
  const tables = names.filter((name) => !shadow(name));
  const parents = new Map();
  for (const name of tables) {
    const keys = await db.query(`SELECT DISTINCT "table" AS parent FROM pragma_foreign_key_list(${sqlLiteral(name)})`);
    parents.set(
      name,
      keys.map((k) => k.parent).filter((p) => p !== name),
    );
  }
  const dropped = [];
  const drop = (name, trail = new Set()) => {
    if (dropped.includes(name) || trail.has(name)) return;
    trail.add(name);
    for (const [child, of] of parents) if (of.includes(name)) drop(child, trail);
    dropped.push(name);
  };
  for (const name of tables) drop(name);
  return [
    ...objects.filter((o) => o.type === "trigger").map((o) => `DROP TRIGGER IF EXISTS ${quoteName(o.name)}`),
    ...objects.filter((o) => o.type === "view").map((o) => `DROP VIEW IF EXISTS ${quoteName(o.name)}`),
    ...dropped.map((name) => `DROP TABLE IF EXISTS ${quoteName(name)}`),
  ];
}

/** The migrations' statements that make or change the virtual tables and their triggers, in order. */
function virtualDefinitions(virtual) {
  if (virtual.length === 0) return [];
  const mentions = (sql) => virtual.some((name) => new RegExp(`\\b${name}\\b`).test(sql));
  return readdirSync(values.migrations)
    .filter((name) => name.endsWith(".sql"))
    .sort()
    .flatMap((name) => statementsOf(readFileSync(path.join(values.migrations, name), "utf8")))
    .map((sql) => sql.replace(/^\s*--> statement-breakpoint\s*/gm, "").trim())
    .filter(mentions);
}

/** Each AFTER INSERT trigger that fills a virtual table, replayed over its table's rows in slices. */
async function rebuildStatements(definitions) {
  const statements = [];
  for (const definition of definitions) {
    const trigger = INSERT_TRIGGER.exec(definition.replace(/^\s*--[^\n]*\n/gm, "").trim());
    if (!trigger) continue;
    const [, table, insert, expressions] = trigger;
    const [{ top }] = await db.query(`SELECT coalesce(max(rowid), 0) AS top FROM ${quoteName(table)}`);
    for (let from = 0; from < top; from += REBUILD_SLICE) {
      statements.push(
        `${insert} SELECT ${expressions} FROM ${quoteName(table)} AS new WHERE new.rowid > ${from} AND new.rowid <= ${from + REBUILD_SLICE}`,
      );
    }
  }
  if (definitions.length > 0 && statements.length === 0 && header.virtual.length > 0) {
    progress("no AFTER INSERT … VALUES trigger found to rebuild from: the index starts empty");
  }
  return statements;
}

/** Every table has the rows the backup says it had. */
async function check() {
  const wrong = [];
  for (const [table, expected] of Object.entries(header.rows)) {
    const [{ n }] = await db.query(`SELECT count(*) AS n FROM ${quoteName(table)}`);
    if (n !== expected) wrong.push(`${table}: ${n} rows, the backup has ${expected}`);
  }
  if (wrong.length > 0) throw new Error(`Restored, but the counts differ:\n${wrong.join("\n")}`);
  for (const name of header.virtual) {
    const [{ n }] = await db.query(`SELECT count(*) AS n FROM ${quoteName(name)}`);
    progress(`${name}: ${n.toLocaleString("pl-PL")} entries`);
  }
  progress(`${Object.keys(header.rows).length} tables, row counts as in the backup`);
}
