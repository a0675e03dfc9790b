// /prywatnosc (RODO art. 13, decision 044): who controls the data (from configuration), what
// is kept and why, on which legal basis, for how long (the periods come from the constants
// the code acts on: worker/services/privacy.ts), the rights and how to use them here, and
// the right to complain to the President of UODO.
import { Link } from "react-router";
import { privacyFacts } from "@worker/services/privacy";
import { CookieSettingsLink } from "~/components/cookie-banner";
import { ANONYMOUS_AUTHOR, SITE_NAME } from "@core/constants";
import { CONSENT_AGE } from "@core/rules/account-limits";
import { plural } from "@core/text/numbers";
import { simplePageMeta } from "~/lib/seo";
import type { Route } from "./+types/privacy";

export function loader() {
  return privacyFacts();
}

const days = (n: number) => plural(n, "dzień", "dni", "dni");
const hours = (n: number) => plural(n, "godzina", "godziny", "godzin");

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { controller, days: d, hours: h } = loaderData;
  const mail = <a href={`mailto:${controller.email}`}>{controller.email}</a>;
  const settings = <Link to="/profil/ustawienia">ustawieniach konta</Link>;
  return (
    <main className="page prose">
      <h1>Polityka prywatności</h1>
      <p>Krótko: wiemy o Tobie tyle, ile musimy, żeby serwis działał, i ani bajtu więcej. Poniżej długo — i zgodnie z RODO.</p>

      <h2>Administrator danych</h2>
      <p>
        Administratorem Twoich danych osobowych jest <strong>{controller.name}</strong>, {controller.address}. We wszystkich sprawach danych osobowych
        pisz na {mail}.
      </p>

      <h2>Jakie dane zbieramy i po co</h2>
      <ul>
        <li>
          <strong>Konto</strong>: nazwa użytkownika (publiczna: profil, ranking, podpisy), adres e-mail (logowanie, linki do nowego hasła i
          potwierdzenia adresu, powiadomienia o koncie — nikomu go nie pokazujemy), skrót hasła (samego hasła nie znamy), data założenia, punkty.
        </li>
        <li>
          <strong>Twoje wpisy</strong>: interpretacje, komentarze, tłumaczenia, wersje (covery, remiksy), dodane piosenki, zmiany teledysków i
          synchronizacji tekstu oraz głosy — żeby serwis mógł je pokazywać i liczyć ranking. Wpisy są publiczne. Gdy edytujesz swój wpis, poprzednie
          wersje zachowujemy dla moderatorów (nie są publiczne) i usuwamy razem z wpisem.
        </li>
        <li>
          <strong>Sesja logowania</strong> — żeby pamiętać, że jesteś zalogowany, i móc Cię wylogować na każdym urządzeniu.
        </li>
        <li>
          <strong>Skróty adresów</strong>: zamiast adresu IP przy wpisach, zgłoszeniach i zmianach teledysku lub synchronizacji zapisujemy jego
          kluczowany skrót (żeby moderator mógł zablokować nadużycia bez znajomości adresu), a liczniki limitów (logowania, rejestracje, wpisy, głosy,
          zgłoszenia) liczą po skrótach adresów i kont — żeby bronić serwis przed spamem i wandalizmem.
        </li>
        <li>
          <strong>Zgłoszenia i moderacja</strong>: kto i dlaczego zgłosił wpis, decyzje moderatorów (dziennik moderacji) i blokady — żeby pilnować
          regulaminu.
        </li>
        <li>
          <strong>Pomiary wydajności</strong> — tylko po kliknięciu „Akceptuję wszystkie”: anonimowe czasy wczytania strony i adres podstrony, bez
          konta i bez adresu IP.
        </li>
        <li>
          <strong>Logi serwera</strong>: adres żądania i opis błędu, gdy coś się zepsuje — żeby to naprawić.
        </li>
        <li>
          <strong>Statystyki ruchu</strong>: ile żądań obsłużyła każda część serwisu i jak szybko — bez adresów stron, wyszukiwanych słów i danych o
          Tobie. Gdy coś się zepsuje, strona błędu pokaże identyfikator, który możesz nam podać.
        </li>
      </ul>

      <h2>Podstawy prawne</h2>
      <ul>
        <li>Konto, wpisy, wiadomości o koncie: wykonanie umowy, czyli regulaminu (art. 6 ust. 1 lit. b RODO).</li>
        <li>
          Sesje, limity, skróty adresów, logi, kopie zapasowe: nasz prawnie uzasadniony interes — bezpieczeństwo serwisu i ochrona przed nadużyciami
          (art. 6 ust. 1 lit. f RODO).
        </li>
        <li>Pomiary wydajności: Twoja zgoda (art. 6 ust. 1 lit. a RODO i art. 399 Prawa komunikacji elektronicznej), którą możesz wycofać.</li>
      </ul>

      <h2>Jak długo przechowujemy dane</h2>
      <table className="retention-table">
        <thead>
          <tr>
            <th scope="col">Dane</th>
            <th scope="col">Jak długo</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Konto i wpisy</td>
            <td>do usunięcia konta (wpisy — także do ich usunięcia przez Ciebie lub moderatora)</td>
          </tr>
          <tr>
            <td>Sesje logowania</td>
            <td>{days(d.sessions)} od zalogowania (wylogowanie kończy sesję od razu)</td>
          </tr>
          <tr>
            <td>Liczniki limitów</td>
            <td>najwyżej {hours(h.throttles)}</td>
          </tr>
          <tr>
            <td>Skróty adresów przy wpisach, zgłoszeniach i zmianach teledysków i synchronizacji</td>
            <td>
              {days(d.clientHashes)} od dodania wpisu, zgłoszenia lub zmiany — także kopia skrótu autora zgłoszonego wpisu w kolejce moderatorów,
              która znika razem z nim; skrót zablokowanego adresu — do końca blokady albo jej zdjęcia
            </td>
          </tr>
          <tr>
            <td>Usunięte konta i wpisy (kosz)</td>
            <td>{days(d.trash)} w koszu, niewidoczne dla nikogo poza moderatorami — na wypadek pomyłki lub nadużycia; potem znikają na zawsze</td>
          </tr>
          <tr>
            <td>Linki do nowego hasła i potwierdzenia adresu (tylko ich skrót)</td>
            <td>
              najwyżej {hours(h.resetLink)} (link do hasła) i {hours(h.confirmationLink)} (link potwierdzający)
            </td>
          </tr>
          <tr>
            <td>Pomiary wydajności</td>
            <td>{days(d.vitals)}</td>
          </tr>
          <tr>
            <td>Logi serwera</td>
            <td>{days(d.logs)}</td>
          </tr>
          <tr>
            <td>Kopie zapasowe bazy</td>
            <td>{days(d.backups)} — tyle po usunięciu konta jego dane mogą jeszcze istnieć w kopii</td>
          </tr>
        </tbody>
      </table>

      <h2 id="ciasteczka">Ciasteczka i pamięć przeglądarki</h2>
      <p>Niezbędne — działają zawsze, bo bez nich serwis nie działa tak, jak o to prosisz:</p>
      <ul>
        <li>
          <strong>sesja</strong> (ciasteczko <code>sesja</code>) — tylko po zalogowaniu; pamięta, kim jesteś, przez {days(d.sessions)} albo do
          wylogowania;
        </li>
        <li>
          <strong>głosy bez konta</strong> (ciasteczko <code>glosujacy</code>) — tylko gdy głosujesz bez konta; pamięta, że już zagłosowałeś;
        </li>
        <li>
          <strong>zakładka</strong> (ciasteczko <code>zakladka</code>) — przez 5 minut po tym, jak coś dodasz, żeby kolejne strony na pewno już to
          pokazywały; nie mówi nic o Tobie;
        </li>
        <li>
          <strong>wybór dotyczący ciasteczek, nazwa zalogowanego użytkownika i Twoje głosy</strong> (pamięć przeglądarki) — żeby nie pytać w kółko i
          żeby inne karty wiedziały, że się zalogowałeś.
        </li>
      </ul>
      <p>
        Opcjonalne — tylko po kliknięciu „Akceptuję wszystkie”: pomiary wydajności. Z „Tylko niezbędne” nic takiego nie jest wysyłane. Zdanie możesz
        zmienić w każdej chwili: <CookieSettingsLink /> (także w stopce każdej strony).
      </p>

      <h2>Komu przekazujemy dane</h2>
      <p>
        Serwis działa na infrastrukturze Cloudflare, a wiadomości e-mail wysyła dostawca poczty; obaj przetwarzają dane wyłącznie na nasze zlecenie.
        Teledyski odtwarza odtwarzacz YouTube dopiero po kliknięciu — od tej chwili obowiązuje polityka prywatności YouTube. Miniatury filmów
        pobieramy przez nasz serwer, więc samo przeglądanie list nie łączy Cię z serwisem wideo. Reklam zewnętrznych nie wyświetlamy.
      </p>

      <h2>Twoje prawa</h2>
      <ul>
        <li>
          <strong>Dostęp i przenoszenie</strong> (art. 15 i 20 RODO): „Pobierz moje dane” w {settings} daje plik JSON ze wszystkim, co o Tobie
          przechowujemy.
        </li>
        <li>
          <strong>Sprostowanie</strong> (art. 16): adres e-mail i hasło zmienisz w {settings}; o zmianę nazwy lub wpisu poproś pod {mail}.
        </li>
        <li>
          <strong>Usunięcie</strong> (art. 17): „Usuń konto” w {settings} — wpisy możesz zostawić jako „{ANONYMOUS_AUTHOR}” albo usunąć razem z
          kontem. Znikają ze strony od razu; przez {days(d.trash)} leżą jeszcze w koszu (wtedy na Twoją prośbę możemy je przywrócić), potem są usuwane
          na zawsze.
        </li>
        <li>
          <strong>Sprzeciw i ograniczenie</strong> (art. 21 i 18): wobec przetwarzania opartego na naszym uzasadnionym interesie — napisz na {mail}.
        </li>
        <li>
          <strong>Wycofanie zgody</strong> (art. 7 ust. 3): <CookieSettingsLink /> → „Tylko niezbędne”; nie wpływa to na to, co zrobiliśmy wcześniej.
        </li>
      </ul>
      <p>
        Na prośby wysłane e-mailem odpowiadamy w ciągu miesiąca. Więcej zasad w <Link to="/dmca">regulaminie</Link>.
      </p>

      <h2>Skarga do Prezesa UODO</h2>
      <p>
        Jeśli uważasz, że przetwarzamy Twoje dane niezgodnie z prawem, możesz złożyć skargę do Prezesa Urzędu Ochrony Danych Osobowych (ul. Stawki 2,
        00-193 Warszawa, <a href="https://uodo.gov.pl">uodo.gov.pl</a>).
      </p>
      <p className="muted">Konto mogą założyć osoby, które ukończyły {CONSENT_AGE} lat.</p>
    </main>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return simplePageMeta(matches, {
    title: `Polityka prywatności | ${SITE_NAME}`,
    description: "Kto administruje Twoimi danymi, co zbieramy i po co, jak długo to trzymamy i jak skorzystać ze swoich praw.",
    path: "/prywatnosc",
    crumbs: [{ name: "Prywatność", path: "/prywatnosc" }],
  });
}
