// What the panel's sections share (decision 043): the answer of the section's last form, and
// the choice of how long a block lasts.
import { BLOCK_DAYS } from "@core/rules/reports";

/** A refusal as an alert, a success (when the section names one) as a status line. */
export function ActionMessages({ answer, done }: { answer: { ok: boolean; error?: string } | undefined; done?: string | null }) {
  if (!answer) return null;
  if (!answer.ok)
    return (
      <p className="form-error" role="alert">
        {answer.error}
      </p>
    );
  return done ? (
    <p className="form-notice" role="status">
      {done}
    </p>
  ) : null;
}

/** The block lengths moderators choose from, a week by default, under its label. */
export function BlockDaysSelect({ label }: { label: string }) {
  return (
    <label>
      {label}
      <select name="days" defaultValue="7">
        {BLOCK_DAYS.map((days) => (
          <option key={days} value={days}>
            {days} {days === 1 ? "dzień" : "dni"}
          </option>
        ))}
      </select>
    </label>
  );
}
