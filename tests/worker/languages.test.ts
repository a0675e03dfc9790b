import { describe, it, expect } from "vitest";
import { isLanguageCode, languageName, languages } from "../../app/lib/languages";
import { countryOfLanguage, svgByCountry } from "../../worker/services/flag-data";
import { flagSvg } from "../../worker/services/flags";

// Inputs a route parameter or form field could carry that must never pass as a
// language: unknown, empty, ISO 639-2/3, path traversal, case variants, and
// keys that exist on every plain object.
const INVALID = ["xx", "", "pol", "../etc", "PL", " pl", "pl ", "constructor", "__proto__", "toString"];

describe("languages", () => {
  it("lists every ISO 639-1 language once, with English and native names", () => {
    expect(languages.length).toBeGreaterThanOrEqual(180);
    expect(new Set(languages.map((l) => l.code)).size).toBe(languages.length);
    for (const l of languages) {
      expect(l.code).toMatch(/^[a-z]{2}$/);
      expect(l.name.trim()).not.toBe("");
      expect(l.nativeName.trim()).not.toBe("");
    }
  });

  it("is sorted by English name", () => {
    const names = languages.map((l) => l.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
    expect(names[0]).toBe("Abkhaz");
  });

  it("names Polish and Ukrainian", () => {
    expect(languageName("pl")).toEqual({ name: "Polish", nativeName: expect.stringMatching(/^polski$/i) });
    expect(languageName("uk")).toEqual({ name: "Ukrainian", nativeName: "Українська" });
    expect(isLanguageCode("pl")).toBe(true);
  });

  it("rejects codes that are not in the list", () => {
    for (const code of INVALID) {
      expect(isLanguageCode(code), JSON.stringify(code)).toBe(false);
      expect(languageName(code), JSON.stringify(code)).toBeNull();
    }
  });
});

describe("flags", () => {
  it("has a flag for every language code", () => {
    for (const { code } of languages) {
      const svg = flagSvg(code);
      expect(svg, code).toBeTypeOf("string");
      expect(svg!.startsWith("<svg"), code).toBe(true);
      expect(svg!.endsWith("</svg>"), code).toBe(true);
    }
  });

  it("maps every language, and only languages, to a shipped flag or the neutral one", () => {
    expect(Object.keys(countryOfLanguage).sort()).toEqual(languages.map((l) => l.code).sort());
    for (const [code, country] of Object.entries(countryOfLanguage)) {
      if (country !== null) expect(svgByCountry[country], code).toBeTypeOf("string");
    }
  });

  it("uses the country's flag-icons SVG", () => {
    expect(countryOfLanguage.uk).toBe("ua");
    expect(flagSvg("uk")).toContain('id="flag-icons-ua"');
    expect(flagSvg("pl")).toContain('id="flag-icons-pl"');
    expect(flagSvg("en")).toContain('id="flag-icons-gb"');
    expect(flagSvg("cs")).toContain('id="flag-icons-cz"');
    expect(flagSvg("la")).toContain('id="flag-icons-va"');
  });

  it("shares one SVG between languages of the same country", () => {
    expect(flagSvg("nb")).toBe(flagSvg("nn"));
  });

  it("draws a neutral flag labelled with the code for languages without a country", () => {
    expect(countryOfLanguage.eo).toBeNull();
    const svg = flagSvg("eo")!;
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).toContain(">EO</text>");
    expect(svg).not.toContain("flag-icons-");
  });

  it("returns null for unknown codes", () => {
    for (const code of INVALID) expect(flagSvg(code), JSON.stringify(code)).toBeNull();
  });
});
