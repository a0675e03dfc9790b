// Contact details shown in the footer and on /kontakt (product §2: e-mail, city and country,
// phone marked unavailable).
export const CONTACT_EMAIL = "kontakt@nadinterpretacje.pl";
export const CONTACT_CITY = "Kraków";
export const CONTACT_COUNTRY = "Polska";
export const CONTACT_PHONE = "niedostępny";
/** localStorage flag of the cookie banner (product §3.5: a browser flag records acceptance). */
export const COOKIES_ACCEPTED_KEY = "cookiesAccepted";
/**
 * Its values (decisions 005 and 044): "1" everything accepted (as before), "0" only what is
 * strictly necessary; absent, nothing chosen yet, and nothing optional runs.
 */
export const COOKIES_ALL = "1";
export const COOKIES_NECESSARY = "0";
