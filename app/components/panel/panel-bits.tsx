// What the panel's sections share (decision 043): the answer of the section's last form, and
// the choice of how long a block lasts, and refusing a suggestion with a reason.
import { BLOCK_DAYS } from "@core/rules/reports";
import { Form } from "react-router";

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

/** Refusing a suggestion of the review queue (lyrics, or title and artist) with a reason its proposer sees. */
export function RejectProposalForm({ intent, revisionId, noteMax }: { intent: string; revisionId: number; noteMax: number }) {
  return (
    <Form method="post" className="queue-actions">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="revision_id" value={revisionId} />
      <label>
        Powód odrzucenia (widzi go autor)
        <input name="note" maxLength={noteMax} />
      </label>
      <button type="submit" name="decision" value="reject" className="secondary">
        Odrzuć
      </button>
    </Form>
  );
}
