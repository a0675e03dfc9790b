// Hourly clean-up that keeps tables from growing without bound: expired sessions (revoked
// ones expire too, at most 30 days later), web-vitals reports past their retention, throttle
// counters and spent captchas whose window or challenge is over, account links a day past
// their expiry and, where mail stays local, outbox mails older than a week (decision 044),
// and the status page's metrics, errors and cron runs past their days (request-metrics.ts,
// decision 050). Client hashes and the trash are retention.ts's (decision 043).
// The privacy page states these periods (app/routes/privacy.tsx): change both together.
import { and, inArray, lt } from "drizzle-orm";
import { nowMs, nowSeconds } from "../platform/clock";
import { db, schema } from "./db";
import { pruneTokens } from "./account-tokens";
import { pruneOutbox } from "./mail";
import { observabilityCutoffs } from "./request-metrics";
import { VITAL_NAMES } from "./vitals";

export const VITALS_RETENTION_DAYS = 30;

export type Pruned = { sessions: number; vitals: number; counters: number; captchas: number; tokens: number; outbox: number; metrics: number };

export async function pruneStaleRows(): Promise<Pruned> {
  const now = nowSeconds();
  const kept = observabilityCutoffs();
  const [sessions, vitals, counters, captchas, tokens, outbox, metrics] = await db().batch([
    db().delete(schema.sessions).where(lt(schema.sessions.expiresAt, now)),
    // Naming every metric lets the (name, created_at) index answer the range.
    db()
      .delete(schema.webVitals)
      .where(and(inArray(schema.webVitals.name, [...VITAL_NAMES]), lt(schema.webVitals.createdAt, now - VITALS_RETENTION_DAYS * 86400))),
    // Counters keep milliseconds (the clock seam's), captchas the challenge's seconds.
    db().delete(schema.throttleCounters).where(lt(schema.throttleCounters.expiresAt, nowMs())),
    db().delete(schema.spentCaptchas).where(lt(schema.spentCaptchas.expiresAt, now)),
    pruneTokens(now),
    pruneOutbox(now),
    db().delete(schema.requestMetrics).where(lt(schema.requestMetrics.minute, kept.metricsMinute)),
    db().delete(schema.requestErrors).where(lt(schema.requestErrors.at, kept.errorsAt)),
    db().delete(schema.cronRuns).where(lt(schema.cronRuns.startedAt, kept.cronAt)),
  ]);
  return {
    sessions: sessions.meta.changes,
    vitals: vitals.meta.changes,
    counters: counters.meta.changes,
    captchas: captchas.meta.changes,
    tokens: tokens.meta.changes,
    outbox: outbox.meta.changes,
    metrics: metrics.meta.changes,
  };
}
