import {
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { siteOrigin } from "@worker/platform/config";
import { pack, unpack } from "@core/pages/packed";
import { forPage } from "~/server/page-data.server";
import { PageData } from "~/components/page-data";
import { noteRoute } from "@worker/services/request-scope";
import { getSessionUser } from "@worker/services/session";
import { footerRandomSongs } from "@worker/services/songs";
import type { Route } from "./+types/root";
import { CookieBanner, CookieFlagScript } from "./components/cookie-banner";
import { CatchAllLoading } from "./components/catch-all-loading";
import { ListLinkPrefetch, useListLinkNavigation } from "./components/list-link";
import { ClientBoot } from "./components/client-boot";
import { NotFound, NOT_FOUND_TITLE } from "./components/not-found";
import { SearchBar } from "./components/search-bar";
import { SiteFooter } from "./components/site-footer";
import { SessionSync } from "./components/session-sync";
import { SiteNav } from "./components/site-nav";
import { chunkFailureMessage, describeChunkFailure } from "./lib/chunk-load";
import { useNonce } from "./lib/csp-nonce";
import { REQUEST_ID_ELEMENT, useFailedRequestId } from "./lib/request-id";
import { SITE_NAME } from "@core/constants";
import { FEEDS } from "@core/pages/feeds";
import { SITE_CSS_ID, useSiteCss } from "./lib/site-css";

/** Tells the request's scope which route answered: logs and the status page count by pattern (decision 050). */
export const middleware: Route.MiddlewareFunction[] = [
  ({ request, pattern }) => {
    // React Router joins route paths without a leading slash (":text/:second?").
    noteRoute(`${request.method} /${pattern.replace(/^\//, "")}`);
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const [user, footerSongs] = await Promise.all([getSessionUser(request), footerRandomSongs()]);
  // The footer shows text links only: the thumbnails and names stay out of every page's data.
  const randomSongs = footerSongs.map(({ song_id, song_urlname, song_search }) => ({ song_id, song_urlname, song_search }));
  // The origin lets every page's meta() write absolute canonical and share addresses.
  // The footer's songs go as one JSON text (core/pages/packed.ts), on every page.
  return {
    user: user ? { username: user.username, role: user.role } : null,
    randomSongs: forPage(context, pack(randomSongs), "dane-stopki"),
    origin: siteOrigin(request),
  };
}

/**
 * The shell's data (who is logged in, the footer's random songs) only changes after a form
 * post (login, registration, any write) or an explicit revalidation (another tab logged in
 * or out, same URL). Re-running it on every tab or line click inside a page would repeat the
 * session lookup and reshuffle the footer for nothing.
 */
export function shouldRevalidate({ formMethod, currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  return false;
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/images/favicon.svg", type: "image/svg+xml" },
  // Feed readers find the site's feeds from any page (decision 030).
  ...FEEDS.map((feed) => ({ rel: "alternate", type: "application/rss+xml", title: feed.title, href: feed.path })),
];

export function Layout({ children }: { children: React.ReactNode }) {
  // Undefined when the root loader itself failed: the shell still renders, just emptier.
  const data = useRouteLoaderData<typeof loader>("root");
  // The page's CSP nonce (decision 027): every script below carries it; none runs without.
  const nonce = useNonce();
  const css = useSiteCss();
  return (
    // The head script may mark <html> before hydration (cookie flag).
    <html lang="pl" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <style id={SITE_CSS_ID} dangerouslySetInnerHTML={{ __html: css }} />
        {/* Stylesheets need no nonce ('self' allows them). Empty, so React Router does not copy
            the page's nonce here: the browser hides it and hydration would see a mismatch. */}
        <Links nonce="" />
        <CookieFlagScript nonce={nonce} />
        <script src="/js/custom.js" defer nonce={nonce} suppressHydrationWarning />
      </head>
      <body>
        <a className="skip-link" href="#tresc">
          Przejdź do treści
        </a>
        <header className="site-header">
          <div className="header-row">
            <Link className="logo" to="/" aria-label={`${SITE_NAME} — strona główna`}>
              Nad<span>interpretacje</span>
            </Link>
            <SearchBar />
          </div>
          <SiteNav user={data?.user ?? null} />
        </header>
        <div id="tresc" className="site-main">
          <CatchAllLoading />
          {children}
        </div>
        <SiteFooter randomSongs={data ? unpack(data.randomSongs) : []} />
        <PageData packed={data?.randomSongs} />
        <CookieBanner />
        <ClientBoot />
        <SessionSync user={data?.user ?? null} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useListLinkNavigation();
  return (
    <>
      <Outlet />
      <ListLinkPrefetch />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <>
        <title>{NOT_FOUND_TITLE}</title>
        <NotFound />
      </>
    );
  }
  // Refusals thrown by loaders and actions (requireAdmin, readForm…) carry a Polish message.
  if (isRouteErrorResponse(error) && error.status >= 400 && error.status < 500) {
    const message = typeof error.data === "string" ? error.data : ((error.data as { error?: string } | null)?.error ?? "");
    const heading = error.status === 401 ? "Musisz się zalogować" : error.status === 403 ? "Dostęp zabroniony" : "Nieprawidłowe żądanie";
    return (
      <main className="page">
        <title>{`${heading} | ${SITE_NAME}`}</title>
        <meta name="robots" content="noindex" />
        <h1>{heading}</h1>
        <p className="form-error" role="alert">
          {message}
        </p>
        {error.status === 401 && (
          <p>
            <Link to="/login">Zaloguj się</Link>
          </p>
        )}
      </main>
    );
  }
  const chunk = describeChunkFailure(error);
  return (
    <main className="page">
      <title>{`Błąd | ${SITE_NAME}`}</title>
      <h1>{chunk ? "Nie udało się wczytać strony" : "Coś poszło nie tak"}</h1>
      {chunk && <pre className="chunk-error">{chunkFailureMessage(chunk)}</pre>}
      <p>
        {chunk ? "Część strony nie dotarła do Twojej przeglądarki. Odśwież stronę — zwykle to wystarcza." : "Spróbuj odświeżyć stronę za chwilę."}
      </p>
      {!chunk && <FailedRequestId />}
    </main>
  );
}

/** The id a visitor can quote when writing to us about the failure (decision 050). */
function FailedRequestId() {
  const id = useFailedRequestId();
  if (!id) return null;
  return (
    <p className="request-id">
      Jeśli błąd się powtarza, napisz do nas i podaj identyfikator błędu: <code id={REQUEST_ID_ELEMENT}>{id}</code>
    </p>
  );
}
