// The translation tab's add form, in its own chunk: the language list (about 180 names
// with native spellings) travels only to someone who opens the form.
import { useId } from "react";
import { useNavigate } from "react-router";
import { CaptchaForm, FieldError, TextAreaField } from "~/components/form-kit/captcha-form";
import type { CaptchaWidget } from "@core/schemas/captcha";
import { ANONYMOUS_AUTHOR } from "@core/constants";
import type { ContributionAnswer } from "@core/pages/answers";
import { focusWhenShown, openerSelector } from "~/lib/focus-move";
import { TRANSLATION_LIMITS, TRANSLATION_MESSAGES } from "@core/rules/contribution";
import { songTabHref } from "@core/pages/song-view";
import { entityHref } from "@core/text/urlname";
import type { UserData } from "~/lib/userdata";
import { LanguagePicker } from "./language-picker";

type Props = { urlname: string; viewer: UserData | null; captcha: CaptchaWidget | null; serverAnswer: ContributionAnswer | null };

export default function AddTranslation({ urlname, viewer, captcha, serverAnswer }: Props) {
  const navigate = useNavigate();
  const labelId = useId();
  const tab = songTabHref(urlname, "tlumaczenie");
  return (
    <CaptchaForm
      intent="translation"
      action={entityHref(urlname)}
      captcha={captcha}
      captchaMessage={TRANSLATION_MESSAGES.captcha}
      submitLabel="Dodaj tłumaczenie"
      serverAnswer={serverAnswer?.intent === "translation" ? serverAnswer : null}
      validate={(form) => ({
        code: String(form.get("code") ?? "") === "" ? TRANSLATION_MESSAGES.language : undefined,
        translationText: String(form.get("translationText") ?? "").trim() === "" ? TRANSLATION_MESSAGES.text : undefined,
      })}
      onCancel={() => {
        navigate(tab, { preventScrollReset: true, replace: true });
        focusWhenShown(openerSelector("tlumaczenie"));
      }}
      onDone={(answer, form) => {
        navigate(`${tab}?jezyk=${String(form.get("code"))}`, { preventScrollReset: true, replace: true });
        focusWhenShown(`#tlumaczenie-${answer.id}`);
      }}
    >
      <h2 className="panel-title">Dodaj tłumaczenie</h2>
      <p className="muted">
        Tłumaczysz jako <b>{viewer?.username ?? ANONYMOUS_AUTHOR}</b>. Linia pod linią, tak jak oryginał — wtedy pokażemy je obok siebie.
      </p>
      <div className="form-field">
        <span className="field-label" id={labelId}>
          Język tłumaczenia
        </span>
        <LanguagePicker name="code" labelId={labelId} />
        <FieldError name="code" />
      </div>
      <TextAreaField label="Tekst tłumaczenia" name="translationText" className="translation-input" maxLength={TRANSLATION_LIMITS.chars} />
    </CaptchaForm>
  );
}
