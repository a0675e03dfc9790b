import { useContext, useEffect, useState, type KeyboardEvent } from "react";
import type { ArtistRef } from "@core/pages/api-types";
import { DEBOUNCE_MS } from "@core/constants";
import { SONG_LIMITS } from "@core/rules/song";
import { ErrorsContext, FieldError } from "~/components/form-kit/fields";

type Props = {
  value: string;
  /** the artist picked from the suggestions; null while the name is typed freely */
  picked: ArtistRef | null;
  /** typing: the new text; the parent drops the picked artist (product §4.5) */
  onType: (value: string) => void;
  onPick: (artist: ArtistRef) => void;
  onBlur?: () => void;
};

const LIST_ID = "artist-suggestions";
const optionId = (artist: ArtistRef) => `artist-option-${artist.artist_id}`;

/**
 * The add-song artist field (product §4.5, Add-song artist picking): typing asks
 * /api/searchArtist 500 ms after the last key; picking a suggestion marks it, only one at a
 * time, and fills the field; typing again clears the mark. The picked id travels in a
 * hidden `artist_id` field; without JavaScript the typed name alone is sent and the server
 * matches it to an existing artist, ignoring case.
 */
export function ArtistPicker({ value, picked, onType, onPick, onBlur }: Props) {
  // Inside the form kit: its message for the field shows under it.
  const error = useContext(ErrorsContext).artist;
  // Only typing changes the query: filling the field with a picked name searches nothing.
  const [query, setQuery] = useState("");
  const [suggestions, setSuggestions] = useState<ArtistRef[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const text = query.trim();
    if (!text) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      try {
        const response = await fetch(`/api/searchArtist/${encodeURIComponent(text)}`, { signal: controller.signal });
        const body = response.ok ? ((await response.json()) as { result: ArtistRef[] }) : { result: [] };
        setSuggestions(body.result);
        setActive(-1);
      } catch {
        // Aborted by a newer keystroke, or offline: a typed name is still a valid answer.
      }
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const showList = open && suggestions.length > 0;

  const choose = (artist: ArtistRef, index: number) => {
    onPick(artist);
    setActive(index);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Escape") return setOpen(false);
    if (suggestions.length === 0) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((index) => Math.min(suggestions.length - 1, Math.max(0, index + step)));
    } else if (event.key === "Enter" && showList && active >= 0) {
      // Enter picks the highlighted artist instead of sending the form.
      event.preventDefault();
      choose(suggestions[active], active);
    }
  };

  return (
    <div className="artist-picker">
      <label htmlFor="artist">Wykonawca</label>
      <div className="artist-combobox">
        <input
          id="artist"
          name="artist"
          value={value}
          autoComplete="off"
          maxLength={SONG_LIMITS.artist}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={showList ? LIST_ID : undefined}
          aria-activedescendant={showList && active >= 0 ? optionId(suggestions[active]) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "artist-error" : "artist-status"}
          onChange={(event) => {
            onType(event.target.value);
            setQuery(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            onBlur?.();
          }}
          onKeyDown={onKeyDown}
        />
        <input type="hidden" name="artist_id" value={picked?.artist_id ?? ""} />
        {showList && (
          <ul id={LIST_ID} role="listbox" aria-label="Wykonawcy w serwisie" className="artist-suggestions">
            {suggestions.map((artist, index) => (
              <li
                key={artist.artist_id}
                id={optionId(artist)}
                role="option"
                aria-selected={picked?.artist_id === artist.artist_id}
                className={index === active ? "active" : undefined}
                // Keeps the focus in the field, so the list stays open and shows the mark.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(artist, index)}
              >
                {artist.artist_name}
              </li>
            ))}
          </ul>
        )}
      </div>
      <p className="muted picker-status" id="artist-status" aria-live="polite">
        {picked
          ? `Wybrany wykonawca: ${picked.artist_name}.`
          : "Zacznij pisać i wybierz wykonawcę z listy. Jeśli go nie ma, wpisz nazwę: dodamy go razem z piosenką."}
      </p>
      <FieldError name="artist" id="artist-error" />
    </div>
  );
}
