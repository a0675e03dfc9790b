import { Link } from "react-router";
import type { TranslationItem } from "~/lib/api-types";
import { songTabHref } from "~/lib/song-view";
import { ItemMeta } from "./item-meta";

export type LanguageNames = Record<string, { name: string; nativeName: string }>;

type Props = {
  urlname: string;
  translations: TranslationItem[];
  /** names of the codes used, resolved by the loader (the full list stays on the server) */
  languages: LanguageNames;
  /** ?jezyk= */
  selected: string | null;
};

/** One sub-tab per language (spec: a new translation's language tab becomes active). */
export function TranslationsTab({ urlname, translations, languages, selected }: Props) {
  if (translations.length === 0) return <p className="muted">Ta piosenka nie ma jeszcze tłumaczeń.</p>;
  const codes = [...new Set(translations.map((t) => t.translation_code))];
  const active = selected && codes.includes(selected) ? selected : codes[0];
  // Native names come lower case for some languages ("polski", "latine"); labels start upper case.
  const label = (code: string) => {
    const name = languages[code]?.nativeName ?? code;
    return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
  };
  return (
    <div className="translations">
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
      {translations
        .filter((t) => t.translation_code === active)
        .map((t) => (
          <article key={t.translation_id} className="translation card" lang={t.translation_code}>
            <h3>Tłumaczenie: {label(t.translation_code)}</h3>
            <p className="translation-text">{t.translation_text}</p>
            <ItemMeta author={t.translation_author} timestamp={t.translation_timestamp} />
          </article>
        ))}
    </div>
  );
}
