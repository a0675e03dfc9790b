import { Hono } from "hono";
import { fail, parseInput } from "@core/result";
import { z } from "@core/zod";
import { recordVital, VITAL_NAMES } from "../services/vitals";
import { answer } from "./answer";

export const vitalsApi = new Hono<{ Bindings: Env }>();

const vitalSchema = z.object({
  name: z.enum(VITAL_NAMES),
  value: z.number().finite().min(0).max(3_600_000),
  rating: z.enum(["good", "needs-improvement", "poor"]),
  id: z.string().min(1).max(100),
  navigationType: z.string().max(40).optional(),
  path: z.string().startsWith("/").max(500),
});

/** Core Web Vitals from the deferred reporter (app/lib/vitals-client.ts), sent as a beacon. */
vitalsApi.post("/vitals", async (c) => {
  const body = await c.req.json().catch(() => null);
  const parsed = parseInput(vitalSchema, body);
  if (!parsed.ok) return answer(c, fail("invalid", "Nieprawidłowy pomiar wydajności."), "plain");
  const { id, ...report } = parsed.value;
  const stored = await recordVital(c.req.raw, { ...report, metricId: id, navigationType: report.navigationType ?? null });
  return stored.ok ? c.body(null, 204) : answer(c, stored, "plain");
});
