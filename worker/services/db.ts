import { env } from "cloudflare:workers";
import { SQL } from "drizzle-orm";
import { drizzle, type DrizzleD1Database } from "drizzle-orm/d1";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import * as schema from "@db/schema";

export type Database = DrizzleD1Database<typeof schema>;

// One Drizzle wrapper per D1 binding object; building it per query would be wasted work.
const instances = new WeakMap<D1Database, Database>();

export function db(binding: D1Database = env.DB): Database {
  let instance = instances.get(binding);
  if (!instance) {
    instance = drizzle(binding, { schema });
    instances.set(binding, instance);
  }
  return instance;
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
export function batchStatements(statements: BatchStatement[], binding: D1Database = env.DB): Promise<D1Result[]> {
  const prepared = statements.map((statement) => {
    const query = statement instanceof SQL ? dialect.sqlToQuery(statement) : statement.toSQL();
    return binding.prepare(query.sql).bind(...query.params);
  });
  return binding.batch(prepared);
}
