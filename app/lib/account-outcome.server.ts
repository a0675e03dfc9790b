// The page actions' side of an account outcome (login, registration): success lands on
// the user's profile with the session cookie set; anything else stays on the form.
import { data, redirect } from "react-router";
import type { AccountOutcome } from "../../worker/services/accounts";
import type { AccountErrors } from "./account-schemas";
import { profileHref } from "./userdata";

export function accountActionResponse(outcome: AccountOutcome) {
  if (outcome.kind === "success") {
    return redirect(profileHref(outcome.user.username), { headers: { "Set-Cookie": outcome.cookie } });
  }
  if (outcome.kind === "throttled") {
    return data(
      { errors: { form: outcome.message } as AccountErrors },
      { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
    );
  }
  return data({ errors: outcome.errors }, { status: outcome.status });
}
