import { homePage } from "@worker/services/home";
import { AdSlot } from "~/components/ad-slot";
import { ArticleList } from "~/components/article-card";
import { BestOfBanner } from "~/components/best-of-banner";
import { InterpretationSlider } from "~/components/interpretation-slider";
import { ListLink } from "~/components/list-link";
import { SongThumb } from "~/components/song-thumb";
import { SongTiles } from "~/components/song-tiles";
import { UserTables } from "~/components/user-tables";
import { SITE_NAME } from "@core/constants";
import { originFrom, pageMeta, websiteLd } from "~/lib/seo";
import { entityHref } from "@core/text/urlname";
import { unpack } from "@core/pages/packed";
import { forPage } from "~/server/page-data.server";
import { PageData } from "~/components/page-data";
import type { Route } from "./+types/home";
import { UserText } from "~/components/user-text";

export async function loader({ context }: Route.LoaderArgs) {
  return forPage(context, await homePage(), "dane-strony");
}

const FEATURES = [
  { to: "/onas", title: "Jak to działa?", text: "Krótki kurs świadomego mijania się z prawdą." },
  { to: "/faq", title: "FAQ", text: "Odpowiedzi na pytania, których nikt nie zadał. I na te, które zadał." },
  { to: "/prywatnosc", title: "Prywatność", text: "Co wiemy o Tobie (mniej, niż myślisz)." },
  { to: "/dmca", title: "Regulamin i DMCA", text: "Zasady domu: humor tak, linki nie." },
  { to: "/archiwum", title: "Wykonawcy", text: "Wszyscy autorzy od A do Z. Także ci na Ż." },
  { to: "/kontakt", title: "Kontakt", text: "Napisz do nas — odpowiadamy w 24 godziny." },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { best, newest, slider, songs, userSongs, articles, tables } = unpack(loaderData);
  return (
    <>
      <main className="page home">
        <div className="home-intro">
          <h1>{SITE_NAME}: teksty piosenek i ich najmniej prawdopodobne znaczenia</h1>
          <p>Wybierz wers, wymyśl, o czym „naprawdę” jest, i patrz, jak inni głosują na Twój geniusz.</p>
        </div>
        <BestOfBanner
          slides={[
            { key: "dzis", label: "Dziś", title: "Najlepsze interpretacje dnia", items: best.today },
            { key: "tydzien", label: "Tydzień", title: "Najlepsze interpretacje tygodnia", items: best.lastWeek },
            { key: "zawsze", label: "Zawsze", title: "Najlepsze interpretacje wszech czasów", items: best.ever },
          ]}
        />
        <AdSlot type={1} />

        <section>
          <div className="section-head">
            <h2>Nowe artykuły</h2>
            <ListLink to="/blog">Wszystkie wpisy</ListLink>
          </div>
          <ArticleList articles={articles} />
        </section>

        <section>
          <h2>Co tu można robić?</h2>
          <ul className="feature-boxes">
            {FEATURES.map((box) => (
              <li key={box.to}>
                <ListLink to={box.to}>
                  <strong>{box.title}</strong>
                  {box.text}
                </ListLink>
              </li>
            ))}
          </ul>
        </section>

        <section>
          <h2>Najnowsze interpretacje</h2>
          <ul className="interpretations">
            {newest.map((item) => (
              <li key={item.annotation_id}>
                <ListLink to={entityHref(item.song_urlname)}>
                  <SongThumb song={item} />
                  <strong>{item.song_search}</strong>
                </ListLink>
                <UserText as="blockquote" text={item.quote} />
                <span className="muted">— {item.annotation_author}</span>
              </li>
            ))}
          </ul>
        </section>

        <section>
          <h2>Najlepsze z ostatnich 24 godzin</h2>
          <InterpretationSlider items={slider} />
        </section>
        <AdSlot type={2} />

        <section>
          <div className="section-head">
            <h2>Użytkownicy</h2>
            <ListLink className="button" to="/ranking">
              Pełny ranking
            </ListLink>
          </div>
          <UserTables top={tables.sortedRanking} active={tables.activeUsers} newest={tables.byNewest} />
        </section>

        <section>
          <h2>Najnowsze piosenki</h2>
          <SongTiles songs={songs} />
        </section>
        <AdSlot type={3} />
        <section>
          <h2>Najnowsze piosenki dodane przez użytkowników</h2>
          <SongTiles songs={userSongs} />
        </section>
      </main>
      <PageData packed={loaderData} />
    </>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: `Teksty piosenek i nadinterpretacje | ${SITE_NAME}`,
    description: "Teksty piosenek z zabawnymi, celowo nieprawdziwymi interpretacjami. Czytaj, nadinterpretuj, głosuj.",
    path: "/",
    jsonLd: [websiteLd(originFrom(matches))],
  });
}
