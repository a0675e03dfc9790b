// What the services really send to D1, and how SQLite plans it: EXPLAIN tests check the
// statements a page load or a write actually ran, not hand-written copies of them, so a
// query that changes (a new filter, a rewritten join) is checked as it now is.
import { env } from "cloudflare:workers";
import { vi } from "vitest";

export type SentStatement = { sql: string; params: unknown[] };

/**
 * Every distinct statement prepared on a D1 session (every request and cron run has one,
 * decision 050) while `work` runs, with the values first bound to it; with `direct`, also those
 * prepared on the binding itself — a service the test calls outside any request, and the
 * test's own queries. Statements of a batch are prepared one by one too, so they are all here.
 */
export async function statementsDuring(work: () => Promise<unknown>, { direct = false } = {}): Promise<SentStatement[]> {
  const sent = new Map<string, SentStatement>();
  const recorded = (prepare: D1Database["prepare"]) => (query: string) => {
    const statement = prepare(query);
    const entry = sent.get(query) ?? { sql: query, params: [] };
    sent.set(query, entry);
    const bind = statement.bind.bind(statement);
    statement.bind = (...params: unknown[]) => {
      if (entry.params.length === 0) entry.params = params;
      return bind(...params);
    };
    return statement;
  };
  const withSession = env.DB.withSession.bind(env.DB);
  const prepareDirect = env.DB.prepare.bind(env.DB);
  const sessions = vi.spyOn(env.DB, "withSession").mockImplementation((constraint) => {
    const session = withSession(constraint);
    session.prepare = recorded(session.prepare.bind(session));
    return session;
  });
  const binding = direct ? vi.spyOn(env.DB, "prepare").mockImplementation(recorded(prepareDirect)) : null;
  try {
    await work();
  } finally {
    sessions.mockRestore();
    binding?.mockRestore();
  }
  return [...sent.values()];
}

/** SQLite's plan of a statement for the values it was sent with, one line per step. */
export async function planOf(statement: SentStatement): Promise<string[]> {
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${statement.sql}`)
    .bind(...statement.params)
    .all<{ detail: string }>();
  return results.map((row) => row.detail);
}

const NOT_AN_ALIAS = new Set([
  "where",
  "set",
  "on",
  "left",
  "inner",
  "join",
  "order",
  "group",
  "limit",
  "select",
  "values",
  "using",
  "default",
  "as",
]);

/**
 * The names a statement's plan calls each of `tables` by: the table's own, and its aliases.
 * Only tables the statement names: the plan of an INSERT into a parent table also lists the
 * foreign-key look-ups in its child tables, which SQLite runs only while a deferred violation
 * is pending.
 */
function namesIn(sql: string, tables: readonly string[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const match of sql.matchAll(/\b(?:from|join|update|into)\s+["`]?(\w+)["`]?(?:\s+(?:as\s+)?["`]?(\w+)["`]?)?/gi)) {
    const [, table, alias] = match;
    if (!tables.includes(table)) continue;
    names.set(table, table);
    if (alias && !NOT_AN_ALIAS.has(alias.toLowerCase())) names.set(alias, table);
  }
  return names;
}

export type Walk = { table: string; index: string | null; step: string };

/**
 * The steps of a plan that walk one of `tables` from end to end: a SCAN without an index (the
 * whole table) or along an index (the whole index, unless something stops it early). SEARCH
 * steps (a look-up or a range of an index) are not walks.
 */
export function walksOf(sql: string, plan: string[], tables: readonly string[]): Walk[] {
  const names = namesIn(sql, tables);
  return plan.flatMap((step) => {
    const scan = /^SCAN (\w+)(?: USING (?:COVERING )?INDEX (\w+))?/.exec(step);
    const table = scan ? names.get(scan[1]) : undefined;
    return scan && table ? [{ table, index: scan[2] ?? null, step }] : [];
  });
}

/**
 * How many times the Worker went to D1 while `work` ran: each batch is one round trip, and so
 * is each statement run on its own (`first`, `all`, `run`, `raw`).
 */
export async function roundTripsDuring(work: () => Promise<unknown>): Promise<{ batches: number[]; single: number }> {
  const trips = { batches: [] as number[], single: 0 };
  const withSession = env.DB.withSession.bind(env.DB);
  const sessions = vi.spyOn(env.DB, "withSession").mockImplementation((constraint) => {
    const session = withSession(constraint);
    const batch = session.batch.bind(session);
    session.batch = (statements) => {
      trips.batches.push(statements.length);
      return batch(statements);
    };
    const prepare = session.prepare.bind(session);
    session.prepare = (query: string) => {
      const statement = prepare(query);
      const count =
        <F extends (...args: never[]) => unknown>(run: F) =>
        (...args: Parameters<F>) => {
          trips.single++;
          return run(...args);
        };
      const bind = statement.bind.bind(statement);
      const counted = (s: D1PreparedStatement) => {
        s.first = count(s.first.bind(s)) as typeof s.first;
        s.all = count(s.all.bind(s)) as typeof s.all;
        s.run = count(s.run.bind(s)) as typeof s.run;
        s.raw = count(s.raw.bind(s)) as typeof s.raw;
        return s;
      };
      statement.bind = (...params: unknown[]) => counted(bind(...params));
      return counted(statement);
    };
    return session;
  });
  try {
    await work();
  } finally {
    sessions.mockRestore();
  }
  return trips;
}
