import type { SongDetail } from "@core/pages/api-types";
import { ListLink } from "~/components/list-link";
import { entityHref } from "@core/text/urlname";

// Search links to a streaming service, the video site, an online shop and a music store
// (product §2.13, Song page). nofollow: they are searches, not endorsements.
const OUTBOUND = [
  { label: "Spotify", title: "Posłuchaj w Spotify", href: (q: string) => `https://open.spotify.com/search/${q}` },
  { label: "YouTube", title: "Szukaj w YouTube", href: (q: string) => `https://www.youtube.com/results?search_query=${q}` },
  { label: "Allegro", title: "Kup na Allegro", href: (q: string) => `https://allegro.pl/listing?string=${q}` },
  { label: "Empik", title: "Szukaj w Empiku", href: (q: string) => `https://www.empik.com/szukaj/produkt?q=${q}` },
];

export function SongHeader({ song }: { song: SongDetail }) {
  const query = encodeURIComponent(`${song.artist.artist_name} ${song.song_name}`);
  return (
    <header className="song-header">
      <h1>
        <ListLink className="song-artist" to={entityHref(song.artist.artist_urlname)}>
          {song.artist.artist_name}
        </ListLink>
        <span aria-hidden="true"> – </span>
        <span className="song-title">{song.song_name}</span>
      </h1>
      <ul className="song-outbound" aria-label="Szukaj tej piosenki w innych serwisach">
        {OUTBOUND.map((site) => (
          <li key={site.label}>
            <a href={site.href(query)} target="_blank" rel="noopener nofollow" title={site.title}>
              {site.label}
            </a>
          </li>
        ))}
      </ul>
    </header>
  );
}
