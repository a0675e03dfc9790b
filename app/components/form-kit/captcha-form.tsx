// One form for every captcha-protected form of the site: the song page's contributions
// (interpretations, comments, translations, covers, timings, videos), adding a song, logging
// in and registering. It posts through a fetcher (a redirect answer is followed, so a saved
// song or a login lands on its page), shows the server's or the browser's message under its
// field (or above the buttons), and gives a fresh captcha after every answer (solutions are
// single use). Without JavaScript it is a plain form post whose answer comes back as the
// route's action data (`serverAnswer`); a visitor is told that the captcha needs JavaScript.
// A form of two steps (covers: check the address, then send) hides its captcha and buttons
// until the first is done (`ready`) and may send itself once the captcha is solved.
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { CaptchaField } from "~/components/captcha-field";
import { type ActionAnswer, type ActionFailure, type ActionSuccess, answerErrors, INTENT_FIELD, JS_FIELD } from "@core/pages/answers";
import type { CaptchaWidget } from "@core/schemas/captcha";
import { useHydrated } from "~/lib/use-hydrated";
import { ErrorsContext, FieldError, type FieldErrors } from "./fields";

export { Field, FieldError, type FieldErrors, InputField, TextAreaField } from "./fields";

type Props<T extends object> = {
  /** posted as `intent` to the action */
  intent: string;
  /** the address whose action answers */
  action: string;
  /** the captcha to show, null when none is needed (a logged-in user, product §5.12 Authors) */
  captcha: CaptchaWidget | null;
  /** the spec's message when the captcha is not solved */
  captchaMessage: string;
  submitLabel: string;
  /** the browser's checks before sending: field → message, or nothing */
  validate?: (form: FormData) => FieldErrors;
  /**
   * Checks that load on first use (decision 052): a promise while they are loading — a submit
   * waits for it and is made again — and null once `validate` can run.
   */
  checksLoading?: () => Promise<unknown> | null;
  onCancel?: () => void;
  onDone?: (answer: ActionSuccess<T>, form: FormData) => void;
  /** a refusal, for pages that show more than its message (a link, a captcha asked for) */
  onFailure?: (answer: ActionFailure) => void;
  /** an answer of the page's action for this intent (a post without JavaScript) */
  serverAnswer?: ActionAnswer<T> | null;
  /** false while an earlier step is not done: no captcha and no submit button yet */
  ready?: boolean;
  /** the submit button stays disabled (once hydrated) while the page says so (product §4.4, registration) */
  submitDisabled?: boolean;
  /** send the form as soon as the captcha is solved (product §4.10, adding an element) */
  submitOnCaptcha?: boolean;
  /** messages the page found itself (e.g. an earlier step's), shown like the form's own */
  extraErrors?: FieldErrors;
  /** extra fields that live outside the visible form (e.g. the selected lines) */
  id?: string;
  className?: string;
  children: ReactNode;
};

export function CaptchaForm<T extends object = object>(props: Props<T>) {
  const { intent, action, captcha, captchaMessage, submitLabel, validate, onCancel, serverAnswer, className, children } = props;
  const { ready = true, submitOnCaptcha = false, submitDisabled = false, extraErrors } = props;
  const fetcher = useFetcher<ActionAnswer<T>>();
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<FieldErrors>(() => answerErrors(serverAnswer));
  const [captchaKey, setCaptchaKey] = useState(0);
  const [token, setToken] = useState<string | null>(null);
  const sent = useRef<FormData | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const callbacks = useRef({ onDone: props.onDone, onFailure: props.onFailure });
  callbacks.current = { onDone: props.onDone, onFailure: props.onFailure };

  // Every answer brings its message and a fresh captcha; a success calls onDone once.
  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer) return;
    setCaptchaKey((key) => key + 1);
    setToken(null);
    if (answer.ok) {
      setErrors({});
      if (sent.current) callbacks.current.onDone?.(answer as ActionSuccess<T>, sent.current);
      sent.current = null;
    } else {
      setErrors(answerErrors(answer));
      callbacks.current.onFailure?.(answer);
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
          const loading = props.checksLoading?.();
          if (loading) {
            event.preventDefault();
            const element = event.currentTarget;
            const submitter = (event.nativeEvent as SubmitEvent).submitter;
            void loading.finally(() => element.requestSubmit(submitter));
            return;
          }
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
            // Enabled in the server's HTML so the form also works without JavaScript.
            <button type="submit" disabled={busy || (hydrated && submitDisabled)}>
              {submitLabel}
            </button>
          )}
          {onCancel && (
            <button
              type="button"
              className="secondary"
              onClick={() => {
                // Product §4.8: cancelling clears the captcha.
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
