import { env } from "cloudflare:workers";
import { fillPlaceholders, SQL } from "drizzle-orm";
import { drizzle, type DrizzleD1Database } from "drizzle-orm/d1";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import * as schema from "@db/schema";
import { currentScope } from "./request-scope";

export type Database = DrizzleD1Database<typeof schema>;

/** What services query: the request's D1 session, or the plain binding outside a request. */
export type D1Client = Pick<D1Database, "prepare" | "batch">;

/**
 * The request's session (decision 050: made once per request by db-session.ts and held in
 * its scope), or the binding itself outside any request — a test calling a service, a script.
 */
export function d1(): D1Client {
  return currentScope()?.session ?? env.DB;
}

/** The binding without a session: for writes that belong to no request (the metrics' flush). */
export function primaryD1(): D1Client {
  return env.DB;
}

// Drizzle has no notion of D1 sessions; it only ever calls prepare and batch on its client.
// One Drizzle instance serves every request through a client that hands each call to the
// current request's session, so building Drizzle (which walks the schema) stays once per
// isolate, and a statement is prepared and run on the same session.
const routedClient: D1Client = {
  prepare: (query) => d1().prepare(query),
  batch: (statements) => d1().batch(statements),
};
const routed = drizzle(routedClient as D1Database, { schema });

export function db(): Database {
  return routed;
}

export { schema };

/** A statement for `batchStatements`: raw SQL, or a query builder (anything with toSQL()). */
export type BatchStatement = SQL | { toSQL(): { sql: string; params: unknown[] } };

const dialect = new SQLiteAsyncDialect();

/**
 * One D1 batch (one transaction, one round trip) of raw SQL and query builders alike.
 * Drizzle's own batch cannot carry raw SQL with parameters (its raw statements have no
 * prepared statement to bind), and the trash (trash.ts) is mostly raw set-based SQL. Answers
 * D1's results: `results` holds the rows of a SELECT or a RETURNING.
 */
export function batchStatements(statements: BatchStatement[], client: D1Client = d1()): Promise<D1Result[]> {
  const prepared = statements.map((statement) => {
    const query = statement instanceof SQL ? dialect.sqlToQuery(statement) : statement.toSQL();
    return client.prepare(query.sql).bind(...query.params);
  });
  return client.batch(prepared);
}

// --- Queries compiled once per isolate (decision 053) ---
// Building a Drizzle query (its builder objects, the SQL text, the `is` checks on every
// node) cost a page about as much as rendering a third of it, for text that never changes
// between requests. A compiled query is built once with `sql.placeholder(name)` where its
// values go; each request only binds values to the SQL text on its own D1 session and
// lets Drizzle map the rows, as its own batch would.

/** What a prepared Drizzle query offers that a batch needs (its SQL, its row mapping). */
type PreparedRead = {
  getQuery(): { sql: string; params: unknown[] };
  mapResult(result: unknown, isFromBatch: boolean): unknown;
  all(values?: Record<string, unknown>): Promise<unknown>;
};

/** One statement of a `readBatch`, with what its rows become (toSQL: for EXPLAIN in tests). */
export type BatchRead<R> = { statement: D1PreparedStatement; map: (result: D1Result) => R; toSQL(): { sql: string; params: unknown[] } };

/**
 * A query built by `build` on first use and kept: `compiled(build)(values)` binds the
 * placeholders' values and answers a statement for `readBatch`, whose rows Drizzle maps.
 */
export function compiled<P extends PreparedRead>(build: () => { prepare(): P }) {
  let prepared: P | undefined;
  return (values: Record<string, unknown> = {}): BatchRead<Awaited<ReturnType<P["all"]>>> => {
    prepared ??= build().prepare();
    const query = prepared;
    const sql = query.getQuery().sql;
    const params = fillPlaceholders(query.getQuery().params, values);
    return {
      statement: d1()
        .prepare(sql)
        .bind(...params),
      map: (result) => query.mapResult(result, true) as Awaited<ReturnType<P["all"]>>,
      toSQL: () => ({ sql, params }),
    };
  };
}

/** Raw SQL for `readBatch`: its rows as D1 answers them (column names as in the SQL). */
export function rawRead<R>(sql: string, ...params: unknown[]): BatchRead<R[]> {
  return {
    statement: d1()
      .prepare(sql)
      .bind(...params),
    map: (result) => result.results as R[],
    toSQL: () => ({ sql, params }),
  };
}

/** Compiled queries and raw SQL in one D1 batch (one round trip), each answer mapped. */
export async function readBatch<T extends readonly BatchRead<unknown>[]>(
  reads: T,
): Promise<{ -readonly [K in keyof T]: T[K] extends BatchRead<infer R> ? R : never }> {
  const results = await d1().batch(reads.map((read) => read.statement));
  return results.map((result, i) => reads[i].map(result)) as { -readonly [K in keyof T]: T[K] extends BatchRead<infer R> ? R : never };
}
