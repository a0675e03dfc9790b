import { useId, useMemo, useState, type KeyboardEvent } from "react";
import { languages, type Language } from "@core/text/languages";
import { useHydrated } from "~/lib/use-hydrated";

type Props = { name: string; describedBy?: string; invalid?: boolean; labelId: string };

const label = (language: Language) => `${language.nativeName} (${language.name})`;
const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").replace(/ł/g, "l").toLowerCase();

/**
 * The translation's language: about 180 languages with their flags and native names. A
 * combobox after hydration (type a native or English name or a code, arrows and Enter pick);
 * in the server's HTML and without JavaScript a plain <select> of the same languages. The
 * chosen code travels in the field `name` either way.
 */
export function LanguagePicker({ name, describedBy, invalid, labelId }: Props) {
  const hydrated = useHydrated();
  const listId = useId();
  const [query, setQuery] = useState("");
  const [picked, setPicked] = useState<Language | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const matches = useMemo(() => {
    const wanted = fold(query.trim());
    if (!wanted) return languages;
    return languages.filter((l) => l.code === wanted || fold(l.nativeName).includes(wanted) || fold(l.name).includes(wanted));
  }, [query]);

  if (!hydrated) {
    return (
      <select name={name} aria-labelledby={labelId} aria-describedby={describedBy} aria-invalid={invalid || undefined} defaultValue="">
        <option value="">— wybierz język —</option>
        {languages.map((language) => (
          <option key={language.code} value={language.code}>
            {label(language)}
          </option>
        ))}
      </select>
    );
  }

  const choose = (language: Language) => {
    setPicked(language);
    setQuery(label(language));
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Escape") return setOpen(false);
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((index) => Math.min(matches.length - 1, Math.max(0, index + step)));
    } else if (event.key === "Enter" && open && matches[active]) {
      // Enter picks the highlighted language instead of sending the form.
      event.preventDefault();
      choose(matches[active]);
    }
  };
  const showList = open && matches.length > 0;
  const optionId = (code: string) => `${listId}-${code}`;

  return (
    <div className="language-picker">
      <div className="language-input">
        {picked && <img src={`/api/getLang/${picked.code}`} width={24} height={18} alt="" />}
        <input
          role="combobox"
          aria-labelledby={labelId}
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={showList ? listId : undefined}
          aria-activedescendant={showList && matches[active] ? optionId(matches[active].code) : undefined}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          autoComplete="off"
          placeholder="Wpisz nazwę języka, np. Deutsch"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setPicked(null);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <input type="hidden" name={name} value={picked?.code ?? ""} />
      </div>
      {showList && (
        <ul id={listId} role="listbox" aria-labelledby={labelId} className="language-options">
          {matches.map((language, index) => (
            <li
              key={language.code}
              id={optionId(language.code)}
              role="option"
              aria-selected={picked?.code === language.code}
              className={index === active ? "active" : undefined}
              // Keeps the focus in the field, so the list stays open until a choice.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(language)}
            >
              <img src={`/api/getLang/${language.code}`} width={24} height={18} alt="" loading="lazy" />
              <span lang={language.code}>{language.nativeName}</span> <span className="muted">({language.name})</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
