// Observability (decision 050): one JSON log line per request and per cron run, errors under
// a request id the error page shows, and the admin's status page built from what the
// requests counted (request_metrics, request_errors, cron_runs) and the visitors' vitals.
import { env } from "cloudflare:workers";
import { createScheduledController } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as schema from "@db/schema";
import { CRON_BEST_OF } from "@worker/cron/dispatch";
import worker from "@worker/index";
import { resetConfigForTests } from "@worker/platform/config";
import { flushMetricsForTests } from "@worker/services/request-metrics";
import { sessionCookieFor } from "./account-helpers";
import { get, makeSong, makeUser, testDb } from "./helpers";
import { visibleText } from "./html";

const bindings = env as unknown as Record<string, string | undefined>;

type Line = {
  type: string;
  id: string;
  kind: string;
  route: string;
  status: number;
  ms: number;
  d1: { queries: number | null; rowsRead: number | null; rowsWritten: number | null; replica: number | null };
  cache: { hits: number; misses: number };
  colo: string | null;
  error?: string;
};

/** The JSON lines the Worker logs while `work` runs (console.log and console.error alike). */
async function logged(work: () => Promise<unknown>): Promise<Line[]> {
  const lines: Line[] = [];
  const keep = (text: unknown) => {
    if (typeof text === "string" && text.startsWith("{")) lines.push(JSON.parse(text));
  };
  const log = vi.spyOn(console, "log").mockImplementation(keep);
  const error = vi.spyOn(console, "error").mockImplementation(keep);
  try {
    await work();
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
  return lines;
}

const admin = async () => sessionCookieFor((await makeUser(undefined, "admin")).id);

beforeEach(async () => {
  await flushMetricsForTests();
  await testDb().delete(schema.requestMetrics);
});

afterEach(() => vi.restoreAllMocks());

describe("one log line per request", () => {
  it("names the route pattern, status, D1 rows from the query metadata, cache hits and misses", async () => {
    const { song } = await makeSong({ title: "Piosenka do logów" });
    const lines = await logged(async () => {
      await get(`/${song.urlname}`);
      await get(`/api/getSongComments/${song.id}`);
      await get("/api/nie-ma-takiego-wywolania");
      await get("/robots.txt");
      await get(`/${song.urlname}.data`);
    });
    expect(lines.map((l) => [l.type, l.kind, l.route, l.status])).toEqual([
      ["request", "page", "GET /:text/:second?", 200],
      ["request", "api", "GET /api/getSongComments/:id", 200],
      ["request", "api", "GET (nie znaleziono)", 404],
      ["request", "feed", "GET /robots.txt", 200],
      ["request", "data", "GET /:text/:second?", 200],
    ]);
    const page = lines[0];
    expect(page.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(page.d1.queries).toBeGreaterThan(0);
    expect(page.d1.rowsRead).toBeGreaterThan(0);
    expect(page.d1.rowsWritten).toBe(0);
    expect(page.d1.replica).toBe(0);
    // The footer's random songs come from the isolate's memory: a miss once, then hits.
    expect(page.cache.hits + page.cache.misses).toBeGreaterThan(0);
    expect(page).toHaveProperty("colo");
    expect(typeof page.ms).toBe("number");
    // No address or search term ever goes into a line.
    expect(JSON.stringify(lines)).not.toContain(song.urlname);
  });

  it("REQUEST_LOG=off leaves out answered requests' lines, never an error's", async () => {
    bindings.REQUEST_LOG = "off";
    try {
      const lines = await logged(async () => {
        await get("/robots.txt");
        await get("/api/nie-ma-takiego-wywolania");
        bindings.ALTCHA_MAX_COUNTER = "0";
        resetConfigForTests();
        await get("/");
      });
      expect(lines.map((l) => [l.route, l.status])).toEqual([["GET /", 500]]);
    } finally {
      delete bindings.REQUEST_LOG;
      bindings.ALTCHA_MAX_COUNTER = "4";
      resetConfigForTests();
    }
  });

  it("a write counts the rows it wrote", async () => {
    const { song } = await makeSong();
    const user = await makeUser();
    const cookie = await sessionCookieFor(user.id);
    const [line] = await logged(() =>
      get(`/${song.urlname}`, {
        method: "POST",
        headers: { Cookie: cookie, Origin: "http://localhost", "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "comment", text: "Komentarz do liczenia." }),
        redirect: "manual",
      }),
    );
    expect(line.route).toBe("POST /:text/:second?");
    expect(line.d1.rowsWritten).toBeGreaterThan(0);
  });
});

describe("errors carry the request id", () => {
  afterEach(() => {
    bindings.ALTCHA_MAX_COUNTER = "4";
    resetConfigForTests();
  });

  it("a page that fails shows the id; the header, the log line and the status page name the same one", async () => {
    // A broken setting makes every page's root loader fail.
    bindings.ALTCHA_MAX_COUNTER = "0";
    resetConfigForTests();
    let response!: Response;
    const lines = await logged(async () => {
      response = await get("/");
    });
    expect(response.status).toBe(500);
    const id = response.headers.get("X-Request-Id")!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(visibleText(await response.text())).toContain(`podaj identyfikator błędu: ${id}`);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ type: "request", id, status: 500 });
    expect(lines[0].error).toContain("ALTCHA_MAX_COUNTER");

    bindings.ALTCHA_MAX_COUNTER = "4";
    resetConfigForTests();
    await flushMetricsForTests();
    const status = visibleText(await (await get("/panel/status", { headers: { Cookie: await admin() } })).text());
    expect(status).toContain(id);
  });

  it("an API call that fails answers its id in the body and the header", async () => {
    bindings.ALTCHA_MAX_COUNTER = "0";
    resetConfigForTests();
    const response = await logged(() => get("/api/captcha/challenge")).then(() => get("/api/captcha/challenge"));
    expect(response.status).toBe(500);
    const body = await response.json<{ error: string; request_id: string }>();
    expect(body.error).toBe("Wystąpił błąd serwera. Spróbuj ponownie za chwilę.");
    expect(body.request_id).toBe(response.headers.get("X-Request-Id"));
  });

  it("Cloudflare's ray id is the request id when there is one", async () => {
    const [line] = await logged(() => get("/api/randomSongs", { headers: { "cf-ray": "8c1f2a3b4c5d6e7f-WAW" } }));
    expect(line.id).toBe("8c1f2a3b4c5d6e7f-WAW");
  });
});

describe("cron runs", () => {
  it("each run logs a line and leaves a row the status page lists", async () => {
    const lines = await logged(() => worker.scheduled(createScheduledController({ cron: CRON_BEST_OF })));
    expect(lines).toEqual([expect.objectContaining({ type: "cron", cron: CRON_BEST_OF, job: "best-of", ok: true })]);
    const [run] = await testDb().select().from(schema.cronRuns).orderBy(schema.cronRuns.id).limit(1);
    expect(run).toMatchObject({ cron: CRON_BEST_OF, job: "best-of", ok: true, error: null });
    expect(run.rowsRead).toBeGreaterThan(0);
  });

  it("a failing run is stored as failed and still fails the invocation", async () => {
    await expect(logged(() => worker.scheduled(createScheduledController({ cron: "5 4 * * *" })))).rejects.toThrow(/Unknown cron/);
    const runs = await testDb().select().from(schema.cronRuns);
    expect(runs.find((r) => r.cron === "5 4 * * *")).toMatchObject({ ok: false, error: "Unknown cron trigger: 5 4 * * *" });
  });
});

describe("the status page", () => {
  it("shows the last hour by route: requests, errors, refusals and D1 rows read per page view", async () => {
    const { song } = await makeSong();
    await logged(async () => {
      for (let i = 0; i < 3; i++) await get(`/${song.urlname}`);
      await get("/");
      await get("/panel/zgloszenia");
    });
    await flushMetricsForTests();
    const rows = await testDb().select().from(schema.requestMetrics);
    const songRow = rows.find((r) => r.route === "GET /:text/:second?" && r.kind === "page")!;
    expect(songRow.requests).toBe(3);
    expect(songRow.rowsRead).toBeGreaterThan(0);
    expect(songRow.upTo50 + songRow.upTo100 + songRow.upTo250 + songRow.upTo500 + songRow.upTo1000 + songRow.upTo2500 + songRow.over2500).toBe(3);
    expect(rows.find((r) => r.route === "GET /panel/zgloszenia")).toMatchObject({ requests: 1, refusals: 1, errors: 0 });

    const html = visibleText(await (await get("/panel/status", { headers: { Cookie: await admin() } })).text());
    expect(html).toContain("Żądania według tras");
    expect(html).toContain("GET /:text/:second?");
    expect(html).toMatch(/Wiersze D1 odczytane na wyświetlenie strony\s*[\d\s,]+/);
    expect(html).toContain("Najwolniejsze trasy");
    expect(html).toContain("W kolejce moderacji");
  });

  it("shows the p75 of LCP, INP and CLS by page type, telling songs from artists", async () => {
    const { song, artist } = await makeSong();
    const report = (name: "LCP" | "INP" | "CLS", value: number, path: string) =>
      ({ name, value, rating: "good", metricId: crypto.randomUUID(), path }) as const;
    await testDb()
      .insert(schema.webVitals)
      .values([
        report("LCP", 1000, `/${encodeURIComponent(song.urlname)}`),
        report("LCP", 2000, `/${encodeURIComponent(song.urlname)}`),
        report("LCP", 3000, `/${encodeURIComponent(song.urlname)}/komentarze`),
        report("LCP", 4000, `/${encodeURIComponent(song.urlname)}`),
        report("CLS", 0.12, `/${encodeURIComponent(song.urlname)}`),
        report("INP", 180, `/${encodeURIComponent(artist.urlname)}`),
        report("LCP", 900, "/"),
        report("LCP", 5000, "/szukaj/cokolwiek"),
      ]);
    const html = visibleText(await (await get("/panel/status", { headers: { Cookie: await admin() } })).text());
    expect(html).toMatch(/piosenka\s*3000 ms\s*—\s*0,12\s*5/);
    expect(html).toMatch(/wykonawca\s*—\s*180 ms\s*—\s*1/);
    expect(html).toMatch(/strona główna\s*900 ms/);
    expect(html).toMatch(/wyszukiwanie\s*5000 ms/);
  });

  it("answers 'brak dostępu' with 403 to a moderator and a user; only the admin's panel links to it", async () => {
    for (const role of ["moderator", "user"] as const) {
      const response = await get("/panel/status", { headers: { Cookie: await sessionCookieFor((await makeUser(undefined, role)).id) } });
      expect(response.status, role).toBe(403);
      expect(visibleText(await response.text()), role).toContain("brak dostępu");
    }
    const moderatorPanel = await get("/panel/zgloszenia", {
      headers: { Cookie: await sessionCookieFor((await makeUser(undefined, "moderator")).id) },
    });
    expect(await moderatorPanel.text()).not.toContain('href="/panel/status"');
    expect(await (await get("/panel", { headers: { Cookie: await admin() } })).text()).toContain('href="/panel/status"');
  });
});
