// The account mails (decision 044), in Polish: plain text, and the same words as simple HTML
// (a paragraph each, the link as a button-like anchor and written out). Every user value is
// escaped in the HTML; the text part carries the link on its own line so any mail client
// makes it clickable.
import { SITE_NAME } from "@core/constants";
import type { Mail } from "./mail";

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

const SIGNATURE = `— ${SITE_NAME}`;
const AUTOMATIC = "Ta wiadomość została wysłana automatycznie. Nie odpowiadaj na nią.";

type Link = { label: string; url: string };

/** One mail from paragraphs and at most one link, placed after the first paragraph. */
function compose(to: string, subject: string, paragraphs: string[], link?: Link): Mail {
  const [first, ...rest] = paragraphs;
  const text = [first, ...(link ? [`${link.label}:\n${link.url}`] : []), ...rest, SIGNATURE, AUTOMATIC].join("\n\n");
  const p = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const anchor = link
    ? `<p><a href="${escapeHtml(link.url)}" style="display:inline-block;padding:10px 16px;background:#7b2cbf;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(link.label)}</a></p><p style="font-size:13px;color:#555555">Jeśli przycisk nie działa, skopiuj ten adres do przeglądarki:<br>${escapeHtml(link.url)}</p>`
    : "";
  const html = `<!doctype html><html lang="pl"><body style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#222222">${p(first)}${anchor}${rest.map(p).join("")}<p>${escapeHtml(SIGNATURE)}</p><p style="font-size:12px;color:#777777">${escapeHtml(AUTOMATIC)}</p></body></html>`;
  return { to, subject: `${subject} | ${SITE_NAME}`, text, html };
}

export function resetMail(to: string, username: string, url: string): Mail {
  return compose(
    to,
    "Ustaw nowe hasło",
    [
      `Cześć ${username}! Ktoś (mamy nadzieję, że Ty) poprosił o nowe hasło do Twojego konta.`,
      "Link działa przez godzinę i tylko raz. Po ustawieniu nowego hasła wylogujemy Twoje konto ze wszystkich innych urządzeń.",
      "Jeśli to nie Ty, zignoruj tę wiadomość: Twoje hasło się nie zmieni.",
    ],
    { label: "Ustaw nowe hasło", url },
  );
}

export type ConfirmationKind = "registration" | "change" | "beforeReset" | "again";

const CONFIRMATION_OPENINGS: Record<ConfirmationKind, (username: string) => string> = {
  registration: (username) => `Cześć ${username}! Dziękujemy za założenie konta. Potwierdź, że ten adres e-mail należy do Ciebie.`,
  change: (username) => `Cześć ${username}! Poproszono o zmianę adresu e-mail Twojego konta na ten. Potwierdź go, a adres się zmieni.`,
  beforeReset: (username) =>
    `Cześć ${username}! Poproszono o nowe hasło do Twojego konta, ale jego adres e-mail nie jest jeszcze potwierdzony, a link do nowego hasła wysyłamy tylko na potwierdzony adres. Potwierdź go najpierw, potem poproś o nowe hasło jeszcze raz.`,
  again: (username) => `Cześć ${username}! Oto nowy link potwierdzający Twój adres e-mail.`,
};

export function confirmationMail(to: string, username: string, url: string, kind: ConfirmationKind): Mail {
  return compose(
    to,
    "Potwierdź adres e-mail",
    [CONFIRMATION_OPENINGS[kind](username), "Link działa przez 48 godzin i tylko raz.", "Jeśli to nie Ty, zignoruj tę wiadomość."],
    { label: "Potwierdź adres e-mail", url },
  );
}

export function emailChangeNotice(to: string, username: string, newEmail: string): Mail {
  return compose(to, "Zmiana adresu e-mail", [
    `Cześć ${username}! Poproszono o zmianę adresu e-mail Twojego konta na ${newEmail}. Wysłaliśmy tam link potwierdzający; dopóki nikt go nie otworzy, Twój adres się nie zmienia.`,
    "Jeśli to nie Ty, zaloguj się, zmień hasło i wybierz „Wyloguj ze wszystkich urządzeń” w ustawieniach konta.",
  ]);
}

/** What the deletion mail states: the trash's and the backups' periods, and where to ask. */
export type DeletionFacts = { trashDays: number; backupDays: number; contact: string };

export function accountDeletedMail(to: string, username: string, kept: boolean, facts: DeletionFacts): Mail {
  return compose(to, "Twoje konto zostało usunięte", [
    `Cześć ${username}! Na Twoją prośbę usunęliśmy Twoje konto w serwisie ${SITE_NAME}: nazwa, adres e-mail, hasło, sesje i głosy zniknęły ze strony.`,
    kept
      ? "Twoje interpretacje, komentarze, tłumaczenia i elementy zostają w serwisie podpisane jako „Anonimowy”."
      : "Twoje interpretacje, komentarze, tłumaczenia i elementy usunęliśmy razem z kontem.",
    "Dodane przez Ciebie piosenki oraz wersje teledysków, synchronizacji i tekstów zostają, już bez podpisu: opierają się na nich wpisy innych osób.",
    `Przez ${facts.trashDays} dni konto leży jeszcze w koszu, widoczne tylko dla moderatorów. Jeśli to pomyłka, napisz w tym czasie na ${facts.contact}, a przywrócimy je ze wszystkim, co zabrało. Potem usuniemy je na zawsze; kopie zapasowe bazy znikają po kolejnych ${facts.backupDays} dniach.`,
    "To ostatnia wiadomość od nas.",
  ]);
}
