import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { SEARCH_LONGEST_PHRASE, SEARCH_PROFANITY_MESSAGE, searchHref } from "@core/text/search-phrase";
import { loadTextFilter } from "~/lib/text-filter-lazy";

/**
 * The shell's search bar (product §5.2): trims, ignores empty input, refuses profanity with an
 * alert, otherwise clears itself and opens /szukaj/{phrase}. Without JavaScript it is a
 * plain GET form to /szukaj, whose loader applies the same rules.
 */
export function SearchBar() {
  const navigate = useNavigate();
  const [value, setValue] = useState("");

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const phrase = value.trim();
    if (!phrase) return;
    const { containsProfanity } = await loadTextFilter();
    if (containsProfanity(phrase)) {
      window.alert(SEARCH_PROFANITY_MESSAGE);
      return;
    }
    setValue("");
    navigate(searchHref(phrase));
  }

  return (
    <form className="search-bar" role="search" method="get" action="/szukaj" onSubmit={onSubmit}>
      <input
        type="search"
        name="q"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder="Wykonawca, tytuł albo kawałek tekstu…"
        aria-label="Szukaj piosenek i wykonawców"
        maxLength={SEARCH_LONGEST_PHRASE}
        autoComplete="off"
      />
      <button type="submit">Szukaj</button>
    </form>
  );
}
