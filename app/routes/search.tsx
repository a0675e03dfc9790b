import { data, Link } from "react-router";
import { Pager } from "~/components/pager";
import { SidebarColumn, SidebarWidget } from "~/components/sidebar-widget";
import { SongRows } from "~/components/song-list";
import { SEARCH_PAGE_SIZE, SITE_NAME } from "@core/constants";
import { plural } from "@core/text/numbers";
import { clampPage, pageCount } from "@core/pages/pager";
import { pageHref } from "@core/pages/pager";
import { canonicalPage, requirePage } from "~/lib/page-route";
import { searchHref } from "@core/text/search-phrase";
import { searchPhraseSchema } from "@core/schemas/search";
import { NOINDEX_FOLLOW, pageMeta } from "~/lib/seo";
import { recentAnnotatedSongs } from "@worker/services/recent";
import { type SearchHit, searchSongs } from "@worker/services/search";
import { pack, unpack } from "@core/pages/packed";
import { forPage } from "~/server/page-data.server";
import { PageData } from "~/components/page-data";
import type { Route } from "./+types/search";

// /szukaj/{term} and /szukaj/{term}/{page} (bare /szukaj?q= is routes/search-form.tsx).
export async function loader({ params, context }: Route.LoaderArgs) {
  const basePath = searchHref(params.term);
  const page = requirePage(params.page);
  const parsed = searchPhraseSchema.safeParse(params.term);
  if (!parsed.success) {
    const sidebar = await recentAnnotatedSongs();
    const refusal = {
      phrase: params.term.trim(),
      error: parsed.error.issues[0].message,
      basePath,
      sidebar: forPage(context, pack(sidebar), "dane-boczne"),
    };
    return data({ ...refusal, total: 0, page: 1, pages: 1, results: pack<ReturnType<typeof toRow>[]>([]) }, { status: 400 });
  }
  const [found, sidebar] = await Promise.all([searchSongs(parsed.data, SEARCH_PAGE_SIZE, (page - 1) * SEARCH_PAGE_SIZE), recentAnnotatedSongs()]);
  const pages = pageCount(found.total, SEARCH_PAGE_SIZE);
  canonicalPage(basePath, params.page, clampPage(page, pages));
  // The results and the sidebar go as JSON text (core/pages/packed.ts): most of the page's data.
  return {
    phrase: parsed.data,
    error: null,
    basePath,
    sidebar: forPage(context, pack(sidebar), "dane-boczne"),
    total: found.total,
    page,
    pages,
    results: forPage(context, pack(found.results.map(toRow)), "dane-wynikow"),
  };
}

/** What a result's row shows (SongRows): /api/search answers the whole song, the page sends half as much. */
function toRow({ song_id, song_urlname, song_search, song_youtube, song_lyrics }: SearchHit) {
  const small = song_youtube ? { thumbnails: { default: song_youtube.thumbnails.default } } : null;
  return { song_id, song_urlname, song_search, song_youtube: small, song_lyrics };
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { phrase, error, total, page, pages, basePath } = loaderData;
  const [results, sidebar] = [unpack(loaderData.results), unpack(loaderData.sidebar)];
  return (
    <>
      <main className="page search-page with-sidebar">
        <div>
          <h1>
            Wyniki wyszukiwania: <q>{phrase}</q>
          </h1>
          {error ? <p role="alert">{error}</p> : <p className="search-count">Znaleziono {plural(total, "piosenkę", "piosenki", "piosenek")}.</p>}
          {!error && total === 0 && (
            <p className="muted">
              Spróbuj innych słów albo <Link to="/dodaj">dodaj tę piosenkę</Link>.
            </p>
          )}
          <SongRows songs={results} start={(page - 1) * SEARCH_PAGE_SIZE + 1} detail={(song) => song.song_lyrics} />
          <Pager basePath={basePath} page={page} count={pages} />
        </div>
        <SidebarColumn>
          <SidebarWidget songs={sidebar} />
        </SidebarColumn>
      </main>
      <PageData packed={loaderData.results} />
      <PageData packed={loaderData.sidebar} />
    </>
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const phrase = loaderData?.phrase ?? "";
  const page = loaderData?.page ?? 1;
  const found = loaderData?.error ? loaderData.error : `Znaleziono ${plural(loaderData?.total ?? 0, "piosenkę", "piosenki", "piosenek")}`;
  return pageMeta(matches, {
    title: `Szukaj: ${phrase}${page > 1 ? ` — strona ${page}` : ""} | ${SITE_NAME}`,
    description: `Wyniki wyszukiwania „${phrase}” w tekstach, tytułach i wykonawcach. ${found}.`,
    path: loaderData ? pageHref(loaderData.basePath, page) : null,
    // Result pages are endless and thin: not listed, but their links are followed.
    robots: NOINDEX_FOLLOW,
  });
}
