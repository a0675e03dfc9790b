// Where a merged duplicate's lines are in the song it joins (decision 047, core/rules/line-map.ts):
// each case with its exact expected mapping.
import { describe, expect, it } from "vitest";
import { foldLine, lineMap, mapLines } from "@core/rules/line-map";

describe("lineMap", () => {
  it("answers null for the same text, also typed differently", () => {
    expect(lineMap(["Jadę na wehikule", "czasu"], ["Jadę na wehikule", "czasu"])).toBeNull();
    expect(lineMap(["Jadę na wehikule,", "CZASU!"], ["jade  na wehikule", "czasu"])).toBeNull();
    expect(foldLine("  Żółta ŁÓDŹ, hej!  ")).toBe("zolta lodz hej");
  });

  it.each([
    ["a verse inserted at the top", ["a", "b", "c"], ["x", "y", "a", "b", "c"], [2, 3, 4]],
    ["a verse removed at the top", ["x", "y", "a", "b"], ["a", "b"], [0, 0, 0, 1]],
    ["a typo fixed", ["a", "b z bledem", "c"], ["a", "b bez błędu", "c"], [0, 1, 2]],
    ["a line split in two", ["a", "b c", "d"], ["a", "b", "c", "d"], [0, 1, 3]],
    ["two lines joined", ["a", "b", "c", "d"], ["a", "b c", "d"], [0, 1, 1, 2]],
    ["a chorus moved to the end", ["refren", "zwrotka 1", "zwrotka 2"], ["zwrotka 1", "zwrotka 2", "refren"], [2, 0, 1]],
    ["a section deleted in the middle", ["a", "x", "y", "b"], ["a", "b"], [0, 0, 0, 1]],
    ["a whole text replaced", ["a", "b", "c"], ["x", "y"], [0, 1, 1]],
    ["everything removed", ["a", "b"], [], [0, 0]],
  ])("%s", (_, from, to, expected) => {
    expect(lineMap(from, to)).toEqual(expected);
  });
});

describe("mapLines", () => {
  it("carries an interpretation's lines, without repeats, in order", () => {
    expect(mapLines([3, 1, 2], [0, 0, 2, 2])).toEqual([0, 2]);
    expect(mapLines([1, 2], null)).toEqual([1, 2]);
  });
});
