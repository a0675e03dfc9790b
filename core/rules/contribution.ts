// The song page's add forms' limits and messages (product §5, word for word), apart from their
// zod schemas (contribution-schemas.ts, translation-schema.ts) so the page's own JavaScript
// carries the texts without zod: the server has the last word anyway.

export const CONTRIBUTION_LIMITS = { annotation: 2_000, annotationLines: 20, comment: 5_000 } as const;

export const CONTRIBUTION_MESSAGES = {
  annotationCaptcha: "Rozwiąż captchę.",
  annotationLines: "Musisz wybrać conajmniej jedną linię!",
  annotationText: "Tekst interpretacji jest obowiązkowy!",
  annotationTooLong: `Interpretacja może mieć najwyżej ${CONTRIBUTION_LIMITS.annotation} znaków.`,
  annotationTooManyLines: `Możesz wybrać najwyżej ${CONTRIBUTION_LIMITS.annotationLines} linii.`,
  annotationLinks: "Interpretacja nie może zawierać linków ani adresów WWW (FAQ).",
  annotationBadLine: "Tej linii nie można nadinterpretować. Odśwież stronę i wybierz linie jeszcze raz.",
  commentCaptcha: "Rozwiąż captchę.",
  commentText: "Treść komentarza jest obowiązkowa!",
  commentTooLong: `Komentarz może mieć najwyżej ${CONTRIBUTION_LIMITS.comment} znaków.`,
  commentLinks: "Linki w komentarzach mogą dodawać tylko zalogowani użytkownicy.",
  badSong: "Nieprawidłowy identyfikator piosenki.",
  noSong: "Nie ma takiej piosenki.",
} as const;

export const TRANSLATION_LIMITS = { chars: 20_000, lines: 500 } as const;

export const TRANSLATION_MESSAGES = {
  captcha: "Rozwiąż captchę.",
  language: "Wybierz język tłumaczenia.",
  text: "Tekst tłumaczenia jest obowiązkowy.",
  tooLong: `Tłumaczenie może mieć najwyżej ${TRANSLATION_LIMITS.chars.toLocaleString("pl-PL")} znaków.`,
  tooManyLines: `Tłumaczenie może mieć najwyżej ${TRANSLATION_LIMITS.lines} linii.`,
  links: "Tłumaczenie nie może zawierać linków ani adresów WWW.",
  badSong: "Nieprawidłowy identyfikator piosenki.",
} as const;
