import { db, schema } from "./db";

export type VitalReport = typeof schema.webVitals.$inferInsert;

/** The metrics the reporter sends, as the table's column allows them. */
export const VITAL_NAMES = schema.webVitals.name.enumValues;

/** Stores one Core Web Vitals report from a visitor's browser. */
export async function recordVital(report: Omit<VitalReport, "id" | "createdAt">): Promise<void> {
  await db().insert(schema.webVitals).values(report);
}
