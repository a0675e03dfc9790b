// The alignment of old and new lyrics (decision 045) on real kinds of edit, each with the
// exact mapping expected: interpretations, timings and translation lines follow their text.
import { describe, expect, it } from "vitest";
import { alignLines, mapLines, mapTimings, mapTranslation } from "@core/text/line-align";

const SONG = [
  "Wlazł kotek na płotek", // 0
  "i mruga,", // 1
  "ładna to piosenka,", // 2
  "nie długa.", // 3
  "", // 4
  "[Refren]", // 5
  "Miau miau, kocie łapki", // 6
  "mleko pije z miski babki", // 7
  "", // 8
  "Nie długa, nie krótka,", // 9
  "lecz w sam raz,", // 10
  "zaśpiewaj koteczku", // 11
  "jeszcze raz.", // 12
];

describe("alignLines on real edits", () => {
  it("a verse inserted at the top moves every line down by the verse's length", () => {
    const edited = ["Na podwórku pod gruszą", "siedzi kot z wielką duszą", "", ...SONG];
    expect(alignLines(SONG, edited)).toEqual(SONG.map((_, i) => [i + 3]));
  });

  it("a typo fixed keeps the line where it was", () => {
    const edited = [...SONG];
    edited[7] = "mleko pije z miski babci";
    edited[2] = "Ładna to piosenka,";
    expect(alignLines(SONG, edited)).toEqual(SONG.map((_, i) => [i]));
  });

  it("a line split in two: both halves carry what pointed at it", () => {
    const edited = [...SONG.slice(0, 6), "Miau miau,", "kocie łapki", ...SONG.slice(7)];
    const mapping = alignLines(SONG, edited);
    expect(mapping[6]).toEqual([6, 7]);
    expect(mapping.slice(0, 6)).toEqual([[0], [1], [2], [3], [4], [5]]);
    expect(mapping.slice(7)).toEqual([[8], [9], [10], [11], [12], [13]]);
  });

  it("two lines joined: both point at the one line", () => {
    const edited = [...SONG.slice(0, 9), "Nie długa, nie krótka, lecz w sam raz,", ...SONG.slice(11)];
    const mapping = alignLines(SONG, edited);
    expect(mapping[9]).toEqual([9]);
    expect(mapping[10]).toEqual([9]);
    expect(mapping.slice(11)).toEqual([[10], [11]]);
    expect(mapping.slice(0, 9)).toEqual(SONG.slice(0, 9).map((_, i) => [i]));
  });

  it("a chorus moved to the end follows its text", () => {
    const edited = [...SONG.slice(0, 5), ...SONG.slice(9), "", "[Refren]", "Miau miau, kocie łapki", "mleko pije z miski babki"];
    expect(alignLines(SONG, edited)).toEqual([[0], [1], [2], [3], [4], [10], [11], [12], [], [5], [6], [7], [8]]);
  });

  it("a section deleted maps to nothing, the rest closes up", () => {
    const edited = [...SONG.slice(0, 4), "", ...SONG.slice(9)];
    expect(alignLines(SONG, edited)).toEqual([[0], [1], [2], [3], [4], [], [], [], [], [5], [6], [7], [8]]);
  });

  it("a whole text replaced keeps nothing", () => {
    const edited = ["Zupełnie inna piosenka", "o czymś innym", "", "i bez kota"];
    // Only a blank line (the last one, as the longest common subsequence picks it) stays.
    expect(alignLines(SONG, edited)).toEqual([[], [], [], [], [], [], [], [], [2], [], [], [], []]);
  });

  it("a repeated chorus: each copy keeps its own place", () => {
    const old = ["Refren raz", "Zwrotka pierwsza", "Refren raz", "Zwrotka druga"];
    const edited = ["Refren raz", "Zwrotka pierwsza poprawiona", "Refren raz", "Nowa linia", "Zwrotka druga"];
    expect(alignLines(old, edited)).toEqual([[0], [1], [2], [4]]);
  });

  it("aligns 500 replaced lines without pairing unrelated ones", () => {
    const old = Array.from({ length: 500 }, (_, i) => `stara linia numer ${i} o kocie`);
    const edited = Array.from({ length: 500 }, (_, i) => `zupełnie nowe słowa ${i * 7} bez zwierząt`);
    expect(alignLines(old, edited).every((targets) => targets.length === 0)).toBe(true);
  });
});

describe("what follows the mapping", () => {
  it("an interpretation's lines, and an interpretation whose lines were all removed", () => {
    const edited = [...SONG.slice(0, 4), "", ...SONG.slice(9)];
    const mapping = alignLines(SONG, edited);
    expect(mapLines([9, 10], mapping)).toEqual([5, 6]);
    expect(mapLines([6, 7], mapping)).toEqual([]);
  });

  it("timings: a line keeps its time, a split line's second half has none, new lines none", () => {
    const edited = ["Nowa pierwsza linia", ...SONG.slice(0, 6), "Miau miau,", "kocie łapki", ...SONG.slice(7)];
    const mapping = alignLines(SONG, edited);
    const timings = SONG.map((_, i) => (SONG[i] === "" ? null : i * 2));
    const mapped = mapTimings(timings, mapping, edited.length);
    expect(mapped).toEqual([null, 0, 2, 4, 6, null, 10, 12, null, 14, null, 18, 20, 22, 24]);
  });

  it("translations follow their lines; joined lines join their translations", () => {
    const translated = SONG.map((line, i) => (line === "" ? "" : `T${i}`));
    const edited = [...SONG.slice(0, 9), "Nie długa, nie krótka, lecz w sam raz,", ...SONG.slice(11)];
    expect(mapTranslation(translated, alignLines(SONG, edited), edited.length)).toEqual([
      "T0",
      "T1",
      "T2",
      "T3",
      "",
      "T5",
      "T6",
      "T7",
      "",
      "T9 T10",
      "T11",
      "T12",
    ]);
  });
});
