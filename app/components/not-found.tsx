import { Link } from "react-router";
import { SITE_NAME } from "@core/constants";

const NOT_FOUND_HEADING = "Podana strona nie istnieje";

/** The 404 page title: /404, the root error boundary, and the meta of pages whose loader found nothing. */
export const NOT_FOUND_TITLE = `${NOT_FOUND_HEADING} | ${SITE_NAME}`;

/** The 404 texts of product §2.21, shared by /404 and the root error boundary. */
export function NotFound() {
  return (
    <main className="page not-found">
      <h1>{NOT_FOUND_HEADING}</h1>
      <p>Nieprawidłowy adres strony. Wróć na stronę główną i spróbuj ponownie.</p>
      <p>
        <Link className="button" to="/">
          Wróć na stronę główną
        </Link>
      </p>
    </main>
  );
}
