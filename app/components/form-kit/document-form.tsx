// The form kit's plain post, for an answer that is a file (a download): a fetcher cannot hand
// a file to the browser, so this form is sent by the browser itself, and the page it comes
// back to (the action's answer, with its 4xx) brings the refusal (`errors`), shown under its
// field like the kit's other forms.
import type { ReactNode } from "react";
import { ErrorsContext, FieldError, type FieldErrors } from "./fields";

type Props = { action: string; intent: string; submitLabel: string; errors: FieldErrors; className?: string; children: ReactNode };

export function DocumentForm({ action, intent, submitLabel, errors, className, children }: Props) {
  return (
    <ErrorsContext.Provider value={errors}>
      <form method="post" action={action} className={`contribution-form ${className ?? ""}`} noValidate>
        <input type="hidden" name="intent" value={intent} />
        {children}
        <FieldError name="form" />
        <div className="form-buttons">
          <button type="submit">{submitLabel}</button>
        </div>
      </form>
    </ErrorsContext.Provider>
  );
}
