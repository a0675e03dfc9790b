import { useState } from "react";
import { Link } from "react-router";
import { loginAccount } from "@worker/services/accounts";
import { captchaWidget } from "@worker/services/captcha";
import { CaptchaForm, Field } from "~/components/form-kit/captcha-form";
import { SITE_NAME } from "@core/constants";
import { fail, parseInput } from "@core/result";
import { loginSchema } from "@core/schemas/account";
import { ACCOUNT_MESSAGES, EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from "@core/rules/account-messages";
import { CAPTCHA_FIELD } from "@core/schemas/captcha";
import { simplePageMeta } from "~/lib/seo";
import { accountActionResponse } from "../server/account-outcome.server";
import { actionFailure } from "../server/answer.server";
import { requireAnonymous } from "../server/auth.server";
import { readForm, textField } from "../server/read-form.server";
import type { Route } from "./+types/login";

const INTENT = "login";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request);
  // Shown only when the server asks for it: an account attacked from many clients needs a
  // solved captcha with every login (worker/services/accounts.ts loginAccount).
  return { captcha: captchaWidget() };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const input = parseInput(loginSchema, { username: textField(form, "username"), password: textField(form, "password") });
  // Product §5.3: one message for either field missing.
  if (!input.ok) return actionFailure(fail("invalid", ACCOUNT_MESSAGES.loginRequired), { intent: INTENT });
  return accountActionResponse(await loginAccount(request, input.value, form.get(CAPTCHA_FIELD)), INTENT);
}

/** Both fields are required and trimmed (product §5.3); Enter in either submits. */
function check(form: FormData) {
  const empty = ["username", "password"].some((name) => String(form.get(name) ?? "").trim() === "");
  return empty ? { form: ACCOUNT_MESSAGES.loginRequired } : {};
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  // Once asked for, the captcha stays for every later try (the account stays under its
  // limit for a while); the kit brings a fresh puzzle with each answer.
  const [captchaNeeded, setCaptchaNeeded] = useState(actionData?.ok === false && actionData.captchaRequired === true);
  return (
    <main className="page account-page">
      <h1>Logowanie</h1>
      <CaptchaForm
        intent={INTENT}
        action="/login"
        className="account-form"
        captcha={captchaNeeded ? loaderData.captcha : null}
        captchaMessage={ACCOUNT_MESSAGES.captcha}
        submitLabel="Zaloguj"
        validate={check}
        serverAnswer={actionData ?? null}
        onFailure={(answer) => {
          if (answer.captchaRequired === true) setCaptchaNeeded(true);
        }}
      >
        <Field label="E-mail lub nazwa użytkownika" name="username">
          {({ id, describedBy }) => (
            <input
              id={id}
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={EMAIL_MAX_LENGTH}
              aria-describedby={describedBy}
            />
          )}
        </Field>
        <Field label="Hasło" name="password">
          {({ id, describedBy }) => (
            <input
              id={id}
              name="password"
              type="password"
              autoComplete="current-password"
              maxLength={PASSWORD_MAX_LENGTH}
              aria-describedby={describedBy}
            />
          )}
        </Field>
      </CaptchaForm>
      <p className="muted">
        <Link to="/przypomnij-haslo">Nie pamiętasz hasła?</Link>
      </p>
      <p className="muted">
        Nie masz konta? <Link to="/rejestracja">Zarejestruj się</Link> — to nic nie kosztuje.
      </p>
    </main>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return simplePageMeta(matches, {
    title: `Logowanie | ${SITE_NAME}`,
    description: "Zaloguj się nazwą użytkownika albo e-mailem, żeby nadinterpretować bez captchy i zbierać punkty w rankingu.",
    path: "/login",
    crumbs: [{ name: "Logowanie", path: "/login" }],
  });
}
