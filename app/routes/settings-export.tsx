// GET /profil/ustawienia/dane: the file of 'Pobierz moje dane' (decision 044). The password is
// typed on the settings page, whose action checks it (a refusal is that page again, with a 4xx
// and the message at the field) and redirects here with a minute's pass (account-export.ts).
// A resource route, so its answer reaches the browser as it is: the JSON file as a download,
// the settings page staying where it was, with or without JavaScript.
import { redirect } from "react-router";
import { NON_PAGE_CSP } from "@worker/security-headers";
import { exportOwnData } from "@worker/services/account-export";
import { SETTINGS_MESSAGES } from "@core/rules/account-messages";
import type { Route } from "./+types/settings-export";

const SETTINGS_PATH = "/profil/ustawienia";

/**
 * Opened without a fresh password (a reload, a bookmark): 403, in words and with the way back.
 * A few words of HTML with nothing to load or run, so the strictest policy fits it.
 */
function withoutPass(): Response {
  const body = `<!doctype html><html lang="pl"><head><meta charset="utf-8"><title>Twoje dane</title></head><body><p>${SETTINGS_MESSAGES.exportNeedsPassword}</p><p><a href="${SETTINGS_PATH}#twoje-dane">Wróć do ustawień konta</a></p></body></html>`;
  return new Response(body, { status: 403, headers: { "Content-Type": "text/html; charset=utf-8", "Content-Security-Policy": NON_PAGE_CSP } });
}

export async function loader({ request }: Route.LoaderArgs) {
  const outcome = await exportOwnData(request);
  if (!outcome.ok) return outcome.code === "unauthenticated" ? redirect("/login") : withoutPass();
  return new Response(outcome.value.json, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${outcome.value.filename}"`,
      "Cache-Control": "private, no-store",
      // The pass is spent with its download.
      "Set-Cookie": outcome.value.cookie,
    },
  });
}
