// The page actions' side of a login or registration: success lands on the user's profile
// with the session cookie set; a failure stays on the form with its message under its field.
import { data, redirect } from "react-router";
import type { SignedIn } from "@worker/services/accounts";
import { httpOf, type Result } from "@core/result";
import type { AccountErrors } from "@core/schemas/account";
import { profileHref } from "@core/text/urlname";

export function accountActionResponse(outcome: Result<SignedIn>) {
  if (outcome.ok) return redirect(profileHref(outcome.value.user.username), { headers: { "Set-Cookie": outcome.value.cookie } });
  const { status, headers } = httpOf(outcome);
  const errors = (outcome.details?.errors as AccountErrors | undefined) ?? { [outcome.field ?? "form"]: outcome.message };
  return data({ errors, captchaRequired: outcome.details?.captchaRequired === true }, { status, headers });
}
