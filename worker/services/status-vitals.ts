// Web vitals for the status page (decision 050): the 75th percentile of LCP, INP and CLS by
// page type over the last days, from the reports the visitors' browsers send (decision 006).
// A report names only its path; songs and artists share the /{name} shape, so those paths
// are told apart by looking their names up — two indexed joins over a JSON list.
import { and, desc, gte, inArray } from "drizzle-orm";
import { nowSeconds } from "../platform/clock";
import { d1, db, schema } from "./db";

export const VITALS_WINDOW_DAYS = 7;
/** The newest reports only: enough for a percentile, and the page stays cheap on a busy site. */
const MAX_REPORTS = 20_000;
const METRICS = ["LCP", "INP", "CLS"] as const;
type Metric = (typeof METRICS)[number];

export type VitalsByPage = { pageType: string; reports: number } & Record<Metric, number | null>;

/** The page types in the order the status page lists them. */
export const PAGE_TYPES = [
  "piosenka",
  "wykonawca",
  "strona główna",
  "wyszukiwanie",
  "archiwum",
  "ranking",
  "profil",
  "blog",
  "panel",
  "inne",
] as const;

const BY_PREFIX: [RegExp, string][] = [
  [/^\/$/, "strona główna"],
  [/^\/szukaj(\/|$)/, "wyszukiwanie"],
  [/^\/archiwum(\/|$)/, "archiwum"],
  [/^\/ranking(\/|$)/, "ranking"],
  [/^\/profil(\/|$)/, "profil"],
  [/^\/(blog|artykul)(\/|$)/, "blog"],
  [/^\/(panel|artykul_edit)(\/|$)/, "panel"],
  [/^\/(dodaj|login|logout|rejestracja|onas|faq|dmca|prywatnosc|kontakt|404)(\/|$)/, "inne"],
];

/** The url name of a /{name} or /{name}/{part} path (decoded), or null for any other shape. */
function catchAllName(path: string): string | null {
  const segments = path.split("/").slice(1);
  if (segments.length > 2 || !segments[0]) return null;
  try {
    return decodeURIComponent(segments[0]);
  } catch {
    return null;
  }
}

async function namesIn(table: "songs" | "artists", names: string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  // One bound JSON list, however many names: D1 binds at most 100 parameters.
  const { results } = await d1()
    .prepare(`SELECT j.value AS name FROM json_each(?1) j WHERE EXISTS (SELECT 1 FROM ${table} t WHERE t.urlname = j.value)`)
    .bind(JSON.stringify(names))
    .all<{ name: string }>();
  return new Set(results.map((row) => row.name));
}

function percentile75(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1];
}

export async function vitalsByPageType(): Promise<VitalsByPage[]> {
  const v = schema.webVitals;
  const reports = await db()
    .select({ name: v.name, value: v.value, path: v.path })
    .from(v)
    .where(and(inArray(v.name, [...METRICS]), gte(v.createdAt, nowSeconds() - VITALS_WINDOW_DAYS * 86400)))
    .orderBy(desc(v.createdAt))
    .limit(MAX_REPORTS);

  const typed = reports.map((report) => ({ ...report, type: BY_PREFIX.find(([pattern]) => pattern.test(report.path))?.[1] ?? null }));
  const names = [...new Set(typed.filter((r) => r.type === null).map((r) => catchAllName(r.path)))].filter((n): n is string => n !== null);
  const [songs, artists] = await Promise.all([namesIn("songs", names), namesIn("artists", names)]);
  const groups = new Map<string, Record<Metric, number[]> & { reports: number }>();
  for (const report of typed) {
    const name = report.type === null ? catchAllName(report.path) : null;
    const type = report.type ?? (name && songs.has(name) ? "piosenka" : name && artists.has(name) ? "wykonawca" : "inne");
    let group = groups.get(type);
    if (!group) groups.set(type, (group = { LCP: [], INP: [], CLS: [], reports: 0 }));
    group[report.name as Metric].push(report.value);
    group.reports++;
  }
  return PAGE_TYPES.filter((type) => groups.has(type)).map((type) => {
    const group = groups.get(type)!;
    return { pageType: type, reports: group.reports, LCP: percentile75(group.LCP), INP: percentile75(group.INP), CLS: percentile75(group.CLS) };
  });
}
