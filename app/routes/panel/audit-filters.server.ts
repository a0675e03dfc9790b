// The audit log's filters as the page and its CSV read them from the address (?kto=&akcja=&rodzaj=&od=&do=).
import type { AuditFilters } from "@worker/services/moderation-views";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Dates are Warsaw days: 'od' from its first second, 'do' to its last. */
export function auditFilters(search: URLSearchParams): AuditFilters {
  const text = (name: string) => search.get(name)?.trim() || undefined;
  const day = (name: string, end: boolean) => {
    const value = text(name);
    if (!value || !DAY.test(value)) return undefined;
    const seconds = Date.parse(`${value}T${end ? "23:59:59" : "00:00:00"}+01:00`) / 1000;
    return Number.isFinite(seconds) ? seconds : undefined;
  };
  return { who: text("kto"), action: text("akcja"), kind: text("rodzaj"), from: day("od", false), to: day("do", true) };
}
