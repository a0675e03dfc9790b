import { describe, expect, it } from "vitest";
import { annotationsByLine, isAnnotatableLine } from "@core/rules/lyric-lines";

describe("isAnnotatableLine", () => {
  it("accepts sung lines, including ones that start like a marker word", () => {
    for (const line of [
      "Wlazł kotek na płotek i mruga,",
      "(oh, yeah, oh)",
      "Refrenu nie pamiętam, ale śpiewam",
      "Prezent od ciebie leży pod choinką",
      "Break down the walls tonight",
      "Zwrotki to my mamy dwie",
      "Intro to był tylko wstęp",
      "A ja idę dalej",
      "a",
      "Bim, bam, bom",
      "Ej!",
      "2 razy dwa to cztery",
    ]) {
      expect(isAnnotatableLine(line), line).toBe(true);
    }
  });

  it("refuses blank lines and lines with no letters", () => {
    for (const line of ["", "   ", "\t", "...", "– – –", "♪ ♪"]) expect(isAnnotatableLine(line), line).toBe(false);
  });

  it("refuses bracketed section markers", () => {
    for (const line of ["[Refren]", "[Zwrotka 2]", "  [Kanon – drugi głos] ", "{Chorus}", "[Kasia & Tomek]", "[x2]"]) {
      expect(isAnnotatableLine(line), line).toBe(false);
    }
  });

  it("refuses marker lines in English and Polish", () => {
    for (const line of [
      "Intro",
      "intro:",
      "Hook",
      "Verse 1",
      "Verse 2: Eminem",
      "Pre-Chorus",
      "Pre",
      "Chorus x2",
      "CHORUS:",
      "Bridge",
      "Outro",
      "Refren",
      "Refren:",
      "Ref.",
      "Ref:",
      "Zwrotka 1",
      "Zwrotka II:",
      "(Refren)",
      "Solo",
      "Post-chorus",
      "Chorus (x2)",
      "Refren x2",
      "refren ×3",
    ]) {
      expect(isAnnotatableLine(line), line).toBe(false);
    }
  });

  it("refuses repeat counts", () => {
    for (const line of ["x2", "(x3)", "2x", "×4"]) expect(isAnnotatableLine(line), line).toBe(false);
  });

  it("refuses guitar lines: chords, tablature and guitarists' notes", () => {
    for (const line of [
      "C G Am F",
      "a d E a",
      "G",
      "Em7 Cmaj7 D/F#",
      "e|--0--3--|",
      "B|-------1---|",
      "Chwyty: a d E",
      "Akordy: C G",
      "Capo 2",
      "Tab: standard",
    ]) {
      expect(isAnnotatableLine(line), line).toBe(false);
    }
  });
});

describe("annotationsByLine", () => {
  const lyrics = ["[Refren]", "Pierwszy wers", "Drugi wers", "", "Trzeci wers"];
  const a = { id: 1, annotation_lines: [1, 2] };
  const b = { id: 2, annotation_lines: [2] };
  const c = { id: 3, annotation_lines: [0, 3, 9, -1, 1.5] };

  it("maps each annotatable line to the interpretations that touch it", () => {
    const byLine = annotationsByLine(lyrics, [a, b, c]);
    expect(byLine.get(1)).toEqual([a]);
    expect(byLine.get(2)).toEqual([a, b]);
  });

  it("ignores markers, blank lines and indexes outside the lyrics", () => {
    const byLine = annotationsByLine(lyrics, [a, b, c]);
    expect([...byLine.keys()].sort()).toEqual([1, 2]);
  });
});
