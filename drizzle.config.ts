import { defineConfig } from "drizzle-kit";

// drizzle-kit only generates SQL here; wrangler d1 migrations applies it everywhere.
export default defineConfig({
  dialect: "sqlite",
  schema: "./db/schema.ts",
  out: "./migrations",
});
