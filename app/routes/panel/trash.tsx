// The trash (decision 043): what was deleted in the last 30 days, by whom, why and when it goes
// for good; 'Przywróć' brings an item back with everything that hung on it.
import { Form, Link } from "react-router";
import { parseInput } from "@core/result";
import { MODERATED_KIND_LABELS } from "@core/rules/reports";
import { idSchema } from "@core/schemas/ids";
import { entityHref } from "@core/text/urlname";
import { restoreItem } from "@worker/services/moderation";
import { trashPage } from "@worker/services/moderation-views";
import { DateTime } from "~/components/date-time";
import { actionFailure, valueOrThrow } from "../../server/answer.server";
import { requirePermissionOrThrow } from "../../server/auth.server";
import { readForm } from "../../server/read-form.server";
import { ActionMessages } from "~/components/panel/panel-bits";
import type { Route } from "./+types/trash";

export async function loader({ request }: Route.LoaderArgs) {
  await requirePermissionOrThrow(request, "trash.restore", { page: true });
  const page = Number(new URL(request.url).searchParams.get("strona") ?? "1");
  return valueOrThrow(await trashPage(request, Number.isInteger(page) && page > 0 ? page : 1));
}

export async function action({ request }: Route.ActionArgs) {
  await requirePermissionOrThrow(request, "trash.restore");
  const form = await readForm(request);
  const id = parseInput(idSchema("Nie ma takiego wpisu w koszu."), form.get("trash_id"));
  const restored = id.ok ? await restoreItem(request, id.value) : id;
  return restored.ok ? { ok: true as const, restored: restored.value.label } : actionFailure(restored);
}

export default function Trash({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main className="page panel-trash">
      <h1>Kosz</h1>
      <p className="muted">
        Usunięte wpisy czekają tu 30 dni: do tego czasu każdy można przywrócić razem z głosami, punktami i miejscem w wyszukiwarce.
      </p>
      <ActionMessages answer={actionData} done={actionData?.ok ? `Przywrócono: ${actionData.restored}` : null} />
      {loaderData.items.length === 0 ? (
        <p className="muted">Kosz jest pusty.</p>
      ) : (
        <table className="panel-table">
          <thead>
            <tr>
              <th scope="col">Co</th>
              <th scope="col">Rodzaj</th>
              <th scope="col">Usunął</th>
              <th scope="col">Kiedy</th>
              <th scope="col">Zniknie na zawsze</th>
              <th scope="col">Przywracanie</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.items.map((item) => (
              <tr key={item.id}>
                <td>
                  {item.label}
                  {item.song_urlname && (
                    <>
                      {" "}
                      (<Link to={entityHref(item.song_urlname)}>piosenka</Link>)
                    </>
                  )}
                  {item.note && <div className="muted">Powód: {item.note}</div>}
                </td>
                <td>{MODERATED_KIND_LABELS[item.kind] ?? item.kind}</td>
                <td>{item.deleted_by ?? (item.cause === "reported" ? "zgłoszenia" : "—")}</td>
                <td>
                  <DateTime timestamp={item.deleted_at} />
                </td>
                <td>
                  <DateTime timestamp={item.purge_at} />
                </td>
                <td>
                  <Form method="post">
                    <input type="hidden" name="trash_id" value={item.id} />
                    {/* A merge's entry (decision 049): restoring it undoes the merge. */}
                    <button type="submit">{item.cause === "merged" ? "Cofnij połączenie" : "Przywróć"}</button>
                  </Form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </main>
  );
}
