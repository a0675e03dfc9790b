// /profil/ustawienia's action (decision 044): one handler per form `intent`, each a thin
// adapter (parse, service, answer) in the one answer shape. The services act on the verified
// session's account only; the route refuses a visitor (401) before the body is read.
import { redirect } from "react-router";
import { changePassword, deleteOwnAccount, logOutEverywhere, requestEmailChange, resendConfirmation } from "@worker/services/account-settings";
import { EXPORT_PATH, grantExport } from "@worker/services/account-export";
import { changeEmailSchema, changePasswordSchema, currentPasswordSchema, deleteAccountSchema } from "@core/schemas/account-settings";
import { fail, parseInput, type Result } from "@core/result";
import { actionFailure } from "./answer.server";
import { textField } from "./read-form.server";

type Handler = (
  request: Request,
  form: FormData,
) => Promise<Response | ReturnType<typeof actionFailure> | { ok: true; intent: string; message: string }>;

/** A message on success, the failure at its field otherwise. */
const answer = (intent: string, outcome: Result<{ message: string }>) =>
  outcome.ok ? { ok: true as const, intent, message: outcome.value.message } : actionFailure(outcome, { intent });

/** Leaving (the account, or every session): home, without the session cookie. */
const leave = (intent: string, outcome: Result<{ cookie: string }>) =>
  outcome.ok ? redirect("/", { headers: { "Set-Cookie": outcome.value.cookie } }) : actionFailure(outcome, { intent });

export const SETTINGS_HANDLERS: Record<string, Handler> = {
  "change-password": async (request, form) => {
    const input = parseInput(changePasswordSchema, { current: textField(form, "current"), password: textField(form, "password") });
    return answer("change-password", input.ok ? await changePassword(request, input.value) : input);
  },
  "change-email": async (request, form) => {
    const input = parseInput(changeEmailSchema, { current: textField(form, "current"), email: textField(form, "email") });
    return answer("change-email", input.ok ? await requestEmailChange(request, input.value) : input);
  },
  "resend-confirmation": async (request) => answer("resend-confirmation", await resendConfirmation(request)),
  "logout-all": async (request) => leave("logout-all", await logOutEverywhere(request)),
  // 'Pobierz moje dane', a plain post (a file cannot come back through a fetcher): a refusal is
  // the page with its 4xx, the right password a 303 to the file with a minute's pass.
  "export-data": async (request, form) => {
    const input = parseInput(currentPasswordSchema, { current: textField(form, "current") });
    const outcome = input.ok ? await grantExport(request, input.value.current) : input;
    return outcome.ok
      ? redirect(EXPORT_PATH, { status: 303, headers: { "Set-Cookie": outcome.value.cookie } })
      : actionFailure(outcome, { intent: "export-data" });
  },
  "delete-account": async (request, form) => {
    const input = parseInput(deleteAccountSchema, { current: textField(form, "current"), contributions: textField(form, "contributions") });
    return leave("delete-account", input.ok ? await deleteOwnAccount(request, input.value) : input);
  },
};

export function unknownIntent() {
  return actionFailure(fail("invalid", "Nieznana operacja."));
}
