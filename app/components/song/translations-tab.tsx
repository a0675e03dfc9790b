import { useId } from "react";
import { Link, useNavigate } from "react-router";
import { ConfirmDeleteForm } from "~/components/confirm-delete-form";
import { ContributionForm, FieldError, TextAreaField } from "~/components/form-kit/contribution-form";
import { UserText } from "~/components/user-text";
import type { TranslationItem } from "~/lib/api-types";
import type { CaptchaWidget } from "~/lib/captcha-widget";
import { ANONYMOUS_AUTHOR } from "~/lib/constants";
import type { ContributionAnswer } from "~/lib/contribution-answer";
import { addFormHref, songTabHref } from "~/lib/song-view";
import { TRANSLATION_LIMITS, TRANSLATION_MESSAGES } from "~/lib/translation-schema";
import { entityHref } from "~/lib/urlname";
import { hasRole, type UserData } from "~/lib/userdata";
import { ItemMeta } from "./item-meta";
import { LanguagePicker } from "./language-picker";

export type LanguageNames = Record<string, { name: string; nativeName: string }>;

type Props = {
  urlname: string;
  /** the original, line by line, shown beside the translation */
  lyrics: string[];
  translations: TranslationItem[];
  /** names of the codes used, resolved by the loader (the full list stays on the server) */
  languages: LanguageNames;
  /** ?jezyk= */
  selected: string | null;
  adding: boolean;
  viewer: UserData | null;
  captcha: CaptchaWidget | null;
  serverAnswer: ContributionAnswer | null;
};

/** One sub-tab per language (spec: a new translation's language tab becomes active). */
export function TranslationsTab(props: Props) {
  const { urlname, translations, languages, selected, adding, viewer } = props;
  if (adding) return <AddTranslation {...props} />;
  const codes = [...new Set(translations.map((t) => t.translation_code))];
  const active = selected && codes.includes(selected) ? selected : codes[0];
  // Native names come lower case for some languages ("polski", "latine"); labels start upper case.
  const label = (code: string) => {
    const name = languages[code]?.nativeName ?? code;
    return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
  };
  return (
    <div className="translations">
      <p>
        <Link className="button" to={addFormHref(urlname, "tlumaczenie")} preventScrollReset replace>
          Dodaj tłumaczenie
        </Link>
      </p>
      {translations.length === 0 && <p className="muted">Ta piosenka nie ma jeszcze tłumaczeń.</p>}
      {codes.length > 0 && (
        <ul className="language-tabs" aria-label="Języki tłumaczeń">
          {codes.map((code) => (
            <li key={code}>
              <Link
                to={`${songTabHref(urlname, "tlumaczenie")}?jezyk=${code}`}
                aria-current={code === active ? "true" : undefined}
                title={languages[code]?.name}
                preventScrollReset
                replace
              >
                <img src={`/api/getLang/${code}`} width={24} height={18} alt="" loading="lazy" />
                {label(code)}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {translations
        .filter((t) => t.translation_code === active)
        .map((t) => (
          <article key={t.translation_id} className="translation card">
            <h3>Tłumaczenie: {label(t.translation_code)}</h3>
            <SideBySide original={props.lyrics} translation={t.translation_text} code={t.translation_code} />
            <ItemMeta author={t.translation_author} timestamp={t.translation_timestamp} />
            {viewer && hasRole(viewer.role, "moderator") && (
              <ConfirmDeleteForm
                action={entityHref(urlname)}
                intent="delete-translation"
                fields={{ translation_id: t.translation_id }}
                question="Czy na pewno usunąć to tłumaczenie?"
                label="Usuń"
              />
            )}
          </article>
        ))}
    </div>
  );
}

/**
 * The original and the translation side by side on wide screens, stacked on phones. When
 * the line counts match, the two columns share their rows (CSS subgrid), so each line sits
 * next to its translation however they wrap.
 */
function SideBySide({ original, translation, code }: { original: string[]; translation: string; code: string }) {
  const lines = translation.split("\n");
  const aligned = lines.length === original.length;
  return (
    <div
      className={aligned ? "side-by-side aligned" : "side-by-side"}
      style={aligned ? ({ "--rows": lines.length } as React.CSSProperties) : undefined}
    >
      <div className="side original" lang="pl">
        {original.map((line, index) => (
          <div key={index} className="side-line">
            {line}
          </div>
        ))}
      </div>
      {aligned ? (
        <div className="side translated" lang={code}>
          {lines.map((line, index) => (
            <UserText key={index} as="div" className="side-line translation-text" text={line} />
          ))}
        </div>
      ) : (
        <UserText as="div" className="side translated translation-text" text={translation} lang={code} />
      )}
    </div>
  );
}

function AddTranslation({ urlname, viewer, captcha, serverAnswer }: Props) {
  const navigate = useNavigate();
  const labelId = useId();
  const tab = songTabHref(urlname, "tlumaczenie");
  return (
    <ContributionForm
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
      onCancel={() => navigate(tab, { preventScrollReset: true, replace: true })}
      onDone={(_, form) => navigate(`${tab}?jezyk=${String(form.get("code"))}`, { preventScrollReset: true, replace: true })}
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
    </ContributionForm>
  );
}
