// The canonical key of a username (decision 031): two names with one key look alike to a
// reader, so the unique index on users.username_key lets only the first of them exist, and a
// login by name finds the account through it. The key is never shown: names stay as typed.
//
//   1. NFKC: compatibility forms become their plain letters (ｆｕｌｌｗｉｄｔｈ → fullwidth,
//      ﬁ → fi), and invisible default-ignorable code points go.
//   2. Case folding. JavaScript has no full case fold; upper- then lower-casing gets the
//      cases a fold gets for names: ß → SS → ss, ς/σ → Σ → one lower form, ı → I → i,
//      Polish Ż → ż. NFKC again, since case mappings may leave unnormalised text.
//   3. ł → l: ł has no decomposition, so step 5 would keep it (the table maps it to l̸).
//   4. The confusables skeleton of Unicode TS #39: NFD, each code point replaced by its
//      prototype, NFD again (Cyrillic а → a, 0 → O, m → rn, so `admin` = `adrnin`). Where a
//      lower-case letter has no Latin look-alike but its capital has one, the capital's is
//      taken (Cyrillic м → ʍ, but М → M): folded names are compared, so МОЯ must meet MOЯ.
//   5. Fold and skeleton once more: a prototype can be a capital whose small letter has a
//      prototype of its own (М → M → m → rn), and the folded text must meet the skeletons of
//      names typed in small letters. Prototypes map to themselves, so nothing else moves.
//   6. Diacritics go: NFD and no non-spacing or enclosing marks, so `admiń` = `admin`,
//      `Królowa` = `Krolowa`.
//   7. (version 2, decision 041) Letters and digits that many fonts draw alike are one: i, l,
//      1 and | are l, 0 is o (the skeleton already made 1 → l and 0 → O; a capital I folded
//      to i, so `BasistaZBaIkonu` = `BasistaZBalkonu` and `adm1n` = `admin`).
//   8. (version 2) Separators at either end go: `admin.` = `admin_` = `-admin` = `admin`.
import confusables from "./username-confusables.json";

const PROTOTYPE: Record<string, string> = confusables.map;

const IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;
const MARKS = /[\p{Mn}\p{Me}]/gu;
const ASCII = /^[\x00-\x7f]*$/;

/** Steps 1–2: compatibility forms and case folded. */
export function foldCase(text: string): string {
  return text.normalize("NFKC").replace(IGNORABLE, "").toUpperCase().toLowerCase().normalize("NFKC");
}

const withoutMarks = (text: string) => text.normalize("NFD").replace(MARKS, "");

function prototypeOf(codePoint: string): string {
  const own = PROTOTYPE[codePoint] ?? codePoint;
  if (ASCII.test(withoutMarks(own))) return own;
  const capital = codePoint.toUpperCase();
  const capitalPrototype = PROTOTYPE[capital];
  if (capitalPrototype && ASCII.test(withoutMarks(foldCase(capitalPrototype)))) return capitalPrototype;
  return own;
}

/** Step 4: the TS #39 skeleton (with the capital fallback). */
export function skeleton(text: string): string {
  let out = "";
  for (const codePoint of text.normalize("NFD")) out += prototypeOf(codePoint);
  return out.normalize("NFD");
}

/** The version of the key `usernameKey` makes; older rows are re-keyed (username-backfill.ts). */
export const USERNAME_KEY_VERSION = 2;

const LOOK_ALIKE_L = /[il1|]/g;
const EDGE_SEPARATORS = /^[._-]+|[._-]+$/g;

/** The key stored in users.username_key and looked up at registration and login. */
export function usernameKey(username: string): string {
  const folded = foldCase(username.trim()).replaceAll("ł", "l");
  const key = withoutMarks(foldCase(skeleton(foldCase(skeleton(folded))))).normalize("NFC");
  return key.replace(LOOK_ALIKE_L, "l").replaceAll("0", "o").replace(EDGE_SEPARATORS, "");
}

/**
 * The site's own words, which no account may take in any disguise (decision 041): the
 * anonymous author's name, the roles, and what reads as the site speaking. The existing
 * administrator account `admin` keeps its name; nobody can register a look-alike of it.
 */
export const RESERVED_USERNAMES = [
  "Anonimowy",
  "Anonim",
  "admin",
  "administrator",
  "administracja",
  "moderator",
  "moderacja",
  "mod",
  "użytkownik",
  "user",
  "system",
  "root",
  "redakcja",
  "Nadinterpretacje",
  // /profil/ustawienia is the account's settings page (decision 044), not a profile.
  "ustawienia",
] as const;

const RESERVED_KEYS = new Map(RESERVED_USERNAMES.map((name) => [usernameKey(name), name]));

/** The reserved word a name is a look-alike of, or null. */
export function reservedName(username: string): string | null {
  return RESERVED_KEYS.get(usernameKey(username)) ?? null;
}

/** Where the data comes from (for the decision record and the drift test). */
export const CONFUSABLES_SOURCE = confusables.source;
