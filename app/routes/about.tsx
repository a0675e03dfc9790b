import { Link } from "react-router";
import { SITE_NAME } from "@core/constants";
import { simplePageMeta } from "~/lib/seo";
import type { Route } from "./+types/about";

export default function About() {
  return (
    <main className="page prose">
      <h1>Kim jesteśmy / jak to działa</h1>
      <p>
        {SITE_NAME} to serwis z tekstami piosenek, w którym nikt nie udaje, że wie, co autor miał na myśli. Wręcz przeciwnie: wszyscy wiemy lepiej.
        Jesteśmy grupką ludzi, którzy od lat słyszą w refrenach rzeczy, których tam nie ma — i postanowili zrobić z tego stronę.
      </p>

      <h2>Interpretacje</h2>
      <p>
        Zaznaczasz jeden lub kilka wersów tekstu i dopisujesz, o czym „naprawdę” są. Warunek jest jeden: interpretacja ma być zabawna i nieprawdziwa.
        „Hej, sokoły” to oczywiście piosenka o kontroli ruchu lotniczego nad Ukrainą, a „Przybieżeli do Betlejem pasterze” — o pierwszym w historii
        maratonie z nagrodą rzeczową. Prawdziwych wyjaśnień nie dodajemy: od tego są inne strony i szkolne bryki.
      </p>

      <h2>Trollowanie (to kontrolowane)</h2>
      <p>
        Tak, to w pewnym sensie trollowanie — ale takie, po którym wszyscy się śmieją, łącznie z trollowanym. Wyśmiewamy teksty, nie ludzi. Obrażanie,
        wulgaryzmy, spam i reklamy znikają szybciej niż refren z głowy po trzecim przesłuchaniu disco polo. Filtr słów pilnuje porządku od pierwszej
        litery.
      </p>

      <h2>Tłumaczenia</h2>
      <p>
        Piosenkę możesz przetłumaczyć na jeden z około 180 języków — od angielskiego po język zulu. Tu akurat prosimy o tłumaczenia możliwie wierne,
        bo nadinterpretacja zaczyna się dopiero wtedy, gdy wszyscy wiedzą, co jest nadinterpretowane.
      </p>

      <h2>Baza piosenek</h2>
      <p>
        W bazie są teksty polskich i zagranicznych wykonawców, a każdy może dodać nową piosenkę przez stronę <Link to="/dodaj">Dodaj piosenkę</Link>.
        Do większości tekstów dobieramy teledysk, a pod spodem zbieramy remiksy, covery i wersje instrumentalne. Wszystkich wykonawców znajdziesz w{" "}
        <Link to="/archiwum">archiwum od A do Z</Link>.
      </p>

      <h2>Możliwości</h2>
      <ul>
        <li>czytanie tekstów i oglądanie teledysków,</li>
        <li>zapętlanie wybranego fragmentu klipu — idealne do nauki tekstu albo doprowadzania sąsiadów do szału,</li>
        <li>dodawanie interpretacji, tłumaczeń, komentarzy, coverów, remiksów i wersji instrumentalnych,</li>
        <li>głosowanie na najlepsze interpretacje i komentarze,</li>
        <li>szukanie po wykonawcy, tytule i fragmencie tekstu,</li>
        <li>
          czytanie naszego <Link to="/blog">bloga</Link>.
        </li>
      </ul>

      <h2>Ranking</h2>
      <p>
        Zarejestrowani użytkownicy trafiają do <Link to="/ranking">rankingu</Link>. O miejscu decydują głosy, jakie zebrały ich interpretacje — czyli
        wygrywa ten, kto najpiękniej się myli. Wpisy anonimowe są mile widziane, ale punktów nie zbierają. Rejestracja jest darmowa i zajmuje mniej
        czasu niż intro przeciętnej ballady rockowej.
      </p>
    </main>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return simplePageMeta(matches, {
    title: `Kim jesteśmy / jak to działa | ${SITE_NAME}`,
    description: "Jak działa serwis zabawnych, nieprawdziwych interpretacji tekstów piosenek: interpretacje, tłumaczenia, baza piosenek i ranking.",
    path: "/onas",
    crumbs: [{ name: "Kim jesteśmy", path: "/onas" }],
  });
}
