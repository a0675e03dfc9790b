// Flag image for a translation language (GET /api/getLang/{code}). The SVGs are
// inlined by scripts/build-flags.mjs because a Worker has no filesystem.
import { isLanguageCode } from "../../app/lib/languages";
import { countryOfLanguage, svgByCountry } from "./flag-data";

// For languages with no country of their own (Esperanto, Interlingua, Yiddish…).
// Same 640×480 box as flag-icons so it lines up with the real flags. The code
// is interpolated unescaped: only validated two-letter codes reach here.
function neutralFlag(code: string): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480">' +
    '<rect width="640" height="480" fill="#d5d8dc"/>' +
    '<rect x="12" y="12" width="616" height="456" fill="none" stroke="#aab0b7" stroke-width="24"/>' +
    '<text x="320" y="240" text-anchor="middle" dominant-baseline="central" ' +
    'font-family="Arial,Helvetica,sans-serif" font-size="220" font-weight="700" fill="#4b535c">' +
    code.toUpperCase() +
    "</text></svg>"
  );
}

/** SVG text for an ISO 639-1 code, or null when the code is not in the language list. */
export function flagSvg(code: string): string | null {
  if (!isLanguageCode(code)) return null;
  const country = Object.hasOwn(countryOfLanguage, code) ? countryOfLanguage[code] : null;
  if (country && Object.hasOwn(svgByCountry, country)) return svgByCountry[country];
  return neutralFlag(code);
}
