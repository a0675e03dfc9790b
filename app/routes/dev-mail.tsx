// /_dev/poczta: the local outbox (decision 044). With MAIL_PROVIDER=outbox (npm run dev, the
// tests' servers) every mail the site would send is here, newest first: recipient, subject,
// text and its links. With a real provider the page does not exist (404): it is configuration,
// not the build, that decides, because the e2e suite runs the production build.
import { data } from "react-router";
import { listOutbox, outboxEnabled } from "@worker/services/mail";
import { DateTime } from "~/components/date-time";
import { SITE_NAME } from "@core/constants";
import type { Route } from "./+types/dev-mail";

export async function loader() {
  if (!outboxEnabled()) throw data("Nie znaleziono.", { status: 404 });
  return { mails: await listOutbox() };
}

export default function DevMail({ loaderData }: Route.ComponentProps) {
  const { mails } = loaderData;
  return (
    <main className="page dev-mail">
      <title>{`Poczta (lokalna) | ${SITE_NAME}`}</title>
      <meta name="robots" content="noindex" />
      <h1>Poczta (lokalna)</h1>
      <p className="muted">
        MAIL_PROVIDER=outbox: nic nie wychodzi z tego komputera. Każda wiadomość jest też wypisana w terminalu serwera. Najnowsze na górze.
      </p>
      {mails.length === 0 ? (
        <p>Brak wiadomości.</p>
      ) : (
        <ol className="dev-mail-list">
          {mails.map((mail) => (
            <li key={mail.id} className="card dev-mail-item" data-to={mail.to}>
              <h2>{mail.subject}</h2>
              <p>
                Do: <strong className="dev-mail-to">{mail.to}</strong> · <DateTime timestamp={mail.sentAt} />
              </p>
              <pre className="dev-mail-text">{mail.text}</pre>
              {mail.links.length > 0 && (
                <ul className="dev-mail-links" aria-label="Linki">
                  {mail.links.map((link) => (
                    <li key={link}>
                      <a href={link}>{link}</a>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}
