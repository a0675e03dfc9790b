import type { HomeSongList } from "../../worker/services/home";
import { cutGridName } from "~/lib/text-cut";
import { entityHref } from "~/lib/urlname";
import { SongThumb } from "./song-thumb";
import { ListLink } from "./list-link";

/** Newest songs on the home: 12 tiles (names cut at 14), then 20 more as text links. */
export function SongTiles({ songs: { tiles, links } }: { songs: HomeSongList }) {
  if (tiles.length === 0) return <p className="muted">Jeszcze nic tu nie ma.</p>;
  return (
    <>
      <ul className="song-tiles">
        {tiles.map((song) => (
          <li key={song.song_id}>
            <ListLink to={entityHref(song.song_urlname)} title={song.song_search}>
              <SongThumb song={song} />
              <span>{cutGridName(song.song_name)}</span>
            </ListLink>
          </li>
        ))}
      </ul>
      {links.length > 0 && (
        <ul className="song-links">
          {links.map((song) => (
            <li key={song.song_id}>
              <ListLink to={entityHref(song.song_urlname)}>{song.song_search}</ListLink>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
