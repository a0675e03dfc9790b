import { FOOTER_RANDOM_SONGS, SITE_NAME } from "@core/constants";
import { ListLink } from "~/components/list-link";
import { CONTACT_CITY, CONTACT_COUNTRY, CONTACT_EMAIL, CONTACT_PHONE } from "@core/site-info";
import { CookieSettingsLink } from "./cookie-banner";
import { SongLinks } from "./song-list";

type FooterSong = { song_id: number; song_urlname: string; song_search: string };

export function SiteFooter({ randomSongs }: { randomSongs: FooterSong[] }) {
  return (
    <footer className="site-footer">
      <section>
        <h2>{SITE_NAME}</h2>
        <p className="tagline">Teksty piosenek, które znaczą wszystko — tylko nie to, co autor miał na myśli.</p>
        <p>
          Podziel się zabawną interpretacją dowolnej piosenki, przekręcaj znaczenie wersów, czytaj i dodawaj tłumaczenia, oglądaj teledyski, zapętlaj
          muzykę, komentuj i dodawaj nowe piosenki.
        </p>
      </section>
      <section>
        <h2>Kontakt</h2>
        <p>Na e-maile odpowiadamy w ciągu 24 godzin.</p>
        <ul className="contact-list">
          <li>
            E-mail: <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
          </li>
          <li>
            Adres: {CONTACT_CITY}, {CONTACT_COUNTRY}
          </li>
          <li>Telefon: {CONTACT_PHONE}</li>
        </ul>
      </section>
      <section>
        <h2>Losowe piosenki</h2>
        <SongLinks className="random-songs" songs={randomSongs.slice(0, FOOTER_RANDOM_SONGS)} label={(song) => song.song_search} />
      </section>
      <p className="copyright">
        © {SITE_NAME} · <ListLink to="/dmca">Regulamin</ListLink> · <ListLink to="/prywatnosc">Prywatność</ListLink> · <CookieSettingsLink />
      </p>
    </footer>
  );
}
