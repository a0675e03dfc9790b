import type { HomeSongList } from "@core/pages/page-data";
import { cutGridName } from "@core/text/text-cut";
import { entityHref } from "@core/text/urlname";
import { SongTile } from "./song-grid";
import { SongLinks } from "./song-list";

/** Newest songs on the home: 12 tiles (names cut at 14), then 20 more as text links. */
export function SongTiles({ songs: { tiles, links } }: { songs: HomeSongList }) {
  if (tiles.length === 0) return <p className="muted">Jeszcze nic tu nie ma.</p>;
  return (
    <>
      <ul className="song-tiles">
        {tiles.map((song) => (
          <li key={song.song_id}>
            <SongTile song={song} to={entityHref(song.song_urlname)} name={cutGridName(song.song_name)} />
          </li>
        ))}
      </ul>
      {links.length > 0 && <SongLinks songs={links} label={(song) => song.song_search} />}
    </>
  );
}
