import { describe, expect, it } from "vitest";
import { cut, cutArticleTitle, cutGridName, cutNear, cutSidebarName, cutSliderQuote, cutSongPageName } from "@core/text/text-cut";

describe("cutting rules (product §9)", () => {
  it("grid names: 14 stays, 15 becomes 11 + '...'", () => {
    expect(cutGridName("Czternaście zn")).toBe("Czternaście zn");
    expect(cutGridName("Piętnaście znak")).toBe("Piętnaście ...");
    expect(cutGridName("Hej, sokoły! Hej, sokoły!")).toBe("Hej, sokoły...");
  });

  it("song page and sidebar names: 16 stays, 17 becomes 15 + '…'", () => {
    expect(cutSongPageName("Szesnaście znakó")).toBe("Szesnaście znakó");
    expect(cutSongPageName("Siedemnaście znak")).toBe("Siedemnaście zn…");
    expect(cutSidebarName("Siedemnaście znak")).toBe("Siedemnaście zn…");
    expect(cutSidebarName("Krótka")).toBe("Krótka");
  });

  it("article titles: 64 stays, longer becomes 63 + '…'", () => {
    const exact = "a".repeat(64);
    expect(cutArticleTitle(exact)).toBe(exact);
    const long = "b".repeat(70);
    expect(cutArticleTitle(long)).toBe(`${"b".repeat(63)}…`);
    expect(Array.from(cutArticleTitle(long))).toHaveLength(64);
  });

  it("slider quotes are cut at 200", () => {
    expect(cutSliderQuote("x".repeat(200))).toBe("x".repeat(200));
    expect(cutSliderQuote("x".repeat(300))).toBe(`${"x".repeat(199)}…`);
  });

  it("counts characters, not UTF-16 units", () => {
    expect(cut("🎵🎵🎵🎵🎵", 4, 3, "...")).toBe("🎵🎵🎵...");
  });

  it("cuts descriptions near the limit at a word break", () => {
    const text = `${"słowo ".repeat(40)}koniec`;
    const result = cutNear(text, 140);
    expect(result.endsWith("słowo…")).toBe(true);
    expect(Array.from(result).length).toBeLessThanOrEqual(140);
    expect(Array.from(result).length).toBeGreaterThan(120);
    expect(cutNear("Krótki opis.", 140)).toBe("Krótki opis.");
  });
});
