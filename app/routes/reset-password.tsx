// /nowe-haslo?token=… (decision 044): the mailed link opens this form; opening it uses nothing
// (mail scanners open links too), sending the new password does. Success logs in here and
// ends every other session of the account.
import { data, Link } from "react-router";
import { checkResetLink, completePasswordReset } from "@worker/services/password-reset";
import { CaptchaForm, InputField } from "~/components/form-kit/captcha-form";
import { SITE_NAME } from "@core/constants";
import { httpOf, parseInput } from "@core/result";
import { linkTokenSchema, resetPasswordSchema } from "@core/schemas/account-settings";
import { PASSWORD_MAX_LENGTH } from "@core/rules/account-limits";
import { simplePageMeta } from "~/lib/seo";
import { accountActionResponse } from "../server/account-outcome.server";
import { actionFailure } from "../server/answer.server";
import { readForm, textField } from "../server/read-form.server";
import type { Route } from "./+types/reset-password";

const INTENT = "reset-password";

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const parsed = parseInput(linkTokenSchema, token);
  const link = parsed.ok ? await checkResetLink(request, parsed.value) : parsed;
  if (link.ok) return { token, problem: null };
  // The page still renders, saying what is wrong with the link, with the matching 4xx.
  return data({ token: "", problem: link.message }, { status: httpOf(link).status });
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const input = parseInput(resetPasswordSchema, { token: textField(form, "token"), password: textField(form, "password") });
  if (!input.ok) return actionFailure(input, { intent: INTENT });
  return accountActionResponse(await completePasswordReset(request, input.value.token, input.value.password), INTENT);
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { token, problem } = loaderData;
  return (
    <main className="page account-page">
      <h1>Nowe hasło</h1>
      {problem ? (
        <>
          <p className="form-error" role="alert">
            {problem}
          </p>
          <p>
            <Link className="button" to="/przypomnij-haslo">
              Wyślij nowy link
            </Link>
          </p>
        </>
      ) : (
        <>
          <p className="muted">Po zapisaniu nowego hasła zalogujemy Cię tutaj, a wszystkie inne urządzenia zostaną wylogowane.</p>
          <CaptchaForm
            intent={INTENT}
            action={`/nowe-haslo?token=${encodeURIComponent(token)}`}
            className="account-form"
            captcha={null}
            captchaMessage=""
            submitLabel="Ustaw nowe hasło"
            serverAnswer={actionData ?? null}
          >
            <input type="hidden" name="token" value={token} />
            <InputField
              label="Nowe hasło (co najmniej 8 znaków)"
              name="password"
              type="password"
              autoComplete="new-password"
              maxLength={PASSWORD_MAX_LENGTH}
            />
          </CaptchaForm>
        </>
      )}
    </main>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return simplePageMeta(matches, {
    title: `Nowe hasło | ${SITE_NAME}`,
    description: "Ustaw nowe hasło do swojego konta.",
    path: "/nowe-haslo",
    robots: "noindex",
  });
}
