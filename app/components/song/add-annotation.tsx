// The song page's add-interpretation form (product §4.11), shown in the lines' panel while
// selecting lines; a chunk of its own, loaded when a visitor starts adding (decision 052).
import { useNavigate } from "react-router";
import { AuthorNote } from "~/components/form-kit/author-note";
import { CaptchaForm, FieldError, TextAreaField } from "~/components/form-kit/captcha-form";
import { CONTRIBUTION_LIMITS, CONTRIBUTION_MESSAGES } from "@core/rules/contribution";
import { focusWhenShown, openerSelector } from "~/lib/focus-move";
import { songLineHref, songTabHref } from "@core/pages/song-view";
import { entityHref } from "@core/text/urlname";
import type { PanelProps } from "./annotation-panel";

export default function AddAnnotation({ urlname, viewer, captcha, serverAnswer }: PanelProps) {
  const navigate = useNavigate();
  const answer = serverAnswer?.intent === "annotation" ? serverAnswer : null;
  return (
    <CaptchaForm
      id="annotation-form"
      intent="annotation"
      action={entityHref(urlname)}
      captcha={captcha}
      captchaMessage={CONTRIBUTION_MESSAGES.annotationCaptcha}
      submitLabel="Dodaj interpretację"
      serverAnswer={answer}
      validate={(form) => ({
        linesSelected: form.getAll("linie").length === 0 ? CONTRIBUTION_MESSAGES.annotationLines : undefined,
        annotationText: String(form.get("annotationText") ?? "").trim() === "" ? CONTRIBUTION_MESSAGES.annotationText : undefined,
      })}
      onCancel={() => {
        navigate(songTabHref(urlname, "tekst"), { preventScrollReset: true, replace: true });
        focusWhenShown(openerSelector("tekst"));
      }}
      onDone={(answer, form) => {
        // Product §4.11: the form closes and the first selected line is selected, its panel
        // showing the new interpretation (the action's revalidation already loaded it).
        const first = Math.min(...form.getAll("linie").map(Number));
        navigate(songLineHref(urlname, first), { preventScrollReset: true, replace: true });
        focusWhenShown(`#interpretacja-${answer.id}`);
      }}
    >
      <h2 className="panel-title">Dodaj interpretację</h2>
      <AuthorNote author={viewer?.username ?? null}>
        Ma być śmiesznie i nieprawdziwie — prawdziwych znaczeń nie dodajemy. Linki są zabronione.
      </AuthorNote>
      <FieldError name="linesSelected" />
      <TextAreaField label="Twoja interpretacja" name="annotationText" className="annotation-input" maxLength={CONTRIBUTION_LIMITS.annotation} />
    </CaptchaForm>
  );
}
