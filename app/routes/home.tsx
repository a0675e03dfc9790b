import { Link } from "react-router";
import { newestSongs } from "../../worker/services/songs";
import { SITE_NAME } from "~/lib/constants";
import { entityHref } from "~/lib/urlname";
import type { Route } from "./+types/home";

export async function loader() {
  return { songs: await newestSongs(32) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <h1>{SITE_NAME}</h1>
      <p>Nadinterpretuj dowolną piosenkę: najzabawniejsze, całkowicie nieprawdziwe interpretacje tekstów.</p>
      <h2>Najnowsze piosenki</h2>
      <ul>
        {loaderData.songs.map((song) => (
          <li key={song.song_id}>
            <Link to={entityHref(song.song_urlname)}>{song.song_search}</Link>
          </li>
        ))}
      </ul>
    </main>
  );
}

export function meta() {
  return [{ title: `Teksty piosenek i nadinterpretacje | ${SITE_NAME}` }];
}
