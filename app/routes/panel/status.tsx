// The admin's status page (decision 050): the last hour's traffic and errors by route, the
// slowest routes, D1 rows read per page view, the latest errors with the ids visitors see,
// cron runs, the moderation queue and the visitors' web vitals by page type.
import { valueOrThrow } from "../../server/answer.server";
import { requirePermissionOrThrow } from "../../server/auth.server";
import { SITE_NAME } from "@core/constants";
import { statusReport, type RouteLine } from "@worker/services/status";
import { simplePageMeta } from "~/lib/seo";
import type { Route } from "./+types/status";

export async function loader({ request }: Route.LoaderArgs) {
  await requirePermissionOrThrow(request, "status.view", { page: true });
  return valueOrThrow(await statusReport(request));
}

const KIND_LABELS: Record<RouteLine["kind"], string> = { page: "strona", data: "nawigacja", api: "API", feed: "kanał" };

const number = new Intl.NumberFormat("pl-PL", { maximumFractionDigits: 2 });
const clock = new Intl.DateTimeFormat("pl-PL", { timeZone: "Europe/Warsaw", dateStyle: "short", timeStyle: "medium" });
const when = (ms: number) => clock.format(new Date(ms));
const ms = (value: number | null) => (value === null ? "—" : `${number.format(value)} ms`);

function RouteTable({ lines, caption }: { lines: RouteLine[]; caption: string }) {
  if (lines.length === 0) return <p className="muted">Brak żądań w tym czasie.</p>;
  return (
    <table className="panel-table status-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Trasa</th>
          <th scope="col">Rodzaj</th>
          <th scope="col">Żądania</th>
          <th scope="col">Błędy (5xx)</th>
          <th scope="col">Odmowy (4xx)</th>
          <th scope="col">Średnio</th>
          <th scope="col">95% w</th>
          <th scope="col">Najdłużej</th>
          <th scope="col">Wiersze D1 na żądanie</th>
          <th scope="col">Trafienia w cache</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={`${line.kind} ${line.route}`}>
            <td>
              <code>{line.route}</code>
            </td>
            <td>{KIND_LABELS[line.kind]}</td>
            <td>{number.format(line.requests)}</td>
            <td>{number.format(line.errors)}</td>
            <td>{number.format(line.refusals)}</td>
            <td>{ms(line.avgMs)}</td>
            <td>{line.p95Ms === null ? "> 2500 ms" : `≤ ${line.p95Ms} ms`}</td>
            <td>{ms(line.maxMs)}</td>
            <td>{number.format(line.rowsReadPerRequest)}</td>
            <td>{line.cacheHitRate === null ? "—" : `${Math.round(line.cacheHitRate * 100)}%`}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function Status({ loaderData }: Route.ComponentProps) {
  // The windows come with the data: this component is browser code too, and must not pull the
  // services (and D1) into the browser's bundle for two constants.
  const { totals, routes, slowest, errors, cronRuns, queue, vitals, windowMinutes, vitalsDays } = loaderData;
  return (
    <main className="page panel-status">
      <h1>Stan serwisu</h1>
      <p className="muted">
        Ostatnie {windowMinutes} minut, od {when(loaderData.since)}.
      </p>
      <dl className="status-totals">
        <dt>Żądania</dt>
        <dd>{number.format(totals.requests)}</dd>
        <dt>Błędy serwera (5xx)</dt>
        <dd>{number.format(totals.errors)}</dd>
        <dt>Odmowy (4xx)</dt>
        <dd>{number.format(totals.refusals)}</dd>
        <dt>Wyświetlenia stron</dt>
        <dd>{number.format(totals.pageViews)}</dd>
        <dt>Wiersze D1 odczytane na wyświetlenie strony</dt>
        <dd>{totals.rowsReadPerPageView === null ? "—" : number.format(totals.rowsReadPerPageView)}</dd>
        <dt>Wiersze D1 zapisane</dt>
        <dd>{number.format(totals.rowsWritten)}</dd>
        <dt>W kolejce moderacji</dt>
        <dd>{number.format(queue)}</dd>
      </dl>

      <h2>Żądania według tras</h2>
      <RouteTable lines={routes} caption="Żądania według tras" />

      <h2>Najwolniejsze trasy</h2>
      <RouteTable lines={slowest} caption="Najwolniejsze trasy" />

      <h2>Ostatnie błędy</h2>
      {errors.length === 0 ? (
        <p className="muted">Żadnych błędów.</p>
      ) : (
        <table className="panel-table status-table">
          <thead>
            <tr>
              <th scope="col">Kiedy</th>
              <th scope="col">Identyfikator</th>
              <th scope="col">Trasa</th>
              <th scope="col">Status</th>
              <th scope="col">Komunikat</th>
            </tr>
          </thead>
          <tbody>
            {errors.map((error) => (
              <tr key={error.requestId}>
                <td>{when(error.at)}</td>
                <td>
                  <code>{error.requestId}</code>
                </td>
                <td>
                  <code>{error.route}</code>
                </td>
                <td>{error.status}</td>
                <td>{error.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <h2>Zadania cron</h2>
      {cronRuns.length === 0 ? (
        <p className="muted">Jeszcze żadne nie działało.</p>
      ) : (
        <table className="panel-table status-table">
          <thead>
            <tr>
              <th scope="col">Start</th>
              <th scope="col">Harmonogram</th>
              <th scope="col">Zadanie</th>
              <th scope="col">Czas</th>
              <th scope="col">Wynik</th>
              <th scope="col">Wiersze D1 (odczyt / zapis)</th>
            </tr>
          </thead>
          <tbody>
            {cronRuns.map((run) => (
              <tr key={`${run.startedAt} ${run.cron}`}>
                <td>{when(run.startedAt)}</td>
                <td>
                  <code>{run.cron}</code>
                </td>
                <td>{run.job}</td>
                <td>{ms(run.durationMs)}</td>
                <td>{run.ok ? "OK" : `Błąd: ${run.error ?? ""}`}</td>
                <td>
                  {number.format(run.rowsRead)} / {number.format(run.rowsWritten)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <h2>Web vitals (75. percentyl, ostatnie {vitalsDays} dni)</h2>
      {vitals.length === 0 ? (
        <p className="muted">Brak pomiarów.</p>
      ) : (
        <table className="panel-table status-table">
          <thead>
            <tr>
              <th scope="col">Rodzaj strony</th>
              <th scope="col">LCP</th>
              <th scope="col">INP</th>
              <th scope="col">CLS</th>
              <th scope="col">Pomiary</th>
            </tr>
          </thead>
          <tbody>
            {vitals.map((row) => (
              <tr key={row.pageType}>
                <td>{row.pageType}</td>
                <td>{ms(row.LCP === null ? null : Math.round(row.LCP))}</td>
                <td>{ms(row.INP === null ? null : Math.round(row.INP))}</td>
                <td>{row.CLS === null ? "—" : number.format(row.CLS)}</td>
                <td>{number.format(row.reports)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </main>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return simplePageMeta(matches, {
    title: `Stan serwisu | ${SITE_NAME}`,
    description: "Ruch, błędy, zadania cron i wydajność serwisu.",
    path: "/panel/status",
    robots: "noindex",
  });
}
