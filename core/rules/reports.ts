// Reports and the review queue (decision 043): what can be reported, why, and what the
// reporter and moderators are told. Shared by the report page, the API and the panel.

export const REPORT_KINDS = ["annotation", "comment", "translation", "element", "song", "video", "sync"] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_KIND_LABELS: Record<ReportKind, string> = {
  annotation: "interpretacja",
  comment: "komentarz",
  translation: "tłumaczenie",
  element: "cover, remix albo wersja instrumentalna",
  song: "piosenka",
  video: "teledysk",
  sync: "synchronizacja tekstu",
};

export const REPORT_REASONS = {
  spam: "Spam lub reklama",
  offensive: "Obraźliwe treści",
  meaning: "Prawdziwe znaczenie zamiast żartu (zasada serwisu)",
  copyright: "Naruszenie praw autorskich (DMCA)",
  other: "Inny powód",
} as const;
export type ReportReason = keyof typeof REPORT_REASONS;

/** Distinct reporters after which an item is hidden from the public until a moderator decides. */
export const REPORT_HIDE_THRESHOLD = 3;

export const REPORT_NOTE_MAX = 300;

export const REPORT_MESSAGES = {
  thanks: "Dziękujemy, sprawdzimy to.",
  already: "To zgłoszenie już od Ciebie mamy. Dziękujemy, sprawdzimy to.",
  badKind: "Nie można zgłosić czegoś takiego.",
  badItem: "Nieprawidłowy identyfikator zgłaszanego wpisu.",
  missing: "Nie ma już takiego wpisu.",
  reason: "Wybierz powód zgłoszenia.",
  noteRequired: "Napisz krótko, co jest nie tak.",
  noteTooLong: `Opis zgłoszenia może mieć najwyżej ${REPORT_NOTE_MAX} znaków.`,
  captcha: "Rozwiąż captchę.",
  waiting: "Czeka na sprawdzenie przez moderatora: inni go nie widzą, dopóki moderator nie zdecyduje.",
} as const;

/** What the trash and the audit log call every kind of item a moderator acts on. */
export const MODERATED_KIND_LABELS: Record<string, string> = {
  annotation: "interpretacja",
  comment: "komentarz",
  translation: "tłumaczenie",
  element: "cover/remix/instrumental",
  song: "piosenka",
  artist: "wykonawca",
  article: "artykuł",
  account: "konto",
  client: "adres (anonimowy)",
  video: "teledysk",
  sync: "synchronizacja",
  lyrics: "tekst piosenki",
  names: "tytuł i wykonawca",
  trash: "kosz",
};

/** Every action the audit log records, with its name in the panel. */
export const AUDIT_ACTIONS = {
  delete: "usunięcie",
  restore: "przywrócenie",
  dismiss: "odrzucenie zgłoszeń",
  hide: "ukrycie po zgłoszeniach",
  block: "blokada",
  unblock: "zdjęcie blokady",
  role: "zmiana roli",
  "article-save": "zapis artykułu",
  "article-delete": "usunięcie artykułu",
  accept: "przyjęcie propozycji",
  reject: "odrzucenie propozycji",
  revert: "przywrócenie wersji",
  purge: "opróżnienie kosza",
  repin: "przypięcie interpretacji",
  rename: "zmiana nazwy",
  move: "przeniesienie piosenki",
  merge: "połączenie wykonawców",
  unmerge: "cofnięcie połączenia",
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** How long a moderator can block an account or a client (days). */
export const BLOCK_DAYS = [1, 3, 7, 30, 90, 365] as const;

export const MODERATION_MESSAGES = {
  blocked: (until: string) =>
    `Twoje konto jest zablokowane do ${until}. Możesz czytać stronę i się logować, ale nie możesz nic dodawać ani głosować.`,
  blockedClient: (until: string) => `Z tego adresu nie można nic dodawać do ${until} (blokada moderatora).`,
  noAuthor: "Ten wpis nie ma autora, którego można zablokować.",
  blockDays: "Wybierz, na ile zablokować.",
  lastAdmin: "To ostatni administrator: nie można mu odebrać roli.",
  sameRole: "Ten użytkownik już ma tę rolę.",
  noUser: "Nie ma takiego użytkownika.",
  badRole: "Nieznana rola.",
  badDecision: "Nieznana decyzja.",
  queueEmpty: "Nie ma nic do sprawdzenia.",
} as const;
