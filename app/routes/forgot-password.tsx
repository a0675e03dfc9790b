// /przypomnij-haslo ('Nie pamiętasz hasła?', decision 044): one field, the e-mail or the name.
// The answer is the same whether or not the account exists.
import { useState } from "react";
import { Link } from "react-router";
import { requestPasswordReset } from "@worker/services/password-reset";
import { CaptchaForm, InputField } from "~/components/form-kit/captcha-form";
import { FormNotice, type NoticeAnswer, successMessage } from "~/components/form-kit/notice";
import { SITE_NAME } from "@core/constants";
import { parseInput } from "@core/result";
import { forgotPasswordSchema } from "@core/schemas/account-settings";
import { EMAIL_MAX_LENGTH, RESET_MESSAGES } from "@core/rules/account-messages";
import { simplePageMeta } from "~/lib/seo";
import { actionFailure } from "../server/answer.server";
import { readForm, textField } from "../server/read-form.server";
import type { Route } from "./+types/forgot-password";

const INTENT = "forgot-password";

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const input = parseInput(forgotPasswordSchema, { login: textField(form, "login") });
  const outcome = input.ok ? await requestPasswordReset(request, input.value.login) : input;
  if (!outcome.ok) return actionFailure(outcome, { intent: INTENT });
  return { ok: true as const, intent: INTENT, message: outcome.value.message };
}

function check(form: FormData) {
  return String(form.get("login") ?? "").trim() === "" ? { login: RESET_MESSAGES.loginRequired } : {};
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const answer = (actionData ?? null) as NoticeAnswer | null;
  const [notice, setNotice] = useState(successMessage(answer, INTENT));
  return (
    <main className="page account-page">
      <h1>Nie pamiętasz hasła?</h1>
      <p className="muted">
        Podaj adres e-mail albo nazwę użytkownika. Wyślemy link do ustawienia nowego hasła — ważny przez godzinę — na adres e-mail konta, jeśli jest
        potwierdzony.
      </p>
      <CaptchaForm<{ message?: string }>
        intent={INTENT}
        action="/przypomnij-haslo"
        className="account-form"
        captcha={null}
        captchaMessage=""
        submitLabel="Wyślij link"
        validate={check}
        serverAnswer={answer}
        onDone={(answer) => setNotice(typeof answer.message === "string" ? answer.message : null)}
        onFailure={() => setNotice(null)}
      >
        <InputField
          label="E-mail lub nazwa użytkownika"
          name="login"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={EMAIL_MAX_LENGTH}
        />
      </CaptchaForm>
      <FormNotice message={notice} />
      <p className="muted">
        Adres e-mail nie jest potwierdzony? Wtedy zamiast linku do nowego hasła wyślemy link potwierdzający; po potwierdzeniu poproś o nowe hasło
        jeszcze raz. Jeśli nie masz już dostępu do tej skrzynki, napisz do nas (<Link to="/kontakt">kontakt</Link>).
      </p>
      <p className="muted">
        Pamiętasz jednak? <Link to="/login">Zaloguj się</Link>.
      </p>
    </main>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return simplePageMeta(matches, {
    title: `Nie pamiętasz hasła? | ${SITE_NAME}`,
    description: "Wyślemy link do ustawienia nowego hasła na adres e-mail konta.",
    path: "/przypomnij-haslo",
    robots: "noindex",
  });
}
