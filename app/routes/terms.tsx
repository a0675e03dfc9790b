import { Link } from "react-router";
import { SITE_NAME } from "@core/constants";
import { simplePageMeta } from "~/lib/seo";
import type { Route } from "./+types/terms";
import { CONTACT_EMAIL } from "@core/site-info";

export default function Terms() {
  return (
    <main className="page with-sidebar">
      <div className="prose">
        <h1>Regulamin, prywatność i DMCA</h1>
        <p>
          Korzystając z serwisu {SITE_NAME}, akceptujesz poniższe zasady. Są krótsze niż tekst „Bohemian Rhapsody” i — obiecujemy — mniej zagadkowe.
        </p>

        <h2>1. Informacje osobiste</h2>
        <p>
          Przeglądać serwis można bez podawania czegokolwiek. Przy rejestracji zbieramy nazwę użytkownika, adres e-mail i hasło (przechowujemy
          wyłącznie jego skrót). Adresu e-mail nie pokazujemy innym i nie sprzedajemy — nikt by go zresztą nie kupił.
        </p>

        <h2>2. Wykorzystanie danych i ciasteczek</h2>
        <p>
          Ciasteczko sesji pamięta, że jesteś zalogowany. W pamięci przeglądarki zapisujemy zgodę na ciasteczka, Twoje anonimowe głosy i nazwę
          zalogowanego użytkownika. Tylko jeśli klikniesz „Akceptuję wszystkie”, zbieramy też anonimowe pomiary szybkości wczytywania stron, żeby
          wiedzieć, kiedy serwis zwalnia. Szczegóły: <Link to="/prywatnosc">polityka prywatności</Link>.
        </p>

        <h2>3. Wybory użytkownika dotyczące prywatności</h2>
        <p>
          Wybór dotyczący ciasteczek zmienisz w każdej chwili („Ustawienia ciasteczek” w stopce), a same ciasteczka usuniesz w ustawieniach
          przeglądarki (zostaniesz wtedy wylogowany). W <Link to="/profil/ustawienia">ustawieniach konta</Link> zmienisz hasło i adres e-mail,
          pobierzesz swoje dane i usuniesz konto — Twoje wpisy zostaną wtedy podpisane jako „Anonimowy” albo usunięte, jak wybierzesz. Konto można
          założyć od 16 lat. W innych sprawach napisz na <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
        </p>

        <h2>4. Reklamy</h2>
        <p>
          Na stronach są miejsca reklamowe. Obecnie pokazujemy w nich wyłącznie własne ogłoszenia, które nie śledzą nikogo i niczego nie sprzedają.
          Jeśli kiedyś pojawi się zewnętrzna sieć reklamowa, zaktualizujemy ten regulamin z 7-dniowym wyprzedzeniem.
        </p>

        <h2>5. Więcej informacji</h2>
        <p>
          Teksty piosenek należą do ich autorów. Jeśli jesteś właścicielem praw i uważasz, że jakiś materiał narusza Twoje prawa (DMCA), napisz na{" "}
          <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>, podając adres strony i podstawę zgłoszenia. Na reklamacje i zgłoszenia odpowiadamy
          w ciągu 14 dni. O zmianach regulaminu informujemy z 7-dniowym okresem wypowiedzenia.
        </p>
        <p>Wpisy na forum i komentarze zawierające linki lub osadzone obiekty mogą dodawać wyłącznie zarejestrowani użytkownicy.</p>
      </div>
      <aside className="sidebar">
        <section className="rules">
          <h2>Zasady domu</h2>
          <ul>
            <li>Interpretacje mają być zabawne i nieprawdziwe. Prawdziwe znaczenia zostawiamy krytykom.</li>
            <li>Żadnych linków w interpretacjach i tekstach piosenek.</li>
            <li>Wulgaryzmy, obrażanie ludzi i spam usuwamy bez ostrzeżenia.</li>
            <li>Covery i remiksy tylko jako linki do serwisu wideo.</li>
          </ul>
        </section>
        <section className="rules">
          <h2>Porady</h2>
          <ul>
            <li>Najlepsze interpretacje są krótkie. Puenta w drugim zdaniu to już ryzyko.</li>
            <li>Zaznacz dokładnie te wersy, których dotyczy żart — wtedy działa najlepiej.</li>
            <li>Zarejestruj się, a Twoje punkty trafią do rankingu.</li>
            <li>
              Masz pytanie? Najpierw <Link to="/faq">FAQ</Link>, potem <Link to="/kontakt">kontakt</Link>.
            </li>
          </ul>
        </section>
      </aside>
    </main>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return simplePageMeta(matches, {
    title: `Regulamin, prywatność i DMCA | ${SITE_NAME}`,
    description: "Zasady serwisu: dane osobowe, cookies, prywatność, reklamy, reklamacje w 14 dni i zgłoszenia DMCA.",
    path: "/dmca",
    crumbs: [{ name: "Regulamin i DMCA", path: "/dmca" }],
  });
}
