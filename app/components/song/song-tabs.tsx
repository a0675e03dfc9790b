import { Link } from "react-router";
import { SONG_TABS, songTabHref, type SongTab } from "@core/pages/song-view";

type Props = { urlname: string; current: SongTab; counts: Record<Exclude<SongTab, "tekst">, number> };

/**
 * The song's tabs as links, so each tab has a shareable address and works without
 * JavaScript; with it, switching is instant (the page's data is already loaded).
 */
export function SongTabs({ urlname, current, counts }: Props) {
  return (
    <nav className="song-tabs" aria-label="Zakładki piosenki">
      <ul>
        {SONG_TABS.map((tab) => (
          <li key={tab.slug}>
            <Link to={songTabHref(urlname, tab.slug)} aria-current={tab.slug === current ? "page" : undefined} preventScrollReset>
              {tab.label}
              {tab.slug !== "tekst" && <span className="count"> ({counts[tab.slug]})</span>}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
