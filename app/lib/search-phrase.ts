// The search phrase rules of spec §5, for the search page's loader and /api/search alike.
// The search bar applies the same rules before navigating; these guard typed-in addresses.
import { z } from "zod";
import { containsProfanity } from "./text-filter";

export const SEARCH_PROFANITY_MESSAGE = "Nie można wyszukiwać wyrazów zawierających wulgaryzmy!";
export const SEARCH_EMPTY_MESSAGE = "Wpisz, czego szukasz.";
export const SEARCH_LONGEST_PHRASE = 200;

export const searchPhraseSchema = z
  .string()
  .trim()
  .min(1, SEARCH_EMPTY_MESSAGE)
  .max(SEARCH_LONGEST_PHRASE, `Szukana fraza może mieć najwyżej ${SEARCH_LONGEST_PHRASE} znaków.`)
  .refine((phrase) => !containsProfanity(phrase), SEARCH_PROFANITY_MESSAGE);
