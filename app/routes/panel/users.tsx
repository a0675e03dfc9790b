// Users (decision 043): the admin makes a user a moderator or takes the role back (the last
// admin keeps theirs), finds users by the start of their name, and sees the accounts whose
// names look like older ones (decision 041).
import { Form, Link, useSearchParams } from "react-router";
import { ROLE_LABELS, ROLES } from "@core/auth/roles";
import { parseInput } from "@core/result";
import { idSchema } from "@core/schemas/ids";
import { profileHref } from "@core/text/urlname";
import { lookAlikeAccounts } from "@worker/services/look-alike-names";
import { changeRole, type StaffRow, staffAndSearch } from "@worker/services/roles";
import { actionFailure, valueOrThrow } from "../../server/answer.server";
import { requirePermissionOrThrow } from "../../server/auth.server";
import { readForm, textField } from "../../server/read-form.server";
import { ActionMessages } from "~/components/panel/panel-bits";
import type { Route } from "./+types/users";

export async function loader({ request }: Route.LoaderArgs) {
  await requirePermissionOrThrow(request, "roles.change", { page: true });
  const query = new URL(request.url).searchParams.get("kto") ?? "";
  const [people, lookAlikes] = await Promise.all([staffAndSearch(request, query), lookAlikeAccounts(request)]);
  return { ...valueOrThrow(people), lookAlikes: lookAlikes.ok ? lookAlikes.value : [] };
}

export async function action({ request }: Route.ActionArgs) {
  await requirePermissionOrThrow(request, "roles.change");
  const form = await readForm(request);
  const id = parseInput(idSchema("Nie ma takiego użytkownika."), form.get("user_id"));
  const changed = id.ok ? await changeRole(request, id.value, textField(form, "role")) : id;
  return changed.ok ? { ok: true as const, message: `${changed.value.username}: ${ROLE_LABELS[changed.value.role]}` } : actionFailure(changed);
}

function RoleForm({ user }: { user: StaffRow }) {
  return (
    <Form method="post" className="role-form">
      <input type="hidden" name="user_id" value={user.user_id} />
      <label>
        Rola: <Link to={profileHref(user.user_name)}>{user.user_name}</Link>
        <select name="role" defaultValue={user.role}>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
      </label>
      <button type="submit">Zapisz</button>
    </Form>
  );
}

export default function Users({ loaderData, actionData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  return (
    <main className="page panel-users">
      <h1>Użytkownicy i role</h1>
      <ActionMessages answer={actionData} done={actionData?.ok ? `Zapisano: ${actionData.message}` : null} />
      <h2>Moderatorzy i administratorzy</h2>
      <ul>
        {loaderData.staff.map((user) => (
          <li key={user.user_id}>
            <RoleForm user={user} />
          </li>
        ))}
      </ul>
      <h2>Znajdź użytkownika</h2>
      <Form method="get">
        <label>
          Początek nazwy
          <input name="kto" defaultValue={search.get("kto") ?? ""} />
        </label>
        <button type="submit">Szukaj</button>
      </Form>
      <ul>
        {loaderData.found.map((user) => (
          <li key={user.user_id}>
            <RoleForm user={user} />
          </li>
        ))}
      </ul>
      {loaderData.lookAlikes.length > 0 && (
        <section aria-labelledby="podobne-nazwy">
          <h2 id="podobne-nazwy">Konta o nazwach podobnych do starszych</h2>
          <p className="muted">
            Te nazwy wyglądają jak nazwy starszych kont. Nikogo nie przemianowaliśmy: zdecyduj, czy trzeba poprosić właściciela o zmianę.
          </p>
          <ul>
            {loaderData.lookAlikes.map((account) => (
              <li key={account.user_id}>
                <Link to={profileHref(account.user_name)}>{account.user_name}</Link>
                {account.looks_like && (
                  <>
                    {" "}
                    wygląda jak <Link to={profileHref(account.looks_like)}>{account.looks_like}</Link>
                  </>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}
