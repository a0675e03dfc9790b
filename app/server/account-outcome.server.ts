// The page actions' side of a login or registration: success lands on the user's profile
// with the session cookie set; a failure stays on the form with its message under its field
// (and, for a login under attack, `captchaRequired`), in the one answer shape.
import { redirect } from "react-router";
import type { SignedIn } from "@worker/services/accounts";
import type { Result } from "@core/result";
import { profileHref } from "@core/text/urlname";
import { actionFailure } from "./answer.server";

export function accountActionResponse(outcome: Result<SignedIn>, intent: string) {
  if (outcome.ok) return redirect(profileHref(outcome.value.user.username), { headers: { "Set-Cookie": outcome.value.cookie } });
  return actionFailure(outcome, { intent });
}
