// The form kit's fields: a message under each field (by name), "captcha" and "form" for the
// rest, announced when it appears and tied to its input through aria-describedby.
import { createContext, type InputHTMLAttributes, useContext, useId, type ReactNode } from "react";

export type FieldErrors = Partial<Record<string, string>>;

export const ErrorsContext = createContext<FieldErrors>({});

/** The message of one field (or of the form), announced when it appears. */
export function FieldError({ name, id, children }: { name: string; id?: string; children?: ReactNode }) {
  const message = useContext(ErrorsContext)[name];
  if (!message) return null;
  return (
    <p className="field-error" id={id} role="alert">
      {message}
      {children}
    </p>
  );
}

/** A labelled field whose message (by `name`) sits under it and describes it. */
export function Field({
  label,
  name,
  hint,
  errorExtra,
  children,
}: {
  label: ReactNode;
  name: string;
  hint?: ReactNode;
  /** shown after the field's message (e.g. a link to the song that already exists) */
  errorExtra?: ReactNode;
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
      <FieldError name={name} id={`${id}-error`}>
        {errorExtra}
      </FieldError>
    </div>
  );
}

/** The kit's text area: a labelled field whose message sits under it (`defaultValue`: an edit form's current text). */
export function TextAreaField({
  label,
  name,
  className,
  maxLength,
  defaultValue,
}: {
  label: ReactNode;
  name: string;
  className: string;
  maxLength: number;
  defaultValue?: string;
}) {
  return (
    <Field label={label} name={name}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          name={name}
          className={className}
          maxLength={maxLength}
          defaultValue={defaultValue}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
        />
      )}
    </Field>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "aria-describedby" | "aria-invalid">;

/** The kit's one-line input: a labelled field whose message (and hint) describe it. */
export function InputField({ label, name, hint, ...input }: { label: ReactNode; name: string; hint?: ReactNode } & InputProps) {
  return (
    <Field label={label} name={name} hint={hint}>
      {({ id, describedBy, invalid }) => <input id={id} name={name} aria-invalid={invalid || undefined} aria-describedby={describedBy} {...input} />}
    </Field>
  );
}
