// ISO 639-1 languages for the translation form (browser) and for validating
// translation_code on the server. Names come from the iso-639-1 package so the
// list follows upstream corrections instead of a hand-kept copy.
import ISO6391 from "iso-639-1";

export type Language = { code: string; name: string; nativeName: string };

// Sorted by English name because that is how the form's <select> lists them;
// "en" collation keeps "Guaraní" and "Māori" next to their unaccented peers.
export const languages: Language[] = ISO6391.getLanguages(ISO6391.getAllCodes()).sort((a, b) => a.name.localeCompare(b.name, "en"));

// Codes arrive from URLs and form posts; a Map has no prototype keys, so input
// such as "constructor" or "__proto__" can never look valid.
const byCode = new Map(languages.map((l) => [l.code, l]));

export function isLanguageCode(code: string): boolean {
  return byCode.has(code);
}

export function languageName(code: string): { name: string; nativeName: string } | null {
  const l = byCode.get(code);
  return l ? { name: l.name, nativeName: l.nativeName } : null;
}
