import { Link } from "react-router";
import { CONTACT_EMAIL } from "@core/site-info";
import { SITE_NAME } from "@core/constants";
import { simplePageMeta } from "~/lib/seo";
import type { Route } from "./+types/faq";

const TOPICS: { id: string; question: string; answer: React.ReactNode }[] = [
  {
    id: "jak-to-dziala",
    question: "Jak to działa?",
    answer: (
      <p>
        Otwierasz tekst piosenki, zaznaczasz wersy i dopisujesz do nich interpretację — zabawną i celowo nieprawdziwą. Inni czytają, śmieją się (mamy
        nadzieję) i głosują. Więcej w dziale <Link to="/onas">Kim jesteśmy / jak to działa</Link>.
      </p>
    ),
  },
  {
    id: "jak-dodac-interpretacje",
    question: "Jak dodać interpretację?",
    answer: (
      <>
        <p>
          Na stronie piosenki kliknij „Dodaj interpretację”, a potem kliknij wersy, których dotyczy (kliknięcie drugi raz odznacza wers). Napisz tekst
          i zatwierdź. Pustych linii, oznaczeń typu [Refren] czy „intro” nie da się zaznaczyć — i dobrze, bo co tu interpretować.
        </p>
        <p>
          Zasady: tylko humor, żadnych prawdziwych wyjaśnień. Linki w interpretacjach i piosenkach są zabronione. Jeśli nie jesteś zalogowany, musisz
          rozwiązać captchę.
        </p>
      </>
    ),
  },
  {
    id: "ranking",
    question: "Jak działa ranking?",
    answer: (
      <p>
        Każdy głos na interpretację zarejestrowanego użytkownika to punkt dla jej autora. <Link to="/ranking">Ranking</Link> układa użytkowników
        według zebranych głosów. Wpisy anonimowe punktów nie zbierają — anonimowość ma swoją cenę.
      </p>
    ),
  },
  {
    id: "jak-dodac-piosenke",
    question: "Jak dodać piosenkę?",
    answer: (
      <p>
        Wejdź na stronę <Link to="/dodaj">Dodaj piosenkę</Link>, wybierz wykonawcę z podpowiedzi albo wpisz nowego, podaj tytuł i wklej tekst.
        Niezalogowani rozwiązują captchę. Linków w tekście nie przyjmujemy, a pierwsze litery słów w nazwie wykonawcy i tytule same zrobią się
        wielkie.
      </p>
    ),
  },
  {
    id: "zapetlanie",
    question: "Po co zapętlanie teledysku?",
    answer: (
      <p>
        Żeby w kółko słuchać ulubionego fragmentu: podajesz początek i koniec (w sekundach albo jako minuty:sekundy) i klip gra ten kawałek bez końca.
        Przydaje się do nauki tekstu, tańca i sprawdzania, czy wokalista naprawdę śpiewa to, co myślisz, że śpiewa. Zwykle nie.
      </p>
    ),
  },
  {
    id: "cover-remix",
    question: "Jak dodać cover albo remiks?",
    answer: (
      <p>
        Na stronie piosenki otwórz zakładkę Remixy, Covery albo Instrumentale i kliknij „Dodaj”. Wklej link do filmu — musi to być link do serwisu
        wideo (YouTube). Sprawdzimy go, pokażemy tytuł i miniaturę, a po rozwiązaniu captchy (dla niezalogowanych) nagranie trafi na stronę.
      </p>
    ),
  },
  {
    id: "rejestracja",
    question: "Czy muszę się rejestrować?",
    answer: (
      <p>
        Nie. Wszystko możesz dodawać anonimowo — wtedy podpisujemy Cię jako „Anonimowy” i prosimy o captchę. Po{" "}
        <Link to="/rejestracja">rejestracji</Link> (darmowej) piszesz pod swoją nazwą, bez captchy, Twoje głosy zapisujemy na serwerze, a Ty trafiasz
        do rankingu.
      </p>
    ),
  },
  {
    id: "zglos-problem",
    question: "Jak zgłosić problem?",
    answer: (
      <p>
        Napisz na <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> — podaj adres strony i opisz, co się stało. Odpowiadamy w ciągu 24 godzin.
        Zgłoszenia naruszeń praw autorskich opisuje <Link to="/dmca">regulamin</Link>.
      </p>
    ),
  },
];

export default function Faq() {
  return (
    <main className="page prose faq">
      <h1>Najczęściej zadawane pytania</h1>
      <p className="muted">Kliknij pytanie, żeby zobaczyć odpowiedź.</p>
      {TOPICS.map((topic) => (
        <details key={topic.id} id={topic.id}>
          <summary>{topic.question}</summary>
          {topic.answer}
        </details>
      ))}
    </main>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return simplePageMeta(matches, {
    title: `FAQ | ${SITE_NAME}`,
    description: "Jak dodać interpretację, piosenkę albo cover, jak działa ranking i czy trzeba się rejestrować.",
    path: "/faq",
    crumbs: [{ name: "FAQ", path: "/faq" }],
  });
}
