import { useState } from "react";
import { Form, Link, data, redirect, useNavigation } from "react-router";
import { loginAccount } from "../../worker/services/accounts";
import { getSessionUser } from "../../worker/services/session";
import { ACCOUNT_MESSAGES, EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, loginSchema, type AccountErrors } from "~/lib/account-schemas";
import { accountActionResponse } from "~/lib/account-outcome.server";
import { profileHref } from "~/lib/userdata";
import { readForm } from "~/lib/read-form.server";
import { SITE_NAME } from "~/lib/constants";
import type { Route } from "./+types/login";
import "~/styles/accounts.css";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  if (user) throw redirect(profileHref(user.username));
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const parsed = loginSchema.safeParse({ username: form.get("username") ?? "", password: form.get("password") ?? "" });
  if (!parsed.success) return data({ errors: { form: ACCOUNT_MESSAGES.loginRequired } as AccountErrors }, { status: 400 });
  return accountActionResponse(await loginAccount(request, parsed.data));
}

export default function Login({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [clientError, setClientError] = useState<string | null>(null);
  const error = clientError ?? actionData?.errors.form ?? null;
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
          setClientError(empty ? ACCOUNT_MESSAGES.loginRequired : null);
          if (empty) event.preventDefault();
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

export function meta() {
  return [{ title: `Logowanie | ${SITE_NAME}` }];
}
