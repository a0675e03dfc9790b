import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/root";
import { SITE_NAME } from "./lib/constants";

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="pl">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main>
      <title>{`${notFound ? "Podana strona nie istnieje" : "Błąd"} | ${SITE_NAME}`}</title>
      <h1>{notFound ? "Podana strona nie istnieje" : "Coś poszło nie tak"}</h1>
      <p>
        {notFound
          ? "Nieprawidłowy adres strony. Wróć na stronę główną i spróbuj ponownie."
          : "Spróbuj odświeżyć stronę za chwilę."}
      </p>
    </main>
  );
}
