import { useState } from "react";
import { Link } from "react-router";
import { registerAccount } from "@worker/services/accounts";
import { captchaWidget } from "@worker/services/captcha";
import { CaptchaForm, Field, FieldError, type FieldErrors } from "~/components/form-kit/captcha-form";
import { SITE_NAME } from "@core/constants";
import { fail, parseInput } from "@core/result";
import { registerSchema, type RegisterField } from "@core/schemas/account";
import { ACCOUNT_MESSAGES, CONSENT_AGE, EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, USERNAME_MAX_LENGTH } from "@core/rules/account-messages";
import { useAccountRules } from "~/lib/account-rules-lazy";
import { CAPTCHA_FIELD } from "@core/schemas/captcha";
import { simplePageMeta } from "~/lib/seo";
import { useAvailability } from "~/lib/use-availability";
import { accountActionResponse } from "../server/account-outcome.server";
import { actionFailure } from "../server/answer.server";
import { requireAnonymous } from "../server/auth.server";
import { readForm, textField } from "../server/read-form.server";
import type { Route } from "./+types/rejestracja";

const INTENT = "register";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request);
  return { captcha: captchaWidget() };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const fields = {
    username: textField(form, "username"),
    email: textField(form, "email"),
    password: textField(form, "password"),
    terms: textField(form, "terms"),
    age: textField(form, "age"),
  };
  const input = parseInput(registerSchema, fields);
  if (!input.ok) return actionFailure(input, { intent: INTENT });
  try {
    return accountActionResponse(await registerAccount(request, input.value, form.get(CAPTCHA_FIELD)), INTENT);
  } catch (error) {
    // Product §8: a failed registration says 'błąd!'.
    console.error("registration failed", error);
    return actionFailure(fail("unavailable", ACCOUNT_MESSAGES.registerFailed), { intent: INTENT });
  }
}

const FIELDS: { name: RegisterField; label: string; type: string; autoComplete: string; maxLength: number }[] = [
  { name: "username", label: "Nazwa użytkownika", type: "text", autoComplete: "username", maxLength: USERNAME_MAX_LENGTH },
  { name: "email", label: "E-mail", type: "email", autoComplete: "email", maxLength: EMAIL_MAX_LENGTH },
  { name: "password", label: "Hasło (co najmniej 8 znaków)", type: "password", autoComplete: "new-password", maxLength: PASSWORD_MAX_LENGTH },
];

export default function Registration({ loaderData, actionData }: Route.ComponentProps) {
  const [values, setValues] = useState<Record<RegisterField, string>>({ username: "", email: "", password: "" });
  // Both boxes are required (decision 044): checked on submit, and again by the server.
  const [ticked, setTicked] = useState({ terms: false, age: false });
  const [touched, setTouched] = useState<Record<RegisterField, boolean>>({ username: false, email: false, password: false });

  // Product §4.4: the username (and the e-mail) are checked 500 ms after the last key; the
  // button stays disabled until every field is filled, checked and without an error.
  const username = useAvailability("username", values.username, touched.username);
  const email = useAvailability("email", values.email, touched.email);
  // The rules load on the first keystroke (decision 052); until then the password counts as unchecked.
  const rules = useAccountRules(touched.username || touched.email || touched.password);
  const password = rules
    ? { error: touched.password ? rules.validateRegisterField("password", values.password) : null, validated: true }
    : { error: null, validated: !touched.password };
  const checks = { username, email, password };
  const found: FieldErrors = {};
  for (const { name } of FIELDS) if (checks[name].error) found[name] = checks[name].error ?? undefined;
  const ready = FIELDS.every(({ name }) => values[name].trim() !== "" && checks[name].validated && !checks[name].error);

  return (
    <main className="page account-page">
      <h1>Rejestracja</h1>
      <p className="muted">Konto jest darmowe i nieobowiązkowe: z nim trafiasz do rankingu i nie rozwiązujesz captchy.</p>
      <CaptchaForm
        intent={INTENT}
        action="/rejestracja"
        className="account-form"
        captcha={loaderData.captcha}
        captchaMessage={ACCOUNT_MESSAGES.captcha}
        submitLabel="Zarejestruj"
        serverAnswer={actionData ?? null}
        extraErrors={found}
        submitDisabled={!ready}
        validate={() => ({
          ...(ticked.terms ? {} : { terms: ACCOUNT_MESSAGES.termsRequired }),
          ...(ticked.age ? {} : { age: ACCOUNT_MESSAGES.ageRequired }),
        })}
      >
        {FIELDS.map(({ name, label, type, autoComplete, maxLength }) => (
          <Field key={name} label={label} name={name}>
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                name={name}
                type={type}
                autoComplete={autoComplete}
                value={values[name]}
                maxLength={maxLength}
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
                onChange={(event) => {
                  const value = event.target.value;
                  setValues((v) => ({ ...v, [name]: value }));
                  setTouched((t) => ({ ...t, [name]: true }));
                }}
              />
            )}
          </Field>
        ))}
        <div className="consent-field">
          <label>
            <input
              type="checkbox"
              name="terms"
              checked={ticked.terms}
              onChange={(event) => setTicked((t) => ({ ...t, terms: event.target.checked }))}
            />
            <span>
              Akceptuję <Link to="/dmca">regulamin</Link> i <Link to="/prywatnosc">politykę prywatności</Link>.
            </span>
          </label>
          <FieldError name="terms" />
        </div>
        <div className="consent-field">
          <label>
            <input type="checkbox" name="age" checked={ticked.age} onChange={(event) => setTicked((t) => ({ ...t, age: event.target.checked }))} />
            <span>Mam ukończone {CONSENT_AGE} lat.</span>
          </label>
          <FieldError name="age" />
        </div>
      </CaptchaForm>
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
