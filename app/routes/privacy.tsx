import { Link } from "react-router";
import { SITE_NAME } from "@core/constants";
import { simplePageMeta } from "~/lib/seo";
import type { Route } from "./+types/privacy";
import { CONTACT_EMAIL } from "@core/site-info";

export default function Privacy() {
  return (
    <main className="page prose">
      <h1>Polityka prywatności</h1>
      <p>Krótko: wiemy o Tobie tyle, ile musimy, żeby serwis działał, i ani bajtu więcej. Poniżej długo.</p>

      <h2>Ciasteczka i pamięć przeglądarki</h2>
      <ul>
        <li>
          <strong>Ciasteczko sesji</strong> — tylko po zalogowaniu; pamięta, kim jesteś, przez 30 dni albo do wylogowania.
        </li>
        <li>
          <strong>Zgoda na ciasteczka</strong> — zapisujemy w pamięci przeglądarki, że kliknąłeś „Akceptuję”, żeby nie pytać w kółko.
        </li>
        <li>
          <strong>Nazwa zalogowanego użytkownika</strong> — żeby inne karty przeglądarki wiedziały, że się zalogowałeś lub wylogowałeś.
        </li>
        <li>
          <strong>Głosy anonimowe</strong> — zapamiętujemy, na które interpretacje i komentarze już zagłosowałeś.
        </li>
        <li>
          <strong>Zakładka</strong> — przez 5 minut po tym, jak coś dodasz, żeby kolejne strony na pewno już to pokazywały. Nie mówi nic o Tobie.
        </li>
      </ul>

      <h2>Dane konta</h2>
      <p>
        Nazwa użytkownika jest publiczna (ranking, profil, podpis pod interpretacjami). Adres e-mail służy tylko do logowania i kontaktu w sprawie
        konta. Hasła nie znamy — przechowujemy jego kryptograficzny skrót.
      </p>

      <h2>Pomiary wydajności</h2>
      <p>
        Przeglądarka wysyła nam anonimowe pomiary szybkości strony (m.in. czas wczytania i przesunięcia układu) razem z adresem podstrony. Nie łączymy
        ich z kontem ani z adresem IP.
      </p>
      <p>
        Liczymy też, ile zapytań obsłużyła każda część serwisu i jak szybko, bez adresów stron, wyszukiwanych słów i danych o Tobie. Jeśli coś się
        zepsuje, strona błędu pokaże identyfikator, który możesz nam podać.
      </p>

      <h2>Usługi zewnętrzne</h2>
      <p>
        Teledyski odtwarza odtwarzacz serwisu wideo (YouTube), który ma własną politykę prywatności. Miniatury filmów pobieramy przez nasz serwer,
        więc samo przeglądanie list nie łączy Cię z serwisem wideo. Reklam zewnętrznych nie wyświetlamy.
      </p>

      <h2>Twoje prawa</h2>
      <p>
        Możesz poprosić o wgląd w swoje dane, ich poprawienie albo usunięcie konta: napisz na <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
        Więcej zasad w <Link to="/dmca">regulaminie</Link>.
      </p>
    </main>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return simplePageMeta(matches, {
    title: `Polityka prywatności | ${SITE_NAME}`,
    description: "Jakie dane zbieramy (mniej, niż myślisz), po co nam cookies i jak możesz z nich zrezygnować.",
    path: "/prywatnosc",
    crumbs: [{ name: "Prywatność", path: "/prywatnosc" }],
  });
}
