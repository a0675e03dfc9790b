import { useMemo } from "react";
import { useNavigation } from "react-router";
import { archivePage } from "@worker/services/archive";
import { Pager } from "~/components/pager";
import { canonicalPage, listTitle, requirePage } from "~/lib/page-route";
import { listPageMeta } from "~/lib/seo";
import { plural } from "@core/text/numbers";
import { entityHref } from "@core/text/urlname";
import type { Route } from "./+types/archive";
import { ListLink } from "~/components/list-link";

export async function loader({ params }: Route.LoaderArgs) {
  const { artists, ...result } = await archivePage(requirePage(params.page));
  canonicalPage("/archiwum", params.page, result.page);
  // 500 artists travel as one JSON text of [name, url name] pairs: React Router's encoder
  // spent about a fifth of the page's CPU on the 500 objects one by one (decision 053).
  return { ...result, artists: JSON.stringify(artists.map((artist) => [artist.artist_name, artist.artist_urlname])) };
}

export default function Archive({ loaderData }: Route.ComponentProps) {
  const { page, pageCount, total } = loaderData;
  const artists = useMemo(() => JSON.parse(loaderData.artists) as [name: string, urlname: string][], [loaderData.artists]);
  const navigation = useNavigation();
  // Product §4.3: while another page is fetched the list is cleared and 'Ładowanie...' shows.
  const loading = navigation.state === "loading" && navigation.location.pathname.startsWith("/archiwum");
  return (
    <main className="page">
      <h1>Wykonawcy od A do Z</h1>
      <p className="muted">{total} wykonawców w bazie — od tych, których zna każdy, po tych, których zna tylko ich mama.</p>
      <Pager basePath="/archiwum" page={page} count={pageCount} label="Strony — nad listą" />
      {loading ? (
        <p className="loading" role="status">
          Ładowanie...
        </p>
      ) : (
        <ul className="artist-list">
          {artists.map(([name, urlname]) => (
            <li key={urlname}>
              <ListLink to={entityHref(urlname)}>{name}</ListLink>
            </li>
          ))}
        </ul>
      )}
      <Pager basePath="/archiwum" page={page} count={pageCount} label="Strony — pod listą" />
    </main>
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const page = loaderData?.page ?? 1;
  return listPageMeta(matches, {
    title: listTitle("Wykonawcy", page),
    name: "Wykonawcy",
    basePath: "/archiwum",
    page,
    pages: loaderData?.pageCount ?? 1,
    description: `Wszyscy wykonawcy od A do Z: ${plural(loaderData?.total ?? 0, "wykonawca", "wykonawców", "wykonawców")} z tekstami piosenek i ich nadinterpretacjami.`,
  });
}
