// /potwierdz-email?token=… (decision 044): the mailed link opens a page with one button; the
// button confirms (a mail scanner that opens links confirms nothing). No login is needed: the
// link is the proof. A browser logged in as another account is refused.
import { useState } from "react";
import { data, Link, type ShouldRevalidateFunctionArgs } from "react-router";
import { checkConfirmationLink, confirmEmail } from "@worker/services/email-confirmation";
import { getSessionUser } from "@worker/services/session";
import { CaptchaForm } from "~/components/form-kit/captcha-form";
import { FormNotice, type NoticeAnswer, successMessage } from "~/components/form-kit/notice";
import { SITE_NAME } from "@core/constants";
import { httpOf, parseInput } from "@core/result";
import { confirmEmailSchema, linkTokenSchema } from "@core/schemas/account-settings";
import { simplePageMeta } from "~/lib/seo";
import { actionFailure } from "../server/answer.server";
import { readForm, textField } from "../server/read-form.server";
import type { Route } from "./+types/confirm-email";

const INTENT = "confirm-email";

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const parsed = parseInput(linkTokenSchema, token);
  const link = parsed.ok ? await checkConfirmationLink(request, parsed.value) : parsed;
  const loggedIn = (await getSessionUser(request)) !== null;
  if (link.ok) return { token, email: link.value.email, problem: null, loggedIn };
  return data({ token: "", email: null, problem: link.message, loggedIn }, { status: httpOf(link).status });
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const input = parseInput(confirmEmailSchema, { token: textField(form, "token") });
  const outcome = input.ok ? await confirmEmail(request, input.value.token) : input;
  if (!outcome.ok) return actionFailure(outcome, { intent: INTENT });
  // The status is set so the loader's, which runs after and now finds the link used, does not win.
  return data({ ok: true as const, intent: INTENT, message: `Adres ${outcome.value.email} jest potwierdzony. Dziękujemy!` }, { status: 200 });
}

/**
 * After its own successful action the page keeps the loader's answer (the link, now used,
 * would replace the form and its good news before the form could hand them over).
 */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return (actionResult as { ok?: boolean } | undefined)?.ok === true ? false : defaultShouldRevalidate;
}

export default function ConfirmEmail({ loaderData, actionData }: Route.ComponentProps) {
  const { token, email, problem, loggedIn } = loaderData;
  const answer = (actionData ?? null) as NoticeAnswer | null;
  const [notice, setNotice] = useState(successMessage(answer, INTENT));
  return (
    <main className="page account-page">
      <h1>Potwierdzenie adresu e-mail</h1>
      {notice ? null : problem ? (
        <p className="form-error" role="alert">
          {problem}
        </p>
      ) : (
        <CaptchaForm<{ message?: string }>
          intent={INTENT}
          action={`/potwierdz-email?token=${encodeURIComponent(token)}`}
          className="account-form"
          captcha={null}
          captchaMessage=""
          submitLabel="Potwierdź adres"
          serverAnswer={answer}
          onDone={(answer) => setNotice(typeof answer.message === "string" ? answer.message : null)}
        >
          <input type="hidden" name="token" value={token} />
          <p>
            Potwierdzasz, że adres <strong>{email}</strong> należy do Ciebie.
          </p>
        </CaptchaForm>
      )}
      <FormNotice message={notice} />
      <p className="muted">
        {loggedIn ? <Link to="/profil/ustawienia">Ustawienia konta</Link> : <Link to="/login">Zaloguj się</Link>}
        {problem && !notice && (
          <>
            {" "}
            · Nowy link wyślesz z ustawień konta albo z formularza <Link to="/przypomnij-haslo">„Nie pamiętasz hasła?”</Link>.
          </>
        )}
      </p>
    </main>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return simplePageMeta(matches, {
    title: `Potwierdzenie adresu e-mail | ${SITE_NAME}`,
    description: "Potwierdź adres e-mail swojego konta.",
    path: "/potwierdz-email",
    robots: "noindex",
  });
}
