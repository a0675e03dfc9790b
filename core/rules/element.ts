// Adding a remix, cover or instrumental: the messages and the words of each type, apart from
// the zod schema (element-schemas.ts) so the song page's JavaScript carries them without zod.
import type { ELEMENT_TYPES } from "../constants";

export type ElementType = (typeof ELEMENT_TYPES)[keyof typeof ELEMENT_TYPES];

export const ELEMENT_MESSAGES = {
  /** product §5.10, Element, word for word */
  captcha: "rozwiąż captchę!",
  badType: "Nieprawidłowy rodzaj elementu (0 remix, 1 cover, 2 wersja instrumentalna).",
  duplicate: "Ten film już jest na liście.",
} as const;

/** The words of each type: the tab's add button and the form's heading. */
export const ELEMENT_WORDS: Record<ElementType, { add: string; empty: string }> = {
  0: { add: "Dodaj remix", empty: "Nikt jeszcze nie dodał remiksu tej piosenki." },
  1: { add: "Dodaj cover", empty: "Nikt jeszcze nie dodał coveru tej piosenki." },
  2: { add: "Dodaj wersję instrumentalną", empty: "Nikt jeszcze nie dodał wersji instrumentalnej tej piosenki." },
};
