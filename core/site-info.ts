// Contact details shown in the footer and on /kontakt (product §2: e-mail, city and country,
// phone marked unavailable).
export const CONTACT_EMAIL = "kontakt@nadinterpretacje.pl";
export const CONTACT_CITY = "Kraków";
export const CONTACT_COUNTRY = "Polska";
export const CONTACT_PHONE = "niedostępny";
/** localStorage flag of the cookie banner (product §3.5: a browser flag records acceptance). */
export const COOKIES_ACCEPTED_KEY = "cookiesAccepted";
