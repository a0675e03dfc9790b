// The search phrase as the search page's loader and /api/search accept it: the search bar's
// rules (product §5.2) again, for addresses typed or linked by hand.
import { z } from "../zod";
import { SEARCH_EMPTY_MESSAGE, SEARCH_LONGEST_PHRASE, SEARCH_PROFANITY_MESSAGE } from "../text/search-phrase";
import { containsProfanity } from "../text/text-filter";

export const searchPhraseSchema = z
  .string()
  .trim()
  .min(1, SEARCH_EMPTY_MESSAGE)
  .max(SEARCH_LONGEST_PHRASE, `Szukana fraza może mieć najwyżej ${SEARCH_LONGEST_PHRASE} znaków.`)
  .refine((phrase) => !containsProfanity(phrase), SEARCH_PROFANITY_MESSAGE);
