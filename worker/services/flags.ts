// Flag image for a translation language (GET /api/getLang/{code}). Country flags are static
// files (public/flags/<country>.svg, written by scripts/build-flags.mjs); only the neutral
// flag is drawn here.
import { isLanguageCode } from "@core/text/languages";
import { fail, ok, type Result } from "@core/result";
import { countryOfLanguage } from "./flag-data";

export type Flag = { asset: string } | { svg: string };

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

/** The flag of an ISO 639-1 code: a static file's path or the neutral SVG; null when unknown. */
export function flagFor(code: string): Flag | null {
  if (!isLanguageCode(code)) return null;
  const country = Object.hasOwn(countryOfLanguage, code) ? countryOfLanguage[code] : null;
  return country ? { asset: `/flags/${country}.svg` } : { svg: neutralFlag(code) };
}

/** The flag's SVG text, read through the static-assets binding for country flags. */
export async function flagSvg(code: string, assets: Fetcher, origin: string): Promise<Result<string>> {
  const flag = flagFor(code);
  if (!flag) return fail("not_found", "Nie znaleziono języka.");
  if ("svg" in flag) return ok(flag.svg);
  const response = await assets.fetch(new URL(flag.asset, origin));
  if (!response.ok) throw new Error(`Flag asset missing: ${flag.asset} (${response.status})`);
  return ok(await response.text());
}
