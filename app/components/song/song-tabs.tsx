import { useEffect, useRef } from "react";
import { SONG_TABS, songTabHref, type SongTab } from "@core/pages/song-view";
import { ListLink } from "~/components/list-link";

type Props = { urlname: string; current: SongTab; counts: Record<Exclude<SongTab, "tekst">, number> };

/**
 * The song's tabs as links, so each tab has a shareable address and works without
 * JavaScript; with it, switching is instant (the page's data is already loaded). On a phone
 * they are one row that scrolls sideways (decision 047): the current tab is scrolled into it.
 */
export function SongTabs({ urlname, current, counts }: Props) {
  const list = useRef<HTMLUListElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the current tab changes (the DOM says which)
  useEffect(() => {
    const row = list.current;
    const tab = row?.querySelector(`[aria-current="page"]`);
    if (!row || !tab || row.scrollWidth <= row.clientWidth) return;
    const [shown, wanted] = [row.getBoundingClientRect(), tab.getBoundingClientRect()];
    if (wanted.left < shown.left || wanted.right > shown.right) row.scrollLeft += wanted.left - shown.left - 16;
  }, [current]);
  return (
    <nav className="song-tabs" aria-label="Zakładki piosenki">
      <ul ref={list}>
        {SONG_TABS.map((tab) => (
          <li key={tab.slug}>
            <ListLink to={songTabHref(urlname, tab.slug)} aria-current={tab.slug === current ? "page" : undefined} preventScrollReset>
              {tab.label}
              {tab.slug !== "tekst" && <span className="count"> ({counts[tab.slug]})</span>}
            </ListLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
