import type { SongSummary } from "@core/pages/api-types";
import { cutGridName } from "@core/text/text-cut";
import type { ThumbSize } from "@core/pages/thumbnail";
import { entityHref } from "@core/text/urlname";
import { SongThumb } from "./song-thumb";
import { ListLink } from "./list-link";

type Props = {
  title: string;
  songs: SongSummary[];
  /** product §9: 14 in grids, 16 on the song page */
  cutName?: (name: string) => string;
  /** where a tile links; the song page by default */
  hrefOf?: (song: SongSummary, index: number) => string;
  empty?: string;
};

/** A titled grid of song tiles (thumbnail and cut name): 'Nowe Piosenki' and the like. */
export function SongGrid({ title, songs, cutName = cutGridName, hrefOf = (s) => entityHref(s.song_urlname), empty }: Props) {
  return (
    <section className="song-grid">
      <h2>{title}</h2>
      {songs.length === 0 ? (
        empty && <p className="muted">{empty}</p>
      ) : (
        <ul className="song-tiles">
          {songs.map((song, index) => (
            <li key={`${song.song_id}-${index}`}>
              <SongTile song={song} to={hrefOf(song, index)} name={cutName(song.song_name)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** One tile: the thumbnail and the (already cut) name, the full 'artist - title' as its tooltip. */
export function SongTile({ song, to, name, size }: { song: SongSummary; to: string; name: string; size?: ThumbSize }) {
  return (
    <ListLink to={to} title={song.song_search}>
      <SongThumb song={song} size={size} />
      <span>{name}</span>
    </ListLink>
  );
}
