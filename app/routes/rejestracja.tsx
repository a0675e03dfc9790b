import { useEffect, useState } from "react";
import { Form, Link, data, redirect, useNavigation } from "react-router";
import { registerAccount } from "@worker/services/accounts";
import { captchaWidget } from "@worker/services/captcha";
import { getSessionUser } from "@worker/services/session";
import { CaptchaField } from "~/components/captcha-field";
import {
  ACCOUNT_MESSAGES,
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
  fieldErrors,
  registerSchema,
  validateRegisterField,
  type AccountErrors,
  type RegisterField,
} from "@core/schemas/account";
import { accountActionResponse } from "../server/account-outcome.server";
import { profileHref } from "@core/text/urlname";
import { readForm } from "../server/read-form.server";
import { CAPTCHA_FIELD } from "@core/schemas/captcha";
import { SITE_NAME } from "@core/constants";
import { simplePageMeta } from "~/lib/seo";
import { useAvailability } from "~/lib/use-availability";
import type { Route } from "./+types/rejestracja";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  if (user) throw redirect(profileHref(user.username));
  return { captcha: captchaWidget() };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const fields = { username: form.get("username") ?? "", email: form.get("email") ?? "", password: form.get("password") ?? "" };
  const parsed = registerSchema.safeParse(fields);
  if (!parsed.success) return data({ errors: fieldErrors(parsed.error) as AccountErrors }, { status: 400 });
  try {
    return accountActionResponse(await registerAccount(request, parsed.data, form.get(CAPTCHA_FIELD)));
  } catch (error) {
    console.error("registration failed", error);
    return data({ errors: { form: ACCOUNT_MESSAGES.registerFailed } as AccountErrors }, { status: 500 });
  }
}

const FIELDS: { name: RegisterField; label: string; type: string; autoComplete: string; maxLength: number }[] = [
  { name: "username", label: "Nazwa użytkownika", type: "text", autoComplete: "username", maxLength: USERNAME_MAX_LENGTH },
  { name: "email", label: "E-mail", type: "email", autoComplete: "email", maxLength: EMAIL_MAX_LENGTH },
  { name: "password", label: "Hasło (co najmniej 8 znaków)", type: "password", autoComplete: "new-password", maxLength: PASSWORD_MAX_LENGTH },
];

export default function Registration({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [values, setValues] = useState<Record<RegisterField, string>>({ username: "", email: "", password: "" });
  const [touched, setTouched] = useState<Record<RegisterField, boolean>>({ username: false, email: false, password: false });
  // Server errors stay until their field is edited; every answer brings a fresh captcha.
  const [serverErrors, setServerErrors] = useState<AccountErrors>({});
  const [captchaKey, setCaptchaKey] = useState(0);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaError, setCaptchaError] = useState<string | null>(null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (!actionData) return;
    setServerErrors(actionData.errors);
    setCaptchaKey((key) => key + 1);
  }, [actionData]);

  const username = useAvailability("username", values.username, touched.username);
  const email = useAvailability("email", values.email, touched.email);
  const password = { error: touched.password ? validateRegisterField("password", values.password) : null, validated: true };
  const checks = { username, email, password };

  const errorOf = (field: RegisterField) => checks[field].error ?? serverErrors[field] ?? null;
  const ready = FIELDS.every(({ name }) => values[name].trim() !== "" && checks[name].validated && !errorOf(name));
  const submitting = navigation.state === "submitting";
  const formError = captchaError ?? serverErrors.captcha ?? serverErrors.form ?? null;

  const edit = (field: RegisterField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setTouched((t) => ({ ...t, [field]: true }));
    setServerErrors(({ [field]: _, ...rest }) => rest);
  };

  return (
    <main className="page account-page">
      <h1>Rejestracja</h1>
      <p className="muted">Konto jest darmowe i nieobowiązkowe: z nim trafiasz do rankingu i nie rozwiązujesz captchy.</p>
      <Form
        method="post"
        className="account-form"
        noValidate
        onSubmit={(event) => {
          if (!captchaToken) {
            event.preventDefault();
            setCaptchaError(ACCOUNT_MESSAGES.captcha);
          }
        }}
      >
        <input type="hidden" name="intent" value="register" />
        {FIELDS.map(({ name, label, type, autoComplete, maxLength }) => {
          const error = errorOf(name);
          return (
            <label key={name}>
              {label}
              <input
                name={name}
                type={type}
                autoComplete={autoComplete}
                value={values[name]}
                onChange={(event) => edit(name, event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${name}-error` : undefined}
                maxLength={maxLength}
              />
              {error && (
                <span className="field-error" id={`${name}-error`} role="alert">
                  {error}
                </span>
              )}
            </label>
          );
        })}
        <CaptchaField
          key={captchaKey}
          widget={loaderData.captcha}
          onChange={(token) => {
            setCaptchaToken(token);
            if (token) setCaptchaError(null);
          }}
        />
        {formError && (
          <p className="form-error" role="alert">
            {formError}
          </p>
        )}
        {/* Enabled in the server's HTML so the form also works without JavaScript. */}
        <button type="submit" disabled={hydrated && (!ready || submitting)}>
          Zarejestruj
        </button>
      </Form>
      <p className="muted">
        Masz już konto? <Link to="/login">Zaloguj się</Link>.
      </p>
    </main>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return simplePageMeta(matches, {
    title: `Rejestracja | ${SITE_NAME}`,
    description: "Załóż darmowe konto: Twoje interpretacje zbierają punkty, a Ty trafiasz do rankingu użytkowników.",
    path: "/rejestracja",
    crumbs: [{ name: "Rejestracja", path: "/rejestracja" }],
  });
}
