// Issue 16, D5 (decision 039): the filter sees through disguises. Every form below once got
// round the link or the profanity filter; each row says what filtering must leave of it.
// Masks are made on the original text (product §5.1: first and last letter kept, the middle
// starred), links are removed from it. The guard list is ordinary text that must stay as
// it is, and every text of the demo content must pass untouched.
import { describe, expect, it } from "vitest";
import { seedAnnotations, seedComments, seedSongs, seedTranslations, seedUsers } from "@db/seed/data";
import { containsProfanity, containsUrl, filterText, isClean } from "@core/text/text-filter";

/** [disguised link, what filterText leaves]: each is a link (containsUrl) and not clean. */
const DISGUISED_LINKS: readonly (readonly [string, string])[] = [
  ["evil.Com", ""],
  ["evil.cOm", ""],
  ["Wejdź na Evil.Net teraz", "Wejdź na teraz"],
  ["еvil.com", ""], // Cyrillic е
  ["gοogle.com", ""], // Greek ο
  ["evil.сom", ""], // Cyrillic с in the top-level domain
  ["ｅｖｉｌ．ｃｏｍ", ""],
  ["evil．com", ""],
  ["evil。com", ""],
  ["evil｡com", ""],
  ["EVIL。COM", ""],
  ["evil﹒com", ""],
  ["www․evil․com", ""], // one dot leader
  ["evil\u200b.com", ""],
  ["evil.\u200bcom", ""],
  ["evil\u200c.com", ""],
  ["evil.\u200dcom", ""],
  ["evil\u2060.com", ""],
  ["evil.\ufeffcom", ""],
  ["evil\u00ad.com", ""],
  ["e\u200bv\u200bi\u200bl.com", ""],
  ["evil kropka pl", ""],
  ["Wejdź na evil kropka com po więcej", "Wejdź na po więcej"],
  ["www kropka onet kropka pl", ""],
  ["evil dot co dot uk", ""],
  ["evil(kropka)pl", ""],
  ["evil (kropka) pl", ""],
  ["evil[kropka]pl", ""],
  ["evil[.]com", ""],
  ["evil(.)com", ""],
  ["evil [ . ] com", ""],
  ["evil dot com", ""],
  ["evil DOT com", ""],
  ["evil[dot]com", ""],
  ["evil (dot) com", ""],
  ["evil{dot}net", ""],
  ["192.168.1.1", ""],
  ["Serwer: 10.0.0.1:8080/admin działa", "Serwer: działa"],
  ["http://1.2.3.4/x", ""],
  ["xn--80ak6aa92e.com", ""],
  ["sklep.xn--p1ai", ""],
  ["żółw.pl", ""],
  ["evil%2Ecom", ""],
  ["evil%2ecom", ""],
  ["evil&#46;com", ""],
  ["evil&#x2E;com", ""],
  ["evil&period;com", ""],
  ["https&#58;//evil&#46;example/", ""],
  ["https&colon;//evil&period;example/x", ""],
];

/** [disguised word, what filterText makes of it]: each is profanity and not clean. */
const DISGUISED_WORDS: readonly (readonly [string, string])[] = [
  ["кurwa", "к***a"], // Cyrillic к
  ["kurwа", "k***а"], // Cyrillic а
  ["chυj", "c**j"], // Greek υ
  ["ku\u200brwa", "k***a"],
  ["ku\u200crwa", "k***a"],
  ["ku\u200drwa", "k***a"],
  ["ku\u2060rwa", "k***a"],
  ["ku\ufeffrwa", "k***a"],
  ["ku\u00adrwa", "k***a"],
  ["sh\u00adit", "s**t"],
  ["ｋｕｒｗａ", "ｋ***ａ"],
  ["ｆｕｃｋ", "ｆ**ｋ"],
  ["𝐤𝐮𝐫𝐰𝐚", "𝐤***𝐚"],
  ["𝓀𝓊𝓇𝓌𝒶", "𝓀***𝒶"],
  ["k.u.r.w.a", "k***a"],
  ["k u r w a", "k***a"],
  ["k-u-r-w-a", "k***a"],
  ["kuuuurwa", "k******a"],
  ["kurwaaaa", "k******a"],
  ["fuuuuck", "f*****k"],
  ["kurewka", "k*****a"],
  ["kurewki", "k*****i"],
  ["fvck", "f**k"],
  ["Ty кurwo, spadaj!", "Ty к***o, spadaj!"],
  ["no i k.u.r.w.a mać", "no i k***a mać"],
];

/** Ordinary text that must stay as it is: no link, no forbidden word. */
const GUARD_LIST: readonly string[] = [
  "I kropka.",
  "Postaw kropkę nad i.",
  "Kropka na końcu zdania, kropka w kropkę.",
  "Jest kropka i przecinek, a potem kropka to koniec.",
  "Trzeba to zrobić.To wszystko, co wiem.",
  "Koniec.Na razie tyle.",
  "Tak.No i co teraz?",
  "Było super.Do zobaczenia!",
  "Wynik 3.5 na 10, a 0.5 l to pół litra.",
  "Wyszłam o 1:05, wróciłam o 12:30.",
  "Wersja v2.0, potem 2.0.1 i iOS 17.2.",
  "Premiera 10.05.2024 r. o godz. 12.30.",
  "Śpiewa O.S.T.R., a potem t.A.T.u. i S.O.S.",
  "m.in. np. itd. tzw. ok. 3.5 km",
  "Connect the dots, polka dot bikini, dot dot dot.",
  "Brrr, zimno! Aaaa! Hmmm. Zzz. Pssst. Ooo.",
  "Vivaldi, wódka, video, Volvo, TVP i vuvuzela.",
  "PiS i PO, a i o u w z.",
  "Привет, как дела? Καλημέρα σας.",
  "Курица — to po rosyjsku kura.",
  "Rodzina 👨‍👩‍👧 i serce ❤️.",
  "Kon\u00adstan\u00adty\u00adno\u00adpol",
  "Skarbiec: 1.2.3 i 256.1.1.1",
  "Rabat 50%, cena 3,50 zł.",
  "Tom &amp; Jerry",
];

describe("disguised links are links", () => {
  it.each(DISGUISED_LINKS)("%j", (input, expected) => {
    expect(containsUrl(input)).toBe(true);
    expect(isClean(input)).toBe(false);
    expect(filterText(input)).toBe(expected);
  });
});

describe("disguised forbidden words are masked on the original text", () => {
  it.each(DISGUISED_WORDS)("%j", (input, expected) => {
    expect(containsProfanity(input)).toBe(true);
    expect(isClean(input)).toBe(false);
    expect(filterText(input)).toBe(expected);
    expect(isClean(filterText(input))).toBe(true);
  });
});

describe("ordinary text stays as it is", () => {
  it.each(GUARD_LIST)("%j", (text) => {
    expect(containsUrl(text)).toBe(false);
    expect(containsProfanity(text)).toBe(false);
    expect(filterText(text)).toBe(text);
  });

  it("every text of the demo content", () => {
    const texts = [
      ...seedSongs.flatMap((song) => [song.artist, song.title, song.lyrics.join("\n")]),
      ...seedAnnotations.map((annotation) => annotation.text),
      ...seedComments.map((comment) => comment.text),
      ...seedTranslations.map((translation) => translation.text),
      ...seedUsers.map((user) => user.username),
    ];
    expect(texts.length).toBeGreaterThan(300);
    expect(texts.filter((text) => !isClean(text))).toEqual([]);
  });
});
