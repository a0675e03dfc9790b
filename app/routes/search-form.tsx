import { redirect } from "react-router";
import { SEARCH_PROFANITY_MESSAGE, searchHref } from "@core/text/search-phrase";
import { searchPhraseSchema } from "@core/schemas/search";
import { SITE_NAME } from "@core/constants";
import { NOINDEX_FOLLOW, simplePageMeta } from "~/lib/seo";
import type { Route } from "./+types/search-form";

// Target of the search bar when JavaScript is off: GET /szukaj?q=… gets the same rules as
// the script (trim, empty does nothing, profanity refused) and lands on /szukaj/{phrase}.
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const parsed = searchPhraseSchema.safeParse(url.searchParams.get("q") ?? "");
  if (parsed.success) throw redirect(searchHref(parsed.data));
  const message = parsed.error.issues[0]?.message;
  if (message !== SEARCH_PROFANITY_MESSAGE) {
    const back = URL.parse(request.headers.get("Referer") ?? "");
    throw redirect(back?.origin === url.origin ? back.pathname + back.search : "/");
  }
  return { message };
}

export default function SearchForm({ loaderData }: Route.ComponentProps) {
  return (
    <main className="page">
      <h1>Szukaj</h1>
      <p role="alert">{loaderData.message}</p>
    </main>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return simplePageMeta(matches, {
    title: `Szukaj | ${SITE_NAME}`,
    description: "Szukaj piosenek po wykonawcy, tytule albo słowach tekstu.",
    path: "/szukaj",
    robots: NOINDEX_FOLLOW,
  });
}
