// /profil/ustawienia (decision 044): the logged-in owner's account — its address, its password,
// its sessions, a copy of its data, leaving. Linked from one's own profile. Each form is the
// form kit's; every change that matters asks for the current password again.
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { deletionFacts } from "@worker/services/account-settings";
import { emailStatus } from "@worker/services/email-confirmation";
import { CaptchaForm, FieldError, InputField } from "~/components/form-kit/captcha-form";
import { DocumentForm } from "~/components/form-kit/document-form";
import { FormNotice, type NoticeAnswer, successMessage } from "~/components/form-kit/notice";
import { ANONYMOUS_AUTHOR, SITE_NAME } from "@core/constants";
import type { SettingsData } from "@core/pages/settings";
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from "@core/rules/account-limits";
import { SETTINGS_MESSAGES } from "@core/rules/account-messages";
import { profileHref } from "@core/text/urlname";
import { simplePageMeta } from "~/lib/seo";
import { requireUserOrThrow } from "../server/auth.server";
import { readForm } from "../server/read-form.server";
import { SETTINGS_HANDLERS, unknownIntent } from "../server/settings-actions.server";
import type { Route } from "./+types/settings";

const PATH = "/profil/ustawienia";

export async function loader({ request }: Route.LoaderArgs): Promise<SettingsData> {
  const user = await requireUserOrThrow(request);
  const status = await emailStatus(user.id);
  return {
    username: user.username,
    email: status?.email ?? "",
    emailConfirmed: status?.confirmed ?? false,
    cannotLeave: user.role === "admin" ? SETTINGS_MESSAGES.adminCannotLeave : null,
    leaving: deletionFacts(),
  };
}

export async function action({ request }: Route.ActionArgs) {
  // A visitor is refused before the body is read; the services check the session again.
  await requireUserOrThrow(request);
  const form = await readForm(request);
  const handler = SETTINGS_HANDLERS[String(form.get("intent"))];
  return handler ? handler(request, form) : unknownIntent();
}

function PasswordField({ label, name, autoComplete }: { label: string; name: string; autoComplete: string }) {
  return <InputField label={label} name={name} type="password" autoComplete={autoComplete} maxLength={PASSWORD_MAX_LENGTH} />;
}

const CURRENT = "Obecne hasło";
const EXPORT_INTENT = "export-data";

/** One settings form: a section named by its heading, the kit's form and its good news. */
function Section({
  id,
  title,
  intent,
  submit,
  answer,
  children,
  intro,
}: {
  id: string;
  title: string;
  intent: string;
  submit: string;
  answer: NoticeAnswer | null;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  const [notice, setNotice] = useState(successMessage(answer, intent));
  return (
    <section className="settings-section" aria-labelledby={`${id}-title`} id={id}>
      <h2 id={`${id}-title`}>{title}</h2>
      {intro}
      <CaptchaForm<{ message?: string }>
        intent={intent}
        action={PATH}
        className="account-form"
        captcha={null}
        captchaMessage=""
        submitLabel={submit}
        serverAnswer={answer?.intent === intent ? answer : null}
        onDone={(done) => {
          setNotice(typeof done.message === "string" ? done.message : null);
          // Typed passwords do not stay on the page once used.
          for (const input of document.querySelectorAll<HTMLInputElement>(`#${id} input[type="password"]`)) input.value = "";
        }}
        onFailure={() => setNotice(null)}
      >
        {children}
      </CaptchaForm>
      <FormNotice message={notice} />
    </section>
  );
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const { username, email, emailConfirmed, cannotLeave, leaving } = loaderData;
  const answer = (actionData ?? null) as NoticeAnswer | null;
  // The export is a plain post: its refusal comes back as this page's action data.
  const exportRefused = answer && !answer.ok && answer.intent === EXPORT_INTENT ? { [answer.field ?? "form"]: answer.error } : {};
  return (
    <main className="page account-page settings-page">
      <h1>Ustawienia konta</h1>
      <p className="muted">
        Konto <Link to={profileHref(username)}>{username}</Link>.
      </p>

      <Section
        id="adres-email"
        title="Adres e-mail"
        intent="change-email"
        submit="Zmień adres"
        answer={answer}
        intro={
          <p>
            Obecny adres: <strong>{email}</strong> —{" "}
            {emailConfirmed ? "potwierdzony." : "niepotwierdzony: link do nowego hasła wyślemy dopiero na potwierdzony adres."}
          </p>
        }
      >
        <InputField
          label="Nowy adres e-mail"
          name="email"
          hint="Wyślemy na niego link; adres zmieni się, gdy go otworzysz."
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
        />
        <PasswordField label={CURRENT} name="current" autoComplete="current-password" />
      </Section>
      {!emailConfirmed && (
        <Section id="potwierdzenie" title="Potwierdzenie adresu" intent="resend-confirmation" submit="Wyślij link ponownie" answer={answer} />
      )}

      <Section id="haslo" title="Hasło" intent="change-password" submit="Zmień hasło" answer={answer}>
        <PasswordField label={CURRENT} name="current" autoComplete="current-password" />
        <PasswordField label="Nowe hasło (co najmniej 8 znaków)" name="password" autoComplete="new-password" />
      </Section>

      <Section
        id="sesje"
        title="Urządzenia"
        intent="logout-all"
        submit="Wyloguj ze wszystkich urządzeń"
        answer={answer}
        intro={<p>Kończy każdą sesję tego konta, także tę. Przydaje się po zalogowaniu na cudzym komputerze.</p>}
      />

      <section className="settings-section" aria-labelledby="twoje-dane-title" id="twoje-dane">
        <h2 id="twoje-dane-title">Twoje dane</h2>
        <p>
          Plik JSON ze wszystkim, co o Tobie przechowujemy: konto, sesje, interpretacje, komentarze, tłumaczenia, dodane wersje, zmiany teledysków i
          synchronizacji, głosy.
        </p>
        <DocumentForm action={PATH} intent={EXPORT_INTENT} submitLabel="Pobierz moje dane" errors={exportRefused} className="account-form">
          <PasswordField label={CURRENT} name="current" autoComplete="current-password" />
        </DocumentForm>
      </section>

      {cannotLeave === null ? (
        <Section
          id="usun-konto"
          title="Usuń konto"
          intent="delete-account"
          submit="Usuń konto"
          answer={answer}
          intro={
            <>
              <p>Usuniemy nazwę, adres e-mail, hasło, sesje i głosy; Twoje punkty znikną z rankingu. Wyślemy potwierdzenie na Twój adres.</p>
              <p>
                Przez {leaving.trashDays} dni konto poleży jeszcze w koszu, widoczne tylko dla moderatorów. Jeśli zmienisz zdanie, napisz w tym czasie
                na <a href={`mailto:${leaving.contact}`}>{leaving.contact}</a>, a przywrócimy je ze wszystkim, co zabrało. Potem usuniemy je na
                zawsze; kopie zapasowe bazy znikają po kolejnych {leaving.backupDays} dniach.
              </p>
            </>
          }
        >
          <fieldset className="settings-choice">
            <legend>Twoje wpisy</legend>
            <label>
              <input type="radio" name="contributions" value="keep" defaultChecked />
              <span>Zostaw je podpisane jako „{ANONYMOUS_AUTHOR}”</span>
            </label>
            <label>
              <input type="radio" name="contributions" value="remove" />
              <span>Usuń je razem z kontem (interpretacje, komentarze, tłumaczenia, wersje)</span>
            </label>
            <FieldError name="contributions" />
          </fieldset>
          <PasswordField label={CURRENT} name="current" autoComplete="current-password" />
        </Section>
      ) : (
        <section className="settings-section" aria-labelledby="usun-konto-title" id="usun-konto">
          <h2 id="usun-konto-title">Usuń konto</h2>
          <p className="muted">{cannotLeave}</p>
        </section>
      )}
      <p className="muted">
        Więcej o tym, co przechowujemy i jak długo: <Link to="/prywatnosc">polityka prywatności</Link>.
      </p>
    </main>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return simplePageMeta(matches, {
    title: `Ustawienia konta | ${SITE_NAME}`,
    description: "Zmień hasło lub adres e-mail, wyloguj się ze wszystkich urządzeń, pobierz swoje dane albo usuń konto.",
    path: PATH,
    robots: "noindex",
  });
}
