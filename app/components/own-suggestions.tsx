// The owner's profile lists their suggested corrections and what became of them (decision 045):
// accepted, waiting, or refused with the moderator's reason.
import { Link } from "react-router";
import type { OwnSuggestion } from "@core/rules/lyrics-edits";
import { songHistoryHref } from "@core/pages/song-view";
import { DateTime } from "~/components/date-time";

const STATUS = { live: "przyjęta", past: "przyjęta", pending: "czeka na sprawdzenie", rejected: "odrzucona" } as const;
const KIND = { lyrics: "Tekst", names: "Tytuł i wykonawca" } as const;

export function OwnSuggestions({ suggestions }: { suggestions: OwnSuggestion[] }) {
  if (suggestions.length === 0) return null;
  return (
    <section aria-labelledby="moje-propozycje">
      <h2 id="moje-propozycje">Twoje propozycje zmian</h2>
      <ul className="own-suggestions">
        {suggestions.map((item) => (
          <li key={item.revision_id}>
            {KIND[item.kind]}:{" "}
            {item.song_urlname ? (
              <Link to={songHistoryHref(item.song_urlname)}>{item.song_name}</Link>
            ) : (
              <span>{item.song_name ?? "usunięta piosenka"}</span>
            )}{" "}
            · <DateTime timestamp={item.created_at} /> · <b>{STATUS[item.status]}</b>
            {item.status === "rejected" && item.decision_note && <> — powód: {item.decision_note}</>}
          </li>
        ))}
      </ul>
    </section>
  );
}
