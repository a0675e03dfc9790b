import { Suspense } from "react";
import { lazyPart } from "~/lib/lazy-part";
import { ReportLink } from "./report-link";
import { Link } from "react-router";
import { ConfirmDeleteForm } from "~/components/confirm-delete-form";
import { UserText } from "~/components/user-text";
import type { TranslationItem } from "@core/pages/api-types";
import type { CaptchaWidget } from "@core/schemas/captcha";
import type { ContributionAnswer } from "@core/pages/answers";
import { FIRST_FORM_FIELD, focusWhenShown, TAB_PANEL_ID } from "~/lib/focus-move";
import { addFormHref, songTabHref } from "@core/pages/song-view";
import { entityHref } from "@core/text/urlname";
import { can } from "@core/auth/permissions";
import type { UserData } from "~/lib/userdata";
import { ItemMeta } from "./item-meta";
import { EditableText, EditLink, PreviousVersions } from "./post-edit";

const AddTranslation = lazyPart("add-translation", () => import("./add-translation"));

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

/** One sub-tab per language (product §4.11: a new translation's language tab becomes active). */
export function TranslationsTab(props: Props) {
  const { urlname, translations, languages, selected, adding, viewer } = props;
  if (adding) {
    return (
      <Suspense fallback={<p className="muted">Ładowanie formularza…</p>}>
        <AddTranslation urlname={urlname} viewer={viewer} captcha={props.captcha} serverAnswer={props.serverAnswer} />
      </Suspense>
    );
  }
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
        <Link
          className="button"
          to={addFormHref(urlname, "tlumaczenie")}
          data-opens="tlumaczenie"
          onClick={() => focusWhenShown(FIRST_FORM_FIELD)}
          preventScrollReset
          replace
        >
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
          <article key={t.translation_id} id={`tlumaczenie-${t.translation_id}`} className="translation card" tabIndex={-1}>
            <h2>Tłumaczenie: {label(t.translation_code)}</h2>
            <EditableText kind="translation" id={t.translation_id} authorId={t.translation_author_id} text={t.translation_text}>
              <SideBySide original={props.lyrics} translation={t.translation_text} code={t.translation_code} />
            </EditableText>
            <ItemMeta author={t.translation_author} timestamp={t.translation_timestamp} editedAt={t.translation_edited_at} />
            <EditLink kind="translation" id={t.translation_id} authorId={t.translation_author_id} />
            <ReportLink urlname={urlname} kind="translation" id={t.translation_id} />
            {can(viewer, "translation.delete") && (
              <ConfirmDeleteForm
                action={entityHref(urlname)}
                intent="delete-translation"
                fields={{ translation_id: t.translation_id }}
                question="Czy na pewno usunąć to tłumaczenie?"
                label="Usuń"
                focusAfter={`#${TAB_PANEL_ID}`}
              />
            )}
            <PreviousVersions kind="translation" id={t.translation_id} />
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
