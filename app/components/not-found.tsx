import { Link } from "react-router";

/** The 404 texts of spec §2, shared by /404 and the root error boundary. */
export function NotFound() {
  return (
    <main className="page not-found">
      <h1>Podana strona nie istnieje</h1>
      <p>Nieprawidłowy adres strony. Wróć na stronę główną i spróbuj ponownie.</p>
      <p>
        <Link className="button" to="/">
          Wróć na stronę główną
        </Link>
      </p>
    </main>
  );
}
