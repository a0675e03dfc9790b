// 'Zgłoś' (decision 043): one page per reported item, linked from the item, so the song page
// carries only a small link per item. Reasons as radio buttons, a short note ('Inny powód'
// needs one), the captcha for visitors; afterwards only 'Dziękujemy, sprawdzimy to.' — nothing
// else changes for the reporter. A logged-in user can report without JavaScript.
import { useState } from "react";
import { Link } from "react-router";
import { CaptchaForm, Field, FieldError } from "~/components/form-kit/captcha-form";
import type { ContributionAnswer } from "@core/pages/answers";
import { REPORT_SLUG } from "@core/pages/song-view";
import { REPORT_KIND_LABELS, REPORT_MESSAGES, REPORT_NOTE_MAX, REPORT_REASONS, type ReportKind } from "@core/rules/reports";
import type { CaptchaWidget } from "@core/schemas/captcha";
import { entityHref } from "@core/text/urlname";

type Props = {
  report: { song: { urlname: string; title: string }; kind: ReportKind; item_id: number; label: string };
  sent: boolean;
  captcha: CaptchaWidget | null;
  serverAnswer: ContributionAnswer | null;
};

export function ReportPage({ report, sent, captcha, serverAnswer }: Props) {
  const [done, setDone] = useState(sent);
  const back = entityHref(report.song.urlname);
  return (
    <main className="page account-page report-page">
      <p className="muted">
        <Link to={back}>{report.song.title}</Link>
      </p>
      <h1>Zgłoś: {REPORT_KIND_LABELS[report.kind]}</h1>
      <blockquote className="report-item">{report.label}</blockquote>
      {done ? (
        <>
          <p role="status" className="form-notice">
            {REPORT_MESSAGES.thanks}
          </p>
          <p>
            <Link to={back}>Wróć do piosenki</Link>
          </p>
        </>
      ) : (
        <CaptchaForm
          intent="report"
          action={`${back}/${REPORT_SLUG}?rodzaj=${report.kind}&id=${report.item_id}`}
          className="account-form"
          captcha={captcha}
          captchaMessage={REPORT_MESSAGES.captcha}
          submitLabel="Wyślij zgłoszenie"
          serverAnswer={serverAnswer}
          onDone={() => setDone(true)}
          validate={(form) => {
            const reason = form.get("reason");
            const note = String(form.get("note") ?? "").trim();
            if (!reason) return { reason: REPORT_MESSAGES.reason };
            return reason === "other" && !note ? { note: REPORT_MESSAGES.noteRequired } : {};
          }}
        >
          <input type="hidden" name="kind" value={report.kind} />
          <input type="hidden" name="item_id" value={report.item_id} />
          <fieldset className="report-reasons">
            <legend>Co jest nie tak?</legend>
            {Object.entries(REPORT_REASONS).map(([value, label]) => (
              <label key={value}>
                <input type="radio" name="reason" value={value} /> {label}
              </label>
            ))}
            <FieldError name="reason" />
          </fieldset>
          <Field label="Krótki opis (przy „Inny powód” — obowiązkowy)" name="note">
            {({ id, describedBy, invalid }) => (
              <textarea id={id} name="note" rows={3} maxLength={REPORT_NOTE_MAX} aria-describedby={describedBy} aria-invalid={invalid || undefined} />
            )}
          </Field>
        </CaptchaForm>
      )}
    </main>
  );
}
