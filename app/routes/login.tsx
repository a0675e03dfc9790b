import { useEffect, useState } from "react";
import { Form, Link, data, redirect, useNavigation } from "react-router";
import { loginAccount } from "@worker/services/accounts";
import { captchaWidget } from "@worker/services/captcha";
import { getSessionUser } from "@worker/services/session";
import { CaptchaField } from "~/components/captcha-field";
import { ACCOUNT_MESSAGES, EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, loginSchema, type AccountErrors } from "@core/schemas/account";
import { accountActionResponse } from "../server/account-outcome.server";
import { profileHref } from "@core/text/urlname";
import { readForm } from "../server/read-form.server";
import { CAPTCHA_FIELD } from "@core/schemas/captcha";
import { SITE_NAME } from "@core/constants";
import { simplePageMeta } from "~/lib/seo";
import type { Route } from "./+types/login";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  if (user) throw redirect(profileHref(user.username));
  // Shown only when the server asks for it: an account attacked from many clients needs a
  // solved captcha with every login (worker/services/accounts.ts loginAccount).
  return { captcha: captchaWidget() };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const parsed = loginSchema.safeParse({ username: form.get("username") ?? "", password: form.get("password") ?? "" });
  if (!parsed.success) return data({ errors: { form: ACCOUNT_MESSAGES.loginRequired } as AccountErrors, captchaRequired: false }, { status: 400 });
  return accountActionResponse(await loginAccount(request, parsed.data, form.get(CAPTCHA_FIELD)));
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [clientError, setClientError] = useState<string | null>(null);
  // Once asked for, the captcha stays for every later try (the account stays under its
  // limit for a while); each answer brings a fresh puzzle, since a solution is single use.
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  useEffect(() => {
    if (!actionData) return;
    setClientError(null);
    if (actionData.captchaRequired) setCaptchaNeeded(true);
    setCaptchaKey((key) => key + 1);
  }, [actionData]);
  const showCaptcha = captchaNeeded || actionData?.captchaRequired === true;
  // The server's "solve the captcha" goes once the new puzzle is solved.
  const captchaError = captchaToken ? null : (actionData?.errors.captcha ?? null);
  const error = clientError ?? captchaError ?? actionData?.errors.form ?? null;
  return (
    <main className="page account-page">
      <h1>Logowanie</h1>
      <Form
        method="post"
        className="account-form"
        noValidate
        onSubmit={(event) => {
          // Both fields are required and trimmed (spec §5); Enter in either submits.
          const fields = new FormData(event.currentTarget);
          const empty = ["username", "password"].some((name) => String(fields.get(name) ?? "").trim() === "");
          const message = empty ? ACCOUNT_MESSAGES.loginRequired : showCaptcha && !captchaToken ? ACCOUNT_MESSAGES.captcha : null;
          setClientError(message);
          if (message) event.preventDefault();
        }}
      >
        <input type="hidden" name="intent" value="login" />
        <label>
          E-mail lub nazwa użytkownika
          <input name="username" autoComplete="username" autoCapitalize="none" spellCheck={false} maxLength={EMAIL_MAX_LENGTH} />
        </label>
        <label>
          Hasło
          <input name="password" type="password" autoComplete="current-password" maxLength={PASSWORD_MAX_LENGTH} />
        </label>
        {showCaptcha && (
          <CaptchaField
            key={captchaKey}
            widget={loaderData.captcha}
            onChange={(token) => {
              setCaptchaToken(token);
              if (token) setClientError(null);
            }}
          />
        )}
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" disabled={navigation.state === "submitting"}>
          Zaloguj
        </button>
      </Form>
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
