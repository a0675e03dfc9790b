// Where a merged duplicate's lines are in the song it joins (decision 049, core/rules/line-map.ts,
// on the lyric edits' alignment of decision 045): each case with its exact expected mapping; a
// line without a counterpart still gets a place, since a merge removes nothing.
import { describe, expect, it } from "vitest";
import { carryLines, lineMap } from "@core/rules/line-map";

describe("lineMap", () => {
  it("answers null for the same text, also typed differently", () => {
    expect(lineMap(["Jadę na wehikule", "czasu"], ["Jadę na wehikule", "czasu"])).toBeNull();
    expect(lineMap(["Jadę na wehikule,", "CZASU!"], ["jade  na wehikule", "czasu"])).toBeNull();
  });

  it.each([
    ["a verse inserted at the top", ["a", "b", "c"], ["x", "y", "a", "b", "c"], [2, 3, 4]],
    ["a verse removed at the top", ["x", "y", "a", "b"], ["a", "b"], [0, 0, 0, 1]],
    // Line for line the same places: nothing to move.
    ["a typo fixed", ["Pierwsza", "Jade na wehikule", "Trzecia"], ["Pierwsza", "Jadę na wehikule", "Trzecia"], null],
    ["a typo fixed below a verse added", ["Pierwsza", "Jade na wehikule"], ["Nowa", "Pierwsza", "Jadę na wehikule"], [1, 2]],
    [
      "a line split in two",
      ["Pierwsza", "Jadę na wehikule czasu przez miasto", "Ostatnia"],
      ["Pierwsza", "Jadę na wehikule czasu", "przez miasto", "Ostatnia"],
      [0, 1, 3],
    ],
    [
      "two lines joined",
      ["Pierwsza", "Jadę na wehikule czasu", "przez miasto", "Ostatnia"],
      ["Pierwsza", "Jadę na wehikule czasu przez miasto", "Ostatnia"],
      [0, 1, 1, 2],
    ],
    ["a chorus moved to the end", ["refren", "zwrotka 1", "zwrotka 2"], ["zwrotka 1", "zwrotka 2", "refren"], [2, 0, 1]],
    ["a section deleted in the middle", ["a", "x", "y", "b"], ["a", "b"], [0, 0, 0, 1]],
    ["a line with no counterpart between two kept ones", ["a", "qqq zzz", "b"], ["a", "www vvv", "b"], [0, 1, 2]],
    ["a whole text replaced", ["aaa bbb", "ccc ddd", "eee fff"], ["xxx yyy", "zzz www"], [0, 1, 1]],
    ["everything removed", ["a", "b"], [], [0, 0]],
  ])("%s", (_, from, to, expected) => {
    expect(lineMap(from, to)).toEqual(expected);
  });
});

describe("carryLines", () => {
  it("carries an interpretation's lines, without repeats, in order", () => {
    expect(carryLines([3, 1, 2], [0, 0, 2, 2])).toEqual([0, 2]);
    expect(carryLines([1, 2], null)).toEqual([1, 2]);
  });
});
