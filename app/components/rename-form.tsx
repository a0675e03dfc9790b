// 'Zmień nazwę', 'Zmień tytuł', 'Zmień wykonawcę' (decision 049): a moderator's form folded under
// its button. A plain <details> and a plain form post, so it works without JavaScript (the
// action answers a redirect to the new address, or the page again with the message); with
// JavaScript the same form goes through a fetcher, which follows the redirect.
import { useFetcher } from "react-router";
import type { ActionAnswer } from "@core/pages/answers";

type Props = {
  /** the page whose action renames */
  action: string;
  intent: string;
  /** the button that opens it */
  summary: string;
  field: string;
  label: string;
  defaultValue: string;
  maxLength: number;
  submit: string;
  /** the answer of a post without JavaScript, shown when it was this form's */
  serverAnswer: ActionAnswer | null;
};

export function RenameForm({ action, intent, summary, field, label, defaultValue, maxLength, submit, serverAnswer }: Props) {
  const fetcher = useFetcher<ActionAnswer>();
  const answer = fetcher.data ?? (serverAnswer?.intent === intent ? serverAnswer : null);
  const error = fetcher.state === "idle" && answer?.ok === false ? answer.error : null;
  const id = `${intent}-${field}`;
  return (
    <details className="rename-form" open={error ? true : undefined}>
      <summary className="button secondary">{summary}</summary>
      <fetcher.Form method="post" action={action}>
        <input type="hidden" name="intent" value={intent} />
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          name={field}
          type="text"
          required
          maxLength={maxLength}
          defaultValue={defaultValue}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button type="submit" disabled={fetcher.state !== "idle"}>
          {submit}
        </button>
        {error && (
          <p className="field-error" id={`${id}-error`} role="alert">
            {error}
          </p>
        )}
      </fetcher.Form>
    </details>
  );
}
