import { env } from "cloudflare:workers";
import { SQL } from "drizzle-orm";
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
