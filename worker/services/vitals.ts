import { db, schema } from "./db";

export type VitalReport = typeof schema.webVitals.$inferInsert;

/** Stores one Core Web Vitals report from a visitor's browser. */
export async function recordVital(report: Omit<VitalReport, "id" | "createdAt">): Promise<void> {
  await db().insert(schema.webVitals).values(report);
}
