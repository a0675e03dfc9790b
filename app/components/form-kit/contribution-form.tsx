// One form for every captcha-protected contribution on the song page (interpretations,
// comments, translations, covers): posts to the song page's action through a fetcher, shows
// the server's or the browser's message under its field (or above the buttons), and gives a
// fresh captcha after every answer (solutions are single use). Without JavaScript it is a
// plain form post: logged-in users get a redirect back to the song; a visitor is told that
// the captcha needs JavaScript. A form of two steps (covers: check the address, then send)
// hides its captcha and buttons until the first is done (`ready`) and may send itself once
// the captcha is solved (`submitOnCaptcha`).
import { createContext, useContext, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { CaptchaField } from "~/components/captcha-field";
import type { CaptchaWidget } from "@core/schemas/captcha";
import { INTENT_FIELD, JS_FIELD, type ContributionAnswer } from "@core/pages/answers";
import { useHydrated } from "~/lib/use-hydrated";

export type FieldErrors = Partial<Record<string, string>>;

const ErrorsContext = createContext<FieldErrors>({});

type Props = {
  /** posted as `intent` to the song page's action */
  intent: string;
  /** the song page's address */
  action: string;
  /** the captcha to show, null for a logged-in user (spec §5, Authors) */
  captcha: CaptchaWidget | null;
  /** the spec's message when the captcha is not solved */
  captchaMessage: string;
  submitLabel: string;
  /** the browser's checks before sending: field → message, or nothing */
  validate?: (form: FormData) => FieldErrors;
  onCancel?: () => void;
  onDone?: (answer: Extract<ContributionAnswer, { ok: true }>, form: FormData) => void;
  /** an answer of the page's action for this intent (a post without JavaScript) */
  serverAnswer?: ContributionAnswer | null;
  /** false while an earlier step is not done: no captcha and no submit button yet */
  ready?: boolean;
  /** send the form as soon as the captcha is solved (spec §4, adding an element) */
  submitOnCaptcha?: boolean;
  /** messages the page found itself (e.g. an earlier step's), shown like the form's own */
  extraErrors?: FieldErrors;
  /** extra fields that live outside the visible form (e.g. the selected lines) */
  id?: string;
  className?: string;
  children: ReactNode;
};

export function ContributionForm(props: Props) {
  const { intent, action, captcha, captchaMessage, submitLabel, validate, onCancel, onDone, serverAnswer, className, children } = props;
  const { ready = true, submitOnCaptcha = false, extraErrors } = props;
  const fetcher = useFetcher<ContributionAnswer>();
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<FieldErrors>(() => failureErrors(serverAnswer ?? undefined));
  const [captchaKey, setCaptchaKey] = useState(0);
  const [token, setToken] = useState<string | null>(null);
  const sent = useRef<FormData | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const done = useRef(onDone);
  done.current = onDone;

  // Every answer brings its message and a fresh captcha; a success calls onDone once.
  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer) return;
    setCaptchaKey((key) => key + 1);
    if (answer.ok) {
      setErrors({});
      if (sent.current) done.current?.(answer, sent.current);
      sent.current = null;
    } else {
      setErrors(failureErrors(answer));
    }
  }, [fetcher.state, fetcher.data]);

  // A freshly solved captcha sends the form by itself: requestSubmit runs the checks below.
  useEffect(() => {
    if (submitOnCaptcha && ready && token) formRef.current?.requestSubmit();
  }, [submitOnCaptcha, ready, token]);

  const busy = fetcher.state !== "idle";
  return (
    <ErrorsContext.Provider value={extraErrors ? { ...errors, ...extraErrors } : errors}>
      <fetcher.Form
        ref={formRef}
        id={props.id}
        method="post"
        action={action}
        className={`contribution-form ${className ?? ""}`}
        noValidate
        preventScrollReset
        onSubmit={(event) => {
          const form = new FormData(event.currentTarget);
          const found = { ...validate?.(form) };
          if (ready && captcha && !token) found.captcha = captchaMessage;
          // A form whose earlier step is not done never sends (`validate` says why).
          if (!ready || Object.values(found).some(Boolean)) {
            event.preventDefault();
            setErrors(found);
            return;
          }
          sent.current = form;
          setErrors({});
        }}
        onChange={(event) => {
          // Editing a field clears its message.
          const name = (event.target as unknown as HTMLInputElement).name;
          if (name && errors[name]) setErrors(({ [name]: _, ...rest }) => rest);
        }}
      >
        <input type="hidden" name={INTENT_FIELD} value={intent} />
        {hydrated && <input type="hidden" name={JS_FIELD} value="1" />}
        {children}
        {ready && captcha && (
          <>
            <CaptchaField
              key={captchaKey}
              widget={captcha}
              onChange={(value) => {
                setToken(value);
                if (value) setErrors(({ captcha: _, ...rest }) => rest);
              }}
            />
            <noscript>
              <p className="form-error">Captcha działa tylko z włączonym JavaScriptem. Włącz go albo zaloguj się, a captcha nie będzie potrzebna.</p>
            </noscript>
            <FieldError name="captcha" />
          </>
        )}
        <FieldError name="form" />
        <div className="form-buttons">
          {ready && (
            <button type="submit" disabled={busy}>
              {submitLabel}
            </button>
          )}
          {onCancel && (
            <button
              type="button"
              className="secondary"
              onClick={() => {
                // Spec §4: cancelling clears the captcha.
                setCaptchaKey((key) => key + 1);
                setToken(null);
                setErrors({});
                onCancel();
              }}
            >
              Anuluj
            </button>
          )}
        </div>
      </fetcher.Form>
    </ErrorsContext.Provider>
  );
}

function failureErrors(answer: ContributionAnswer | undefined): FieldErrors {
  if (!answer || answer.ok) return {};
  return { [answer.field ?? "form"]: answer.error };
}

/** The message of one field (or of the form), announced when it appears. */
export function FieldError({ name, id }: { name: string; id?: string }) {
  const message = useContext(ErrorsContext)[name];
  if (!message) return null;
  return (
    <p className="field-error" id={id} role="alert">
      {message}
    </p>
  );
}

/** A labelled field whose message (by `name`) sits under it and describes it. */
export function Field({
  label,
  name,
  hint,
  children,
}: {
  label: ReactNode;
  name: string;
  hint?: ReactNode;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}) {
  const id = useId();
  const errors = useContext(ErrorsContext);
  const invalid = Boolean(errors[name]);
  const describedBy = [hint ? `${id}-hint` : null, invalid ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {children({ id, describedBy, invalid })}
      {hint && (
        <span className="muted field-hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      <FieldError name={name} id={`${id}-error`} />
    </div>
  );
}

/** The kit's text area: a labelled field whose message sits under it. */
export function TextAreaField({ label, name, className, maxLength }: { label: ReactNode; name: string; className: string; maxLength: number }) {
  return (
    <Field label={label} name={name}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          name={name}
          className={className}
          maxLength={maxLength}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
        />
      )}
    </Field>
  );
}
