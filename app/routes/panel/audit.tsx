// The audit log (decision 043): every moderation action with who, when, what and why,
// filtered by who, action, kind and dates (a GET form: the filters live in the address), and
// the same rows as CSV.
import { Form, Link, useSearchParams } from "react-router";
import { AUDIT_ACTIONS, MODERATED_KIND_LABELS } from "@core/rules/reports";
import { auditPage } from "@worker/services/moderation-views";
import { DateTime } from "~/components/date-time";
import { valueOrThrow } from "../../server/answer.server";
import { requirePermissionOrThrow } from "../../server/auth.server";
import { auditFilters } from "./audit-filters.server";
import type { Route } from "./+types/audit";

export async function loader({ request }: Route.LoaderArgs) {
  await requirePermissionOrThrow(request, "audit.view", { page: true });
  const search = new URL(request.url).searchParams;
  const page = Number(search.get("strona") ?? "1");
  const result = valueOrThrow(await auditPage(request, auditFilters(search), Number.isInteger(page) && page > 0 ? page : 1));
  return { ...result, actions: Object.entries(AUDIT_ACTIONS) };
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const csv = `/panel/dziennik.csv${search.size ? `?${search.toString()}` : ""}`;
  return (
    <main className="page panel-audit">
      <h1>Dziennik moderacji</h1>
      <Form method="get" className="audit-filters">
        <label>
          Kto
          <input name="kto" defaultValue={search.get("kto") ?? ""} />
        </label>
        <label>
          Akcja
          <select name="akcja" defaultValue={search.get("akcja") ?? ""}>
            <option value="">wszystkie</option>
            {loaderData.actions.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Rodzaj
          <input name="rodzaj" defaultValue={search.get("rodzaj") ?? ""} placeholder="np. comment, song, account" />
        </label>
        <label>
          Od
          <input type="date" name="od" defaultValue={search.get("od") ?? ""} />
        </label>
        <label>
          Do
          <input type="date" name="do" defaultValue={search.get("do") ?? ""} />
        </label>
        <button type="submit">Filtruj</button>
      </Form>
      <p>
        <Link to={csv} reloadDocument>
          Pobierz jako CSV
        </Link>
      </p>
      {loaderData.rows.length === 0 ? (
        <p className="muted">Brak wpisów.</p>
      ) : (
        <table className="panel-table">
          <thead>
            <tr>
              <th scope="col">Kiedy</th>
              <th scope="col">Kto</th>
              <th scope="col">Akcja</th>
              <th scope="col">Co</th>
              <th scope="col">Powód</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.rows.map((row) => (
              <tr key={row.id}>
                <td>
                  <DateTime timestamp={row.created_at} />
                </td>
                <td>{row.actor}</td>
                <td>{AUDIT_ACTIONS[row.action as keyof typeof AUDIT_ACTIONS] ?? row.action}</td>
                <td>
                  {MODERATED_KIND_LABELS[row.kind] ?? row.kind}: {row.label}
                </td>
                <td>{row.reason ?? ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </main>
  );
}
