import type { ReactNode } from "react";
import type { SongSummary } from "@core/pages/api-types";
import { SIDEBAR_SHOWN } from "@core/constants";
import { cutSidebarName } from "@core/text/text-cut";
import { entityHref } from "@core/text/urlname";
import { AdSlot } from "./ad-slot";
import { SongTile } from "./song-grid";

/**
 * The shared sidebar (product §2.7): of the 8 newest annotated songs (recentAnnotatedSongs in
 * worker/services/recent.ts) it lists up to 6, names cut at 16.
 */
export function SidebarWidget({
  songs,
  title = "Nowe Interpretacje",
  emptyText = "Jeszcze nikt niczego nie nadinterpretował. Bądź pierwszy!",
}: {
  songs: SongSummary[];
  title?: string;
  emptyText?: string;
}) {
  const shown = songs.slice(0, SIDEBAR_SHOWN);
  return (
    <aside className="sidebar-widget" aria-label={title}>
      <h2>{title}</h2>
      {shown.length === 0 ? (
        <p className="muted">{emptyText}</p>
      ) : (
        <ul>
          {shown.map((song) => (
            <li key={song.song_id}>
              <SongTile song={song} to={entityHref(song.song_urlname)} name={cutSidebarName(song.song_name)} size="default" />
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}

/**
 * The right-hand column of the pages with a sidebar (product §2.7: ranking, artist, search,
 * article): its widgets, then the 336×280 ad (type 4), the one slot that fits only there.
 */
export function SidebarColumn({ children }: { children: ReactNode }) {
  return (
    <div className="sidebar">
      {children}
      <AdSlot type={4} />
    </div>
  );
}
