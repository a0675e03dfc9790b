#!/usr/bin/env node
// Writes the flag-icons SVGs to public/flags/<country>.svg (static assets, served through the
// ASSETS binding by GET /api/getLang/{code}) and worker/services/flag-data.ts, the small
// language → country map. The SVGs stay out of the Worker bundle: inlined they were 780 KB
// of JavaScript parsed at every isolate start. Run after changing the mapping below or
// upgrading flag-icons / iso-639-1:  node scripts/build-flags.mjs  (the output is checked in).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const ISO6391 = require("iso-639-1");
const flagIconsDir = dirname(require.resolve("flag-icons/package.json"));
const flagIconsVersion = JSON.parse(readFileSync(join(flagIconsDir, "package.json"), "utf8")).version;
const out = join(root, "worker/services/flag-data.ts");
const flagsDir = join(root, "public/flags");

// Language → flag-icons file name. Values are ISO 3166-1 alpha-2 codes, except
// a few regional languages whose own flag flag-icons ships (ISO 3166-2 style
// "es-ct", "gb-wls"): a Union Jack for Welsh or a Spanish flag for Basque would
// misrepresent them. null = no country speaks it natively (constructed,
// liturgical-only or diaspora languages): flags.ts draws a neutral flag instead
// of picking a side.
const COUNTRY_OF_LANGUAGE = {
  aa: "dj", // Afar: national language of Djibouti (also Ethiopia, Eritrea)
  ab: "ge", // Abkhaz: Abkhazia is internationally recognised as Georgia
  ae: "ir", // Avestan: ancient Iranian liturgical language
  af: "za",
  ak: "gh",
  am: "et",
  an: "es", // Aragonese
  ar: "sa",
  as: "in",
  av: "ru", // Avaric: Dagestan
  ay: "bo",
  az: "az",
  ba: "ru",
  be: "by",
  bg: "bg",
  bi: "vu",
  bm: "ml",
  bn: "bd",
  bo: "cn", // Tibetan: most speakers live in China; no Tibetan flag in flag-icons
  br: "fr", // Breton: no Gwenn-ha-du in flag-icons
  bs: "ba",
  ca: "es-ct", // Catalan: the senyera is the language's usual symbol
  ce: "ru",
  ch: "gu", // Chamorro: Guam
  co: "fr",
  cr: "ca",
  cs: "cz",
  cu: "bg", // Old Church Slavonic: codified from Old Bulgarian
  cv: "ru",
  cy: "gb-wls",
  da: "dk",
  de: "de",
  dv: "mv",
  dz: "bt",
  ee: "gh", // Ewe: more speakers in Ghana than in Togo
  el: "gr",
  en: "gb",
  eo: null,
  es: "es",
  et: "ee",
  eu: "es-pv",
  fa: "ir",
  ff: "gn", // Fula: largest share of the population in Guinea
  fi: "fi",
  fj: "fj",
  fo: "fo",
  fr: "fr",
  fy: "nl",
  ga: "ie",
  gd: "gb-sct",
  gl: "es-ga",
  gn: "py",
  gu: "in",
  gv: "im", // Manx: Isle of Man
  ha: "ng",
  he: "il",
  hi: "in",
  ho: "pg", // Hiri Motu: Papua New Guinea
  hr: "hr",
  ht: "ht",
  hu: "hu",
  hy: "am",
  hz: "na", // Herero: Namibia
  ia: null,
  id: "id",
  ie: null,
  ig: "ng",
  ii: "cn", // Nuosu (Yi): Sichuan
  ik: "us", // Inupiaq: Alaska
  io: null,
  is: "is",
  it: "it",
  iu: "ca", // Inuktitut: Nunavut
  ja: "jp",
  jv: "id",
  ka: "ge",
  kg: "cd",
  ki: "ke",
  kj: "na", // Kwanyama: standard Oshiwambo, Namibia's largest language
  kk: "kz",
  kl: "gl", // Kalaallisut: Greenland
  km: "kh",
  kn: "in",
  ko: "kr",
  kr: "ng", // Kanuri: Borno, Nigeria
  ks: "in",
  ku: "iq", // Kurdish: official language of Iraq (Kurdistan Region)
  kv: "ru",
  kw: "gb",
  ky: "kg",
  la: "va", // Latin: official language of the Holy See
  lb: "lu",
  lg: "ug",
  li: "nl", // Limburgish
  ln: "cd",
  lo: "la",
  lt: "lt",
  lu: "cd",
  lv: "lv",
  mg: "mg",
  mh: "mh",
  mi: "nz",
  mk: "mk",
  ml: "in",
  mn: "mn",
  mr: "in",
  ms: "my",
  mt: "mt",
  my: "mm", // Burmese: Myanmar ("my" the country is Malaysia)
  na: "nr", // Nauruan: Nauru
  nb: "no",
  nd: "zw",
  ne: "np",
  ng: "na", // Ndonga: Namibia
  nl: "nl",
  nn: "no",
  no: "no",
  nr: "za",
  nv: "us",
  ny: "mw",
  oc: "fr",
  oj: "ca",
  om: "et",
  or: "in",
  os: "ru", // Ossetian: North Ossetia
  pa: "in", // Panjabi: iso-639-1's native name is in Gurmukhi, India's script
  pi: "in", // Pali: native name given in Devanagari
  pl: "pl",
  ps: "af",
  pt: "pt",
  qu: "pe",
  rm: "ch",
  rn: "bi",
  ro: "ro",
  ru: "ru",
  rw: "rw",
  sa: "in",
  sc: "it", // Sardinian
  sd: "pk",
  se: "no", // Northern Sami: most speakers in Norway
  sg: "cf",
  si: "lk",
  sk: "sk",
  sl: "si",
  sm: "ws",
  sn: "zw",
  so: "so",
  sq: "al",
  sr: "rs",
  ss: "sz",
  st: "ls",
  su: "id",
  sv: "se",
  sw: "tz", // Swahili: national language of Tanzania
  ta: "in",
  te: "in",
  tg: "tj",
  th: "th",
  ti: "er",
  tk: "tm",
  tl: "ph",
  tn: "bw",
  to: "to",
  tr: "tr",
  ts: "za",
  tt: "ru",
  tw: "gh",
  ty: "pf", // Tahitian: French Polynesia
  ug: "cn",
  uk: "ua",
  ur: "pk",
  uz: "uz",
  ve: "za",
  vi: "vn",
  vo: null,
  wa: "be", // Walloon
  wo: "sn",
  xh: "za",
  yi: null, // Yiddish: a diaspora language; Israel's flag would stand for Hebrew
  yo: "ng",
  za: "cn",
  zh: "cn",
  zu: "za",
};

// A mapping that silently lags the language list would leave a code without a
// flag; fail the build instead.
const codes = ISO6391.getAllCodes();
const missing = codes.filter((c) => !(c in COUNTRY_OF_LANGUAGE));
const extra = Object.keys(COUNTRY_OF_LANGUAGE).filter((c) => !ISO6391.validate(c));
if (missing.length || extra.length) {
  throw new Error(`flag mapping out of sync with iso-639-1: missing [${missing}] extra [${extra}]`);
}

// Flags are served standalone, never inlined in HTML, so whitespace between
// tags and inside attribute lists (path data, points) carries no meaning; none
// of the flags used has a <text> element where it would.
function minify(svg) {
  return svg
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/>\s+</g, "><")
    .replace(/\s+/g, " ")
    .trim();
}

const countries = [...new Set(Object.values(COUNTRY_OF_LANGUAGE).filter(Boolean))].sort();
rmSync(flagsDir, { recursive: true, force: true });
mkdirSync(flagsDir, { recursive: true });
let rawBytes = 0;
let minBytes = 0;
for (const cc of countries) {
  const raw = readFileSync(join(flagIconsDir, "flags/4x3", `${cc}.svg`), "utf8");
  rawBytes += raw.length;
  const svg = minify(raw);
  if (!svg.startsWith("<svg")) throw new Error(`${cc}.svg does not start with <svg`);
  minBytes += svg.length;
  writeFileSync(join(flagsDir, `${cc}.svg`), svg);
}

const sortedMapping = Object.fromEntries(
  Object.keys(COUNTRY_OF_LANGUAGE)
    .sort()
    .map((c) => [c, COUNTRY_OF_LANGUAGE[c]]),
);
const body = `// GENERATED by scripts/build-flags.mjs from flag-icons@${flagIconsVersion} — do not edit.
// Flag SVGs: flag-icons (MIT, (c) Panayiotis Lipiridis), https://github.com/lipis/flag-icons
// Change the language → country mapping in the script and re-run it. The flags themselves
// are public/flags/<country>.svg, written by the same script.

/** ISO 639-1 code → flag-icons name (ISO 3166-1 alpha-2, or a region such as "gb-wls"); null = neutral flag. */
export const countryOfLanguage: Record<string, string | null> = ${JSON.stringify(sortedMapping, null, 1)};
`;
writeFileSync(out, body);
console.log(
  `wrote ${out} (${codes.length} languages) and ${countries.length} flags to ${flagsDir} ` + `(SVGs ${rawBytes} → ${minBytes} chars minified)`,
);
