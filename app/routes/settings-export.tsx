// POST /profil/ustawienia/dane: 'Pobierz moje dane' (decision 044). A resource route, so its
// answer reaches the browser as it is: the JSON file as a download, the settings page staying
// where it was. The form is a plain post (a file cannot come back through a fetcher), so a
// refusal goes back to the settings with a code the page turns into its message; the code,
// never a message, travels in the address (nobody can make the page say their words).
import { redirect } from "react-router";
import { exportOwnData } from "@worker/services/account-export";
import { requireSession } from "@worker/services/permissions";
import { parseInput } from "@core/result";
import { currentPasswordSchema } from "@core/schemas/account-settings";
import type { ExportRefusal } from "@core/pages/settings";
import { readForm, textField } from "../server/read-form.server";
import type { Route } from "./+types/settings-export";

const SETTINGS_PATH = "/profil/ustawienia";

export async function loader() {
  return redirect(SETTINGS_PATH);
}

const back = (refusal: ExportRefusal) => redirect(`${SETTINGS_PATH}?eksport=${refusal}#twoje-dane`, 303);

export async function action({ request }: Route.ActionArgs) {
  const session = await requireSession(request);
  if (!session.ok) return redirect("/login", 303);
  const form = await readForm(request);
  const input = parseInput(currentPasswordSchema, { current: textField(form, "current") });
  if (!input.ok) return back("brak-hasla");
  const outcome = await exportOwnData(request, input.value.current);
  if (!outcome.ok) return back(outcome.code === "throttled" ? "limit" : "zle-haslo");
  return new Response(outcome.value.json, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${outcome.value.filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
