import { env } from "cloudflare:workers";
import { drizzle, type DrizzleD1Database } from "drizzle-orm/d1";
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
