// The search phrase rules of product §5.2. The search bar (in every page's shell) imports only
// these constants, so this module stays free of zod; the schema is in search-schema.ts.
export const SEARCH_PROFANITY_MESSAGE = "Nie można wyszukiwać wyrazów zawierających wulgaryzmy!";
export const SEARCH_EMPTY_MESSAGE = "Wpisz, czego szukasz.";
export const SEARCH_LONGEST_PHRASE = 200;

/** The results page of a phrase (page 1): /szukaj/{phrase}. */
export const searchHref = (phrase: string) => `/szukaj/${encodeURIComponent(phrase)}`;
