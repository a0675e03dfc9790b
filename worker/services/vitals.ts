import { db, schema } from "./db";
import { LIMITS, THROTTLE_MESSAGES, hit, throttled } from "./rate-limit";
import { clientOf } from "./client-address";
import { ok, type Result } from "@core/result";

export type VitalReport = typeof schema.webVitals.$inferInsert;

/** The metrics the reporter sends, as the table's column allows them. */
export const VITAL_NAMES = schema.webVitals.name.enumValues;

/**
 * Stores one Core Web Vitals report from a visitor's browser, at most LIMITS.vitalsPerIp per
 * client: reports are anonymous and cheap to forge, so one client must not fill the table.
 */
export async function recordVital(request: Request, report: Omit<VitalReport, "id" | "createdAt">): Promise<Result> {
  const state = await hit(LIMITS.vitalsPerIp, clientOf(request));
  if (!state.allowed) return throttled(state, THROTTLE_MESSAGES.vitals);
  await db().insert(schema.webVitals).values(report);
  return ok();
}
