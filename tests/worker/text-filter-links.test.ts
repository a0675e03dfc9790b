// Links and domains are stripped from what visitors write, and &nbsp; with them, before the
// words are looked at; numbers, times, abbreviations and sentence ends are not domains.
import { describe, it, expect } from "vitest";
import { containsProfanity, containsUrl, filterText, isClean } from "@core/text/text-filter";

describe("links and domains", () => {
  it.each([
    ["Wejdź na http://spam.example.com/a?b=1 teraz", "Wejdź na teraz"],
    ["https://onet.pl", ""],
    ["HTTPS://ONET.PL/X", ""],
    ["ftp://files.example.org/pub", ""],
    ["Zobacz www.example.com!", "Zobacz!"],
    ["www.sklep.pl/promocja jest super", " jest super"],
    ["example.com", ""],
    ["Pisz na onet.pl albo foo.co.uk.", "Pisz na albo."],
    ["Strona ONET.PL działa", "Strona działa"],
    ["Mój mail: jan.kowalski@wp.pl", "Mój mail:"],
    ["(zobacz onet.pl)", "(zobacz)"],
    ["x https://en.wikipedia.org/wiki/Foo_(band) y", "x y"],
    ["localhost http://localhost:8787/api koniec", "localhost koniec"],
    ["domena sklep-online.com.pl:8080/x?y=z#top tutaj", "domena tutaj"],
    ["żółw.pl i tyle", " i tyle"],
    ["Kup tanio na casino-royal.xyz, szybko", "Kup tanio na, szybko"],
  ])("strips %s", (input, expected) => {
    expect(filterText(input)).toBe(expected);
    expect(containsUrl(input)).toBe(true);
    expect(isClean(input)).toBe(false);
  });

  it("ignores forbidden words inside links", () => {
    expect(containsProfanity("http://kurwa.pl")).toBe(false);
    expect(containsProfanity("zobacz chujowy.com")).toBe(false);
    expect(filterText("zobacz chujowy.com")).toBe("zobacz");
    expect(containsProfanity("kurwa, zobacz onet.pl")).toBe(true);
  });

  it("does not take numbers, times, abbreviations or sentence ends for domains", () => {
    for (const text of [
      "3.14",
      "1:30",
      "koniec.Nowe",
      "m.in.",
      "np.",
      "itd.",
      "e.g.",
      "U.S.A.",
      "v1.2.3",
      "192.168",
      "tak...to",
      "plik.mp3",
      "Koniec.To nie wszystko",
    ]) {
      expect(containsUrl(text), text).toBe(false);
      expect(filterText(text), text).toBe(text);
    }
  });
});

describe("&nbsp;", () => {
  it("is stripped, in every spelling of the entity", () => {
    expect(filterText("Ala&nbsp;ma kota")).toBe("Alama kota");
    expect(filterText("&nbsp;")).toBe("");
    expect(filterText("a&NBSP;b&#160;c&#xA0;d")).toBe("abcd");
    expect(isClean("tekst&nbsp;")).toBe(false);
    expect(containsUrl("&nbsp;")).toBe(false);
    expect(containsProfanity("&nbsp;")).toBe(false);
  });

  it("is stripped before words and links are looked at", () => {
    expect(filterText("ku&nbsp;rwa")).toBe("k***a");
    expect(filterText("onet.pl&nbsp;")).toBe("");
  });

  it("leaves other entities and a real non-breaking space alone", () => {
    expect(filterText("a&amp;b\u00a0c")).toBe("a&amp;b\u00a0c");
  });
});
