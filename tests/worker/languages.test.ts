import { env } from "cloudflare:workers";
import { describe, it, expect } from "vitest";
import { isLanguageCode, languageName, languages } from "@core/text/languages";
import { countryOfLanguage } from "@worker/services/flag-data";
import { flagFor, flagSvg } from "@worker/services/flags";

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

// Country flags are static files read through the ASSETS binding, as /api/getLang does.
const svgOf = async (code: string) => {
  const found = await flagSvg(code, env.ASSETS, "http://localhost");
  return found.ok ? found.value : null;
};

describe("flags", () => {
  it("has a flag for every language code", async () => {
    for (const { code } of languages) {
      const svg = await svgOf(code);
      expect(svg, code).toBeTypeOf("string");
      expect(svg!.startsWith("<svg"), code).toBe(true);
      expect(svg!.endsWith("</svg>"), code).toBe(true);
    }
  });

  it("maps every language, and only languages, to a shipped flag file or the neutral one", () => {
    expect(Object.keys(countryOfLanguage).sort()).toEqual(languages.map((l) => l.code).sort());
    for (const [code, country] of Object.entries(countryOfLanguage)) {
      expect(flagFor(code), code).toEqual(country === null ? { svg: expect.any(String) } : { asset: `/flags/${country}.svg` });
    }
  });

  it("uses the country's flag-icons SVG", async () => {
    expect(countryOfLanguage.uk).toBe("ua");
    expect(await svgOf("uk")).toContain('id="flag-icons-ua"');
    expect(await svgOf("pl")).toContain('id="flag-icons-pl"');
    expect(await svgOf("en")).toContain('id="flag-icons-gb"');
    expect(await svgOf("cs")).toContain('id="flag-icons-cz"');
    expect(await svgOf("la")).toContain('id="flag-icons-va"');
  });

  it("shares one flag file between languages of the same country", async () => {
    expect(flagFor("nb")).toEqual(flagFor("nn"));
    expect(await svgOf("nb")).toBe(await svgOf("nn"));
  });

  it("draws a neutral flag labelled with the code for languages without a country", async () => {
    expect(countryOfLanguage.eo).toBeNull();
    const svg = (await svgOf("eo"))!;
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).toContain(">EO</text>");
    expect(svg).not.toContain("flag-icons-");
  });

  it("returns null for unknown codes", async () => {
    for (const code of INVALID) {
      expect(flagFor(code), JSON.stringify(code)).toBeNull();
      expect(await svgOf(code), JSON.stringify(code)).toBeNull();
    }
  });
});
