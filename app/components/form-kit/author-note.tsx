// Who a contribution will be signed by (product §5.12, Authors): the logged-in user's name, else
// 'Anonimowy' with a hint that logging in spares the captcha. Every add form shows it.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ANONYMOUS_AUTHOR } from "@core/constants";

export function AuthorNote({ author, children }: { author: string | null; children?: ReactNode }) {
  return (
    <p className="muted">
      Dodajesz jako <b>{author ?? ANONYMOUS_AUTHOR}</b>.
      {!author && (
        <>
          {" "}
          <Link to="/login">Zaloguj się</Link>, a nie będziesz rozwiązywać captchy.
        </>
      )}
      {children && <> {children}</>}
    </p>
  );
}
